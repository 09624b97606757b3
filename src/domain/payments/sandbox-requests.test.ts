import { describe, expect, it } from "vitest";
import { CANCELLATION_REASON_REQUIRED } from "./subscription-state";
import {
  sandboxIdParams,
  sandboxPayRequest,
  sandboxPortalRequest,
  sandboxPromotionRequest,
} from "./sandbox-requests";

const card = { number: "4242 4242 4242 4242", expiry: "12 / 34", securityCode: "123" };
const issuesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe("the sandbox payment page's body", () => {
  it("takes a card, with or without a promotion code, and trims the code", () => {
    expect(sandboxPayRequest.parse(card)).toEqual(card);
    expect(sandboxPayRequest.parse({ ...card, promotionCode: "  GIFT-1234  " })).toEqual({
      ...card,
      promotionCode: "GIFT-1234",
    });
  });

  it("refuses card fields longer than 32 characters and codes longer than 64", () => {
    expect(sandboxPayRequest.safeParse({ ...card, number: "4".repeat(32) }).success).toBe(true);
    for (const key of ["number", "expiry", "securityCode"])
      expect(sandboxPayRequest.safeParse({ ...card, [key]: "4".repeat(33) }).success).toBe(false);
    expect(sandboxPayRequest.safeParse({ ...card, promotionCode: "A".repeat(64) }).success).toBe(
      true,
    );
    expect(sandboxPayRequest.safeParse({ ...card, promotionCode: "A".repeat(65) }).success).toBe(
      false,
    );
  });

  it("wants a promotion code to apply: blank is refused", () => {
    expect(sandboxPromotionRequest.parse({ promotionCode: " GIFT " })).toEqual({
      promotionCode: "GIFT",
    });
    expect(sandboxPromotionRequest.safeParse({ promotionCode: "   " }).success).toBe(false);
    expect(sandboxPromotionRequest.safeParse({ promotionCode: "A".repeat(65) }).success).toBe(
      false,
    );
    expect(sandboxPromotionRequest.safeParse({ promotionCode: "A".repeat(64) }).success).toBe(true);
  });
});

describe("the sandbox portal's actions", () => {
  it("changes to a named plan", () => {
    expect(sandboxPortalRequest.parse({ action: "change_plan", priceId: "price_1" })).toEqual({
      action: "change_plan",
      priceId: "price_1",
    });
    expect(sandboxPortalRequest.safeParse({ action: "change_plan", priceId: "" }).success).toBe(
      false,
    );
    expect(
      sandboxPortalRequest.safeParse({ action: "change_plan", priceId: "p".repeat(101) }).success,
    ).toBe(false);
    expect(
      sandboxPortalRequest.safeParse({ action: "change_plan", priceId: "p".repeat(100) }).success,
    ).toBe(true);
  });

  it("pauses for one or two months only", () => {
    expect(sandboxPortalRequest.parse({ action: "pause", months: 1 })).toEqual({
      action: "pause",
      months: 1,
    });
    expect(sandboxPortalRequest.parse({ action: "pause", months: 2 })).toEqual({
      action: "pause",
      months: 2,
    });
    for (const months of [0, 3, "1"])
      expect(sandboxPortalRequest.safeParse({ action: "pause", months }).success).toBe(false);
  });

  it("resumes, keeps and cancels; an unknown action is refused", () => {
    expect(sandboxPortalRequest.parse({ action: "resume" })).toEqual({ action: "resume" });
    expect(sandboxPortalRequest.parse({ action: "keep" })).toEqual({ action: "keep" });
    expect(sandboxPortalRequest.safeParse({ action: "delete" }).success).toBe(false);
  });

  it("asks why a member is leaving, in at most 500 characters", () => {
    expect(sandboxPortalRequest.parse({ action: "cancel", reason: "  Moving abroad " })).toEqual({
      action: "cancel",
      reason: "Moving abroad",
    });
    expect(CANCELLATION_REASON_REQUIRED).toBe("Please tell us why you're leaving");
    expect(issuesOf(sandboxPortalRequest.safeParse({ action: "cancel", reason: "  " }))).toEqual([
      "Please tell us why you're leaving",
    ]);
    expect(
      issuesOf(sandboxPortalRequest.safeParse({ action: "cancel", reason: "x".repeat(501) })),
    ).toEqual(["Maximum 500 characters"]);
    expect(
      sandboxPortalRequest.safeParse({ action: "cancel", reason: "x".repeat(500) }).success,
    ).toBe(true);
  });
});

describe("a sandbox id in a path", () => {
  it("is the provider's prefix, '_local_' and 24 hex digits", () => {
    expect(sandboxIdParams.safeParse({ id: `cs_local_${"0a".repeat(12)}` }).success).toBe(true);
    for (const id of [
      `cs_local_${"0a".repeat(11)}`,
      `cs_local_${"0a".repeat(12)}0`,
      `cs_local_${"0A".repeat(12)}`,
      `_local_${"0a".repeat(12)}`,
      `CS_local_${"0a".repeat(12)}`,
      `x/cs_local_${"0a".repeat(12)}`,
      `cs_live_${"0a".repeat(12)}`,
    ])
      expect(sandboxIdParams.safeParse({ id }).success).toBe(false);
  });
});
