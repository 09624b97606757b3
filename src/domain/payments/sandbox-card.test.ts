import { describe, expect, it } from "vitest";
import {
  CARD_MESSAGES,
  checkSandboxCard,
  passesLuhn,
  SUCCESS_CARD as SUCCESS,
} from "./sandbox-card";

const NOW = new Date("2026-11-24T12:00:00Z");
const card = (number: string, expiry = "12 / 34", securityCode = "123") => ({
  number,
  expiry,
  securityCode,
});

describe("the sandbox's card form (issue 9)", () => {
  it("accepts 4242 4242 4242 4242, written with or without spaces", () => {
    expect(checkSandboxCard(card("4242 4242 4242 4242"), NOW)).toEqual({ ok: true });
    expect(checkSandboxCard(card("4242424242424242", "1234"), NOW)).toEqual({ ok: true });
  });

  it("declines 4000 0000 0000 0002 with the page's message", () => {
    expect(checkSandboxCard(card("4000 0000 0000 0002"), NOW)).toEqual({
      ok: false,
      field: "number",
      message: "Your card was declined. Please try a different card.",
      declined: true,
    });
  });

  it("declines any other real-looking card: test cards only", () => {
    expect(checkSandboxCard(card("5555 5555 5555 4444"), NOW)).toMatchObject({
      ok: false,
      message: CARD_MESSAGES.testCardsOnly,
      declined: true,
    });
  });

  it("refuses an incomplete or mistyped number before anything else", () => {
    expect(checkSandboxCard(card("4242 4242"), NOW)).toMatchObject({
      field: "number",
      message: "Your card number is incomplete.",
      declined: false,
    });
    expect(checkSandboxCard(card("4242 4242 4242 4241"), NOW)).toMatchObject({
      field: "number",
      message: "Your card number is invalid.",
    });
  });

  it("checks the expiry: incomplete, impossible month, past, and the current month still works", () => {
    expect(checkSandboxCard(card("4242424242424242", "12"), NOW)).toMatchObject({
      field: "expiry",
      message: "Your card's expiry date is incomplete.",
    });
    expect(checkSandboxCard(card("4242424242424242", "13 / 30"), NOW)).toMatchObject({
      field: "expiry",
      message: "Your card's expiry date is incomplete.",
    });
    expect(checkSandboxCard(card("4242424242424242", "10 / 26"), NOW)).toMatchObject({
      field: "expiry",
      message: "Your card's expiry date is in the past.",
    });
    expect(checkSandboxCard(card("4242424242424242", "11 / 26"), NOW)).toEqual({ ok: true });
  });

  it("wants a 3- or 4-digit security code", () => {
    for (const code of ["", "12", "12345", "abc"])
      expect(checkSandboxCard(card("4242424242424242", "12/34", code), NOW)).toMatchObject({
        field: "securityCode",
        message: "Your card's security code is incomplete.",
      });
    expect(checkSandboxCard(card("4242424242424242", "12/34", "1234"), NOW)).toEqual({ ok: true });
  });

  it("computes the Luhn checksum", () => {
    expect(passesLuhn("4242424242424242")).toBe(true);
    expect(passesLuhn("4000000000000002")).toBe(true);
    expect(passesLuhn("79927398713")).toBe(true);
    expect(passesLuhn("79927398710")).toBe(false);
    expect(passesLuhn("")).toBe(false);
  });
});

describe("the sandbox's card form: what a parent may type", () => {
  it("takes the number with spaces or dashes between the groups", () => {
    expect(checkSandboxCard(card("4242-4242-4242-4242"), NOW)).toEqual({ ok: true });
    expect(checkSandboxCard(card(" 4242\t4242 4242 4242 "), NOW)).toEqual({ ok: true });
  });

  it("calls 12 digits incomplete and 20 digits too many; letters make it incomplete", () => {
    // 13 to 19 digits is a card number's length; these pass the checksum but are not test cards.
    expect(checkSandboxCard(card("4222222222222"), NOW)).toMatchObject({
      message: CARD_MESSAGES.testCardsOnly,
    });
    expect(checkSandboxCard(card("4000000000000000006"), NOW)).toMatchObject({
      message: CARD_MESSAGES.testCardsOnly,
    });
    for (const number of ["424242424242", "42424242424242424242", "4242 4242 4242 424x", ""])
      expect(checkSandboxCard(card(number), NOW)).toEqual({
        ok: false,
        field: "number",
        message: CARD_MESSAGES.numberIncomplete,
        declined: false,
      });
    expect(checkSandboxCard(card("x4242424242424242"), NOW)).toMatchObject({
      message: CARD_MESSAGES.numberIncomplete,
    });
    expect(checkSandboxCard(card("4242424242424242x"), NOW)).toMatchObject({
      message: CARD_MESSAGES.numberIncomplete,
    });
  });

  it("reports a mistyped number as invalid, not declined", () => {
    expect(checkSandboxCard(card("4242 4242 4242 4241"), NOW)).toEqual({
      ok: false,
      field: "number",
      message: CARD_MESSAGES.numberInvalid,
      declined: false,
    });
  });

  it("takes the expiry as 'MM / YY', 'MM/YY' or 'MMYY', with spaces around", () => {
    for (const expiry of ["12 / 34", "12/34", "1234", " 12 /34 ", "12  /  34"])
      expect(checkSandboxCard(card(SUCCESS, expiry), NOW)).toEqual({ ok: true });
  });

  it("calls any other expiry incomplete, with the expiry field and no decline", () => {
    for (const expiry of [
      "",
      "1/34",
      "12/3",
      "123/34",
      "12/345",
      "00/34",
      "ab/cd",
      "12-34",
      "x12/34",
      "12/34x",
    ])
      expect(checkSandboxCard(card(SUCCESS, expiry), NOW)).toEqual({
        ok: false,
        field: "expiry",
        message: CARD_MESSAGES.expiryIncomplete,
        declined: false,
      });
    expect(checkSandboxCard(card(SUCCESS, "01/34"), NOW)).toEqual({ ok: true });
  });

  it("lets a card work to the last moment of its expiry month (UTC), and not after", () => {
    const endOfNovember = new Date("2026-11-30T23:59:59.999Z");
    const firstOfDecember = new Date("2026-12-01T00:00:00Z");
    expect(checkSandboxCard(card(SUCCESS, "11/26"), endOfNovember)).toEqual({ ok: true });
    expect(checkSandboxCard(card(SUCCESS, "11/26"), firstOfDecember)).toEqual({
      ok: false,
      field: "expiry",
      message: CARD_MESSAGES.expiryPast,
      declined: false,
    });
    // December's end is the next year's first moment.
    expect(checkSandboxCard(card(SUCCESS, "12/26"), new Date("2026-12-31T23:00:00Z"))).toEqual({
      ok: true,
    });
  });

  it("takes a security code with spaces around it, and checks it after the expiry", () => {
    expect(checkSandboxCard(card(SUCCESS, "12/34", " 123 "), NOW)).toEqual({ ok: true });
    expect(checkSandboxCard(card(SUCCESS, "12/34", "12"), NOW)).toEqual({
      ok: false,
      field: "securityCode",
      message: CARD_MESSAGES.securityCodeIncomplete,
      declined: false,
    });
    expect(checkSandboxCard(card(SUCCESS, "12/34", "1234x"), NOW)).toMatchObject({
      field: "securityCode",
    });
    expect(checkSandboxCard(card(SUCCESS, "12/34", "x123"), NOW)).toMatchObject({
      field: "securityCode",
    });
    expect(checkSandboxCard(card(SUCCESS, "10/26", "12"), NOW)).toMatchObject({ field: "expiry" });
  });

  it("declines the declining test card only once the rest of the form is right", () => {
    expect(checkSandboxCard(card("4000 0000 0000 0002", "12/34", "1"), NOW)).toMatchObject({
      field: "securityCode",
      declined: false,
    });
  });

  it("refuses other real-looking cards with the test-cards-only message, on the number field", () => {
    expect(checkSandboxCard(card("5555 5555 5555 4444"), NOW)).toEqual({
      ok: false,
      field: "number",
      message:
        "Your card was declined. This is a test payment page: use the card 4242 4242 4242 4242.",
      declined: true,
    });
  });

  it("doubles every second digit from the right in the checksum", () => {
    // Doubling 5 gives 10, which counts as 1: 5 9 sums to 1 + 9 = 10.
    expect(passesLuhn("59")).toBe(true);
    expect(passesLuhn("18")).toBe(true); // 2 + 8
    expect(passesLuhn("81")).toBe(false); // 16 → 7, + 1
    expect(passesLuhn("0")).toBe(true);
    expect(passesLuhn("00")).toBe(true);
    expect(passesLuhn("5")).toBe(false);
  });
});
