import { describe, expect, it } from "vitest";
import {
  GARMENT_STATE_WORDS,
  garmentState,
  RETURN_PROGRESS_WORDS,
  returnProgress,
  trackingUrl,
} from "./garment-state";

const delivery = (over: Record<string, unknown> = {}) => ({
  id: 1,
  status: "ORDER_ACTIVE",
  dispatched_at: null,
  delivered_at: null,
  ...over,
});
const item = (status: string | null, over: Record<string, unknown> = {}) => ({
  product_item: status ? { status } : null,
  partial_order: delivery(),
  partial_return: null,
  ...over,
});
const DAY = new Date("2026-11-20T10:00:00Z");

describe("garmentState", () => {
  it("reads a reserved garment as being packed", () => {
    expect(garmentState(item("HOLD"))).toBe("being_packed");
    expect(garmentState(item("STORAGE_HOLD"))).toBe("being_packed");
  });

  it("reads a dispatched parcel as on its way until it is delivered", () => {
    const sent = item("CUSTOMER", { partial_order: delivery({ dispatched_at: DAY }) });
    expect(garmentState(sent)).toBe("on_its_way");
    const arrived = item("CUSTOMER", {
      partial_order: delivery({ dispatched_at: DAY, delivered_at: DAY }),
    });
    expect(garmentState(arrived)).toBe("with_you");
  });

  it("reads a garment with the member with no dispatch record as with you", () => {
    expect(garmentState(item("CUSTOMER"))).toBe("with_you");
    expect(garmentState(item("CUSTOMER", { partial_order: null }))).toBe("with_you");
  });

  it("reads a garment on a return as on its way back until the warehouse has it", () => {
    const back = { id: 2, status: "ORDER_PLACED", received_at: null };
    expect(garmentState(item("RETURNING", { partial_return: back }))).toBe("on_its_way_back");
    const received = { ...back, received_at: DAY };
    expect(garmentState(item("RETURNING", { partial_return: received }))).toBe("received");
    expect(garmentState(item("IN_CLEANING", { partial_return: back }))).toBe("received");
    expect(garmentState(item("STORAGE", { partial_return: back }))).toBe("received");
  });

  it("has nothing to say of a garment the member never had or without a status", () => {
    expect(garmentState(item("STORAGE"))).toBeNull();
    expect(garmentState(item(null))).toBeNull();
  });

  it("words each state as a parent would", () => {
    expect(Object.values(GARMENT_STATE_WORDS)).toEqual([
      "Being packed",
      "On its way",
      "With you",
      "On its way back",
      "Received",
    ]);
  });
});

describe("trackingUrl", () => {
  it("links a Royal Mail parcel to its tracking page", () => {
    expect(trackingUrl({ tracking_code: "AB123456789GB", delivery_provider: "royal_mail" })).toBe(
      "https://www.royalmail.com/track-your-item#/tracking-results/AB123456789GB",
    );
  });

  it("has no link for a hand delivery or a parcel without a code", () => {
    expect(trackingUrl({ tracking_code: "X1", delivery_provider: "manual" })).toBeNull();
    expect(trackingUrl({ tracking_code: " ", delivery_provider: "royal_mail" })).toBeNull();
    expect(trackingUrl({ tracking_code: null, delivery_provider: "royal_mail" })).toBeNull();
  });
});

describe("returnProgress", () => {
  it("waits for the parcel, then thanks the member, then is finished", () => {
    expect(returnProgress({ status: "ORDER_PLACED", received_at: null })).toBe("awaiting_parcel");
    expect(returnProgress({ status: "ORDER_PLACED", received_at: DAY })).toBe("received");
    expect(returnProgress({ status: "ORDER_FINALISED", received_at: DAY })).toBe("finished");
    expect(returnProgress({ status: "FINALISED", received_at: null })).toBe("finished");
    expect(Object.values(RETURN_PROGRESS_WORDS)).toEqual([
      "Waiting for your parcel",
      "Received, thank you",
      "Finished",
    ]);
  });
});
