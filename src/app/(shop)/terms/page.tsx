import { ContentPage, contentPageMetadata } from "@/app/(shop)/_components/content-page";

export function generateMetadata() {
  return contentPageMetadata("terms");
}

export default function TermsPage() {
  return <ContentPage uid="terms" />;
}
