import { defineEmail } from "./define-email";
import { day, greeting, pence } from "./format";
import { Button, EmailLayout, Facts, Heading, SignOff, Text } from "./parts";

/** The receipt of a garment bought to keep (issue 27, docs/growing.md). */
export interface KeepReceiptFacts {
  /** 'LR-K-000012' */
  reference: string;
  firstName: string | null;
  /** 'Fox Romper, 3-6 months' */
  garment: string;
  rrpPence: number;
  rentPaidPence: number;
  pricePence: number;
  /** The owner's floor set the price. */
  atFloor: boolean;
  /** yyyy-mm-dd */
  paidOn: string;
}

const subject = (facts: KeepReceiptFacts) => `Your receipt: ${facts.garment} is yours to keep`;

export const keepReceiptEmail = defineEmail<KeepReceiptFacts>({
  name: "keep-receipt",
  title: "Bought to keep (receipt)",
  when: "To the family as soon as the payment to keep a garment is through.",
  subject,
  body: (facts, appUrl) => (
    <EmailLayout
      title={subject(facts)}
      preview={`${pence(facts.pricePence)} paid. It is yours: no need to send it back.`}
      appUrl={appUrl}
      footer="You are receiving this receipt because you bought a garment to keep at Littlerobe."
    >
      <Text>{greeting(facts.firstName)}</Text>
      <Heading>It is yours to keep</Heading>
      <Text>
        {`Thank you. ${facts.garment} is now yours: there is no need to send it back, and it no longer counts towards your plan's garments.`}
      </Text>
      <Facts
        facts={[
          { label: "Receipt", value: facts.reference },
          { label: "Paid on", value: day(facts.paidOn) },
          { label: "Garment", value: facts.garment },
          { label: "Retail price", value: pence(facts.rrpPence) },
          { label: "Rent you had paid for it", value: `−${pence(facts.rentPaidPence)}` },
          { label: "Amount paid", value: pence(facts.pricePence) },
        ]}
      />
      {facts.atFloor && (
        <Text muted>
          The price to keep a garment never goes below our lowest price, a share of its retail
          price.
        </Text>
      )}
      <Button href={`${appUrl}/account`}>See your wardrobe</Button>
      <SignOff />
    </EmailLayout>
  ),
  sample: () => ({
    reference: "LR-K-000012",
    firstName: "Amelia",
    garment: "Fox Romper, 3-6 months",
    rrpPence: 3200,
    rentPaidPence: 1150,
    pricePence: 2050,
    atFloor: false,
    paidOn: "2026-11-27",
  }),
});
