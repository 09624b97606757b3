import { ContentPage, contentPageMetadata } from "@/app/(shop)/_components/content-page";

export function generateMetadata() {
  return contentPageMetadata("about");
}

export default function AboutPage() {
  return <ContentPage uid="about" />;
}
