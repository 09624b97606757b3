import { defineEmail } from "./define-email";
import { greeting, pence } from "./format";
import { Button, EmailLayout, Facts, Heading, SignOff, Text } from "./parts";

/** A referral's month credited (issue 27, "Give a month, get a month", docs/growing.md). */
export interface ReferralCreditedFacts {
  firstName: string | null;
  /** 'friend': they joined with a code; 'referrer': a friend joined with theirs. */
  role: "friend" | "referrer";
  /** The other family's first name (nothing else of theirs). */
  otherFirstName: string | null;
  creditPence: number;
  code: string;
}

const other = (facts: ReferralCreditedFacts) => facts.otherFirstName ?? "your friend";

const subject = (facts: ReferralCreditedFacts) =>
  facts.role === "friend"
    ? `A month's credit for joining with ${other(facts)}'s code`
    : `${facts.otherFirstName ?? "A friend"} joined Littlerobe: a month's credit for you`;

export const referralCreditedEmail = defineEmail<ReferralCreditedFacts>({
  name: "referral-credited",
  title: "A month's credit for a referral",
  when: "To each of the two families once the friend's first payment is through and both are credited.",
  subject,
  body: (facts, appUrl) => (
    <EmailLayout
      title={subject(facts)}
      preview={`${pence(facts.creditPence)} off your next payments.`}
      appUrl={appUrl}
      footer="You are receiving this because a friend's code was used at Littlerobe."
    >
      <Text>{greeting(facts.firstName)}</Text>
      <Heading>A month on us</Heading>
      <Text>
        {facts.role === "friend"
          ? `Thank you for joining with ${other(facts)}'s code. Your first payment has gone through, so you both get a month's credit.`
          : `${facts.otherFirstName ?? "A friend"} joined Littlerobe with your code and their first payment has gone through, so you both get a month's credit. Thank you for sharing.`}
      </Text>
      <Facts
        facts={[
          { label: "Credit", value: pence(facts.creditPence) },
          { label: "Code", value: facts.code },
        ]}
      />
      <Text muted>It is taken off your next payments until it is used up.</Text>
      <Button href={`${appUrl}/account`}>See your account</Button>
      <SignOff />
    </EmailLayout>
  ),
  sample: () => ({
    firstName: "Amelia",
    role: "referrer",
    otherFirstName: "Beth",
    creditPence: 4500,
    code: "AMELIA-7K3Q",
  }),
});
