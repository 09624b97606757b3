import { describe, expect, it } from "vitest";
import { parseStoredCart, parseStoredPlan, planFromSubscriptionOption } from "./stored-cart";
import { pickOf, productWithStock } from "./test-fixtures";

const p = productWithStock(1, { 10: 2 });
const item = pickOf(p, 10, "a");

describe("parseStoredCart (browser key 'cart')", () => {
  it("reads back a stored cart", () => {
    expect(parseStoredCart(JSON.stringify([item, { ...item, uid: "b", keptItem: true }]))).toEqual([
      item,
      { ...item, uid: "b", keptItem: true },
    ]);
  });

  it("discards unreadable storage", () => {
    for (const raw of [null, undefined, "", "{not json", "{}", "42", '"cart"']) {
      expect(parseStoredCart(raw)).toEqual([]);
    }
  });

  it("drops entries that are not cart items and keeps the rest", () => {
    const broken = { ...item, selected_variant: { ...item.selected_variant, id: "ten" } };
    expect(parseStoredCart(JSON.stringify([broken, item, null, { uid: "x" }]))).toEqual([item]);
  });
});

// Stored JSON as a hostile page or an old version could leave it: any shape at all.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = Record<string, any>;

describe("parseStoredCart: each field is checked", () => {
  const stored = (change: (entry: Loose) => void) => {
    const entry = structuredClone(item) as Loose;
    change(entry);
    return parseStoredCart(JSON.stringify([entry]));
  };

  it("drops an entry with any field of the wrong kind", () => {
    const breakages: ((entry: Loose) => void)[] = [
      (e) => (e.uid = ""),
      (e) => (e.unavailable = "no"),
      (e) => (e.keptItem = 1),
      (e) => (e.product.id = 1.5),
      (e) => (e.product.rrp = true),
      (e) => (e.product.images = ["a.png", 3]),
      (e) => (e.product.product_variants = {}),
      (e) => (e.product.product_variants[0].stock = -1),
      (e) => (e.product.product_variants[0].deleted_at = "2026-01-01"),
      (e) => (e.product.product_variants[0].size_id = "10"),
      (e) => (e.product.product_variants[0].size = { name: "0-3m" }),
      (e) => (e.selected_variant.stock = 0.5),
      (e) => (e.selected_variant.color = { name: 7 }),
      (e) => (e.selected_variant.size.order = "1"),
      (e) => (e.selected_variant.product = null),
      (e) => (e.selected_variant = [e.selected_variant]),
      (e) => delete e.product.slug,
    ];
    for (const breakage of breakages) expect(stored(breakage)).toEqual([]);
  });

  it("keeps what it knows and nothing else, a missing size metadata read as null", () => {
    const [read] = stored((e) => {
      e.extra = "x";
      e.product.extra = "y";
      delete e.selected_variant.size.metadata;
      e.product.rrp = "12.50";
    });
    expect(read).not.toHaveProperty("extra");
    expect(read?.product).not.toHaveProperty("extra");
    expect(read?.selected_variant.size?.metadata).toBeNull();
    expect(read?.product.rrp).toBe("12.50");
    expect(stored((e) => (e.product.rrp = null))[0]?.product.rrp).toBeNull();
    expect(stored((e) => (e.selected_variant.color = null))[0]?.selected_variant.color).toBeNull();
  });
});

describe("parseStoredPlan (browser key 'subscriptionOptionNew')", () => {
  it("reads back a stored plan, accepting numeric strings", () => {
    expect(
      parseStoredPlan(
        JSON.stringify({
          plan: "Subscription B",
          limit: " 6 ",
          price: "39.5",
          paymentPriceId: "price_b",
        }),
      ),
    ).toEqual({
      plan: "Subscription B",
      limit: 6,
      price: 39.5,
      paymentPriceId: "price_b",
    });
  });

  it("gives no plan for missing or corrupted storage", () => {
    for (const raw of [
      null,
      "oops",
      "[]",
      JSON.stringify({ plan: "Subscription A", limit: 0, price: 1, paymentPriceId: "p" }),
      JSON.stringify({ plan: "A", limit: "many", price: 1, paymentPriceId: "p" }),
      JSON.stringify({ plan: "A", limit: 1.5, price: 1, paymentPriceId: "p" }),
      JSON.stringify({ plan: "A", limit: 2, price: "-1", paymentPriceId: "p" }),
      JSON.stringify({ plan: "", limit: 2, price: 1, paymentPriceId: "p" }),
      JSON.stringify({ plan: "A", limit: 2, price: 1 }),
    ]) {
      expect(parseStoredPlan(raw)).toBeNull();
    }
  });
});

describe("planFromSubscriptionOption (spec 3.5: held in the basket as plan, limit, price and price id)", () => {
  it("maps a settings option", () => {
    expect(
      planFromSubscriptionOption({
        option: "Subscription C",
        optionPrice: "49",
        optionLimit: "8",
        paymentId: "price_c",
      }),
    ).toEqual({
      plan: "Subscription C",
      limit: 8,
      price: 49,
      paymentPriceId: "price_c",
    });
  });
});

describe("stored values at their limits", () => {
  const plan = (change: Record<string, unknown>) =>
    parseStoredPlan(
      JSON.stringify({ plan: "A", limit: 2, price: 10, paymentPriceId: "p", ...change }),
    );

  it("takes a plan of one garment, and a free plan", () => {
    expect(plan({ limit: 1 })?.limit).toBe(1);
    expect(plan({ price: 0 })?.price).toBe(0);
    expect(plan({ price: "0" })?.price).toBe(0);
  });

  it("reads a price with two decimals written as text", () => {
    expect(plan({ price: "39.55" })?.price).toBe(39.55);
    expect(plan({ price: " -0 " })?.price).toBe(-0);
  });

  it("refuses a plan whose limit or price is not written as a plain number", () => {
    for (const change of [
      { limit: "1e3" },
      { limit: "0x10" },
      { limit: true },
      { limit: null },
      { price: null },
      { price: "cheap" },
      { price: "1e3" },
      { price: "39." },
      { price: "" },
      { price: [5] },
    ])
      expect(plan(change), JSON.stringify(change)).toBeNull();
  });

  it("keeps a chosen garment that is out of stock now (its stock is 0)", () => {
    const entry = structuredClone(item) as Loose;
    entry.selected_variant.stock = 0;
    entry.product.product_variants[0].stock = 0;
    expect(parseStoredCart(JSON.stringify([entry]))).toHaveLength(1);
  });

  it("gives no plan for a settings option that is not a usable plan", () => {
    const option = { option: "A", optionPrice: 10, optionLimit: 2, paymentId: "p" };
    expect(planFromSubscriptionOption({ ...option, optionLimit: 0 })).toBeNull();
    expect(
      planFromSubscriptionOption({ ...option, optionPrice: Number.POSITIVE_INFINITY }),
    ).toBeNull();
    expect(planFromSubscriptionOption({ ...option, optionPrice: Number.NaN })).toBeNull();
    expect(planFromSubscriptionOption({ ...option, option: "" })).toBeNull();
  });
});
