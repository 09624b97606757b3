import { describe, expect, it } from "vitest";
import {
  DEFAULT_KEEP_FLOOR_PERCENT,
  keepQuote,
  keepRequest,
  MIN_KEEP_PRICE_PENCE,
  parseKeepFloorPercent,
  penceOf,
  priceChangedMessage,
} from "./keep-price";

describe("keepQuote", () => {
  it("is the retail price less the rent paid (the worked example of docs/growing.md)", () => {
    expect(keepQuote({ rrpPence: 3200, rentPaidPence: 1150, floorPercent: 30 })).toEqual({
      rrpPence: 3200,
      rentPaidPence: 1150,
      floorPence: 960,
      pricePence: 2050,
      atFloor: false,
    });
  });

  it("never goes below the floor", () => {
    expect(keepQuote({ rrpPence: 3200, rentPaidPence: 2500, floorPercent: 30 })).toEqual({
      rrpPence: 3200,
      rentPaidPence: 2500,
      floorPence: 960,
      pricePence: 960,
      atFloor: true,
    });
  });

  it("at exactly the floor it is the rent-less price, not marked as floored", () => {
    const quote = keepQuote({ rrpPence: 3200, rentPaidPence: 2240, floorPercent: 30 });
    expect(quote?.pricePence).toBe(960);
    expect(quote?.atFloor).toBe(false);
    const onePennyMore = keepQuote({ rrpPence: 3200, rentPaidPence: 2241, floorPercent: 30 });
    expect(onePennyMore?.pricePence).toBe(960);
    expect(onePennyMore?.atFloor).toBe(true);
  });

  it("rounds the floor up to the next penny (never below the owner's percentage)", () => {
    expect(keepQuote({ rrpPence: 1999, rentPaidPence: 5000, floorPercent: 30 })?.floorPence).toBe(
      600,
    );
    expect(keepQuote({ rrpPence: 2000, rentPaidPence: 5000, floorPercent: 30 })?.floorPence).toBe(
      600,
    );
    expect(keepQuote({ rrpPence: 1001, rentPaidPence: 5000, floorPercent: 30 })?.floorPence).toBe(
      301,
    );
    // A percentage with decimals is taken to two places, without floating-point drift.
    expect(keepQuote({ rrpPence: 1000, rentPaidPence: 5000, floorPercent: 33.3 })?.floorPence).toBe(
      333,
    );
    expect(
      keepQuote({ rrpPence: 1000, rentPaidPence: 5000, floorPercent: 12.345 })?.floorPence,
    ).toBe(124);
  });

  it("with no rent paid is the retail price", () => {
    expect(keepQuote({ rrpPence: 2500, rentPaidPence: 0, floorPercent: 30 })?.pricePence).toBe(
      2500,
    );
  });

  it("treats a negative rent as none and clamps the percentage to 0–100", () => {
    expect(keepQuote({ rrpPence: 2500, rentPaidPence: -300, floorPercent: 30 })).toMatchObject({
      rentPaidPence: 0,
      pricePence: 2500,
    });
    expect(keepQuote({ rrpPence: 2500, rentPaidPence: 0, floorPercent: 150 })?.floorPence).toBe(
      2500,
    );
    expect(keepQuote({ rrpPence: 2500, rentPaidPence: 9999, floorPercent: 120 })?.pricePence).toBe(
      2500,
    );
    expect(keepQuote({ rrpPence: 2500, rentPaidPence: 2000, floorPercent: -5 })).toMatchObject({
      floorPence: 0,
      pricePence: 500,
    });
  });

  it("is not offered without a retail price", () => {
    expect(keepQuote({ rrpPence: null, rentPaidPence: 0, floorPercent: 30 })).toBeNull();
    expect(keepQuote({ rrpPence: 0, rentPaidPence: 0, floorPercent: 30 })).toBeNull();
    expect(keepQuote({ rrpPence: -1, rentPaidPence: 0, floorPercent: 30 })).toBeNull();
    expect(keepQuote({ rrpPence: 1, rentPaidPence: 0, floorPercent: 30 })).toBeNull();
  });

  it("is not offered under the provider's minimum payment, and is at exactly it", () => {
    expect(MIN_KEEP_PRICE_PENCE).toBe(30);
    expect(keepQuote({ rrpPence: 100, rentPaidPence: 71, floorPercent: 0 })).toBeNull();
    expect(keepQuote({ rrpPence: 100, rentPaidPence: 70, floorPercent: 0 })?.pricePence).toBe(30);
    expect(keepQuote({ rrpPence: 100, rentPaidPence: 100, floorPercent: 30 })?.pricePence).toBe(30);
    expect(keepQuote({ rrpPence: 100, rentPaidPence: 100, floorPercent: 29 })).toBeNull();
  });
});

describe("parseKeepFloorPercent", () => {
  it("reads 0 to 100, as a number or as text", () => {
    expect(DEFAULT_KEEP_FLOOR_PERCENT).toBe(30);
    expect(parseKeepFloorPercent(45)).toBe(45);
    expect(parseKeepFloorPercent(" 12.5 ")).toBe(12.5);
    expect(parseKeepFloorPercent(0)).toBe(0);
    expect(parseKeepFloorPercent(100)).toBe(100);
  });

  it("falls back to 30 % for anything else", () => {
    for (const value of [
      undefined,
      null,
      "",
      "abc",
      -1,
      "-1",
      100.5,
      101,
      "1e2",
      "5%",
      {},
      true,
      [45],
    ])
      expect(parseKeepFloorPercent(value)).toBe(30);
  });
});

describe("penceOf", () => {
  it("reads a money column's text in pence", () => {
    expect(penceOf("24.99")).toBe(2499);
    expect(penceOf("0.10")).toBe(10);
    expect(penceOf(32)).toBe(3200);
    expect(penceOf("1.50")).toBe(150);
    expect(penceOf("19.99")).toBe(1999);
  });

  it("is null for nothing or something unreadable", () => {
    expect(penceOf(null)).toBeNull();
    expect(penceOf(undefined)).toBeNull();
    expect(penceOf("")).toBeNull();
    expect(penceOf("abc")).toBeNull();
  });
});

describe("keepRequest", () => {
  it("takes the garment's id and the quoted pence", () => {
    expect(keepRequest.parse({ productItemId: "12", quotedPence: 2050 })).toEqual({
      productItemId: 12,
      quotedPence: 2050,
    });
    expect(keepRequest.parse({ productItemId: 1, quotedPence: 0 }).quotedPence).toBe(0);
    expect(keepRequest.parse({ productItemId: 1, quotedPence: 10_000_000 }).quotedPence).toBe(
      10_000_000,
    );
  });

  it("refuses a missing, fractional, negative or huge price and a bad id", () => {
    for (const body of [
      { productItemId: 1 },
      { productItemId: 1, quotedPence: 20.5 },
      { productItemId: 1, quotedPence: -1 },
      { productItemId: 1, quotedPence: 10_000_001 },
      { productItemId: 0, quotedPence: 100 },
      { productItemId: "x", quotedPence: 100 },
    ])
      expect(keepRequest.safeParse(body).success).toBe(false);
    expect(
      keepRequest.safeParse({ productItemId: 1, quotedPence: 20.5 }).error?.issues[0]?.message,
    ).toBe("The price shown is missing.");
  });
});

describe("priceChangedMessage", () => {
  it("names the new price in pounds and pence", () => {
    expect(priceChangedMessage(960)).toBe(
      "The price to keep it has changed to £9.60. Please check it and press the button again.",
    );
  });
});
