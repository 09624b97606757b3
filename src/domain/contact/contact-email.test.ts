import { describe, expect, it } from "vitest";
import { contactEmailSubject, contactEmailText } from "./contact-email";

const facts = {
  id: 7,
  firstName: "Ada",
  surName: "Lovelace",
  email: "ada@example.com",
  subject: "Sizes\r\nBcc: everyone@example.com",
  message: "Hello,\n\nDo you have 6-9m?",
  createdAt: new Date("2026-11-25T09:14:00Z"),
};

describe("the shop's copy of a contact message", () => {
  it("keeps the subject on one line (no header injection)", () => {
    expect(contactEmailSubject(facts)).toBe(
      "Contact message: Sizes Bcc: everyone@example.com (from Ada)",
    );
  });

  it("says who wrote, how to answer, and the message as written", () => {
    const text = contactEmailText(facts, "https://littlerobe.test");
    expect(text).toContain("Ada Lovelace <ada@example.com> wrote through the contact form");
    expect(text).toContain("https://littlerobe.test/admin/messages/7");
    expect(text.endsWith("Hello,\n\nDo you have 6-9m?")).toBe(true);
  });
});
