import { lastDayText } from "@/domain/gifting/gift-card-expiry";
import {
  receiptSubject,
  recipientSubject,
  type GiftEmailFacts,
} from "@/domain/gifting/gift-emails";
import { giftPounds } from "@/domain/gifting/gift-request";
import { defineEmail } from "./define-email";
import { Button, EmailLayout, Facts, Heading, Panel, SignOff, Text } from "./parts";

const sampleGift = (): GiftEmailFacts => ({
  orderId: 77,
  amountPounds: 90,
  senderFirstName: "Margaret",
  senderLastName: "Hart",
  recipientFirstName: "Amelia",
  recipientLastName: "Hart",
  message: "For the little one's first winter. Love, Granny",
  deliveryDate: "Tuesday 15 December 2026",
  expiresAt: new Date("2027-12-15T00:00:00Z"),
});

export interface GiftCardFacts extends GiftEmailFacts {
  code: string;
}

export const giftCardEmail = defineEmail<GiftCardFacts>({
  name: "gift-card",
  title: "Gift card (recipient)",
  when: "To the recipient on the day the buyer chose.",
  subject: recipientSubject,
  body: (facts, appUrl) => (
    <EmailLayout
      title={recipientSubject(facts)}
      preview={`A gift card worth ${giftPounds(facts.amountPounds)} from ${facts.senderFirstName}.`}
      appUrl={appUrl}
      footer={`${facts.senderFirstName} ${facts.senderLastName} bought this gift card for you at Littlerobe.`}
    >
      <Text>{`Hello ${facts.recipientFirstName},`}</Text>
      <Heading>{`${facts.senderFirstName} has sent you a gift card`}</Heading>
      <Text>
        {`${facts.senderFirstName} ${facts.senderLastName} has sent you a Littlerobe gift card worth ${giftPounds(facts.amountPounds)}. Littlerobe rents children's clothes, delivered and collected by post.`}
      </Text>
      {facts.message && (
        <Panel>
          <span style={{ fontStyle: "italic" }}>{facts.message}</span>
        </Panel>
      )}
      <Facts
        facts={[
          { label: "Your code", value: facts.code },
          { label: "Worth", value: giftPounds(facts.amountPounds) },
        ]}
      />
      <Text>{`The gift card can be used until ${lastDayText(facts.expiresAt)}.`}</Text>
      <Text>
        Type the code in the &apos;Discount code&apos; field at checkout when you start your
        Littlerobe subscription. What is not used on the first month pays the next ones.
      </Text>
      <Button href={`${appUrl}/collection`}>Choose clothes</Button>
      <SignOff />
    </EmailLayout>
  ),
  sample: () => ({ ...sampleGift(), code: "LR-GIFT-7Q4M-2XKD" }),
});

export const giftReceiptEmail = defineEmail<GiftEmailFacts>({
  name: "gift-receipt",
  title: "Gift card receipt (buyer)",
  when: "To the buyer as soon as the gift card is paid.",
  subject: receiptSubject,
  body: (facts, appUrl) => (
    <EmailLayout
      title={receiptSubject(facts)}
      preview={`${giftPounds(facts.amountPounds)} for ${facts.recipientFirstName}, e-mailed on ${facts.deliveryDate}.`}
      appUrl={appUrl}
      footer="You are receiving this receipt because you bought a Littlerobe gift card."
    >
      <Text>{`Hello ${facts.senderFirstName},`}</Text>
      <Heading>Thank you for your gift</Heading>
      <Text>
        {`Thank you for your gift of ${giftPounds(facts.amountPounds)} to ${facts.recipientFirstName} ${facts.recipientLastName}. We will e-mail the gift card to ${facts.recipientFirstName} on ${facts.deliveryDate}.`}
      </Text>
      <Facts
        facts={[
          { label: "Gift number", value: String(facts.orderId) },
          { label: "For", value: `${facts.recipientFirstName} ${facts.recipientLastName}` },
          { label: "Sent on", value: facts.deliveryDate },
          { label: "Usable until", value: lastDayText(facts.expiresAt) },
          { label: "Amount paid", value: giftPounds(facts.amountPounds) },
        ]}
      />
      <Button href={`${appUrl}/gifting`}>Send another gift</Button>
      <SignOff />
    </EmailLayout>
  ),
  sample: sampleGift,
});
