import { describe, expect, it } from "vitest";
import { receiptSubject, recipientSubject } from "./gift-emails";

const facts = {
  orderId: 12,
  amountPounds: 50,
  senderFirstName: "Margaret",
  senderLastName: "Hart",
  recipientFirstName: "Rosie",
  recipientLastName: "Lane",
  message: "Congratulations!",
  deliveryDate: "Monday, January 1st 2024, 8:00:00 am",
  // Bought on 3 March 2026: it works until midnight UK time at the end of 3 March 2027.
  expiresAt: new Date("2027-03-04T00:00:00Z"),
};

describe("gift e-mails' subjects", () => {
  it("the receipt names the gift and the recipient; the card names the sender", () => {
    expect(receiptSubject(facts)).toBe("Your Littlerobe gift card for Rosie (gift 12)");
    expect(recipientSubject(facts)).toBe("Margaret sent you a Littlerobe gift card");
  });
});
