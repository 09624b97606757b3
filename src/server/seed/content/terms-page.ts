import type { PageDocument } from "@/domain/content/documents";

/** Terms & Conditions. No share metadata of its own: the settings share title applies. */
export const termsPage: PageDocument = {
  type: "page",
  uid: "terms",
  data: {
    title: "Terms & Conditions",
    slices: [
      {
        slice_type: "text",
        title: "1. About these terms",
        body: 'These terms apply to the Littlerobe clothing rental service provided by Littlerobe Ltd, a company registered in England and Wales ("Littlerobe", "we", "us"). By creating an account or starting a subscription you agree to them, so please read them carefully.\n\nWe may update these terms from time to time. If a change affects your subscription we\'ll email you at least 30 days before it takes effect.',
      },
      {
        slice_type: "text",
        title: "2. Membership",
        body: "To become a member you must be at least 18 years old, live at a UK address in an area we deliver to and hold a valid payment card. You're responsible for keeping your account details accurate and your password secure.\n\nWhen demand is high we may pause new memberships and offer a place on our waitlist instead.",
      },
      {
        slice_type: "text",
        title: "3. Plans and payments",
        body: "Each plan allows a set number of items at any one time: Subscription A (5 items, £25 per month), Subscription B (10 items, £45 per month) and Subscription C (15 items, £60 per month). Prices include VAT, delivery, cleaning and swaps.\n\nYour subscription is billed monthly in advance to your payment card, starting on the day you subscribe. If a payment fails we'll try again and let you know; we may pause deliveries until it succeeds. You can change plan at any time and the new price applies from your next billing date.",
      },
      {
        slice_type: "text",
        title: "4. Delivery",
        body: "We deliver on the day you choose at checkout: within 48 hours, in the time slot you choose, to the London postcodes listed on our website, and by Royal Mail, from four working days after your order, to the rest of the UK except the places our delivery page lists. Someone aged 18 or over should be available to receive the delivery. We don't deliver on bank holidays or on the dates shown as unavailable when you book.\n\nIf we can't deliver at the agreed time we'll contact you to rearrange. Items remain our property throughout your rental.",
      },
      {
        slice_type: "text",
        title: "5. Returns and swaps",
        body: "You can keep items for as long as your subscription is active and return them whenever you like. Book returns from your account and pack items in the reusable bag they arrived in.\n\nWhen you cancel, all items must be returned within 14 days of your final billing period ending. Items not returned by then will be charged at their retail price.",
      },
      {
        slice_type: "text",
        title: "6. Care and damage",
        body: "Please wash items as shown on their care labels. Normal wear and tear — small marks, fading and the odd loose thread — is expected and free of charge; we take care of cleaning and repairs.\n\nIf an item is lost, or damaged so it can't be rented again, we may charge a fair proportion of its retail price. We'll always contact you before taking any charge.",
      },
      {
        slice_type: "text",
        title: "7. Cancellation",
        body: "You can cancel your subscription at any time from your account or by emailing hello@littlerobe.co.uk. Cancellation takes effect at the end of your current billing period and no further payments will be taken.\n\nUnder the Consumer Contracts Regulations you also have the right to cancel within 14 days of starting your subscription for a refund, less a proportionate amount for any time you have already used the service.",
      },
      {
        slice_type: "text",
        title: "8. Gift cards",
        body: "Gift cards are valid for 12 months from purchase, can be used towards any plan and cannot be exchanged for cash. Lost gift codes can be reissued if you contact us with proof of purchase.",
      },
      {
        slice_type: "text",
        title: "9. Privacy",
        body: "We use your personal data to run your subscription, deliver and collect items, take payments and, if you agree, send you our newsletter. We never sell your data. Our payment and delivery partners process data only on our behalf.\n\nYou can ask to see, correct or delete your data at any time. Full details are in our privacy and cookie policies.",
      },
      {
        slice_type: "text",
        title: "10. Contact and complaints",
        body: "If something isn't right, please tell us at hello@littlerobe.co.uk and we'll do our best to put it right quickly. These terms are governed by the law of England and Wales. Nothing in them affects your statutory rights as a consumer.",
      },
    ],
  },
};
