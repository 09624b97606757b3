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

describe("firstPaintHint's size chips (issue 27: /collection draws them before the session answers)", () => {
  it("labels one chip per child, in their order, flagged so the row is drawn", () => {
    const children = [
      { firstName: "Rosie", size: "6-9-months" },
      { firstName: "Nell", size: "3-4-years" },
    ];
    expect(firstPaintHint({ firstName: "Amelia", children }, 0, null)).toEqual({
      member: 1,
      greeting: "Hi Amelia",
      welcome: "Welcome back, Amelia.",
      wardrobe: "0",
      chips: 1,
      "chip-one": "Only Rosie's size: 6-9 months, in stock",
      "chip-two": "Only Nell's size: 3-4 years, in stock",
    });
  });

  it("a family without children draws no row; a guest's hint never has one", () => {
    const none = firstPaintHint({ firstName: "Amelia", children: [] }, 0, null);
    expect(none).not.toHaveProperty("chips");
    expect(Object.keys(none ?? {}).filter((key) => key.startsWith("chip"))).toEqual([]);
    expect(firstPaintHint(null, 2, null)).toEqual({ wardrobe: "2" });
  });

  it("holds the first four children's chips; a name's control characters are dropped", () => {
    const names = ["Ada", "Bea", "Cal", "Dot", "Eve"];
    const hint = firstPaintHint(
      {
        firstName: "Amelia",
        children: names.map((firstName) => ({ firstName, size: "0-3-months" })),
      },
      0,
      null,
    );
    expect(hint).toMatchObject({
      chips: 1,
      "chip-one": "Only Ada's size: 0-3 months, in stock",
      "chip-four": "Only Dot's size: 0-3 months, in stock",
    });
    expect(JSON.stringify(hint)).not.toContain("Eve");
    expect(
      firstPaintHint(
        { firstName: "A", children: [{ firstName: "Ro\nsie", size: "0-3-months" }] },
        0,
        null,
      ),
    ).toMatchObject({ "chip-one": "Only Rosie's size: 0-3 months, in stock" });
  });
});

describe("checkoutWelcome", () => {
  it("greets by the first name, trimmed, or without one", () => {
    expect(checkoutWelcome("  Amelia ")).toBe("Welcome back, Amelia.");
    expect(checkoutWelcome("")).toBe("Welcome back.");
    expect(checkoutWelcome(undefined)).toBe("Welcome back.");
  });
});
