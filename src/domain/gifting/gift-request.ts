/**
 * The gift-card purchase (issue 10): what /gifting sends, the delivery days it offers, and when
 * the recipient's e-mail is due. The four forms' own rules (spec 5) are applied by the service with
 * validateForm; its schema (gift-request-schema.ts) only bounds the shape and sizes of the request.
 * No zod here: the gift form in the browser uses these days, and zod stays out of its first load.
 */

/** Today and the next 90 days. */
export const GIFT_DELIVERY_DAY_CHOICES = 91;
/** A gift for a later day is e-mailed at 8 am UK time on that day. */
export const GIFT_DELIVERY_HOUR = 8;
export const GIFT_DELIVERY_DAY_MESSAGE = "Please choose one of the delivery days offered";
export const GIFT_AMOUNT_POSITIVE_MESSAGE = "Value must be more than £0";

const ISO_DAY = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Europe/London",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** The calendar day in the UK at this instant, as YYYY-MM-DD. */
export function ukDay(at: Date): string {
  return ISO_DAY.format(at);
}

function addDays(isoDay: string, days: number): string {
  const date = new Date(`${isoDay}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The days a gift may be delivered on: today (UK) and the next 90. */
export function giftDeliveryDays(now: Date): string[] {
  const today = ukDay(now);
  return Array.from({ length: GIFT_DELIVERY_DAY_CHOICES }, (_, i) => addDays(today, i));
}

/** The instant of a UK wall-clock hour on an ISO day (GMT or BST as that day has it). */
export function ukWallClock(isoDay: string, hour: number): Date {
  const guess = new Date(`${isoDay}T${String(hour).padStart(2, "0")}:00:00Z`);
  const ukHour = Number(
    new Intl.DateTimeFormat("en-GB", {
      timeZone: "Europe/London",
      hour: "numeric",
      hourCycle: "h23",
    }).format(guess),
  );
  return new Date(guess.getTime() - (ukHour - hour) * 3_600_000);
}

/**
 * When the recipient's e-mail is due: at once for today, 8 am UK time on a later day; null when
 * the day is not one of those offered.
 */
export function giftDeliveryInstant(deliveryDay: string, now: Date): Date | null {
  const days = giftDeliveryDays(now);
  if (!days.includes(deliveryDay)) return null;
  return deliveryDay === days[0] ? now : ukWallClock(deliveryDay, GIFT_DELIVERY_HOUR);
}

/** '£50' for whole pounds (a gift amount is digits only). */
export function giftPounds(pounds: number): string {
  return `£${pounds.toLocaleString("en-GB")}`;
}
