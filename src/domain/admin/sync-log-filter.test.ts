import { describe, expect, it } from "vitest";
import { syncLogFilter } from "./sync-log-filter";

describe("syncLogFilter", () => {
  it("keeps the known origin, status and real days", () => {
    expect(
      syncLogFilter.parse({
        origin: "stockSync",
        status: "ERROR",
        from: "2026-11-01",
        to: "2026-11-25",
      }),
    ).toEqual({ origin: "stockSync", status: "ERROR", from: "2026-11-01", to: "2026-11-25" });
  });

  it("drops what does not parse instead of failing the page", () => {
    expect(
      syncLogFilter.parse({ origin: "nope", status: "error", from: "25/11/2026", to: "x" }),
    ).toEqual({ origin: undefined, status: undefined, from: undefined, to: undefined });
  });
});
