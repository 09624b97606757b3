import { describe, expect, it } from "vitest";
import {
  confirmationOutcome,
  confirmationSubject,
  formatDeliveryDay,
  itemLine,
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

  it("names the order in the e-mail's subject", () => {
    expect(confirmationSubject(42)).toBe("Your Littlerobe order 42 is confirmed");
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

describe("the confirmation page's outcome", () => {
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
