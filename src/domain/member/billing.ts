/**
 * Money as the member reads it on /account (issue 26, decision 065): the next payment, what a
 * plan change, a pause, a resume or a cancellation does before it is confirmed, and a paid
 * month's receipt with its VAT line. Pure: the facts come from the payment provider's records.
 */
import type { SubscriptionOption } from "@/domain/content/settings";
import { membershipState, pauseEnd } from "@/domain/payments/subscription-state";
import { dayMonthYear } from "./account-plan";

/** The subscription as the shop's copy of the provider's record holds it. */
export interface BillingSubscription {
  status: string;
  pausedUntil: Date | null;
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: Date | null;
}

/** '£25.00': pence always shown, as on a receipt. */
export function pounds(pence: number): string {
  const sign = pence < 0 ? "−" : "";
  return `${sign}£${(Math.abs(pence) / 100).toFixed(2)}`;
}

/**
 * The VAT rates of the membership (hire of young children's clothing), by the day they apply
 * from, oldest first: zero-rated (VAT Act 1994, Schedule 8, Group 16, Note 5; HMRC VCLOTHING7100).
 * A change of treatment is a new row from its day, so earlier receipts keep the rate they were
 * paid under (decision 065).
 */
export const VAT_RATES: readonly { from: string; percent: number; note: string }[] = [
  {
    from: "1973-04-01",
    percent: 0,
    note: "Zero-rated: hire of young children's clothing (VAT Act 1994, Schedule 8, Group 16)",
  },
];

/** The VAT rate of a month paid at `at`: the latest row that had started by then. */
export function vatRateOn(at: Date): { percent: number; note: string } {
  const day = at.toISOString().slice(0, 10);
  const rate = [...VAT_RATES].reverse().find((row) => row.from <= day) ?? VAT_RATES[0]!;
  return { percent: rate.percent, note: rate.note };
}

/** The VAT inside a VAT-inclusive price (at 20 %, a sixth), to the nearest penny. */
export function vatIncluded(grossPence: number, percent: number): number {
  return Math.round((grossPence * percent) / (100 + percent));
}

export interface NextPayment {
  date: Date;
  /** The plan's price. */
  pricePence: number;
  /** Taken from the member's gift-card credit. */
  creditPence: number;
  /** Charged to the card. */
  cardPence: number;
}

/** A provider skips at most this many months in a row (a pause is one or two). */
const MAX_SKIPPED_MONTHS = 24;

/**
 * The next payment, as the provider will take it: at the paid period's end, or the first month
 * after a pause (a month that starts inside a pause is not billed, Stripe's 'void'), at the
 * plan's price less the gift-card credit left. None when the membership has ended or is set to
 * end.
 */
export function nextPayment(
  subscription: BillingSubscription,
  pricePence: number,
  creditPence: number,
  now: Date,
): NextPayment | null {
  if (membershipState(subscription, now) === "ended" || subscription.cancelAtPeriodEnd) return null;
  if (!subscription.currentPeriodEnd) return null;
  let date = subscription.currentPeriodEnd;
  const pause = subscription.pausedUntil;
  for (let month = 0; pause && pause > date && month < MAX_SKIPPED_MONTHS; month += 1)
    date = pauseEnd(date, 1);
  const credit = Math.max(0, Math.min(creditPence, pricePence));
  return { date, pricePence, creditPence: credit, cardPence: pricePence - credit };
}

/** 'Your next payment is £25.00 on 20 December 2026' (with the gift-card credit it uses). */
export function nextPaymentText(next: NextPayment): string {
  const when = dayMonthYear(next.date);
  if (next.creditPence === 0) return `${pounds(next.pricePence)} on ${when}`;
  return `${pounds(next.cardPence)} on ${when} (${pounds(next.pricePence)} less ${pounds(next.creditPence)} of credit)`;
}

const planPence = (option: SubscriptionOption) => Math.round(option.price * 100);

/** '£45.00 a month for up to 10 items at a time'. */
export function planPriceText(option: SubscriptionOption): string {
  return `${pounds(planPence(option))} a month for up to ${option.limit} items at a time`;
}

export interface ChangeFacts {
  subscription: BillingSubscription;
  /** The plan the member pays for now, when it is still offered. */
  current: SubscriptionOption | undefined;
  creditPence: number;
  now: Date;
}

/**
 * What changing to `to` costs and when it takes effect, said before it is confirmed: the new
 * plan's limit applies to the next wardrobe; its price from the next payment (the paid month
 * keeps its price: Stripe's proration 'none'); nothing is charged today.
 */
export function planChangeSummary(to: SubscriptionOption, facts: ChangeFacts): string[] {
  const next = nextPayment(facts.subscription, planPence(to), facts.creditPence, facts.now);
  const lines = [`${to.plan}: ${planPriceText(to)}.`];
  lines.push(`Your next wardrobe can hold up to ${to.limit} items.`);
  if (next) {
    const was = facts.current ? ` instead of ${pounds(planPence(facts.current))}` : "";
    lines.push(
      `You pay the new price from your next payment, on ${dayMonthYear(next.date)}: ${pounds(next.pricePence)}${was}.`,
    );
    if (next.creditPence > 0)
      lines.push(
        `Your credit pays ${pounds(next.creditPence)} of it, so ${pounds(next.cardPence)} is charged to your card.`,
      );
  }
  lines.push("Nothing is charged today.");
  return lines;
}

/** A pause of `months` from now: when it resumes, and the payment after it. */
export function pauseSummary(
  months: number,
  facts: ChangeFacts & { pricePence: number },
): string[] {
  const resumes = pauseEnd(facts.now, months);
  const next = nextPayment(
    { ...facts.subscription, pausedUntil: resumes },
    facts.pricePence,
    facts.creditPence,
    facts.now,
  );
  const lines = [
    `Your subscription is paused from today and resumes by itself on ${dayMonthYear(resumes)}.`,
    "While it is paused no payment is taken, and you can't change your wardrobe; the garments with you stay with you.",
  ];
  if (next) lines.push(`Your next payment is ${nextPaymentText(next)}.`);
  return lines;
}

/** Resuming a pause now: live again today, and the next payment. */
export function resumeSummary(facts: ChangeFacts & { pricePence: number }): string[] {
  const next = nextPayment(
    { ...facts.subscription, pausedUntil: null },
    facts.pricePence,
    facts.creditPence,
    facts.now,
  );
  const lines = ["Your subscription is live again from today: you can change your wardrobe."];
  if (next) lines.push(`Your next payment is ${nextPaymentText(next)}.`);
  return lines;
}

/** The day a cancellation takes effect: the end of the paid period. */
export function cancellationEnds(subscription: BillingSubscription): Date | null {
  return subscription.currentPeriodEnd;
}

/** A cancellation before it is confirmed: the day it ends, and the undo until then. */
export function cancelSummary(subscription: BillingSubscription): string[] {
  const ends = cancellationEnds(subscription);
  return [
    ends
      ? `Your membership ends on ${dayMonthYear(ends)}, the end of the month you have paid for. No further payment is taken.`
      : "Your membership ends at the end of the month you have paid for. No further payment is taken.",
    "Until then you keep your wardrobe, and you can change your mind: choose 'Keep my subscription'.",
    "When it ends, we'll e-mail you how to send back the garments with you.",
  ];
}

/** A paid month as stored (paid_invoices). */
export interface PaidMonth {
  id: string;
  amountPence: number;
  creditAppliedPence: number;
  periodStart: Date;
  periodEnd: Date;
  paidAt: Date;
}

export interface Receipt {
  number: string;
  paidOn: string;
  period: string;
  totalPence: number;
  vatPercent: number;
  vatPence: number;
  netPence: number;
  vatNote: string;
  creditPence: number;
  cardPence: number;
}

/**
 * A paid month's receipt: the VAT-inclusive total, the VAT in it at the rate of the day it was
 * paid, and how it was paid (gift-card credit, then the card).
 */
export function receiptOf(month: PaidMonth): Receipt {
  const rate = vatRateOn(month.paidAt);
  const vat = vatIncluded(month.amountPence, rate.percent);
  const credit = Math.max(0, Math.min(month.creditAppliedPence, month.amountPence));
  return {
    number: month.id,
    paidOn: dayMonthYear(month.paidAt),
    period: `${dayMonthYear(month.periodStart)} to ${dayMonthYear(month.periodEnd)}`,
    totalPence: month.amountPence,
    vatPercent: rate.percent,
    vatPence: vat,
    netPence: month.amountPence - vat,
    vatNote: rate.note,
    creditPence: credit,
    cardPence: month.amountPence - credit,
  };
}
