import { describe, expect, it } from "vitest";
import { CARD_MESSAGES, checkSandboxCard, passesLuhn } from "./sandbox-card";

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
