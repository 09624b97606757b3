import { describe, expect, it } from "vitest";
import { findEmailPreview, renderEmail } from "./index";
import { tradeInGradedEmail } from "./trade-in-emails";

const APP = "https://shop.example";

describe("a trade-in graded", () => {
  it("tells the family what was accepted, their credit and what happens to the rest", () => {
    const email = findEmailPreview("trade-in-graded")!.render(APP);
    expect(email.subject).toBe("Your trade-in LR-T-000042: £7.99 credit");
    const lines = email.text.split("\n");
    for (const line of [
      "Trade-in: LR-T-000042",
      "Accepted: 2 pieces",
      "Not taken: 1 piece",
      "Your credit: £7.99",
      `See your trade-ins: ${APP}/account/trade-in`,
    ])
      expect(lines).toContain(line);
    expect(email.text).toContain("We are recycling the pieces we could not take, as you asked.");
    expect(email.text).toContain("Your credit comes off your next payment.");
    expect(email.html).not.toMatch(/<img|<link|@import|url\(/);
  });

  it("says so kindly when nothing could be taken, and that the pieces come back", () => {
    const facts = {
      ...tradeInGradedEmail.sample(),
      accepted: 0,
      rejected: 3,
      rejectedChoice: "return" as const,
      creditPence: 0,
    };
    const email = renderEmail(tradeInGradedEmail, facts, APP);
    expect(email.subject).toBe("Your trade-in LR-T-000042 is graded");
    expect(email.text).toContain("sadly we cannot rent any of them out");
    expect(email.text).toContain("We are posting the pieces we could not take back to you.");
    expect(email.text).not.toContain("Your credit");
  });
});
