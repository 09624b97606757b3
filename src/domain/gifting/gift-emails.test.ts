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
  // Bought on 3 March 2026: it works until midnight UK time at the end of 3 March 2027.
  expiresAt: new Date("2027-03-04T00:00:00Z"),
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

  it("the receipt reads, line by line, as the sender gets it", () => {
    expect(receiptText(facts).split("\n")).toEqual([
      "Hello Margaret,",
      "",
      "Thank you for your gift of £50 to Rosie Lane.",
      "We will e-mail the gift card to Rosie on Monday, January 1st 2024, 8:00:00 am.",
      "The gift card can be used until 3 March 2027.",
      "",
      "Gift number: 12",
      "Amount paid: £50",
      "",
      "Littlerobe",
    ]);
  });

  it("the card reads, line by line, with the sender's message set apart", () => {
    expect(recipientText(facts, "GIFT-ABCD-EFGH").split("\n")).toEqual([
      "Hello Rosie,",
      "",
      "Margaret Hart has sent you a Littlerobe gift card worth £50.",
      "",
      "Congratulations!",
      "",
      "Your code: GIFT-ABCD-EFGH",
      "The gift card can be used until 3 March 2027.",
      "Type it in the 'Discount code' field at checkout when you start your Littlerobe subscription.",
      "",
      "Littlerobe",
    ]);
  });

  it("the card without a message goes straight from the gift to the code", () => {
    expect(
      recipientText({ ...facts, message: "" }, "X")
        .split("\n")
        .slice(2, 5),
    ).toEqual(["Margaret Hart has sent you a Littlerobe gift card worth £50.", "", "Your code: X"]);
  });
});
