import { ContentPage, contentPageMetadata } from "@/app/(shop)/_components/content-page";
import { GiftCardForm } from "@/components/gifting/gift-card-form";

export function generateMetadata() {
  return contentPageMetadata("gifting");
}

/** Shared and cached: the content page, and the gift forms, which run in the visitor's browser. */
export default function GiftingPage() {
  return (
    <ContentPage uid="gifting">
      <GiftCardForm />
    </ContentPage>
  );
}
