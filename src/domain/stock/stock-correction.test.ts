import { describe, expect, it } from "vitest";
import {
  MAX_VARIANT_STOCK,
  VARIANT_STOCK_MESSAGE,
  variantStockBody,
  variantStockParams,
} from "./stock-correction";

describe("variantStockBody: a staff stock correction is a whole number from 0 to 100,000", () => {
  it("accepts 0, a count and the maximum", () => {
    for (const stock of [0, 7, MAX_VARIANT_STOCK]) {
      expect(variantStockBody.parse({ stock })).toEqual({ stock });
    }
  });

  it("refuses negatives, fractions, past the maximum, text, null and a missing value", () => {
    for (const body of [
      { stock: -1 },
      { stock: 1.5 },
      { stock: MAX_VARIANT_STOCK + 1 },
      { stock: "5" },
      { stock: null },
      { stock: Number.NaN },
      {},
    ]) {
      const result = variantStockBody.safeParse(body);
      expect(result.success, JSON.stringify(body)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(VARIANT_STOCK_MESSAGE);
    }
  });
});

describe("variantStockParams: the variant's id from the address", () => {
  it("reads a plain decimal id and refuses anything else", () => {
    expect(variantStockParams.parse({ id: "42" })).toEqual({ id: 42 });
    for (const id of ["0", "-1", "abc", "1e3", "2147483648"]) {
      expect(variantStockParams.safeParse({ id }).success, id).toBe(false);
    }
  });
});
