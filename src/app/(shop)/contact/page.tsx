import { ContentPage, contentPageMetadata } from "@/components/layout/content-page";
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
