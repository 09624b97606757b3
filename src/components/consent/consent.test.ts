import { describe, expect, it } from "vitest";
import {
  ACCEPT_ALL,
  CONSENT_CHOSEN_SCRIPT,
  CONSENT_COOKIE,
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

describe("the page's early consent check (CONSENT_CHOSEN_SCRIPT)", () => {
  /** Runs the inline script against a document holding these cookies; the mark it leaves on <html>. */
  function markAfterScript(cookie: string): string | undefined {
    const documentElement = { dataset: {} as Record<string, string> };
    new Function("document", CONSENT_CHOSEN_SCRIPT)({ cookie, documentElement });
    return documentElement.dataset.consent;
  }

  it("marks the page for a visitor holding any choice the cookie can store", () => {
    for (const choice of [ACCEPT_ALL, REJECT_NON_ESSENTIAL, { analytics: true, marketing: false }])
      for (const cookie of [
        `${CONSENT_COOKIE}=${serializeConsent(choice)}`,
        `a=1; ${CONSENT_COOKIE}=${serializeConsent(choice)}; b=2`,
      ])
        expect(markAfterScript(cookie)).toBe("chosen");
  });

  it("leaves the banner to show when no readable choice is stored", () => {
    for (const cookie of [
      "",
      "a=1",
      `${CONSENT_COOKIE}=`,
      `${CONSENT_COOKIE}=v2.analytics-1.marketing-1`,
      `${CONSENT_COOKIE}=v1.analytics-1.marketing-1x`,
      `x${CONSENT_COOKIE}=${serializeConsent(ACCEPT_ALL)}`,
    ])
      expect(markAfterScript(cookie)).toBeUndefined();
  });
});
