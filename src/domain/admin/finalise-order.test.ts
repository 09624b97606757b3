import { describe, expect, it } from "vitest";
import { finaliseConsequences, needsConfirmation } from "./finalise-order";

describe("finalising an order by hand (issue 23)", () => {
  it("needs a confirmation for an order going to finalised only", () => {
    expect(needsConfirmation("order", "ORDER_FINALISED")).toBe(true);
    expect(needsConfirmation("order", "ORDER_PROBLEM")).toBe(false);
    expect(needsConfirmation("delivery", "ORDER_FINALISED")).toBe(false);
  });

  it("tells staff what the member will see, and what does not change", () => {
    const facts = {
      orderId: 7,
      member: "Olivia Brookes",
      endsSubscription: true,
      garmentsHeld: 5,
    };
    expect(finaliseConsequences(facts)).toEqual([
      "This is Olivia Brookes's only active order: their account will show their subscription as 'Not active'.",
      "Their payments are not stopped: a membership is cancelled in the payment provider's portal.",
      "No garment moves: they keep the 5 garments with them or on their way.",
      "A finalised order cannot be moved to another status afterwards.",
    ]);
    const older = finaliseConsequences({ ...facts, endsSubscription: false, garmentsHeld: 1 });
    expect(older[0]).toBe(
      "Their account's subscription line stays as it is: another of their orders is active, or they have no subscription.",
    );
    expect(older[2]).toBe("No garment moves: they keep the 1 garment with them or on their way.");
    expect(finaliseConsequences({ ...facts, garmentsHeld: 0 })[2]).toBe(
      "No garment moves and no stock changes.",
    );
  });
});
