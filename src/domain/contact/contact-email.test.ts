import { describe, expect, it } from "vitest";
import { contactEmailSubject } from "./contact-email";

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
});
