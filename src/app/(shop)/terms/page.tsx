import { ContentPage, contentPageMetadata } from "@/components/layout/content-page";

export function generateMetadata() {
  return contentPageMetadata("terms");
}

export default function TermsPage() {
  return <ContentPage uid="terms" />;
}
