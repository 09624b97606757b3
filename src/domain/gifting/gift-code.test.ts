import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { GIFT_CODE_ALPHABET, giftCodeFrom } from "./gift-code";

describe("gift codes", () => {
  it("are GIFT- and two groups of four unambiguous characters", () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 8, maxLength: 8 }), (bytes) => {
        const code = giftCodeFrom(bytes);
        expect(code).toMatch(/^GIFT-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
        expect(code.slice(5)).not.toMatch(/[01IO]/);
      }),
    );
    expect(giftCodeFrom(new Uint8Array([0, 1, 2, 3, 31, 32, 33, 255]))).toBe("GIFT-ABCD-9AB9");
    expect(GIFT_CODE_ALPHABET).toHaveLength(32);
  });
  it("needs eight bytes", () => {
    expect(() => giftCodeFrom(new Uint8Array(4))).toThrow();
  });
});

describe("a gift code's bytes", () => {
  it("uses the first eight bytes only", () => {
    expect(giftCodeFrom(new Uint8Array([0, 1, 2, 3, 31, 32, 33, 255, 5, 6]))).toBe(
      "GIFT-ABCD-9AB9",
    );
  });

  it("refuses fewer than eight, saying why", () => {
    expect(() => giftCodeFrom(new Uint8Array(7))).toThrow("A gift code needs eight random bytes");
  });
});
