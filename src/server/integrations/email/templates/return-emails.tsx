import {
  RETURN_STEPS,
  returnEmailSubject,
  type ReturnEmailFacts,
} from "@/domain/returns/return-request";
import { defineEmail } from "./define-email";
import { day, greeting } from "./format";
import {
  Button,
  EmailLayout,
  Facts,
  Heading,
  Items,
  SignOff,
  Steps,
  Subheading,
  Text,
} from "./parts";

export interface ReturnStartedFacts extends ReturnEmailFacts {
  returnId: number;
}

/** The button to a return's prepaid label. */
export function ReturnLabelButton({ returnId, appUrl }: { returnId: number; appUrl: string }) {
  return <Button href={`${appUrl}/api/returns/${returnId}/label`}>Print your return label</Button>;
}

/**
 * How a return goes back (its start and its reminder): its reference, day and postage, the label,
 * what goes in the parcel and how to send it.
 */
export function ReturnPosting({
  facts,
  appUrl,
}: {
  facts: Pick<ReturnStartedFacts, "returnId" | "reference" | "dueDate" | "items">;
  appUrl: string;
}) {
  return (
    <>
      <Facts
        facts={[
          { label: "Your return reference", value: facts.reference },
          { label: "Post it by", value: day(facts.dueDate) },
          { label: "Postage", value: "Prepaid, nothing to pay" },
        ]}
      />
      <ReturnLabelButton returnId={facts.returnId} appUrl={appUrl} />
      <Subheading>What goes in the parcel</Subheading>
      <Items items={facts.items.map((name) => ({ name }))} />
      <Subheading>How to send it</Subheading>
      <Steps steps={RETURN_STEPS} />
    </>
  );
}

const CAUSE_LINES: Record<ReturnEmailFacts["cause"], string> = {
  requested: "Thank you for letting us know you are sending these back.",
  swapped: "Your new wardrobe is on its way. Please send back what you swapped out.",
  membership_ended: "We are sorry to see you go. Please send back everything you have from us.",
};

export const returnStartedEmail = defineEmail<ReturnStartedFacts>({
  name: "return-started",
  title: "Return label and reference",
  when: "To the member when a return starts: asked for, a swap, or the end of a membership.",
  subject: (facts) => returnEmailSubject(facts.reference),
  body: (facts, appUrl) => (
    <EmailLayout
      title={returnEmailSubject(facts.reference)}
      preview={`Reference ${facts.reference}: please post it by ${day(facts.dueDate)}.`}
      appUrl={appUrl}
      footer="You are receiving this e-mail because a return was started on your Littlerobe account."
    >
      <Text>{greeting(facts.firstName)}</Text>
      <Heading>Sending your clothes back</Heading>
      <Text>{`${CAUSE_LINES[facts.cause]} Please post it by ${day(facts.dueDate)}.`}</Text>
      <ReturnPosting facts={facts} appUrl={appUrl} />
      <Text>You can follow your return on your account page: {`${appUrl}/account`}</Text>
      <SignOff />
    </EmailLayout>
  ),
  sample: () => ({
    returnId: 42,
    firstName: "Amelia",
    reference: "LR-R-000042",
    dueDate: "2026-12-08",
    items: ["Fox Romper, 3-6 months", "Striped Leggings, 3-6 months"],
    cause: "requested",
  }),
});

export interface ReturnReceivedFacts {
  firstName: string | null;
  reference: string;
  /** yyyy-mm-dd */
  receivedOn: string;
  items: readonly string[];
}

export function returnReceivedSubject(facts: Pick<ReturnReceivedFacts, "reference">) {
  return `We have your return ${facts.reference}`;
}

export const returnReceivedEmail = defineEmail<ReturnReceivedFacts>({
  name: "return-received",
  title: "Return received",
  when: "To the member when the warehouse reports the first garment of a return arrived.",
  subject: returnReceivedSubject,
  body: (facts, appUrl) => (
    <EmailLayout
      title={returnReceivedSubject(facts)}
      preview={`Your parcel reached us on ${day(facts.receivedOn)}.`}
      appUrl={appUrl}
      footer="You are receiving this e-mail because you sent a return to Littlerobe."
    >
      <Text>{greeting(facts.firstName)}</Text>
      <Heading>Your return has arrived</Heading>
      <Facts
        facts={[
          { label: "Return reference", value: facts.reference },
          { label: "Received", value: day(facts.receivedOn) },
        ]}
      />
      <Subheading>What you sent back</Subheading>
      <Items items={facts.items.map((name) => ({ name }))} />
      <Text>
        Each garment is checked and cleaned before it goes to its next family. There is nothing more
        for you to do.
      </Text>
      <Button href={`${appUrl}/account`}>See your wardrobe</Button>
      <SignOff />
    </EmailLayout>
  ),
  sample: () => ({
    firstName: "Amelia",
    reference: "LR-R-000042",
    receivedOn: "2026-12-05",
    items: ["Fox Romper, 3-6 months", "Striped Leggings, 3-6 months"],
  }),
});
