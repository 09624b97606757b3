import { describe, expect, it } from "vitest";
import { giftDayLabel, giftPreview } from "./gift-preview";

describe("the gift page's preview", () => {
  it("labels today and later days", () => {
    expect(giftDayLabel("2025-12-01", "2025-12-01")).toBe("Today");
    expect(giftDayLabel("2025-12-02", "2025-12-01")).toBe("Tuesday 2 December 2025");
  });
  it("shows the card the recipient will receive", () => {
    expect(
      giftPreview({
        amountPounds: 50,
        senderFirstName: "Margaret",
        senderLastName: "Hart",
        recipientFirstName: "Rosie",
        message: "  ",
      }),
    ).toEqual({
      to: "For Rosie",
      from: "From Margaret Hart",
      amount: "£50",
      message: null,
      code: "GIFT-XXXX-XXXX",
    });
  });
});

describe("the card's message", () => {
  const card = {
    amountPounds: 20,
    senderFirstName: "Ann",
    senderLastName: "Lee",
    recipientFirstName: "Bo",
  };
  it("is none when the sender left it out, and kept as written otherwise", () => {
    expect(giftPreview(card).message).toBeNull();
    expect(giftPreview({ ...card, message: null }).message).toBeNull();
    expect(giftPreview({ ...card, message: " Have fun! " }).message).toBe(" Have fun! ");
  });
});
