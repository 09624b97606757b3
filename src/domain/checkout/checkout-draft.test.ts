import { describe, expect, it } from "vitest";
import { keptValues, parseCheckoutDraft } from "./checkout-draft";

// Issue 26: /checkout keeps what was typed across a reload, never a password.
const typedAtSignup = {
  title: "Mrs",
  firstName: "Priya",
  lastName: "Shah",
  email: "priya@example.com",
  contactNumber: "07700900456",
  password: "a secret phrase",
  password2: "a secret phrase",
  termsAccepted: true,
};

describe("keptValues", () => {
  it("keeps every field of the sign-up form but the passwords", () => {
    expect(keptValues("DELIVERYSIGNUP", typedAtSignup)).toEqual({
      title: "Mrs",
      firstName: "Priya",
      lastName: "Shah",
      email: "priya@example.com",
      contactNumber: "07700900456",
      termsAccepted: true,
    });
  });

  it("keeps only the form's own fields", () => {
    expect(keptValues("DELIVERYTERMSACCEPTED", { postcode: "M1 1AE", code: "GIFT-1234" })).toEqual({
      postcode: "M1 1AE",
    });
  });
});

describe("parseCheckoutDraft", () => {
  it("reads back a draft as it was written", () => {
    const draft = {
      owner: "member-1",
      forms: { DELIVERY: { firstName: "Priya", postcode: "M1 1AE", termsAccepted: true } },
      signup: { firstName: "Priya" },
      delivery: { firstName: "Priya", postcode: "M1 1AE" },
      day: "2026-12-01",
      time: "9am-1pm",
    };
    expect(parseCheckoutDraft(JSON.stringify(draft))).toEqual(draft);
  });

  it("drops a password or an unknown form even if one was stored, and anything not a draft", () => {
    const stored = JSON.stringify({
      owner: null,
      forms: { DELIVERYSIGNUP: typedAtSignup, LOGIN: { password: "x" } },
      delivery: { address1: "no postcode" },
      day: 3,
    });
    expect(parseCheckoutDraft(stored)).toEqual({
      owner: null,
      forms: { DELIVERYSIGNUP: keptValues("DELIVERYSIGNUP", typedAtSignup) },
      signup: null,
      delivery: null,
      day: "",
      time: "",
    });
    expect(parseCheckoutDraft(null)).toBeNull();
    expect(parseCheckoutDraft("{not json")).toBeNull();
    expect(parseCheckoutDraft("[1]")).toBeNull();
  });
});
