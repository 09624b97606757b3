import { ContentPage, contentPageMetadata } from "@/app/(shop)/_components/content-page";

export function generateMetadata() {
  return contentPageMetadata("how-it-works");
}

export default function HowItWorksPage() {
  return <ContentPage uid="how-it-works" />;
}
