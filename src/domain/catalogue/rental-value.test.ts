import { describe, expect, it } from "vitest";
import { bestValuePlan, piecePricePence, rentalValue } from "./rental-value";

const plans = [
  { plan: "Subscription A", limit: 5, price: 25 },
  { plan: "Subscription B", limit: 10, price: 45 },
  { plan: "Subscription C", limit: 15, price: 60 },
];

describe("the monthly price against the retail value (issue 13)", () => {
  it("prices a piece a month per plan", () => {
    expect(plans.map(piecePricePence)).toEqual([500, 450, 400]);
    expect(piecePricePence({ plan: "X", limit: 0, price: 10 })).toBe(0);
  });

  it("picks the plan with the lowest price a piece", () => {
    expect(bestValuePlan(plans)?.plan).toBe("Subscription C");
    expect(bestValuePlan([])).toBeNull();
  });

  it("sets a piece's monthly cost against its RRP", () => {
    expect(rentalValue(32, plans)).toEqual({
      plan: "Subscription C",
      monthlyPence: 400,
      retailPence: 3200,
      monthsToRetail: 8,
    });
    expect(rentalValue(3, plans)?.monthsToRetail).toBe(1);
  });

  it("has nothing to say without a plan or a price", () => {
    expect(rentalValue(32, [])).toBeNull();
    expect(rentalValue(0, plans)).toBeNull();
    expect(rentalValue(Number.NaN, plans)).toBeNull();
  });
});
