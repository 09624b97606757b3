import { describe, expect, it } from "vitest";
import {
  confirmationOutcome,
  confirmationSubject,
  confirmationText,
  formatDeliveryDay,
  itemLine,
  NEXT_STEPS,
} from "./order-confirmation";

describe("order confirmation texts (issue 9)", () => {
  it("writes the delivery day as a UK parent reads it", () => {
    expect(formatDeliveryDay("2026-11-26")).toBe("Thursday 26 November 2026");
    expect(formatDeliveryDay("2027-01-02")).toBe("Saturday 2 January 2027");
  });

  it("writes an item with its size and colour, leaving out what is missing", () => {
    expect(itemLine({ name: "Fox Romper", size: "3-6 months", color: "Sage" })).toBe(
      "Fox Romper, 3-6 months, Sage",
    );
    expect(itemLine({ name: "Fox Romper", size: null, color: null })).toBe("Fox Romper");
  });

  it("says thank you with the order number, plan, day, items and next steps", () => {
    const text = confirmationText({
      orderId: 42,
      firstName: "Olivia",
      plan: "Subscription A",
      deliveryDay: "Thursday 26 November 2026",
      deliveryTime: "8am - 12pm",
      items: [{ name: "Fox Romper", size: "3-6 months", color: null }],
    });
    expect(confirmationSubject(42)).toBe("Your Littlerobe order 42 is confirmed");
    expect(text).toContain("Hi Olivia,");
    expect(text).toContain("Thank you! Your order number is 42.");
    expect(text).toContain("Plan: Subscription A");
    expect(text).toContain("Delivery: Thursday 26 November 2026, 8am - 12pm");
    expect(text).toContain("- Fox Romper, 3-6 months");
    for (const [index, step] of NEXT_STEPS.entries())
      expect(text).toContain(`${index + 1}. ${step}`);
    expect(text).not.toMatch(/\n\n\n/);
  });

  it("greets 'there' without a name and leaves out a missing day", () => {
    const text = confirmationText({
      orderId: 1,
      firstName: " ",
      plan: null,
      deliveryDay: null,
      deliveryTime: null,
      items: [],
    });
    expect(text.startsWith("Hi there,")).toBe(true);
    expect(text).not.toContain("Delivery:");
    expect(text).not.toContain("Plan:");
  });

  it("thanks only a paid order (issue 23)", () => {
    const order = (status: string, refunded = false) => ({ status, refunded });
    for (const status of ["ORDER_PLACED", "ORDER_PROCESSING", "ORDER_ACTIVE", "ORDER_FINALISED"])
      expect(confirmationOutcome(order(status), null)).toBe("thanks");
    for (const session of ["open", "expired", null] as const)
      expect(confirmationOutcome(order("ORDER_PLACED_PAYMENT_PENDING"), session)).toBe(
        "not_completed",
      );
    expect(confirmationOutcome(order("ORDER_PLACED_PAYMENT_PENDING"), "complete")).toBe(
      "confirming",
    );
    expect(confirmationOutcome(order("ORDER_PLACED_PAYMENT_CANCELLED"), "expired")).toBe(
      "not_completed",
    );
    expect(confirmationOutcome(order("ORDER_PLACED_PAYMENT_CANCELLED", true), "complete")).toBe(
      "refunded",
    );
    expect(confirmationOutcome(order("ORDER_PROBLEM"), "complete")).toBe("problem");
  });
});

describe("the confirmation e-mail as a parent reads it", () => {
  const facts = {
    orderId: 42,
    firstName: " Olivia ",
    plan: "Subscription A",
    deliveryDay: "Thursday 26 November 2026",
    deliveryTime: "8am - 12pm",
    items: [
      { name: "Fox Romper", size: "3-6 months", color: null },
      { name: "Owl Hat", size: null, color: "Sage" },
    ],
  };

  it("reads line by line: greeting, order, wardrobe, next steps, sign-off", () => {
    expect(confirmationText(facts).split("\n")).toEqual([
      "Hi Olivia,",
      "",
      "Thank you! Your order number is 42.",
      "Plan: Subscription A",
      "Delivery: Thursday 26 November 2026, 8am - 12pm",
      "",
      "Your wardrobe:",
      "- Fox Romper, 3-6 months",
      "- Owl Hat, Sage",
      "",
      "What happens next:",
      "1. We're picking and packing your garments now.",
      "2. Royal Mail delivers them on your delivery day; we'll text you a tracking link when they leave us.",
      "3. Keep them as long as they fit. When it's time for a change, open your wardrobe, keep what you love and swap the rest.",
      "",
      "Love, the Littlerobe team",
    ]);
  });

  it("gives the day without a time when no time was chosen", () => {
    expect(confirmationText({ ...facts, deliveryTime: null }).split("\n")[4]).toBe(
      "Delivery: Thursday 26 November 2026",
    );
  });

  it("keeps one blank line where the plan and day are missing", () => {
    const lines = confirmationText({
      ...facts,
      firstName: null,
      plan: null,
      deliveryDay: null,
    }).split("\n");
    expect(lines.slice(0, 5)).toEqual([
      "Hi there,",
      "",
      "Thank you! Your order number is 42.",
      "",
      "Your wardrobe:",
    ]);
  });

  it("keeps one blank line after the plan when the day is missing", () => {
    const lines = confirmationText({ ...facts, deliveryDay: null }).split("\n");
    expect(lines.slice(2, 6)).toEqual([
      "Thank you! Your order number is 42.",
      "Plan: Subscription A",
      "",
      "Your wardrobe:",
    ]);
  });

  it("shows a problem order as a problem, not as unpaid", () => {
    expect(confirmationOutcome({ status: "ORDER_PROBLEM", refunded: false }, "complete")).toBe(
      "problem",
    );
    expect(
      confirmationOutcome(
        { status: "ORDER_PLACED_PAYMENT_CANCELLED", refunded: false },
        "complete",
      ),
    ).toBe("not_completed");
  });
});
