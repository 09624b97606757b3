import { describe, expect, it } from "vitest";
import { KEEP_STATE_LABELS, keepListFilters } from "./keep-list-filters";

describe("the kept garments list's filter", () => {
  it("takes a known state and drops anything else", () => {
    expect(keepListFilters.parse({ state: "REFUND_DUE" })).toEqual({ state: "REFUND_DUE" });
    expect(keepListFilters.parse({ state: "nonsense" }).state).toBeUndefined();
    expect(keepListFilters.parse({}).state).toBeUndefined();
  });

  it("tells staff what to do with a payment owed back", () => {
    expect(KEEP_STATE_LABELS.REFUND_DUE).toBe("Paid, but no longer with the family: refund it");
  });
});
