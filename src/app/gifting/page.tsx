import { ContentPage, contentPageMetadata } from "@/components/layout/content-page";

export function generateMetadata() {
  return contentPageMetadata("gifting");
}

export default function GiftingPage() {
  return <ContentPage uid="gifting" />;
}
