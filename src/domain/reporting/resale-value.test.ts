import { describe, expect, it } from "vitest";
import { DEFAULT_RESALE_VALUE_PERCENT, parseResaleValuePercent } from "./resale-value";

describe("parseResaleValuePercent", () => {
  it("takes a percentage from 0 to 100, as a number or as text", () => {
    expect(parseResaleValuePercent(25)).toBe(25);
    expect(parseResaleValuePercent(0)).toBe(0);
    expect(parseResaleValuePercent(100)).toBe(100);
    expect(parseResaleValuePercent(12.5)).toBe(12.5);
    expect(parseResaleValuePercent(" 35 ")).toBe(35);
    expect(parseResaleValuePercent("7.25")).toBe(7.25);
  });

  it("falls back to 20 % for anything else", () => {
    expect(DEFAULT_RESALE_VALUE_PERCENT).toBe(20);
    // As the view reads it in SQL: one to three digits before the point, no list.
    for (const value of [
      undefined,
      null,
      "",
      "abc",
      -5,
      "-5",
      100.5,
      "101",
      "1e2",
      "0050",
      [25],
      true,
      {},
    ])
      expect(parseResaleValuePercent(value)).toBe(20);
  });
});
