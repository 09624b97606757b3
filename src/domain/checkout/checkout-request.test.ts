import { describe, expect, it } from "vitest";
import { checkoutRequest } from "./checkout-body";
import {
  checkLines,
  deliveryFormFor,
  deliveryOffer,
  findPlan,
  findPlanByPrice,
  formatPounds,
  ROYAL_MAIL_TIME,
  swappedOut,
  toPence,
} from "./checkout-request";

const SETTINGS = {
  postcodeList: ["sw11", "e8"],
  excludedPostcodes: ["ze", "kw15"],
  blockedDates: [{ from: "2026-11-27", to: "2026-11-27" }],
  deliveryTimes: ["8am - 12pm", "12pm - 4pm"],
};
const PLANS = [
  { plan: "Subscription A", limit: 5, price: 25, paymentPriceId: "price_a" },
  { plan: "Subscription B", limit: 10, price: 45, paymentPriceId: "price_b" },
];

describe("checkout request (issue 9)", () => {
  it("accepts a wardrobe with delivery values, a day, a time and an optional code", () => {
    const parsed = checkoutRequest.parse({
      plan: " Subscription A ",
      lines: [{ variantId: 3 }, { variantId: "4", kept: true }],
      delivery: { firstName: "Olivia" },
      deliveryDate: "2026-11-26",
      time: "8am - 12pm",
      code: "  ",
    });
    expect(parsed.plan).toBe("Subscription A");
    expect(parsed.lines).toEqual([
      { variantId: 3, kept: false },
      { variantId: 4, kept: true },
    ]);
    expect(parsed.code).toBeUndefined();
  });

  it("refuses no lines, too many lines, a bad id, a malformed day and an empty time", () => {
    const valid = {
      plan: "A",
      lines: [{ variantId: 1 }],
      delivery: {},
      deliveryDate: "2026-11-26",
      time: "x",
    };
    expect(checkoutRequest.safeParse(valid).success).toBe(true);
    expect(checkoutRequest.safeParse({ ...valid, lines: [] }).success).toBe(false);
    expect(
      checkoutRequest.safeParse({ ...valid, lines: Array(51).fill({ variantId: 1 }) }).success,
    ).toBe(false);
    expect(checkoutRequest.safeParse({ ...valid, lines: [{ variantId: 0 }] }).success).toBe(false);
    expect(checkoutRequest.safeParse({ ...valid, deliveryDate: "26/11/2026" }).success).toBe(false);
    expect(checkoutRequest.safeParse({ ...valid, time: " " }).success).toBe(false);
  });

  it("uses DELIVERY until the terms were accepted once", () => {
    expect(deliveryFormFor(false)).toBe("DELIVERY");
    expect(deliveryFormFor(true)).toBe("DELIVERYTERMSACCEPTED");
  });

  it("offers a served postcode days from 48 hours on, no Sunday, none blocked, in its slots", () => {
    // Tuesday 24 November 2026: +2 is Thursday 26; Friday 27 is blocked; Sunday 29 is skipped.
    const served = deliveryOffer("SW11 5QL", SETTINGS, "2026-11-24");
    expect(served).toMatchObject({
      estimate: "48h",
      carrier: "manual",
      times: SETTINGS.deliveryTimes,
    });
    if (!("days" in served)) throw new Error("no days");
    expect(served.days.slice(0, 4)).toEqual([
      "2026-11-26",
      "2026-11-28",
      "2026-11-30",
      "2026-12-01",
    ]);
    expect(served.days).toHaveLength(10);
    expect(deliveryOffer("e84rt", SETTINGS, "2026-11-24").estimate).toBe("48h");
  });

  it("offers the rest of the UK Royal Mail days from the fourth working day, with no slot", () => {
    // Wed 25, Thu 26, (Fri 27 blocked), Sat 28, (Sun 29), Mon 30: the fourth working day.
    const far = deliveryOffer("M20 2RN", SETTINGS, "2026-11-24");
    expect(far).toMatchObject({ estimate: "4d", carrier: "royal_mail", times: [ROYAL_MAIL_TIME] });
    if (!("days" in far)) throw new Error("no days");
    expect(far.days.slice(0, 3)).toEqual(["2026-11-30", "2026-12-01", "2026-12-02"]);
    expect(far.days).toHaveLength(10);
    expect(ROYAL_MAIL_TIME).toBe("Royal Mail (no time slot)");
  });

  it("offers nothing to an excluded postcode or one too short for an estimate", () => {
    expect(deliveryOffer("ZE1 0AA", SETTINGS, "2026-11-24")).toEqual({ estimate: "excluded" });
    expect(deliveryOffer("kw15 1ab", SETTINGS, "2026-11-24")).toEqual({ estimate: "excluded" });
    expect(deliveryOffer("SW1", SETTINGS, "2026-11-24")).toEqual({ estimate: null });
    expect(deliveryOffer(null, SETTINGS, "2026-11-24")).toEqual({ estimate: null });
  });

  it("finds a plan by its label or by its price id", () => {
    expect(findPlan(PLANS, "Subscription B")?.limit).toBe(10);
    expect(findPlan(PLANS, "Subscription Z")).toBeUndefined();
    expect(findPlanByPrice(PLANS, "price_a")?.plan).toBe("Subscription A");
    expect(findPlanByPrice(PLANS, null)).toBeUndefined();
    expect(findPlanByPrice(PLANS, "price_x")).toBeUndefined();
  });

  it("re-checks the count against the plan and that kept lines are held, each garment once", () => {
    const line = (variantId: number, kept = false) => ({ variantId, kept });
    expect(checkLines([line(1), line(2)], 2, [])).toBeNull();
    expect(checkLines([line(1)], 2, [])).toEqual({ kind: "count", expected: 2, actual: 1 });
    expect(checkLines([line(1), line(2), line(3)], 2, [])).toEqual({
      kind: "count",
      expected: 2,
      actual: 3,
    });
    expect(checkLines([line(7, true), line(2)], 2, [7, 8])).toBeNull();
    expect(checkLines([line(9, true), line(2)], 2, [7, 8])).toEqual({
      kind: "kept-not-held",
      variantIds: [9],
    });
    // Holding one garment of variant 7 lets one line keep it, not two.
    expect(checkLines([line(7, true), line(7, true)], 2, [7])).toEqual({
      kind: "kept-not-held",
      variantIds: [7],
    });
    expect(checkLines([line(7, true), line(7, true)], 2, [7, 7])).toBeNull();
  });

  it("sends back the held garments that no kept line matches", () => {
    const held = [
      { product_variant_id: 7, id: "a" },
      { product_variant_id: 7, id: "b" },
      { product_variant_id: 8, id: "c" },
    ];
    const lines = [
      { variantId: 7, kept: true },
      { variantId: 8, kept: false },
    ];
    expect(swappedOut(held, lines).map((g) => g.id)).toEqual(["b", "c"]);
    expect(swappedOut(held, [])).toHaveLength(3);
  });

  it("writes pounds plainly and converts to pence exactly", () => {
    expect(formatPounds(25)).toBe("£25");
    expect(formatPounds(12.5)).toBe("£12.50");
    expect(toPence(45)).toBe(4500);
    expect(toPence(19.99)).toBe(1999);
  });
});
