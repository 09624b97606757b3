import { describe, expect, it } from "vitest";
import { receiptSubject, receiptText, recipientSubject, recipientText } from "./gift-emails";

const facts = {
  orderId: 12,
  amountPounds: 50,
  senderFirstName: "Margaret",
  senderLastName: "Hart",
  recipientFirstName: "Rosie",
  recipientLastName: "Lane",
  message: "Congratulations!",
  deliveryDate: "Monday, January 1st 2024, 8:00:00 am",
};

describe("gift e-mails", () => {
  it("the receipt names the gift, the recipient and the day, but not the code", () => {
    expect(receiptSubject(facts)).toBe("Your Littlerobe gift card for Rosie (gift 12)");
    const text = receiptText(facts);
    expect(text).toContain("Thank you for your gift of £50 to Rosie Lane.");
    expect(text).toContain("on Monday, January 1st 2024, 8:00:00 am");
  });
  it("the recipient's card has the code, the sender's name and the message", () => {
    expect(recipientSubject(facts)).toBe("Margaret sent you a Littlerobe gift card");
    const text = recipientText(facts, "GIFT-ABCD-EFGH");
    expect(text).toContain("Margaret Hart has sent you a Littlerobe gift card worth £50.");
    expect(text).toContain("Congratulations!");
    expect(text).toContain("Your code: GIFT-ABCD-EFGH");
    expect(recipientText({ ...facts, message: null }, "X")).not.toContain("null");
  });
});
