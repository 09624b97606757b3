import { describe, expect, it } from "vitest";
import {
  addDays,
  dueBackState,
  dueBackText,
  GRACE_DAYS,
  lastArrivalDay,
  nextBoxMessage,
  nextBoxVerdict,
  overdueFrom,
  POSTAL_DAYS,
  REMINDER_DAYS_BEFORE,
  reminderAt,
  swapDueDate,
  swapHoldMessage,
  swapTermsText,
  tooManyOutMessage,
  type DueBack,
} from "./next-box";

const at = (iso: string) => new Date(iso);
const back = (over: Partial<DueBack> = {}): DueBack => ({
  returnId: 7,
  reference: "LR-R-000007",
  dueDate: "2026-12-15",
  garments: 2,
  heldSince: null,
  ...over,
});

describe("the grace period's days", () => {
  it("is a week from the new box's delivery day, reminded two days before, three postal days", () => {
    expect(GRACE_DAYS).toBe(7);
    expect(REMINDER_DAYS_BEFORE).toBe(2);
    expect(POSTAL_DAYS).toBe(3);
    expect(swapDueDate("2026-12-08")).toBe("2026-12-15");
    expect(swapDueDate("2026-12-28")).toBe("2027-01-04");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(lastArrivalDay("2026-12-15")).toBe("2026-12-18");
  });

  it("reminds at 09:00 London, GMT in winter and BST in summer", () => {
    expect(reminderAt("2026-12-15").toISOString()).toBe("2026-12-13T09:00:00.000Z");
    expect(reminderAt("2026-07-10").toISOString()).toBe("2026-07-08T08:00:00.000Z");
  });

  it("is overdue from London midnight after the last arrival day", () => {
    expect(overdueFrom("2026-12-15").toISOString()).toBe("2026-12-19T00:00:00.000Z");
    expect(overdueFrom("2026-07-10").toISOString()).toBe("2026-07-13T23:00:00.000Z");
  });
});

describe("dueBackState", () => {
  it("is due through the due date, late in the postal days, then overdue", () => {
    expect(dueBackState(back(), at("2026-12-15T23:59:59Z"))).toBe("due");
    expect(dueBackState(back(), at("2026-12-16T00:00:00Z"))).toBe("late");
    expect(dueBackState(back(), at("2026-12-18T23:59:59Z"))).toBe("late");
    expect(dueBackState(back(), at("2026-12-19T00:00:00Z"))).toBe("overdue");
  });

  it("is overdue once the job has held the swap, whatever the clock", () => {
    expect(dueBackState(back({ heldSince: at("2026-12-19T00:00:00Z") }), at("2026-12-01"))).toBe(
      "overdue",
    );
  });

  it("never holds a return with no due date", () => {
    expect(dueBackState(back({ dueDate: null }), at("2030-01-01"))).toBe("due");
  });
});

describe("nextBoxVerdict: the limit counts garments at home and on their way back", () => {
  const now = at("2026-12-10T12:00:00Z");

  it("lets a 5-item plan with 5 at home swap all 5 at once", () => {
    expect(nextBoxVerdict({ limit: 5, swappingOut: 5, dueBack: [], now })).toEqual({ ok: true });
  });

  it("refuses a second full swap while the first 5 are still on their way back", () => {
    expect(
      nextBoxVerdict({ limit: 5, swappingOut: 1, dueBack: [back({ garments: 5 })], now }),
    ).toEqual({ ok: false, reason: "too_many_out", out: 6, limit: 5 });
  });

  it("allows exactly one plan's worth on its way back, counting earlier returns", () => {
    expect(
      nextBoxVerdict({ limit: 5, swappingOut: 3, dueBack: [back({ garments: 2 })], now }),
    ).toEqual({ ok: true });
    expect(
      nextBoxVerdict({
        limit: 5,
        swappingOut: 3,
        dueBack: [back({ garments: 2 }), back({ garments: 1, reference: "LR-R-000008" })],
        now,
      }),
    ).toEqual({ ok: false, reason: "too_many_out", out: 6, limit: 5 });
  });

  it("ignores returns already received in full", () => {
    expect(
      nextBoxVerdict({ limit: 5, swappingOut: 5, dueBack: [back({ garments: 0 })], now }),
    ).toEqual({ ok: true });
  });

  it("holds the next swap while a return is overdue, even one that keeps everything", () => {
    const late = at("2026-12-19T00:00:00Z");
    expect(nextBoxVerdict({ limit: 5, swappingOut: 0, dueBack: [back()], now: late })).toEqual({
      ok: false,
      reason: "overdue",
      reference: "LR-R-000007",
      dueDate: "2026-12-15",
    });
    expect(
      nextBoxVerdict({
        limit: 5,
        swappingOut: 0,
        dueBack: [back()],
        now: at("2026-12-18T23:59:59Z"),
      }),
    ).toEqual({ ok: true });
  });

  it("names no due day for a held return that never had one", () => {
    expect(
      nextBoxVerdict({
        limit: 5,
        swappingOut: 0,
        dueBack: [back({ dueDate: null, heldSince: at("2026-12-19T00:00:00Z") })],
        now,
      }),
    ).toEqual({ ok: false, reason: "overdue", reference: "LR-R-000007", dueDate: "" });
  });

  it("lifts the hold when the overdue return's garments have arrived", () => {
    expect(
      nextBoxVerdict({
        limit: 5,
        swappingOut: 1,
        dueBack: [back({ garments: 0, heldSince: at("2026-12-19T00:00:00Z") })],
        now: at("2026-12-20"),
      }),
    ).toEqual({ ok: true });
  });
});

describe("the words", () => {
  it("shows the swap's terms before confirming", () => {
    expect(swapTermsText(2, "2026-12-08")).toBe(
      "Your new box goes out straight away. Keep the 2 items you are swapping out until it arrives, then post them back by Tuesday 15 December 2026 with the prepaid label. We will e-mail you a reminder 2 days before. If they have not reached us by Friday 18 December 2026, your next swap waits until they do. There is nothing to pay.",
    );
    expect(swapTermsText(1, "2026-12-08")).toBe(
      "Your new box goes out straight away. Keep the 1 item you are swapping out until it arrives, then post it back by Tuesday 15 December 2026 with the prepaid label. We will e-mail you a reminder 2 days before. If it has not reached us by Friday 18 December 2026, your next swap waits until it does. There is nothing to pay.",
    );
    expect(swapTermsText(0, "2026-12-08")).toBeNull();
  });

  it("names the return and its due day in the hold", () => {
    expect(swapHoldMessage("LR-R-000007", "2026-12-15")).toBe(
      "Your next swap is on hold until return LR-R-000007 reaches us: it was due back by Tuesday 15 December. As soon as it arrives, you can swap again. There is nothing to pay.",
    );
    expect(swapHoldMessage("LR-R-000007", "")).toBe(
      "Your next swap is on hold until return LR-R-000007 reaches us. As soon as it arrives, you can swap again. There is nothing to pay.",
    );
    expect(
      nextBoxMessage({ ok: false, reason: "overdue", reference: "LR-R-1", dueDate: "2026-12-15" }),
    ).toBe(swapHoldMessage("LR-R-1", "2026-12-15"));
  });

  it("says how many more to keep when too much would be on its way back", () => {
    expect(tooManyOutMessage(6, 5)).toBe(
      "Up to 5 items can be on their way back to us at once. With this swap 6 would be, so please keep 1 item more, or swap once your earlier return has reached us.",
    );
    expect(nextBoxMessage({ ok: false, reason: "too_many_out", out: 8, limit: 1 })).toBe(
      "Up to 1 item can be on their way back to us at once. With this swap 8 would be, so please keep 7 items more, or swap once your earlier return has reached us.",
    );
  });

  it("tells /account where each return stands", () => {
    expect(dueBackText(back(), at("2026-12-15T12:00:00Z"))).toBe(
      "Please post it by Tuesday 15 December.",
    );
    expect(dueBackText(back(), at("2026-12-17T12:00:00Z"))).toBe(
      "It was due back by Tuesday 15 December. If you have posted it, thank you: it is on its way to us.",
    );
    expect(dueBackText(back(), at("2026-12-19T12:00:00Z"))).toBe(
      "Overdue: it was due back by Tuesday 15 December. Your next swap is on hold until it reaches us.",
    );
    expect(dueBackText(back({ dueDate: null }), at("2026-12-19T12:00:00Z"))).toBe(
      "On its way back to us.",
    );
  });
});
