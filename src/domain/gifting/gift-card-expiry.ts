/**
 * A gift card works for 12 months after purchase (issue 25), as /gifting and /terms promise: until
 * the end of the same UK calendar day a year on. A card bought on 29 February works until 28
 * February. Our table, the provider's coupon and the recipient's e-mail carry the same instant.
 */
import { ukDay, ukWallClock } from "./gift-request";

export const GIFT_CARD_VALID_MONTHS = 12;

/** The day `months` after an ISO day; a day the month lacks becomes its last day (29 Feb → 28 Feb). */
export function addMonthsClamped(isoDay: string, months: number): string {
  const [year, month, day] = isoDay.split("-").map(Number) as [number, number, number];
  const first = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastOfMonth = new Date(
    Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0),
  ).getUTCDate();
  first.setUTCDate(Math.min(day, lastOfMonth));
  return first.toISOString().slice(0, 10);
}

/** The last UK day a card bought at this instant can be used on. */
export function giftCardLastDay(purchasedAt: Date): string {
  return addMonthsClamped(ukDay(purchasedAt), GIFT_CARD_VALID_MONTHS);
}

/** The instant the card stops working: midnight UK time at the end of its last day. */
export function giftCardExpiresAt(purchasedAt: Date): Date {
  const next = new Date(`${giftCardLastDay(purchasedAt)}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return ukWallClock(next.toISOString().slice(0, 10), 0);
}

const LONG_DAY = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/London",
  day: "numeric",
  month: "long",
  year: "numeric",
});

/** '3 March 2027': the last day of a card (or code) that stops working at this instant. */
export function lastDayText(expiresAt: Date): string {
  return LONG_DAY.format(new Date(expiresAt.getTime() - 1));
}
