import { describe, expect, it } from "vitest";
import {
  ACCEPT_ALL,
  REJECT_NON_ESSENTIAL,
  allows,
  hasConsent,
  parseConsent,
  serializeConsent,
} from "./consent";

describe("cookie consent choice", () => {
  it("round-trips through the cookie value", () => {
    for (const choice of [
      ACCEPT_ALL,
      REJECT_NON_ESSENTIAL,
      { analytics: true, marketing: false },
      { analytics: false, marketing: true },
    ]) {
      expect(parseConsent(serializeConsent(choice))).toEqual(choice);
    }
  });

  it("treats a missing or unreadable cookie as no choice yet", () => {
    for (const value of [
      undefined,
      null,
      "",
      "yes",
      "v1.analytics-2.marketing-0",
      "v2.analytics-1.marketing-1",
    ]) {
      expect(parseConsent(value)).toBeNull();
    }
  });

  it("always allows essential cookies and nothing else before a choice", () => {
    expect(allows(null, "essential")).toBe(true);
    expect(allows(null, "analytics")).toBe(false);
    expect(allows(null, "marketing")).toBe(false);
    expect(allows({ analytics: true, marketing: false }, "analytics")).toBe(true);
    expect(allows({ analytics: true, marketing: false }, "marketing")).toBe(false);
  });

  it("answers no for non-essential categories where there is no browser", () => {
    expect(hasConsent("analytics")).toBe(false);
    expect(hasConsent("essential")).toBe(true);
  });
});
