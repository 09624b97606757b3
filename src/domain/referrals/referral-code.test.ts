import { describe, expect, it } from "vitest";
import {
  CODE_ALPHABET,
  codeFromSearch,
  codeName,
  isReferralCode,
  normaliseReferralCode,
  REFERRAL_CODE_SHAPE_MESSAGE,
  referralCode,
  shareLinkPath,
} from "./referral-code";
import { referralClaimRequest } from "./referral-request";

describe("a referral code", () => {
  it("is the first name's letters and four characters without look-alikes", () => {
    expect(CODE_ALPHABET).toBe("ABCDEFGHJKMNPQRSTUVWXYZ23456789");
    expect(CODE_ALPHABET).toHaveLength(31);
    expect(referralCode("Amelia", [0, 1, 30, 31])).toBe("AMELIA-AB9A");
    expect(referralCode("amelia", [7, 8, 29, 62])).toBe("AMELIA-HJ8A");
    expect(referralCode("Amelia", [255, 255, 255, 255, 3])).toBe("AMELIA-HHHH");
  });

  it("takes at most six letters of the name, accents dropped, else FRIEND", () => {
    expect(codeName("Maximilian")).toBe("MAXIMI");
    expect(codeName("Zoë")).toBe("ZOE");
    expect(codeName("Jo")).toBe("JO");
    expect(codeName("J")).toBe("FRIEND");
    expect(codeName("Anne-Marie O'Neil")).toBe("ANNEMA");
    expect(codeName("李")).toBe("FRIEND");
    expect(codeName(null)).toBe("FRIEND");
    expect(codeName(undefined)).toBe("FRIEND");
  });

  it("needs four random bytes", () => {
    expect(() => referralCode("Amelia", [1, 2, 3])).toThrow(
      new RangeError("A code needs 4 random bytes."),
    );
    expect(referralCode("Amelia", [1, 2, 3, 4])).toMatch(/^AMELIA-[A-Z2-9]{4}$/);
  });

  it("is read as typed: case, spaces and underscores forgiven", () => {
    expect(normaliseReferralCode("  amelia-7k3q ")).toBe("AMELIA-7K3Q");
    expect(normaliseReferralCode("amelia 7k3q")).toBe("AMELIA-7K3Q");
    expect(normaliseReferralCode("amelia__-- 7k3q")).toBe("AMELIA-7K3Q");
    expect(normaliseReferralCode("AMELIA7K3Q")).toBe("AMELIA7K3Q");
  });

  it.each([
    ["AMELIA-7K3Q", true],
    ["JO-AB23", true],
    ["MAXIMI-ZZZZ", true],
    ["J-AB23", false],
    ["MAXIMIL-AB23", false],
    ["AMELIA-7K3", false],
    ["AMELIA-7K3QQ", false],
    ["AMELIA-7K1Q", false],
    ["AMELIA-7K0Q", false],
    ["AMELIA-OK3Q", false],
    ["AMELIA7K3Q", false],
    ["XAMELIA-7K3Q", false],
    ["AMELIA-7K3QX", false],
    ["", false],
  ])("%s has a code's shape: %s", (code, shaped) => {
    expect(isReferralCode(code)).toBe(shaped);
  });

  it("is parsed from a request, normalised, or refused with a clear message", () => {
    expect(referralClaimRequest.parse({ code: " amelia 7k3q" })).toEqual({ code: "AMELIA-7K3Q" });
    const wrong = referralClaimRequest.safeParse({ code: "hello" });
    expect(wrong.success).toBe(false);
    expect(wrong.error?.issues[0]?.message).toBe(REFERRAL_CODE_SHAPE_MESSAGE);
    expect(referralClaimRequest.safeParse({ code: "A".repeat(41) }).success).toBe(false);
    expect(referralClaimRequest.safeParse({ code: `${" ".repeat(29)}AMELIA-7K3Q` }).success).toBe(
      true,
    );
    expect(referralClaimRequest.safeParse({ code: "AMELIA-7K3Q", extra: 1 }).success).toBe(false);
  });

  it("is shared as a link to /join?code=<code>, and read back from it", () => {
    expect(shareLinkPath("AMELIA-7K3Q")).toBe("/join?code=AMELIA-7K3Q");
    expect(shareLinkPath("A B")).toBe("/join?code=A%20B");
    expect(codeFromSearch("?code=amelia-7k3q")).toBe("AMELIA-7K3Q");
    expect(codeFromSearch("?x=1&code=AMELIA%207K3Q")).toBe("AMELIA-7K3Q");
    expect(codeFromSearch("?code=hello")).toBeNull();
    expect(codeFromSearch("?ref=AMELIA-7K3Q")).toBeNull();
    expect(codeFromSearch("")).toBeNull();
  });
});
