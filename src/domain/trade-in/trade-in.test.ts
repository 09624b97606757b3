import { describe, expect, it } from "vitest";
import {
  BRAND_MESSAGE,
  CATEGORY_MESSAGE,
  GRADE_MESSAGE,
  gradePieceInput,
  isPrivateImagePath,
  MAX_BRAND_LENGTH,
  MAX_TRADE_IN_PIECES,
  parseValuePence,
  PHOTO_MESSAGE,
  PIECES_MESSAGE,
  REASON_MESSAGE,
  REJECTED_CHOICE_LABELS,
  REJECTED_CHOICE_MESSAGE,
  REPEATED_PHOTO_MESSAGE,
  SIZE_MESSAGE,
  sizeName,
  tradeInCreditPence,
  tradeInCreditText,
  tradeInFacts,
  tradeInLabelFileName,
  tradeInLabelSerial,
  tradeInListFilters,
  tradeInOfferInput,
  tradeInPostBy,
  tradeInReference,
  tradeInStateText,
  TRADE_IN_STATUS_LABELS,
  VALUE_MESSAGE,
  VARIANT_MESSAGE,
  type TradeInOfferFacts,
} from "./trade-in";
import { DEFAULT_TRADE_IN_CREDIT_PERCENT, parseTradeInCreditPercent } from "./credit-percent";

const piece = (over: Record<string, unknown> = {}) => ({
  brand: "Bramble & Wren",
  category_id: 3,
  size: "12-18-months",
  photo_id: 7,
  ...over,
});

/** The message of each field that failed. */
function issues(input: unknown): Record<string, string> {
  const result = tradeInOfferInput.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));
}

describe("a trade-in offer's input", () => {
  it("takes pieces with a brand, a category, an age size and a photo, and the rejected choice", () => {
    const parsed = tradeInOfferInput.parse({
      pieces: [piece({ brand: "  Acorn Row  ", category_id: "3", photo_id: "7" })],
      rejected: "recycle",
    });
    expect(parsed).toEqual({
      pieces: [{ brand: "Acorn Row", category_id: 3, size: "12-18-months", photo_id: 7 }],
      rejected: "recycle",
    });
    expect(tradeInOfferInput.parse({ pieces: [piece()], rejected: "return" }).rejected).toBe(
      "return",
    );
  });

  it("refuses each missing or wrong field with its own message", () => {
    expect(
      issues({
        pieces: [piece({ brand: " ", category_id: "", size: "2t", photo_id: undefined })],
        rejected: "bin",
      }),
    ).toEqual({
      "pieces.0.brand": BRAND_MESSAGE,
      "pieces.0.category_id": CATEGORY_MESSAGE,
      "pieces.0.size": SIZE_MESSAGE,
      "pieces.0.photo_id": PHOTO_MESSAGE,
      rejected: REJECTED_CHOICE_MESSAGE,
    });
    expect(
      issues({ pieces: [piece({ category_id: 0, photo_id: -1 })], rejected: "return" }),
    ).toEqual({ "pieces.0.category_id": CATEGORY_MESSAGE, "pieces.0.photo_id": PHOTO_MESSAGE });
  });

  it("keeps brands to 60 characters", () => {
    const at = "B".repeat(MAX_BRAND_LENGTH);
    expect(issues({ pieces: [piece({ brand: at })], rejected: "return" })).toEqual({});
    expect(issues({ pieces: [piece({ brand: `${at}x` })], rejected: "return" })).toEqual({
      "pieces.0.brand": BRAND_MESSAGE,
    });
    expect(issues({ pieces: [piece({ brand: 12 })], rejected: "return" })).toEqual({
      "pieces.0.brand": BRAND_MESSAGE,
    });
  });

  it("takes 1 to 10 pieces, each with its own photo", () => {
    const many = (n: number) => Array.from({ length: n }, (_, i) => piece({ photo_id: i + 1 }));
    expect(issues({ pieces: many(MAX_TRADE_IN_PIECES), rejected: "return" })).toEqual({});
    expect(issues({ pieces: many(MAX_TRADE_IN_PIECES + 1), rejected: "return" })).toEqual({
      pieces: PIECES_MESSAGE,
    });
    expect(issues({ pieces: [], rejected: "return" })).toEqual({ pieces: PIECES_MESSAGE });
    expect(issues({ rejected: "return" })).toEqual({ pieces: PIECES_MESSAGE });
    expect(
      issues({
        pieces: [piece(), piece({ brand: "Other" }), piece({ photo_id: 8 })],
        rejected: "return",
      }),
    ).toEqual({ "pieces.1.photo_id": REPEATED_PHOTO_MESSAGE });
  });
});

describe("a piece's grade", () => {
  it("accepted: a variant's SKU and a value in pounds, as pence", () => {
    expect(
      gradePieceInput.parse({ grade: "accepted", variant_sku: " BW-1 ", value: "12.5" }),
    ).toEqual({ grade: "accepted", variant_sku: "BW-1", value: 1250 });
    const refused = gradePieceInput.safeParse({ grade: "accepted", variant_sku: "", value: "0" });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["variant_sku", VARIANT_MESSAGE],
      ["value", VALUE_MESSAGE],
    ]);
  });

  it("rejected: a reason of 3 to 300 characters", () => {
    expect(gradePieceInput.parse({ grade: "rejected", reason: " Torn " })).toEqual({
      grade: "rejected",
      reason: "Torn",
    });
    for (const reason of ["ab", "x".repeat(301)])
      expect(
        gradePieceInput.safeParse({ grade: "rejected", reason }).error?.issues[0]?.message,
      ).toBe(REASON_MESSAGE);
    expect(gradePieceInput.safeParse({ grade: "rejected", reason: "x".repeat(300) }).success).toBe(
      true,
    );
    expect(gradePieceInput.safeParse({ grade: "kept" }).error?.issues[0]?.message).toBe(
      GRADE_MESSAGE,
    );
  });

  it("reads values from 1p to £500 with up to two decimals", () => {
    expect(parseValuePence("0.01")).toBe(1);
    expect(parseValuePence("£7")).toBe(700);
    expect(parseValuePence("7.5")).toBe(750);
    expect(parseValuePence(" 12.34 ")).toBe(1234);
    expect(parseValuePence("500")).toBe(50_000);
    expect(parseValuePence("500.01")).toBeNull();
    expect(parseValuePence("0")).toBeNull();
    expect(parseValuePence("0.00")).toBeNull();
    expect(parseValuePence("1.234")).toBeNull();
    expect(parseValuePence("1000")).toBeNull();
    expect(parseValuePence("-1")).toBeNull();
    expect(parseValuePence("1.")).toBeNull();
    expect(parseValuePence("x1")).toBeNull();
    expect(parseValuePence("1£")).toBeNull();
    expect(parseValuePence("1x")).toBeNull();
  });
});

describe("the family's credit", () => {
  it("is the share of the summed values, rounded down to a penny", () => {
    expect(tradeInCreditPence([1000, 1500], 40)).toBe(1000);
    expect(tradeInCreditPence([999], 40)).toBe(399); // 399.6 → 399
    expect(tradeInCreditPence([333, 333, 333], 50)).toBe(499); // summed first: 999 × 0.5
    expect(tradeInCreditPence([1], 90)).toBe(0);
    expect(tradeInCreditPence([], 40)).toBe(0);
    expect(tradeInCreditPence([10_000], 1)).toBe(100);
  });

  it("takes its share from the settings, 40 % unless set to a whole 1 to 90", () => {
    expect(DEFAULT_TRADE_IN_CREDIT_PERCENT).toBe(40);
    expect(parseTradeInCreditPercent(undefined)).toBe(40);
    expect(parseTradeInCreditPercent(25)).toBe(25);
    expect(parseTradeInCreditPercent(" 30 ")).toBe(30);
    expect(parseTradeInCreditPercent(1)).toBe(1);
    expect(parseTradeInCreditPercent(90)).toBe(90);
    expect(parseTradeInCreditPercent(0)).toBe(40);
    expect(parseTradeInCreditPercent(91)).toBe(40);
    expect(parseTradeInCreditPercent(12.5)).toBe(40);
    expect(parseTradeInCreditPercent("1x")).toBe(40);
    expect(parseTradeInCreditPercent(null)).toBe(40);
  });
});

describe("the offer's words and numbers", () => {
  it("has a reference, a label serial apart from returns', a day to post by and a file name", () => {
    expect(tradeInReference(42)).toBe("LR-T-000042");
    expect(tradeInReference(1_234_567)).toBe("LR-T-1234567");
    expect(tradeInLabelSerial(42)).toBe(90_000_042);
    expect(tradeInLabelSerial(10_000_001)).toBe(90_000_001);
    expect(tradeInPostBy("2026-11-27")).toBe("2026-12-25");
    expect(tradeInLabelFileName("LR-T-000042")).toBe("littlerobe-trade-in-LR-T-000042.pdf");
  });

  const facts = (over: Partial<TradeInOfferFacts>): TradeInOfferFacts => ({
    status: "graded",
    rejected: "return",
    accepted: 0,
    rejectedCount: 0,
    creditPence: null,
    creditGranted: false,
    ...over,
  });

  it("says where the offer is: sent, received, or graded with its credit and the rejected pieces", () => {
    expect(tradeInStateText(facts({ status: "sent" }))).toBe(
      "Sent: we are waiting for your parcel.",
    );
    expect(tradeInStateText(facts({ status: "received" }))).toBe(
      "Received: we are looking at each piece.",
    );
    expect(tradeInStateText(facts({ accepted: 2, rejectedCount: 1, creditPence: 840 }))).toBe(
      "Graded: 2 accepted with £8.40 credit, 1 rejected: returned to you.",
    );
    expect(tradeInStateText(facts({ rejected: "recycle", rejectedCount: 3 }))).toBe(
      "Graded: 0 accepted, 3 rejected: recycled.",
    );
    expect(tradeInStateText(facts({ accepted: 1, creditPence: 0 }))).toBe(
      "Graded: 1 accepted with £0.00 credit.",
    );
    expect(tradeInStateText(facts({ accepted: 1, creditPence: null }))).toBe("Graded: 1 accepted.");
    expect(tradeInStateText(facts({ accepted: 0, creditPence: 0, rejectedCount: 1 }))).toBe(
      "Graded: 0 accepted, 1 rejected: returned to you.",
    );
  });

  it("says whether the credit is added yet", () => {
    expect(tradeInCreditText(facts({ creditPence: 840, creditGranted: true }))).toBe(
      "£8.40 credit added: it comes off your next payment.",
    );
    expect(tradeInCreditText(facts({ creditPence: 840 }))).toBe(
      "£8.40 credit is being added to your account.",
    );
    expect(tradeInCreditText(facts({ creditPence: 0 }))).toBeNull();
    expect(tradeInCreditText(facts({}))).toBeNull();
  });

  it("names sizes, keeps private images private, and reads the list's filters", () => {
    expect(sizeName("12-18-months")).toBe("12-18 months");
    expect(sizeName("odd")).toBe("odd");
    expect(isPrivateImagePath("private/trade-ins/a.png")).toBe(true);
    expect(isPrivateImagePath("products/p1/private/a.png")).toBe(false);
    expect(tradeInListFilters.parse({ status: "received", q: " LR-T-000001 " })).toEqual({
      status: "received",
      q: "LR-T-000001",
    });
    expect(tradeInListFilters.parse({ status: "lost" })).toEqual({
      status: undefined,
      q: undefined,
    });
  });
});

describe("the family's and staff's words", () => {
  it("are these, exactly", () => {
    expect([
      BRAND_MESSAGE,
      CATEGORY_MESSAGE,
      SIZE_MESSAGE,
      PHOTO_MESSAGE,
      REPEATED_PHOTO_MESSAGE,
      PIECES_MESSAGE,
      REJECTED_CHOICE_MESSAGE,
      VALUE_MESSAGE,
      VARIANT_MESSAGE,
      REASON_MESSAGE,
      GRADE_MESSAGE,
    ]).toEqual([
      "Please enter the brand, up to 60 characters (or 'Unknown').",
      "Please choose what kind of garment it is.",
      "Please choose the size on the label.",
      "Please add a photo of this piece.",
      "Each piece needs its own photo.",
      "Add from 1 to 10 pieces.",
      "Please choose what we should do with pieces we cannot take: send them back or recycle them.",
      "Enter the estimated resale value in pounds, from 0.01 to 500.00.",
      "Enter the SKU of the variant this piece becomes.",
      "Give a reason, 3 to 300 characters.",
      "Choose accepted or rejected.",
    ]);
    expect(REJECTED_CHOICE_LABELS).toEqual({
      return: "Send them back to me",
      recycle: "Recycle them responsibly",
    });
    expect(TRADE_IN_STATUS_LABELS).toEqual({
      sent: "Sent (parcel awaited)",
      received: "Received (to grade)",
      graded: "Graded",
    });
  });
});

describe("an offer's facts for its words", () => {
  it("counts accepted and rejected pieces and reads the credit", () => {
    const offer = {
      id: 1,
      reference: "LR-T-000001",
      status: "graded" as const,
      rejected: "return" as const,
      postBy: "2026-12-25",
      createdAt: new Date(0),
      label: { status: "ready" as const, trackingNumber: null },
      pieces: (["accepted", "rejected", "accepted", "accepted", null] as const).map(
        (grade, id) => ({
          id,
          brand: "B",
          category: "Tops",
          size: "newborn",
          photoId: id + 1,
          grade,
          rejectionReason: null,
        }),
      ),
      credit: { pence: 640, granted: true },
    };
    expect(tradeInFacts(offer)).toEqual({
      status: "graded",
      rejected: "return",
      accepted: 3,
      rejectedCount: 1,
      creditPence: 640,
      creditGranted: true,
    });
    expect(tradeInFacts({ ...offer, credit: null })).toMatchObject({
      creditPence: null,
      creditGranted: false,
    });
  });
});
