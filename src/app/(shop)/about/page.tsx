import { ContentPage, contentPageMetadata } from "@/components/layout/content-page";

export function generateMetadata() {
  return contentPageMetadata("about");
}

export default function AboutPage() {
  return <ContentPage uid="about" />;
}
