import { ContentPage, contentPageMetadata } from "@/app/(shop)/_components/content-page";
import { ContactForm } from "./contact-form";

export function generateMetadata() {
  return contentPageMetadata("contact");
}

export default function ContactPage() {
  return (
    <ContentPage uid="contact">
      <ContactForm />
    </ContentPage>
  );
}
