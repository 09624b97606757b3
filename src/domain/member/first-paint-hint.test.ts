import { describe, expect, it } from "vitest";
import { checkoutWelcome, firstPaintHint } from "./first-paint-hint";

const planB = {
  plan: "Subscription B",
  limit: 10,
  price: 45,
  paymentPriceId: "price_local_subscription_b",
};

describe("firstPaintHint (issue 26: what a member's first paint needs before the session answers)", () => {
  it("is nothing for a guest with nothing picked: the shared page is right as it is", () => {
    expect(firstPaintHint(null, 0, null)).toBeNull();
  });

  it("a member with a full wardrobe: signed in, greeted, the count, the banner and the full note", () => {
    expect(firstPaintHint({ firstName: "Amelia" }, 10, planB)).toEqual({
      member: 1,
      greeting: "Hi Amelia",
      welcome: "Welcome back, Amelia.",
      wardrobe: "10",
      plan: 1,
      "plan-name": "Subscription B",
      picked: "10 of 10 picked",
      full: 1,
      "full-note":
        "Your wardrobe is full: 10 of 10 picked. To add this piece, remove one from your wardrobe or choose a bigger plan.",
    });
  });

  it("a guest part way through: what is left to pick, no greeting", () => {
    expect(firstPaintHint(null, 3, planB)).toEqual({
      wardrobe: "3",
      plan: 1,
      "plan-name": "Subscription B",
      picked: "3 of 10 picked",
      left: 1,
      "to-pick": "7 more to pick",
    });
  });

  it("over the plan: the count is flagged; a guest's pieces without a plan: only the count", () => {
    expect(firstPaintHint(null, 11, planB)).toMatchObject({ over: 1, full: 1 });
    expect(firstPaintHint(null, 2, null)).toEqual({ wardrobe: "2" });
  });

  it("a member without a first name or plan; control characters never reach the CSS text", () => {
    expect(firstPaintHint({ firstName: null }, 0, null)).toEqual({
      member: 1,
      greeting: "Hi there",
      welcome: "Welcome back.",
      wardrobe: "0",
    });
    expect(firstPaintHint({ firstName: "Ame\nlia\u0007" }, 0, null)).toMatchObject({
      greeting: "Hi Amelia",
      welcome: "Welcome back, Amelia.",
    });
  });
});

describe("checkoutWelcome", () => {
  it("greets by the first name, trimmed, or without one", () => {
    expect(checkoutWelcome("  Amelia ")).toBe("Welcome back, Amelia.");
    expect(checkoutWelcome("")).toBe("Welcome back.");
    expect(checkoutWelcome(undefined)).toBe("Welcome back.");
  });
});
