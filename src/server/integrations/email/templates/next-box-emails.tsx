import { lastArrivalDay } from "@/domain/member/next-box";
import { defineEmail } from "./define-email";
import { day, greeting } from "./format";
import { EmailLayout, Heading, Items, SignOff, Subheading, Text } from "./parts";
import { ReturnLabelButton, ReturnPosting } from "./return-emails";

/** What the reminder and the overdue e-mail of a return say (issue 27, part next-box). */
export interface ReturnDueFacts {
  returnId: number;
  firstName: string | null;
  reference: string;
  /** yyyy-mm-dd */
  dueDate: string;
  /** 'Fox Romper, 3-6 months' per garment still on its way back. */
  items: string[];
}

export function returnReminderSubject(facts: Pick<ReturnDueFacts, "dueDate">): string {
  return `A reminder: please post your Littlerobe return by ${day(facts.dueDate)}`;
}

export function returnOverdueSubject(facts: Pick<ReturnDueFacts, "reference">): string {
  return `Your next swap is on hold until return ${facts.reference} reaches us`;
}

const sample = (): ReturnDueFacts => ({
  returnId: 42,
  firstName: "Amelia",
  reference: "LR-R-000042",
  dueDate: "2026-12-15",
  items: ["Fox Romper, 3-6 months", "Striped Leggings, 3-6 months"],
});

export const returnReminderEmail = defineEmail<ReturnDueFacts>({
  name: "return-reminder",
  title: "Return reminder",
  when: "To the member two days before a return is due, while its garments are still with them.",
  subject: returnReminderSubject,
  body: (facts, appUrl) => (
    <EmailLayout
      title={returnReminderSubject(facts)}
      preview={`Reference ${facts.reference}: the postage is paid, just drop it at a Post Office.`}
      appUrl={appUrl}
      footer="You are receiving this e-mail because a return on your Littlerobe account is due."
    >
      <Text>{greeting(facts.firstName)}</Text>
      <Heading>Your return is due in two days</Heading>
      <Text>
        {`We hope the new clothes are a hit. Please post what you swapped out by ${day(facts.dueDate)}, so the next family can enjoy them too.`}
      </Text>
      <ReturnPosting facts={facts} appUrl={appUrl} />
      <Text>
        {`If it has not reached us by ${day(lastArrivalDay(facts.dueDate))}, your next swap waits until it does. There is nothing to pay.`}
      </Text>
      <SignOff />
    </EmailLayout>
  ),
  sample,
});

export const returnOverdueEmail = defineEmail<ReturnDueFacts>({
  name: "return-overdue",
  title: "Return overdue: next swap on hold",
  when: "To the member when a return has not reached us three days after its due date.",
  subject: returnOverdueSubject,
  body: (facts, appUrl) => (
    <EmailLayout
      title={returnOverdueSubject(facts)}
      preview={`It was due back by ${day(facts.dueDate)}. There is nothing to pay.`}
      appUrl={appUrl}
      footer="You are receiving this e-mail because a return on your Littlerobe account is overdue."
    >
      <Text>{greeting(facts.firstName)}</Text>
      <Heading>We are still waiting for your return</Heading>
      <Text>
        {`Return ${facts.reference} was due back by ${day(facts.dueDate)} and has not reached us yet. Your next swap is on hold until it does. There is nothing to pay, and your clothes at home are yours to enjoy as usual.`}
      </Text>
      <Text>
        If you have already posted it, thank you: it will lift the hold as soon as it arrives.
      </Text>
      <ReturnLabelButton returnId={facts.returnId} appUrl={appUrl} />
      <Subheading>Still to come back</Subheading>
      <Items items={facts.items.map((name) => ({ name }))} />
      <Text>You can follow your return on your account page: {`${appUrl}/account`}</Text>
      <SignOff />
    </EmailLayout>
  ),
  sample,
});
