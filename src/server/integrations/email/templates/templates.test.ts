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
      "Order number: 1042",
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
      `See your plan: ${APP}/account#membership`,
    ],
  },
  "membership-paused": {
    subject: "Your Littlerobe membership is paused until Friday 15 January 2027",
    both: ["Friday 15 January 2027", "£0"],
    textLines: ["Paused until: Friday 15 January 2027", `Resume sooner: ${APP}/account#membership`],
  },
  "membership-resumed": {
    subject: "Your Littlerobe membership has started again",
    both: ["£45", "Tuesday 15 December 2026"],
    textLines: ["Next payment: Tuesday 15 December 2026", `Choose garments: ${APP}/collection`],
  },
  "membership-cancelling": {
    subject: "Your Littlerobe membership will end",
    both: ["Tuesday 15 December 2026", "Undo my cancellation"],
    textLines: [
      "Ends on: Tuesday 15 December 2026",
      `Undo my cancellation: ${APP}/account#membership`,
    ],
  },
  "payment-failed": {
    subject: "Your Littlerobe payment did not go through",
    both: ["£45", "Friday 18 December 2026", "What happens next"],
    textLines: [
      "Amount: £45",
      "Next try: Friday 18 December 2026",
      `Update your card: ${APP}/account#membership`,
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
