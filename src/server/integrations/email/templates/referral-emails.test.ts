import { describe, expect, it } from "vitest";
import { findEmailPreview, renderEmail } from "./index";
import { referralCreditedEmail } from "./referral-emails";

const APP = "https://shop.example";

describe("a referral's month credited", () => {
  it("tells the referrer who joined and what they are credited, in both parts", () => {
    const email = findEmailPreview("referral-credited")!.render(APP);
    expect(email.subject).toBe("Beth joined Littlerobe: a month's credit for you");
    const lines = email.text.split("\n");
    for (const line of ["Credit: £45", "Code: AMELIA-7K3Q", `See your account: ${APP}/account`])
      expect(lines).toContain(line);
    expect(email.text).toContain("Beth joined Littlerobe with your code");
    expect(email.html).toContain("A month on us");
    expect(email.html).not.toMatch(/<img|<link|@import|url\(/);
  });

  it("thanks the friend for joining with the code", () => {
    const facts = {
      ...referralCreditedEmail.sample(),
      firstName: "Beth",
      role: "friend" as const,
      otherFirstName: "Amelia",
      creditPence: 2500,
    };
    const email = renderEmail(referralCreditedEmail, facts, APP);
    expect(email.subject).toBe("A month's credit for joining with Amelia's code");
    expect(email.text.split("\n")).toContain("Credit: £25");
    expect(email.text).toContain("Thank you for joining with Amelia's code.");
  });

  it("does without the other family's name", () => {
    const facts = { ...referralCreditedEmail.sample(), otherFirstName: null };
    expect(renderEmail(referralCreditedEmail, facts, APP).subject).toBe(
      "A friend joined Littlerobe: a month's credit for you",
    );
    const friend = { ...facts, role: "friend" as const };
    expect(renderEmail(referralCreditedEmail, friend, APP).subject).toBe(
      "A month's credit for joining with your friend's code",
    );
  });
});
