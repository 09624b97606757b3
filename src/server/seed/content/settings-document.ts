import type { SettingsDocument } from "@/domain/content/documents";

/** The demo 'settings' document: menus, footer, share metadata, plans and delivery rules. */
export const settingsDocument: SettingsDocument = {
  slices1: [
    { primary: { itemName: "Shop now" } },
    { primary: { itemName: "Login" } },
    { primary: { itemName: "Wardrobe" } },
  ],
  slices2: [
    { primary: { path: { uid: "home" }, itemName: "Home" } },
    { primary: { path: { uid: "about", url: "/about" }, itemName: "About" } },
    { primary: { path: { uid: "how-it-works" }, itemName: "How it works" } },
    { primary: { path: { uid: "contact" }, itemName: "Contact" } },
    { primary: { path: { uid: "gifting" }, itemName: "Gift cards" } },
    { primary: { path: { uid: "terms", url: "/terms" }, itemName: "Terms & Conditions" } },
    { primary: { path: { url: "how-it-works#faq" }, itemName: "FAQs" } },
    { primary: { path: { url: "/size-guide" }, itemName: "Size guide" } },
    { primary: { path: { url: "/delivery" }, itemName: "Delivery and returns" } },
    { primary: { path: { url: "/care" }, itemName: "Care and damage" } },
    { primary: { path: { url: "/cookie-policy" }, itemName: "Cookie policy" } },
  ],
  footerCopyrightText: "© 2026 Littlerobe Ltd. All rights reserved.",
  footerRightSideText: "Made with love in London. Littlerobe Ltd, registered in England and Wales.",
  shareTitle: "Littlerobe | Baby & children's clothing rental",
  shareDescription:
    "Rent beautiful baby and children's clothes that grow with your little one. Pick a plan, fill your wardrobe and swap when they outgrow it — delivered to your door across the UK.",
  shareImage: {
    url: "content/share.png",
    alt: "A little baby-grow on a hanger over soft green and pink shapes",
  },
  maintenancemode: false,
  contactEmail: "hello@littlerobe.co.uk",
  deliveryTimes: "8am - 12pm, 12pm - 4pm, 4pm - 8pm",
  blockedDates: "24/12/2026, 25/12/2026, 26/12/2026, 01/01/2027",
  subscriptionOption: [
    {
      option: "Subscription A",
      optionLimit: 5,
      optionPrice: 25,
      paymentId: "price_local_subscription_a",
    },
    {
      option: "Subscription B",
      optionLimit: 10,
      optionPrice: 45,
      paymentId: "price_local_subscription_b",
    },
    {
      option: "Subscription C",
      optionLimit: 15,
      optionPrice: 60,
      paymentId: "price_local_subscription_c",
    },
  ],
  hiddenFilters: "One size, Unisex",
  pauseNewMembers: false,
  swapsPerPeriod: 1,
  resaleValuePercent: 20,
  keepFloorPercent: 30,
  tradeInCreditPercent: 40,
  postcodeList:
    "SW2, SW4, SW8, SW9, SW11, SW12, SW15, SW17, SW18, SW19, SE1, SE5, SE11, SE15, SE21, SE22, SE24, E2, E3, E5, E8, E9, E17, N1, N4, N5, N7, N16, N19, NW1, NW3, NW5, NW6, W3, W4, W6, W12",
  // Decision 054: outside the UK's post (Channel Islands, Isle of Man, BFPO) and the islands a
  // wardrobe cannot reach and come back from in Royal Mail's four working days.
  excludedPostcodes: "GY, JE, IM, BF, HS, ZE, KW15, KW16, KW17, TR21, TR22, TR23, TR24, TR25",
  popupImage: {
    url: "content/popup.png",
    alt: "A white baby-grow on a hanger against a pale blue background",
  },
  slices4: [
    {
      primary: {
        title: "Join the Littlerobe family",
        bodyText:
          "Be the first to hear about new arrivals, seasonal edits and members-only treats. One friendly email a fortnight, never more.",
        socialBodyText:
          "Follow along for styling ideas, behind-the-scenes peeks and plenty of tiny outfits.",
        buttonText: "Sign me up",
      },
      items: [
        { socialLink: { url: "https://www.facebook.com/littlerobe" } },
        { socialLink: { url: "https://www.instagram.com/littlerobe" } },
        { socialLink: { url: "https://www.tiktok.com/@littlerobe" } },
      ],
    },
  ],
};
