import { describe, expect, it } from "vitest";
import { giftListFilters, orderListFilters, returnListFilters } from "./list-filters";

describe("list filters from the address", () => {
  it("keep what parses and drop the rest", () => {
    expect(
      orderListFilters.parse({
        q: "  demo@ ",
        status: "ORDER_ACTIVE",
        from: "2026-01-01",
        to: "x",
      }),
    ).toEqual({ q: "demo@", status: "ORDER_ACTIVE", from: "2026-01-01", to: undefined });
    expect(orderListFilters.parse({ q: "", status: "SHIPPED", from: "2026-13-45" })).toEqual({
      q: undefined,
      status: undefined,
      from: undefined,
      to: undefined,
    });
  });

  it("read overdue and the gift's paid/sent choice", () => {
    expect(returnListFilters.parse({ overdue: "1" }).overdue).toBe(true);
    expect(returnListFilters.parse({ overdue: "yes" }).overdue).toBe(false);
    expect(giftListFilters.parse({ state: "sent" }).state).toBe("sent");
    expect(giftListFilters.parse({ state: "lost" }).state).toBeUndefined();
  });
});
