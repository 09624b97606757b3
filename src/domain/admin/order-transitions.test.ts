import { describe, expect, it } from "vitest";
import { ORDER_ITEM_STATUSES, ORDER_STATUSES } from "@/domain/enums";
import {
  checkTransition,
  DELIVERY_TRANSITIONS,
  INTERNAL_NOTE_MAX,
  INTERNAL_NOTE_MESSAGE,
  internalNoteChange,
  label,
  ORDER_ITEM_TRANSITIONS,
  ORDER_TRANSITIONS,
  orderItemStatusChange,
  orderStatusChange,
  RETURN_TRANSITIONS,
} from "./order-transitions";

describe("the transition tables", () => {
  const tables = [
    ["order", ORDER_TRANSITIONS, ORDER_STATUSES],
    ["delivery", DELIVERY_TRANSITIONS, ORDER_STATUSES],
    ["return", RETURN_TRANSITIONS, ORDER_STATUSES],
    ["order item", ORDER_ITEM_TRANSITIONS, ORDER_ITEM_STATUSES],
  ] as const;

  it.each(tables)(
    "the %s table names every status, and never a move to itself",
    (_, table, all) => {
      expect(Object.keys(table).sort()).toEqual([...all].sort());
      for (const [from, tos] of Object.entries(table) as [string, readonly string[]][]) {
        expect(tos).not.toContain(from);
        for (const to of tos) expect(all).toContain(to);
      }
    },
  );

  it("finished and payment-cancelled orders are final; pending payment is settled by the provider", () => {
    expect(ORDER_TRANSITIONS.ORDER_FINALISED).toEqual([]);
    expect(ORDER_TRANSITIONS.ORDER_PLACED_PAYMENT_CANCELLED).toEqual([]);
    expect(ORDER_TRANSITIONS.ORDER_PLACED_PAYMENT_PENDING).not.toContain("ORDER_PLACED");
    expect(ORDER_TRANSITIONS.ORDER_ACTIVE).toEqual(["ORDER_FINALISED", "ORDER_PROBLEM"]);
  });

  it("a return is never finished by hand: 'Finish the return' checks its garments", () => {
    for (const tos of Object.values(RETURN_TRANSITIONS))
      expect(tos).not.toContain("ORDER_FINALISED");
  });

  it("an order line goes forward through its life cycle; only a return request can be withdrawn", () => {
    expect(ORDER_ITEM_TRANSITIONS).toEqual({
      REQUESTED: ["CONFIRMED", "RETURN_REQUESTED"],
      CONFIRMED: ["RETURN_REQUESTED"],
      RETURN_REQUESTED: ["RETURN_CONFIRMED", "CONFIRMED"],
      RETURN_CONFIRMED: ["RETURN_DELIVERED"],
      RETURN_DELIVERED: [],
    });
  });
});

describe("checkTransition", () => {
  it("allows a move in the table", () => {
    expect(checkTransition(ORDER_TRANSITIONS, "order", "ORDER_ACTIVE", "ORDER_FINALISED")).toEqual({
      ok: true,
    });
  });

  it("refuses other moves with a message naming both statuses", () => {
    expect(checkTransition(ORDER_TRANSITIONS, "order", "ORDER_FINALISED", "ORDER_ACTIVE")).toEqual({
      ok: false,
      message: "An order cannot go from finalised to active by hand.",
    });
    expect(
      checkTransition(
        DELIVERY_TRANSITIONS,
        "delivery",
        "ORDER_PLACED",
        "ORDER_PLACED_PAYMENT_PENDING",
      ),
    ).toEqual({
      ok: false,
      message: "A delivery cannot go from placed to placed payment pending by hand.",
    });
    expect(checkTransition(ORDER_ITEM_TRANSITIONS, "order item", "CONFIRMED", "REQUESTED").ok).toBe(
      false,
    );
  });

  it("refuses a move to the same status: there is nothing to record", () => {
    expect(checkTransition(RETURN_TRANSITIONS, "return", "ORDER_PROBLEM", "ORDER_PROBLEM")).toEqual(
      {
        ok: false,
        message: "The return is already problem.",
      },
    );
  });
});

describe("the request schemas", () => {
  it("take only known statuses", () => {
    expect(orderStatusChange.safeParse({ to: "ORDER_ACTIVE" }).success).toBe(true);
    expect(orderStatusChange.safeParse({ to: "ACTIVE" }).success).toBe(false);
    expect(orderItemStatusChange.safeParse({ to: "CONFIRMED" }).success).toBe(true);
    expect(orderItemStatusChange.safeParse({ to: "ORDER_ACTIVE" }).success).toBe(false);
  });

  it("bound the internal note", () => {
    expect(internalNoteChange.safeParse({ internal_note: "" }).success).toBe(true);
    const long = internalNoteChange.safeParse({ internal_note: "x".repeat(INTERNAL_NOTE_MAX + 1) });
    expect(long.error?.issues[0]?.message).toBe(INTERNAL_NOTE_MESSAGE);
  });

  it("labels statuses in plain words", () => {
    expect(label("ORDER_PLACED_PAYMENT_CANCELLED")).toBe("placed payment cancelled");
    expect(label("RETURN_REQUESTED")).toBe("return requested");
  });
});
