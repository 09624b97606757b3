import { defineEmail } from "./define-email";
import { greeting, pence } from "./format";
import { Button, EmailLayout, Facts, Heading, SignOff, Text } from "./parts";

/** A trade-in graded (issue 27, "Trade in what they outgrew", docs/growing.md). */
export interface TradeInGradedFacts {
  firstName: string | null;
  reference: string;
  accepted: number;
  rejected: number;
  /** What happens to the pieces not taken, as the family chose. */
  rejectedChoice: "return" | "recycle";
  /** The family's credit; 0 when nothing was accepted. */
  creditPence: number;
}

const pieces = (n: number) => (n === 1 ? "1 piece" : `${n} pieces`);

const subject = (facts: TradeInGradedFacts) =>
  facts.creditPence > 0
    ? `Your trade-in ${facts.reference}: ${pence(facts.creditPence)} credit`
    : `Your trade-in ${facts.reference} is graded`;

export const tradeInGradedEmail = defineEmail<TradeInGradedFacts>({
  name: "trade-in-graded",
  title: "A trade-in graded",
  when: "To the family once staff have graded every piece of their trade-in parcel.",
  subject,
  body: (facts, appUrl) => (
    <EmailLayout
      title={subject(facts)}
      preview={`${pieces(facts.accepted)} accepted, ${pieces(facts.rejected)} not taken.`}
      appUrl={appUrl}
      footer="You are receiving this because you traded in clothes with Littlerobe."
    >
      <Text>{greeting(facts.firstName)}</Text>
      <Heading>Thank you for your parcel</Heading>
      <Text>
        {facts.accepted > 0
          ? `We have looked at every piece. ${pieces(facts.accepted)} will be rented out to other families.`
          : "We have looked at every piece, and sadly we cannot rent any of them out."}
      </Text>
      <Facts
        facts={[
          { label: "Trade-in", value: facts.reference },
          { label: "Accepted", value: pieces(facts.accepted) },
          { label: "Not taken", value: pieces(facts.rejected) },
          ...(facts.creditPence > 0
            ? [{ label: "Your credit", value: pence(facts.creditPence) }]
            : []),
        ]}
      />
      {facts.creditPence > 0 && <Text>Your credit comes off your next payment.</Text>}
      {facts.rejected > 0 && (
        <Text muted>
          {facts.rejectedChoice === "return"
            ? "We are posting the pieces we could not take back to you."
            : "We are recycling the pieces we could not take, as you asked."}
        </Text>
      )}
      <Button href={`${appUrl}/account/trade-in`}>See your trade-ins</Button>
      <SignOff />
    </EmailLayout>
  ),
  sample: () => ({
    firstName: "Amelia",
    reference: "LR-T-000042",
    accepted: 2,
    rejected: 1,
    rejectedChoice: "recycle",
    creditPence: 799,
  }),
});
