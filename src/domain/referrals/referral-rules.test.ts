import { describe, expect, it } from "vitest";
import {
  claimRefusal,
  creditKeys,
  mailboxKey,
  referralCredits,
  referralStateText,
  REFUSAL_MESSAGES,
  sameFamily,
  settleRefusal,
  type ClaimFacts,
  type FamilyFacts,
} from "./referral-rules";

const amelia: FamilyFacts = {
  userId: "u-amelia",
  email: "amelia@example.co.uk",
  paymentCustomerId: "cus_a",
};
const beth: FamilyFacts = {
  userId: "u-beth",
  email: "beth@example.co.uk",
  paymentCustomerId: null,
};

const claim = (over: Partial<ClaimFacts["friend"]> = {}, referrer = amelia): ClaimFacts => ({
  code: "AMELIA-7K3Q",
  referrer,
  friend: { ...beth, wasMember: false, existingCode: null, ...over },
});

describe("one mailbox, one family", () => {
  it("ignores case, spaces and a +tag in the name part", () => {
    expect(mailboxKey(" Amelia+Friend@Example.co.uk ")).toBe("amelia@example.co.uk");
    expect(mailboxKey("amelia+a+b@example.co.uk")).toBe("amelia@example.co.uk");
    expect(mailboxKey("amelia@example.co.uk")).toBe("amelia@example.co.uk");
    expect(mailboxKey("+tag@example.co.uk")).toBe("+tag@example.co.uk");
    expect(mailboxKey("no-at-sign")).toBe("no-at-sign");
    expect(mailboxKey("a+b")).toBe("a+b");
    expect(mailboxKey("@example.co.uk")).toBe("@example.co.uk");
  });

  it("is the same mailbox or the same payment customer", () => {
    expect(sameFamily(amelia, beth)).toBe(false);
    expect(sameFamily(amelia, { ...beth, email: "AMELIA+2@example.co.uk" })).toBe(true);
    expect(sameFamily(amelia, { ...beth, paymentCustomerId: "cus_a" })).toBe(true);
    expect(sameFamily({ ...amelia, paymentCustomerId: null }, beth)).toBe(false);
    expect(sameFamily(amelia, { ...beth, paymentCustomerId: "cus_b" })).toBe(false);
  });
});

describe("using a friend's code", () => {
  it("is allowed for a new family with no code yet", () => {
    expect(claimRefusal(claim())).toBeNull();
  });

  it("refuses a code nobody has", () => {
    expect(claimRefusal({ ...claim(), referrer: null })).toBe("unknown_code");
  });

  it("refuses one's own code, even with a code already kept", () => {
    expect(claimRefusal(claim({}, { ...beth, paymentCustomerId: "cus_b" }))).toBe("own_code");
    expect(claimRefusal(claim({ existingCode: "X" }, { ...beth, paymentCustomerId: null }))).toBe(
      "own_code",
    );
  });

  it("keeps the same code again, and refuses a second one", () => {
    expect(claimRefusal(claim({ existingCode: "AMELIA-7K3Q" }))).toBeNull();
    expect(claimRefusal(claim({ existingCode: "AMELIA-7K3Q", wasMember: true }))).toBeNull();
    expect(claimRefusal(claim({ existingCode: "TOM-AB23" }))).toBe("already_referred");
  });

  it("refuses the same family under another account", () => {
    expect(claimRefusal(claim({ email: "amelia+kids@example.co.uk" }))).toBe("same_family");
    expect(claimRefusal(claim({ paymentCustomerId: "cus_a", wasMember: true }))).toBe(
      "same_family",
    );
  });

  it("refuses a family that was a member before", () => {
    expect(claimRefusal(claim({ wasMember: true }))).toBe("already_member");
  });

  it("says each refusal plainly", () => {
    expect(Object.keys(REFUSAL_MESSAGES).sort()).toEqual([
      "already_member",
      "already_referred",
      "own_code",
      "same_family",
      "unknown_code",
    ]);
    expect(REFUSAL_MESSAGES.already_member).toBe(
      "Friends' codes are for families joining Littlerobe for the first time.",
    );
  });
});

describe("when the friend's first payment settles", () => {
  it("qualifies a new family, refuses the same payment customer or an earlier member", () => {
    expect(settleRefusal({ friend: beth, referrer: amelia, wasMemberBefore: false })).toBeNull();
    expect(
      settleRefusal({
        friend: { ...beth, paymentCustomerId: "cus_a" },
        referrer: amelia,
        wasMemberBefore: false,
      }),
    ).toBe("same_family");
    expect(settleRefusal({ friend: beth, referrer: amelia, wasMemberBefore: true })).toBe(
      "already_member",
    );
  });
});

describe("a month each", () => {
  it("is the friend's plan for the friend and the referrer's own plan for the referrer", () => {
    expect(referralCredits({ friendPlanPence: 2500, referrerPlanPence: 4500 })).toEqual({
      friendPence: 2500,
      referrerPence: 4500,
    });
  });

  it("is the friend's plan for a referrer without a live plan", () => {
    expect(referralCredits({ friendPlanPence: 2500, referrerPlanPence: null })).toEqual({
      friendPence: 2500,
      referrerPence: 2500,
    });
  });

  it("is whole pence, never below 0", () => {
    expect(referralCredits({ friendPlanPence: 2499.6, referrerPlanPence: -5 })).toEqual({
      friendPence: 2500,
      referrerPence: 0,
    });
    expect(referralCredits({ friendPlanPence: -1, referrerPlanPence: 0 })).toEqual({
      friendPence: 0,
      referrerPence: 0,
    });
    expect(referralCredits({ friendPlanPence: -1, referrerPlanPence: null })).toEqual({
      friendPence: 0,
      referrerPence: 0,
    });
  });

  it("is granted under one key per family and referral", () => {
    expect(creditKeys(42)).toEqual({
      friend: "referral-42-friend",
      referrer: "referral-42-referrer",
    });
  });
});

describe("a referral's line on /account", () => {
  it.each([
    ["pending", null, "Joined: waiting for their first payment"],
    ["qualified", null, "First payment made: your credit is on its way"],
    ["credited", null, "Credited"],
    ["refused", null, "Not credited"],
    [
      "refused",
      "already_member",
      "Not credited: Friends' codes are for families joining Littlerobe for the first time.",
    ],
  ] as const)("%s (%s) reads %s", (state, refusal, text) => {
    expect(referralStateText(state, refusal)).toBe(text);
  });
});
