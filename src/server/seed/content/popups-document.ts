import type { PopupsDocument } from "@/domain/content/documents";

/** The demo 'popups' document: the guest newsletter popup and the subscribe2023 waitlist popup. */
export const popupsDocument: PopupsDocument = {
  popups: [
    {
      popupName: "regularNewsletter",
      title: "Little wardrobes, big savings",
      bodyText:
        "Sign up to our newsletter for new arrivals, sizing tips and the occasional members-only offer. We'll never fill your inbox — promise.",
      buttonText: "Sign me up",
      image: {
        url: "content/popup.png",
        alt: "A white baby-grow on a hanger against a pale blue background",
      },
    },
    {
      popupName: "customNewsletter",
      title: "Join the waitlist",
      bodyText:
        "We're welcoming new families in small batches so every little one gets the pick of the rails. Leave your details and we'll let you know as soon as there's a place for you — and when we start delivering to your postcode.",
      buttonText: "Join the waitlist",
      image: {
        url: "content/waitlist.png",
        alt: "A pink baby-grow on a hanger against a buttery yellow background",
      },
    },
  ],
};
