import type { PageDocument } from "@/domain/content/documents";

/** The home page. It has no share title of its own, so the settings share metadata applies. */
export const homePage: PageDocument = {
  type: "home",
  uid: "home",
  data: {
    title: "Home",
    slices: [
      {
        slice_type: "hero",
        title: "Clothes that grow with them",
        text: "Beautiful, well-made baby and children's clothing, rented by the month. Pick the pieces you love, swap them when they're outgrown, and send them back for the next little one to enjoy.",
        image: {
          url: "content/hero.png",
          alt: "A white baby-grow on a hanger against soft sage, pink and blue shapes",
        },
        buttonText: "Shop now",
        buttonLink: "/collection",
      },
      {
        slice_type: "steps",
        title: "How it works",
        items: [
          {
            title: "Choose your plan",
            text: "Pick how many pieces you'd like each month — 5, 10 or 15. You can change plan whenever you need to.",
          },
          {
            title: "Fill your wardrobe",
            text: "Browse our collection by size and add your favourites to your wardrobe until it's full.",
          },
          {
            title: "We deliver to your door",
            text: "Choose a day that suits you and we'll bring everything, freshly cleaned: within 48 hours in a time slot in London, in about 4 working days by Royal Mail anywhere else in the UK.",
          },
          {
            title: "Swap when they grow",
            text: "When something's outgrown, send it back and pick the next size up. We clean it and pass it on to another family.",
          },
        ],
      },
      {
        slice_type: "image_text",
        title: "A wardrobe that keeps up",
        body: "Babies can go through seven sizes in their first two years. Rather than buying (and storing, and sorting) every one, Littlerobe lets you borrow exactly what fits right now.\n\nEvery piece is chosen for soft fabrics, easy poppers and clever details that make dressing a wriggly little one that bit easier.",
        image: {
          url: "content/wardrobe.png",
          alt: "A blue baby-grow on a hanger over cream and green shapes",
        },
        imageLeft: true,
      },
      {
        slice_type: "text",
        title: "Plans to suit every family",
        body: "Subscription A gives you 5 pieces for £25 a month — perfect for topping up the basics.\n\nSubscription B gives you 10 pieces for £45 a month, our most popular choice for everyday outfits.\n\nSubscription C gives you 15 pieces for £60 a month: a complete wardrobe, with room for something special.\n\nDelivery, cleaning and swaps are included in every plan, and you can pause or cancel at any time.",
      },
    ],
  },
};

/** The how-it-works page; its FAQ is linked from the footer as how-it-works#faq. */
export const howItWorksPage: PageDocument = {
  type: "page",
  uid: "how-it-works",
  data: {
    title: "How it works",
    shareTitle: "How it works | Littlerobe",
    shareDescription:
      "Choose a plan, fill your wardrobe and swap as your little one grows. Here's how renting with Littlerobe works.",
    slices: [
      {
        slice_type: "hero",
        title: "Renting made simple",
        text: "From the first sleepsuit to their first pair of dungarees, Littlerobe keeps your little one dressed without the clutter, the cost or the waste.",
        image: {
          url: "content/hero.png",
          alt: "A white baby-grow on a hanger against soft sage, pink and blue shapes",
        },
        buttonText: "Shop now",
        buttonLink: "/collection",
      },
      {
        slice_type: "steps",
        title: "Four easy steps",
        items: [
          {
            title: "Choose your plan",
            text: "Subscription A (5 pieces, £25 a month), Subscription B (10 pieces, £45 a month) or Subscription C (15 pieces, £60 a month).",
          },
          {
            title: "Pick your pieces",
            text: "Filter by size, colour and brand, then add items to your wardrobe. The summary shows how many you have left to pick.",
          },
          {
            title: "Choose a delivery day",
            text: "Free delivery across the UK: within 48 hours to the London postcodes we serve, in a morning, afternoon or evening slot; everywhere else by Royal Mail in about 4 working days. Check your postcode at the top of the collection.",
          },
          {
            title: "Keep, swap or return",
            text: "Keep pieces for as long as they fit. When they don't, book a return and choose the next size up in the same order.",
          },
        ],
      },
      {
        slice_type: "faq",
        title: "Frequently asked questions",
        items: [
          {
            question: "What condition are the clothes in?",
            answer:
              "Every piece is checked by hand, professionally cleaned with gentle, baby-safe products and pressed before it goes out. Anything that isn't up to scratch is retired from rental.",
          },
          {
            question: "What happens if something gets stained or damaged?",
            answer:
              "Don't worry — little ones are messy, and normal wear and tear is expected. Just send the item back as usual. We only charge if something is lost or damaged beyond repair.",
          },
          {
            question: "How often can I swap?",
            answer:
              "As often as you like. Book a return from your account and choose replacement pieces at the same time, so your wardrobe never runs short.",
          },
          {
            question: "Do you deliver to my area?",
            answer:
              "Almost certainly: within 48 hours to the London postcodes listed on our delivery page, and by Royal Mail in about 4 working days to the rest of the UK. A few islands and addresses outside the UK's post are not served yet; check your postcode at the top of the collection, and if we're not there yet, join the waitlist and we'll let you know when we are.",
          },
          {
            question: "Can I change or pause my plan?",
            answer:
              "Yes. You can move between Subscription A, B and C from your account, and changes apply from your next billing date. You can also cancel at any time.",
          },
          {
            question: "Can I buy something we've fallen in love with?",
            answer:
              "Often, yes. Get in touch and we'll let you know the price of the piece — it's usually well below the original retail price.",
          },
        ],
      },
    ],
  },
};
