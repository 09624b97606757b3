import { describe, expect, it } from "vitest";
import { planAllowanceText, plansFromText } from "./plan-text";

describe("plan texts", () => {
  it("says a plan's allowance and price", () => {
    expect(planAllowanceText({ limit: 1, price: 9 })).toBe("1 item a month, £9.00 a month");
  });

  it("names the plan with the lowest monthly price on the home page, wherever it is listed", () => {
    const plans = [
      { limit: 10, price: 45 },
      { limit: 5, price: 25 },
      { limit: 15, price: 60 },
    ];
    expect(plansFromText(plans)).toBe(
      "Plans from £25.00 a month for 5 items: delivery, cleaning and swaps included.",
    );
    expect(plansFromText([{ limit: 1, price: 9.5 }])).toBe(
      "Plans from £9.50 a month for 1 item: delivery, cleaning and swaps included.",
    );
    expect(plansFromText([])).toBeNull();
  });
});
