import type { PageDocument } from "@/domain/content/documents";

export const aboutPage: PageDocument = {
  type: "page",
  uid: "about",
  data: {
    title: "About us",
    shareTitle: "About us | Littlerobe",
    shareDescription:
      "Littlerobe was started by two London parents who wanted a kinder, simpler way to dress growing children.",
    shareImage: {
      url: "content/about.png",
      alt: "A yellow baby-grow on a hanger against a soft pink background",
    },
    slices: [
      {
        slice_type: "image_text",
        title: "Our story",
        body: "Littlerobe began on a living-room floor in south London, surrounded by bags of barely-worn baby clothes. Our first daughter had outgrown them in weeks, some still had their labels on, and we couldn't bring ourselves to throw them away.\n\nWe thought there had to be a better way: lovely clothes, chosen with care, that move from family to family as children grow. So we built it.",
        image: {
          url: "content/about.png",
          alt: "A yellow baby-grow on a hanger against a soft pink background",
        },
        imageLeft: false,
      },
      {
        slice_type: "image_text",
        title: "Kinder to the planet",
        body: "A single piece of Littlerobe clothing is worn by many children before it retires. That means fewer new garments made, less water and energy used, and far less ending up in landfill.\n\nWe clean everything with eco-certified detergents at low temperatures, deliver in reusable bags, and repair before we replace. When a piece does reach the end of its rental life, we resell it, donate it or recycle the fabric.",
        image: { url: "content/sustainability.png", alt: "Soft green and blue circles" },
        imageLeft: true,
      },
      {
        slice_type: "text",
        title: "What we look for",
        body: "We choose brands that make clothes to last: organic cottons, thoughtful fits and the kind of details parents notice — envelope necks, fold-over mitts and poppers in all the right places.\n\nEvery piece has to earn its place on our rails, and then it has to survive a lot of washing. Those that do are the ones we're proud to send to you.",
      },
      { slice_type: "newsletter" },
    ],
  },
};

/** The contact page: the form itself is rendered by the page, the copy sits above it. */
export const contactPage: PageDocument = {
  type: "page",
  uid: "contact",
  data: {
    title: "Contact us",
    shareTitle: "Contact us | Littlerobe",
    shareDescription:
      "Questions about sizes, deliveries or your plan? The Littlerobe team is happy to help.",
    slices: [
      {
        slice_type: "text",
        title: "We'd love to hear from you",
        body: "Whether you have a question about sizing, a delivery or your plan, or you'd simply like to tell us how the clothes are getting on, drop us a message using the form below.\n\nOur small team works Monday to Friday, 9am to 5pm, and replies within two working days. You can also email us at hello@littlerobe.co.uk.",
      },
      {
        slice_type: "newsletter",
        title: "Stay in the loop",
        bodyText: "New arrivals, seasonal edits and the occasional treat — straight to your inbox.",
        buttonText: "Sign me up",
        image: { url: "content/newsletter.png", alt: "Soft blue and green shapes" },
      },
    ],
  },
};

export const giftingPage: PageDocument = {
  type: "page",
  uid: "gifting",
  data: {
    title: "Gift cards",
    shareTitle: "Gift cards | Littlerobe",
    shareDescription:
      "Give new parents the gift of a wardrobe that grows with their baby. Littlerobe gift cards, in any amount.",
    shareImage: {
      url: "content/gifting.png",
      alt: "A white baby-grow on a hanger against yellow and pink shapes",
    },
    slices: [
      {
        slice_type: "hero",
        title: "The gift that keeps on fitting",
        text: "Baby showers, new arrivals, first birthdays — a Littlerobe gift card lets new parents choose exactly what they need, in exactly the right size, again and again.",
        image: {
          url: "content/gifting.png",
          alt: "A white baby-grow on a hanger against yellow and pink shapes",
        },
      },
      {
        slice_type: "steps",
        title: "How gifting works",
        items: [
          {
            title: "Choose an amount",
            text: "Pick any amount in pounds — enough for a month or two, or a whole season.",
          },
          {
            title: "Add a personal message",
            text: "Tell us who it's from and who it's for, and write a message of up to 500 characters.",
          },
          {
            title: "We send it their way",
            text: "The recipient receives their gift code by email, ready to use against any Littlerobe plan.",
          },
        ],
      },
      {
        slice_type: "text",
        title: "The small print",
        body: "Gift cards are valid for 12 months from purchase and can be used towards any subscription plan. They can't be exchanged for cash, but any unused balance stays on the recipient's account until it expires.",
      },
      { slice_type: "newsletter" },
    ],
  },
};
