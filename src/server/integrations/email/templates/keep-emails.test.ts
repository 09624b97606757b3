import { describe, expect, it } from "vitest";
import { findEmailPreview, renderEmail } from "./index";
import { keepReceiptEmail } from "./keep-emails";

const APP = "https://shop.example";

describe("the receipt of a garment bought to keep", () => {
  it("says what was paid and how, in both parts", () => {
    const email = findEmailPreview("keep-receipt")!.render(APP);
    expect(email.subject).toBe("Your receipt: Fox Romper, 3-6 months is yours to keep");
    const lines = email.text.split("\n");
    for (const line of [
      "Receipt: LR-K-000012",
      "Paid on: Friday 27 November 2026",
      "Garment: Fox Romper, 3-6 months",
      "Retail price: £32",
      "Rent you had paid for it: −£11.50",
      "Amount paid: £20.50",
      `See your wardrobe: ${APP}/account`,
    ])
      expect(lines).toContain(line);
    expect(email.html).toContain("It is yours to keep");
    expect(email.text).not.toContain("lowest price");
    expect(email.html).not.toMatch(/<img|<link|@import|url\(/);
  });

  it("explains the floor when the floor set the price", () => {
    const facts = {
      ...keepReceiptEmail.sample(),
      rentPaidPence: 3000,
      pricePence: 960,
      atFloor: true,
    };
    const email = renderEmail(keepReceiptEmail, facts, APP);
    expect(email.text.split("\n")).toContain("Amount paid: £9.60");
    expect(email.text).toContain("never goes below our lowest price");
  });
});
