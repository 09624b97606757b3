import { describe, expect, it } from "vitest";
import { escapeHtml } from "@/domain/escape-html";
import { findEmailPreview } from "./index";

const APP = "https://shop.example";

/**
 * What each template's sample must say in both parts: its items, amounts, dates and link. The text
 * part is checked for whole lines where a parent reads one ('Monthly price: £45').
 */
const EXPECTED: Record<string, { subject: string; both: string[]; textLines: string[] }> = {
  "order-confirmation": {
    subject: "Your Littlerobe order 1042 is confirmed",
    both: ["Fox Romper", "Striped Leggings", "£45", "Thursday 3 December 2026", `${APP}/account`],
    textLines: [
      "Your order number is 1042.",
      "Monthly price: £45",
      "Delivery: Thursday 3 December 2026, 8am to 1pm",
      "- Fox Romper, 3-6 months, Rust",
      `See your order: ${APP}/account`,
    ],
  },
  "order-dispatched": {
    subject: "Your Littlerobe order 1042 is on its way",
    both: ["AB123456789GB", "Tuesday 1 December 2026", "Fox Romper", "Royal Mail"],
    textLines: [
      "Tracking number: AB123456789GB",
      "Expected: Thursday 3 December 2026",
      "Track your parcel: https://www.royalmail.com/track-your-item#/tracking-results/AB123456789GB",
      "- Striped Leggings, 3-6 months, Navy",
    ],
  },
  "return-started": {
    subject: "Sending your Littlerobe clothes back (LR-R-000042)",
    both: ["LR-R-000042", "Tuesday 8 December 2026", "Fox Romper, 3-6 months"],
    textLines: [
      "Your return reference: LR-R-000042",
      "Post it by: Tuesday 8 December 2026",
      `Print your return label: ${APP}/api/returns/42/label`,
      "- Fox Romper, 3-6 months",
    ],
  },
  "return-received": {
    subject: "We have your return LR-R-000042",
    both: ["LR-R-000042", "Saturday 5 December 2026", "Striped Leggings, 3-6 months"],
    textLines: ["Received: Saturday 5 December 2026", `See your wardrobe: ${APP}/account`],
  },
  "plan-changed": {
    subject: "Your Littlerobe plan is now Subscription B",
    both: ["Subscription A", "Subscription B", "£45", "Tuesday 15 December 2026"],
    textLines: [
      "Was: Subscription A",
      "Now: Subscription B",
      "Monthly price: £45",
      "New price from: Tuesday 15 December 2026",
      `See your plan: ${APP}/account/subscription`,
    ],
  },
  "membership-paused": {
    subject: "Your Littlerobe membership is paused until Friday 15 January 2027",
    both: ["Friday 15 January 2027", "£0"],
    textLines: [
      "Paused until: Friday 15 January 2027",
      `Resume sooner: ${APP}/account/subscription`,
    ],
  },
  "membership-resumed": {
    subject: "Your Littlerobe membership has started again",
    both: ["£45", "Tuesday 15 December 2026"],
    textLines: ["Next payment: Tuesday 15 December 2026", `Choose garments: ${APP}/collection`],
  },
  "membership-cancelling": {
    subject: "Your Littlerobe membership will end",
    both: ["Tuesday 15 December 2026", "Undo my cancellation"],
    textLines: ["Ends on: Tuesday 15 December 2026", `Undo my cancellation: ${APP}/account`],
  },
  "payment-failed": {
    subject: "Your Littlerobe payment did not go through",
    both: ["£45", "Friday 18 December 2026", "What happens next"],
    textLines: [
      "Amount: £45",
      "Next try: Friday 18 December 2026",
      `Update your card: ${APP}/account`,
    ],
  },
  "gift-card": {
    subject: "Margaret sent you a Littlerobe gift card",
    both: ["LR-GIFT-7Q4M-2XKD", "£90", "14 December 2027", "Granny"],
    textLines: ["Your code: LR-GIFT-7Q4M-2XKD", `Choose clothes: ${APP}/collection`],
  },
  "gift-receipt": {
    subject: "Your Littlerobe gift card for Amelia (gift 77)",
    both: ["£90", "Tuesday 15 December 2026", "14 December 2027"],
    textLines: ["Gift number: 77", "Amount paid: £90", `Send another gift: ${APP}/gifting`],
  },
  "back-in-stock": {
    subject: "Fox Romper in 6-12 months is back",
    both: ["Fox Romper", "6-12 months", "Rust"],
    textLines: ["Size: 6-12 months", `See it in the shop: ${APP}/products/fox-romper`],
  },
  "password-reset": {
    subject: "Reset your Littlerobe password",
    both: ["60 minutes", "http://localhost:3000/?reset=sample-token"],
    textLines: ["Choose a new password: http://localhost:3000/?reset=sample-token"],
  },
  "email-change": {
    subject: "Confirm your new Littlerobe e-mail address",
    both: ["24 hours"],
    textLines: [
      "Confirm your new e-mail address: http://localhost:3000/api/auth/verify-email?token=sample-token",
    ],
  },
  "contact-message": {
    subject: "Contact message: Sizes for twins (from Priya)",
    both: ["priya@example.co.uk", "27 Nov 2026, 09:14", "Can two children share one plan?"],
    textLines: ["Subject: Sizes for twins", `Open the message: ${APP}/admin/messages/12`],
  },
};

describe("every e-mail has its facts in both parts", () => {
  it.each(Object.entries(EXPECTED))("%s", (name, expected) => {
    const email = findEmailPreview(name)!.render(APP);
    expect(email.subject).toBe(expected.subject);
    const lines = email.text.split("\n");
    for (const fact of expected.both) {
      expect(email.text).toContain(fact);
      expect(email.html).toContain(escapeHtml(fact));
    }
    for (const line of expected.textLines) expect(lines).toContain(line);
    // A phone-width document with the shop's name, no remote image or font.
    expect(email.html).toMatch(/^<!DOCTYPE html><html lang="en">/);
    expect(email.html).toContain('content="width=device-width, initial-scale=1"');
    expect(email.html).toContain("max-width:560px");
    expect(email.html).toContain(">Littlerobe</a>");
    expect(email.html).not.toMatch(/<img|<link|@import|url\(/);
  });
});

describe("the shop's copy of a contact message", () => {
  const message = findEmailPreview("contact-message")!;
  it("keeps the subject on one line and the message as written, lines and all", async () => {
    const { contactMessageEmail } = await import("./contact-email");
    const facts = {
      ...contactMessageEmail.sample(),
      surName: null,
      subject: "Sizes\r\nBcc: everyone@example.com",
      message: "Hello,\n\nDo you have 6-9m?\n<b>no tags</b>",
    };
    const { renderEmail } = await import("./define-email");
    const email = renderEmail(contactMessageEmail, facts, APP);
    expect(email.subject).toBe("Contact message: Sizes Bcc: everyone@example.com (from Priya)");
    expect(email.text).toContain("From: Priya <priya@example.co.uk>");
    expect(email.text).toContain("Subject: Sizes Bcc: everyone@example.com");
    expect(email.text).toContain("Hello,\n\nDo you have 6-9m?\n<b>no tags</b>");
    expect(email.html).toContain("&#60;b&#62;no tags&#60;/b&#62;");
    expect(message.title).toBe("Contact message (to the shop)");
  });
});

describe("the return e-mail", () => {
  it("says why the return started, and greets a member with no name", async () => {
    const { returnStartedEmail } = await import("./return-emails");
    const { renderEmail } = await import("./define-email");
    const text = (facts: Partial<Parameters<typeof returnStartedEmail.subject>[0]>) =>
      renderEmail(returnStartedEmail, { ...returnStartedEmail.sample(), ...facts }, APP).text;
    const swapped = text({ cause: "swapped", firstName: null });
    expect(swapped).toContain("Hi there,");
    expect(swapped).toContain("Your new wardrobe is on its way.");
    expect(text({ cause: "membership_ended" })).toContain("We are sorry to see you go.");
  });
});

describe("the gift e-mails", () => {
  it("the card has the code, the sender's name and their message, and no 'null' without one", async () => {
    const { giftCardEmail, giftReceiptEmail } = await import("./gift-emails");
    const { renderEmail } = await import("./define-email");
    const card = renderEmail(giftCardEmail, giftCardEmail.sample(), APP).text;
    expect(card).toContain("Margaret Hart has sent you a Littlerobe gift card worth £90.");
    expect(card).toContain("For the little one's first winter. Love, Granny");
    const bare = renderEmail(giftCardEmail, { ...giftCardEmail.sample(), message: null }, APP);
    expect(bare.text).not.toContain("null");
    expect(bare.text).not.toContain("Granny");
    const receipt = renderEmail(giftReceiptEmail, giftReceiptEmail.sample(), APP).text;
    expect(receipt).toContain("Thank you for your gift of £90 to Amelia Hart.");
    // The receipt never carries the code: only the recipient may spend it.
    expect(receipt).not.toContain("LR-GIFT");
  });
});
