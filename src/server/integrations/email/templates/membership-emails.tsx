import { defineEmail } from "./define-email";
import { day, greeting, pence } from "./format";
import { Button, EmailLayout, Facts, Heading, SignOff, Subheading, Text, type Fact } from "./parts";

/** Where a member changes plan, pauses or resumes (issue 26's money screens). */
const SUBSCRIPTION_PATH = "/account/subscription";
/** Their account page: 'Keep my subscription' while a cancellation can be undone, the card. */
const ACCOUNT_PATH = "/account";

const FOOTER = "You are receiving this e-mail about your Littlerobe membership.";

export interface PlanChangedFacts {
  firstName: string | null;
  previousPlan: string | null;
  plan: string;
  monthlyPence: number | null;
  /** Garments the plan holds at once. */
  garments: number | null;
  /** yyyy-mm-dd: the first payment at the new price. */
  effectiveOn: string | null;
}

export function planChangedSubject(facts: Pick<PlanChangedFacts, "plan">) {
  return `Your Littlerobe plan is now ${facts.plan}`;
}

export const planChangedEmail = defineEmail<PlanChangedFacts>({
  name: "plan-changed",
  title: "Plan change",
  when: "To the member when their subscription's plan changes.",
  subject: planChangedSubject,
  body: (facts, appUrl) => (
    <EmailLayout
      title={planChangedSubject(facts)}
      preview={`${facts.plan}${facts.monthlyPence !== null ? ` at ${pence(facts.monthlyPence)} a month` : ""}.`}
      appUrl={appUrl}
      footer={FOOTER}
    >
      <Text>{greeting(facts.firstName)}</Text>
      <Heading>Your plan has changed</Heading>
      <Facts
        facts={[
          ...(facts.previousPlan ? [{ label: "Was", value: facts.previousPlan }] : []),
          { label: "Now", value: facts.plan },
          ...(facts.garments !== null
            ? [{ label: "Garments at a time", value: String(facts.garments) }]
            : []),
          ...(facts.monthlyPence !== null
            ? [{ label: "Monthly price", value: pence(facts.monthlyPence) }]
            : []),
          ...(facts.effectiveOn
            ? [{ label: "New price from", value: day(facts.effectiveOn) }]
            : []),
        ]}
      />
      <Text>
        {facts.effectiveOn
          ? `Your next payment, on ${day(facts.effectiveOn)}, is at the new price.`
          : "Your next payment is at the new price."}
      </Text>
      <Button href={`${appUrl}${SUBSCRIPTION_PATH}`}>See your plan</Button>
      <SignOff />
    </EmailLayout>
  ),
  sample: () => ({
    firstName: "Amelia",
    previousPlan: "Subscription A",
    plan: "Subscription B",
    monthlyPence: 4500,
    garments: 8,
    effectiveOn: "2026-12-15",
  }),
});

export interface PausedFacts {
  firstName: string | null;
  plan: string | null;
  /** yyyy-mm-dd: when payments and deliveries start again by themselves. */
  resumesOn: string;
}

export function pausedSubject(facts: Pick<PausedFacts, "resumesOn">) {
  return `Your Littlerobe membership is paused until ${day(facts.resumesOn)}`;
}

export const pausedEmail = defineEmail<PausedFacts>({
  name: "membership-paused",
  title: "Pause",
  when: "To the member when their subscription is paused.",
  subject: pausedSubject,
  body: (facts, appUrl) => (
    <EmailLayout
      title={pausedSubject(facts)}
      preview={`No payment until ${day(facts.resumesOn)}.`}
      appUrl={appUrl}
      footer={FOOTER}
    >
      <Text>{greeting(facts.firstName)}</Text>
      <Heading>Your membership is paused</Heading>
      <Facts
        facts={[
          ...(facts.plan ? [{ label: "Plan", value: facts.plan }] : []),
          { label: "Paused until", value: day(facts.resumesOn) },
          { label: "Payments meanwhile", value: pence(0) },
        ]}
      />
      <Text>
        {`We will not take a payment until ${day(facts.resumesOn)}. Your membership starts again by itself that day; you can resume sooner from your account.`}
      </Text>
      <Button href={`${appUrl}${SUBSCRIPTION_PATH}`}>Resume sooner</Button>
      <SignOff />
    </EmailLayout>
  ),
  sample: () => ({ firstName: "Amelia", plan: "Subscription B", resumesOn: "2027-01-15" }),
});

export interface ResumedFacts {
  firstName: string | null;
  plan: string | null;
  monthlyPence: number | null;
  /** yyyy-mm-dd */
  nextPaymentOn: string | null;
}

export const RESUMED_SUBJECT = "Your Littlerobe membership has started again";

export const resumedEmail = defineEmail<ResumedFacts>({
  name: "membership-resumed",
  title: "Resume",
  when: "To the member when a paused subscription is resumed.",
  subject: () => RESUMED_SUBJECT,
  body: (facts, appUrl) => (
    <EmailLayout
      title={RESUMED_SUBJECT}
      preview="Welcome back: choose your next wardrobe whenever you like."
      appUrl={appUrl}
      footer={FOOTER}
    >
      <Text>{greeting(facts.firstName)}</Text>
      <Heading>Welcome back</Heading>
      <Facts
        facts={[
          ...(facts.plan ? [{ label: "Plan", value: facts.plan }] : []),
          ...(facts.monthlyPence !== null
            ? [{ label: "Monthly price", value: pence(facts.monthlyPence) }]
            : []),
          ...(facts.nextPaymentOn
            ? [{ label: "Next payment", value: day(facts.nextPaymentOn) }]
            : []),
        ]}
      />
      <Text>Your membership is live again: pick your next garments whenever you are ready.</Text>
      <Button href={`${appUrl}/collection`}>Choose garments</Button>
      <SignOff />
    </EmailLayout>
  ),
  sample: () => ({
    firstName: "Amelia",
    plan: "Subscription B",
    monthlyPence: 4500,
    nextPaymentOn: "2026-12-15",
  }),
});

export interface CancellingFacts {
  firstName: string | null;
  plan: string | null;
  /** yyyy-mm-dd: the last day of the paid period. */
  endsOn: string | null;
}

export const CANCELLING_SUBJECT = "Your Littlerobe membership will end";

export const cancellingEmail = defineEmail<CancellingFacts>({
  name: "membership-cancelling",
  title: "Cancellation (with undo)",
  when: "To the member when they cancel: it ends with the paid month, undo until then.",
  subject: () => CANCELLING_SUBJECT,
  body: (facts, appUrl) => (
    <EmailLayout
      title={CANCELLING_SUBJECT}
      preview={
        facts.endsOn
          ? `It ends on ${day(facts.endsOn)}. Changed your mind? Undo it until then.`
          : "Changed your mind? You can undo it."
      }
      appUrl={appUrl}
      footer={FOOTER}
    >
      <Text>{greeting(facts.firstName)}</Text>
      <Heading>We are sorry to see you go</Heading>
      <Facts
        facts={[
          ...(facts.plan ? [{ label: "Plan", value: facts.plan }] : []),
          ...(facts.endsOn ? [{ label: "Ends on", value: day(facts.endsOn) }] : []),
          { label: "More payments", value: "None" },
        ]}
      />
      <Text>
        {facts.endsOn
          ? `Your membership stays as it is until ${day(facts.endsOn)}. Then we will e-mail you a prepaid label to send the clothes back.`
          : "We will e-mail you a prepaid label to send the clothes back."}
      </Text>
      <Subheading>Changed your mind?</Subheading>
      <Text>
        {facts.endsOn
          ? `Undo the cancellation any time before ${day(facts.endsOn)} and nothing changes.`
          : "Undo the cancellation and nothing changes."}
      </Text>
      <Button href={`${appUrl}${ACCOUNT_PATH}`}>Undo my cancellation</Button>
      <SignOff />
    </EmailLayout>
  ),
  sample: () => ({ firstName: "Amelia", plan: "Subscription B", endsOn: "2026-12-15" }),
});

export interface PaymentFailedFacts {
  firstName: string | null;
  plan: string | null;
  amountPence: number;
  /** yyyy-mm-dd: the day the payment was refused. */
  failedOn: string;
  /** yyyy-mm-dd: the provider's next try; null when it will not try again. */
  nextAttemptOn: string | null;
}

export const PAYMENT_FAILED_SUBJECT = "Your Littlerobe payment did not go through";

function nextSteps(facts: PaymentFailedFacts): string {
  return facts.nextAttemptOn
    ? `We will try again on ${day(facts.nextAttemptOn)}. Please check your card before then: if the payment keeps failing, your membership ends and we will ask for the clothes back.`
    : "We will not try again. Unless you update your card, your membership ends and we will e-mail you a prepaid label to send the clothes back.";
}

export const paymentFailedEmail = defineEmail<PaymentFailedFacts>({
  name: "payment-failed",
  title: "Failed payment",
  when: "To the member when their card refuses a monthly payment.",
  subject: () => PAYMENT_FAILED_SUBJECT,
  body: (facts, appUrl) => {
    const rows: Fact[] = [
      ...(facts.plan ? [{ label: "Plan", value: facts.plan }] : []),
      { label: "Amount", value: pence(facts.amountPence) },
      { label: "Refused on", value: day(facts.failedOn) },
      {
        label: "Next try",
        value: facts.nextAttemptOn ? day(facts.nextAttemptOn) : "None",
      },
    ];
    return (
      <EmailLayout
        title={PAYMENT_FAILED_SUBJECT}
        preview={`We could not take ${pence(facts.amountPence)}. Here is what happens next.`}
        appUrl={appUrl}
        footer={FOOTER}
      >
        <Text>{greeting(facts.firstName)}</Text>
        <Heading>{`We could not take your payment of ${pence(facts.amountPence)}`}</Heading>
        <Facts facts={rows} />
        <Subheading>What happens next</Subheading>
        <Text>{nextSteps(facts)}</Text>
        <Button href={`${appUrl}${ACCOUNT_PATH}`}>Update your card</Button>
        <SignOff />
      </EmailLayout>
    );
  },
  sample: () => ({
    firstName: "Amelia",
    plan: "Subscription B",
    amountPence: 4500,
    failedOn: "2026-12-15",
    nextAttemptOn: "2026-12-18",
  }),
});
