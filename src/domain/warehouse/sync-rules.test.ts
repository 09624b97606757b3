import { describe, expect, it } from "vitest";
import {
  clipNote,
  deliveryChange,
  mismatchNote,
  returnEventMoves,
  returnIsFinished,
  runStatus,
  scheduleSlotKey,
  stockMismatches,
} from "./sync-rules";

const fresh = { dispatchedAt: null, deliveredAt: null, problem: false };
const at = new Date("2026-11-25T10:00:00Z");

describe("deliveryChange", () => {
  it("applies each order event once", () => {
    expect(deliveryChange(fresh, "dispatched")).toBe("dispatch");
    expect(deliveryChange({ ...fresh, dispatchedAt: at }, "dispatched")).toBe("none");
    expect(deliveryChange({ ...fresh, dispatchedAt: at }, "delivered")).toBe("deliver");
    expect(deliveryChange({ ...fresh, dispatchedAt: at, deliveredAt: at }, "delivered")).toBe(
      "none",
    );
    expect(deliveryChange(fresh, "problem")).toBe("problem");
    expect(deliveryChange({ ...fresh, problem: true }, "problem")).toBe("none");
  });
});

describe("returnEventMoves", () => {
  it("received: RETURNING to cleaning, nothing from anywhere else", () => {
    expect(returnEventMoves("RETURNING", "received")).toEqual(["IN_CLEANING"]);
    expect(returnEventMoves("IN_CLEANING", "received")).toEqual([]);
    expect(returnEventMoves("STORAGE", "received")).toEqual([]);
    expect(returnEventMoves("CUSTOMER", "received")).toEqual([]);
  });
  it("cleaned: back to the shelf, through cleaning when the receipt was never seen", () => {
    expect(returnEventMoves("IN_CLEANING", "cleaned")).toEqual(["STORAGE"]);
    expect(returnEventMoves("RETURNING", "cleaned")).toEqual(["IN_CLEANING", "STORAGE"]);
    expect(returnEventMoves("STORAGE", "cleaned")).toEqual([]);
    expect(returnEventMoves("PROBLEM", "cleaned")).toEqual([]);
  });
  it("problem: from returning or cleaning only", () => {
    expect(returnEventMoves("RETURNING", "problem")).toEqual(["PROBLEM"]);
    expect(returnEventMoves("IN_CLEANING", "problem")).toEqual(["PROBLEM"]);
    expect(returnEventMoves("PROBLEM", "problem")).toEqual([]);
    expect(returnEventMoves("STORAGE", "problem")).toEqual([]);
  });
});

describe("returnIsFinished", () => {
  it("when every garment is on the shelf or a problem", () => {
    expect(returnIsFinished(["STORAGE", "PROBLEM"])).toBe(true);
    expect(returnIsFinished(["STORAGE", "IN_CLEANING"])).toBe(false);
    expect(returnIsFinished(["RETURNING"])).toBe(false);
    expect(returnIsFinished([])).toBe(false);
  });
});

describe("runStatus", () => {
  it("NEW_STOCK before SUCCESS before NO_UPDATE", () => {
    expect(runStatus(3, 1)).toBe("NEW_STOCK");
    expect(runStatus(3, 0)).toBe("SUCCESS");
    expect(runStatus(0, 0)).toBe("NO_UPDATE");
  });
});

describe("stock comparison", () => {
  it("lists the SKUs whose counts differ, sorted, and only those the partner reports", () => {
    const shop = new Map([
      ["B", 2],
      ["A", 1],
      ["Z", 9],
    ]);
    const found = stockMismatches(
      [
        { sku: "B", available: 3 },
        { sku: "A", available: 1 },
        { sku: "C", available: 1 },
      ],
      shop,
    );
    expect(found).toEqual([
      { sku: "B", partner: 3, shop: 2 },
      { sku: "C", partner: 1, shop: 0 },
    ]);
    expect(mismatchNote(found)).toBe(
      "Stock differs for 2 SKU(s): B partner 3 / shop 2, C partner 1 / shop 0",
    );
    expect(mismatchNote([])).toBeNull();
  });
  it("a long list is cut to the first few and a count", () => {
    const many = Array.from({ length: 7 }, (_, i) => ({ sku: `S${i}`, partner: 1, shop: 0 }));
    expect(mismatchNote(many, 2)).toBe(
      "Stock differs for 7 SKU(s): S0 partner 1 / shop 0, S1 partner 1 / shop 0 and 5 more",
    );
  });
});

describe("clipNote and scheduleSlotKey", () => {
  it("clips long notes", () => {
    expect(clipNote("abc", 5)).toBe("abc");
    expect(clipNote("abcdefgh", 5)).toBe("abcd…");
  });
  it("one key per type per slot", () => {
    const t = new Date("2026-11-25T10:00:30Z");
    expect(scheduleSlotKey("x", t, 1)).toBe(
      scheduleSlotKey("x", new Date("2026-11-25T10:00:59Z"), 1),
    );
    expect(scheduleSlotKey("x", t, 1)).not.toBe(
      scheduleSlotKey("x", new Date("2026-11-25T10:01:00Z"), 1),
    );
    expect(scheduleSlotKey("x", t, 1)).not.toBe(scheduleSlotKey("y", t, 1));
    expect(scheduleSlotKey("x", t, 5)).toBe(
      scheduleSlotKey("x", new Date("2026-11-25T10:04:59Z"), 5),
    );
  });
});

describe("the sync log's notes at their limits", () => {
  const mismatch = (sku: string) => ({ sku, partner: 1, shop: 2 });

  it("counts the rest only when there are more mismatches than shown", () => {
    const five = ["A", "B", "C", "D", "E"].map(mismatch);
    expect(mismatchNote(five)).not.toContain("more");
    expect(mismatchNote([...five, mismatch("F")])).toMatch(/ and 1 more$/);
  });

  it("keeps a note of exactly the limit whole", () => {
    expect(clipNote("x".repeat(1000))).toBe("x".repeat(1000));
    expect(clipNote("x".repeat(1001))).toBe(`${"x".repeat(999)}…`);
  });
});
