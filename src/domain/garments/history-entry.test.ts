import { describe, expect, it } from "vitest";
import { buildHistoryEntry } from "./history-entry";

describe("buildHistoryEntry (spec 4.2: previous and new status, previous and new order, return, user, reason)", () => {
  it("records an allowed move with every field", () => {
    expect(
      buildHistoryEntry({
        item: { id: 41, status: "HOLD" },
        to: "CUSTOMER",
        previousOrderId: 7,
        newOrderId: 7,
        changedByUserId: "staff-1",
        reason: " Delivered ",
      }),
    ).toEqual({
      ok: true,
      entry: {
        product_item_id: 41,
        previous_status: "HOLD",
        new_status: "CUSTOMER",
        previous_order_id: 7,
        new_order_id: 7,
        new_return_id: null,
        changed_by_user_id: "staff-1",
        change_reason: "Delivered",
      },
    });
  });

  it("records a return with its return id", () => {
    const result = buildHistoryEntry({
      item: { id: 41, status: "CUSTOMER" },
      to: "RETURNING",
      previousOrderId: 7,
      newReturnId: 3,
    });
    expect(result.ok && result.entry).toMatchObject({
      previous_status: "CUSTOMER",
      new_status: "RETURNING",
      new_return_id: 3,
    });
  });

  it("refuses a disallowed move, naming the allowed next statuses", () => {
    expect(buildHistoryEntry({ item: { id: 41, status: "STORAGE" }, to: "CUSTOMER" })).toEqual({
      ok: false,
      message:
        "Garment 41 cannot move from STORAGE to CUSTOMER (allowed next: HOLD, STORAGE_HOLD, IN_CLEANING, PROBLEM, RESALE, EX_HIRE, SOLD)",
    });
    expect(buildHistoryEntry({ item: { id: 9, status: "SOLD" }, to: "STORAGE" })).toEqual({
      ok: false,
      message: "Garment 9 cannot move from SOLD to STORAGE (SOLD is final)",
    });
  });

  it("records a new garment's first status", () => {
    const result = buildHistoryEntry({
      item: { id: 1, status: null },
      to: "INITIATED",
      reason: "",
    });
    expect(result).toMatchObject({
      ok: true,
      entry: { previous_status: null, new_status: "INITIATED", change_reason: null },
    });
  });

  it("keeps the status only when the garment changes order, as a kept item does", () => {
    expect(
      buildHistoryEntry({
        item: { id: 5, status: "CUSTOMER" },
        to: "CUSTOMER",
        previousOrderId: 7,
        newOrderId: 8,
      }),
    ).toMatchObject({
      ok: true,
      entry: {
        previous_status: "CUSTOMER",
        new_status: "CUSTOMER",
        previous_order_id: 7,
        new_order_id: 8,
      },
    });
    expect(
      buildHistoryEntry({
        item: { id: 5, status: "CUSTOMER" },
        to: "CUSTOMER",
        previousOrderId: 7,
        newOrderId: 7,
      }),
    ).toEqual({
      ok: false,
      message: "Garment 5 is already CUSTOMER; nothing to record",
    });
  });
});
