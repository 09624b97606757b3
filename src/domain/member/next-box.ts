/**
 * The next box before the last one is back (issue 27, docs/growing.md, part next-box): a live
 * member's swap goes out at once; the garments swapped out stay with the family for a grace
 * period and are then due back. The plan's limit counts garments at home and on their way back:
 * at home the plan's limit, and on their way back at most one plan's worth more. A return that has
 * not reached the warehouse a few postal days after its due date holds the next swap until it does
 * (no charge). Pure rules: the server enforces them, the pages show the same words.
 */
import { formatDeliveryDay } from "@/domain/checkout/order-confirmation";
import { RETURN_WINDOW_DAYS } from "@/domain/returns/return-window";
import { startOfLondonDay } from "./swap-allowance";

/** The grace period: the swapped-out garments are due back this many days after the new box's delivery day. */
export const GRACE_DAYS = RETURN_WINDOW_DAYS;
/** The reminder e-mail goes this many days before the due date, in the morning. */
export const REMINDER_DAYS_BEFORE = 2;
/** The reminder's hour of the morning, London time. */
export const REMINDER_HOUR = 9;
/** Days a parcel posted on its due date may take to reach the warehouse before the return is overdue. */
export const POSTAL_DAYS = 3;

/** 'yyyy-mm-dd' moved by whole days. */
export function addDays(isoDay: string, days: number): string {
  const [year, month, day] = isoDay.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** London midnight at the start of the day 'yyyy-mm-dd'. */
function londonMidnight(isoDay: string): Date {
  // Noon UTC is inside the same London day whatever the season.
  return startOfLondonDay(new Date(`${isoDay}T12:00:00Z`));
}

/** The day the garments swapped out for a box delivered on `deliveryDay` are due back. */
export function swapDueDate(deliveryDay: string): string {
  return addDays(deliveryDay, GRACE_DAYS);
}

/** When the reminder e-mail is due: 09:00 London, two days before the due date. */
export function reminderAt(dueDate: string): Date {
  return new Date(
    londonMidnight(addDays(dueDate, -REMINDER_DAYS_BEFORE)).getTime() + REMINDER_HOUR * 3_600_000,
  );
}

/** The last day the return may reach the warehouse: the due date plus the postal days. */
export function lastArrivalDay(dueDate: string): string {
  return addDays(dueDate, POSTAL_DAYS);
}

/** From this moment (London midnight after the last arrival day) a return not received is overdue. */
export function overdueFrom(dueDate: string): Date {
  return londonMidnight(addDays(dueDate, POSTAL_DAYS + 1));
}

/** A return with garments still on their way back to the warehouse. */
export interface DueBack {
  returnId: number;
  reference: string;
  /** yyyy-mm-dd; null for returns made before due dates existed (never held). */
  dueDate: string | null;
  /** Its garments not yet received. */
  garments: number;
  /** When the overdue job put the next swap on hold (set once, on the queue). */
  heldSince: Date | null;
}

export type DueBackState = "due" | "late" | "overdue";

/**
 * Where a return stands at `now`: 'due' up to the end of its due date, 'late' while a parcel
 * posted on time may still be in the post, 'overdue' once the overdue job has run or its time has
 * come (whichever is first).
 */
export function dueBackState(
  item: Pick<DueBack, "dueDate" | "heldSince">,
  now: Date,
): DueBackState {
  if (item.heldSince !== null) return "overdue";
  if (item.dueDate === null) return "due";
  if (now >= overdueFrom(item.dueDate)) return "overdue";
  if (now >= londonMidnight(addDays(item.dueDate, 1))) return "late";
  return "due";
}

export type NextBoxVerdict =
  | { ok: true }
  | { ok: false; reason: "overdue"; reference: string; dueDate: string }
  | { ok: false; reason: "too_many_out"; out: number; limit: number };

/**
 * May this swap go out now? Refused while an earlier return is overdue (the hold), or when the
 * garments on their way back, with those this swap sends back, would be more than one plan's worth
 * (so a family never holds more than twice the plan at home and in the post, and only for the
 * grace period).
 */
export function nextBoxVerdict(input: {
  limit: number;
  /** Garments with the family that this swap puts on a return. */
  swappingOut: number;
  dueBack: readonly DueBack[];
  now: Date;
}): NextBoxVerdict {
  const open = input.dueBack.filter((item) => item.garments > 0);
  const overdue = open.find((item) => dueBackState(item, input.now) === "overdue");
  if (overdue)
    return {
      ok: false,
      reason: "overdue",
      reference: overdue.reference,
      dueDate: overdue.dueDate ?? "",
    };
  const out = open.reduce((sum, item) => sum + item.garments, 0) + input.swappingOut;
  if (out > input.limit) return { ok: false, reason: "too_many_out", out, limit: input.limit };
  return { ok: true };
}

// Stryker disable next-line Regex: the day's words hold no other four digits, so the anchor is moot
const dayMonth = (isoDay: string) => formatDeliveryDay(isoDay).replace(/ \d{4}$/, "");

const items = (n: number) => (n === 1 ? "1 item" : `${n} items`);

/** The refusal while a return is overdue: at /checkout before confirming, and from POST /api/checkout. */
export function swapHoldMessage(reference: string, dueDate: string): string {
  const due = dueDate ? `: it was due back by ${dayMonth(dueDate)}` : "";
  return `Your next swap is on hold until return ${reference} reaches us${due}. As soon as it arrives, you can swap again. There is nothing to pay.`;
}

/** The refusal when too much would be on its way back at once. */
export function tooManyOutMessage(out: number, limit: number): string {
  return `Up to ${items(limit)} can be on their way back to us at once. With this swap ${out} would be, so please keep ${items(out - limit)} more, or swap once your earlier return has reached us.`;
}

/** The verdict's words. */
export function nextBoxMessage(verdict: Exclude<NextBoxVerdict, { ok: true }>): string {
  return verdict.reason === "overdue"
    ? swapHoldMessage(verdict.reference, verdict.dueDate)
    : tooManyOutMessage(verdict.out, verdict.limit);
}

/**
 * The swap's terms, shown above 'Confirm my new wardrobe': when the new box goes, when the
 * swapped-out garments are due back, the reminder, and what happens when they are late.
 */
export function swapTermsText(swappingOut: number, deliveryDay: string): string | null {
  if (swappingOut === 0) return null;
  const due = swapDueDate(deliveryDay);
  const them = swappingOut === 1 ? "it" : "them";
  return (
    `Your new box goes out straight away. Keep the ${items(swappingOut)} you are swapping out until it arrives, ` +
    `then post ${them} back by ${formatDeliveryDay(due)} with the prepaid label. We will e-mail you a reminder ` +
    `${REMINDER_DAYS_BEFORE} days before. If ${them === "it" ? "it has" : "they have"} not reached us by ` +
    `${formatDeliveryDay(lastArrivalDay(due))}, your next swap waits until ${them === "it" ? "it does" : "they do"}. There is nothing to pay.`
  );
}

/** /account's line for a return still on its way back. */
export function dueBackText(item: Pick<DueBack, "dueDate" | "heldSince">, now: Date): string {
  const state = dueBackState(item, now);
  if (item.dueDate === null) return "On its way back to us.";
  const due = dayMonth(item.dueDate);
  if (state === "due") return `Please post it by ${due}.`;
  if (state === "late")
    return `It was due back by ${due}. If you have posted it, thank you: it is on its way to us.`;
  return `Overdue: it was due back by ${due}. Your next swap is on hold until it reaches us.`;
}
