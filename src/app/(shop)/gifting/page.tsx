import { ContentPage, contentPageMetadata } from "@/app/(shop)/_components/content-page";
import { PostcodeCheck } from "@/components/delivery/postcode-check";
import { GiftCardForm } from "@/components/gifting/gift-card-form";
import { deliveryAreaOf } from "@/domain/delivery/coverage";
import { shownSiteContent } from "@/server/reads/shown-content";

export function generateMetadata() {
  return contentPageMetadata("gifting");
}

/**
 * Shared and cached: the content page, the postcode check (does the shop deliver to the family the
 * gift is for?) and the gift forms, which run in the visitor's browser.
 */
export default async function GiftingPage() {
  const { settings } = await shownSiteContent();
  return (
    <ContentPage
      uid="gifting"
      lead={<PostcodeCheck area={deliveryAreaOf(settings)} layout="band" />}
    >
      <GiftCardForm />
    </ContentPage>
  );
}
