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

  it("turns every control character in the subject into one space, and trims the ends", () => {
    expect(contactEmailSubject({ firstName: "Ada", subject: "a\tb\u0000\u0007c\u007fd" })).toBe(
      "Contact message: a b c d (from Ada)",
    );
    expect(contactEmailSubject({ firstName: "Ada\n", subject: "Sizes" })).toBe(
      "Contact message: Sizes (from Ada )",
    );
    // Characters outside the control range are kept as written.
    expect(contactEmailSubject({ firstName: "Zoë", subject: "Größe ~ ½" })).toBe(
      "Contact message: Größe ~ ½ (from Zoë)",
    );
  });

  it("cuts a long subject line at 200 characters", () => {
    const subject = contactEmailSubject({ firstName: "Ada", subject: "x".repeat(500) });
    expect(subject).toHaveLength(200);
    expect(subject.startsWith("Contact message: xxx")).toBe(true);
  });

  it("says who wrote, when, how to answer, and the message as written", () => {
    const text = contactEmailText(facts, "https://littlerobe.test");
    expect(text.split("\n")).toEqual([
      "Ada Lovelace <ada@example.com> wrote through the contact form on 2026-11-25 09:14 UTC.",
      "Reply to this e-mail to answer them, then mark it answered: https://littlerobe.test/admin/messages/7",
      "",
      "Subject: Sizes Bcc: everyone@example.com",
      "",
      "Hello,",
      "",
      "Do you have 6-9m?",
    ]);
  });

  it("writes the subject in the body on one line without surrounding spaces", () => {
    const text = contactEmailText({ ...facts, subject: "\t Sizes\r\n" }, "https://x.test");
    expect(text.split("\n")[3]).toBe("Subject: Sizes");
  });

  it("names the writer by first name alone when the optional surname is missing or empty", () => {
    for (const surName of [null, ""]) {
      const text = contactEmailText({ ...facts, surName }, "https://littlerobe.test");
      expect(text.startsWith("Ada <ada@example.com> wrote")).toBe(true);
    }
  });
});
