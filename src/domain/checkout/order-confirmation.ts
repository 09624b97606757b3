/** The texts of the order confirmation (page and e-mail), without I/O. */

// Made on first use, not as the module loads: a browser's first date format loads its calendar
// data, a long task on a phone while /account (whose return form imports this) hydrates (issue 14).
let dayParts: Intl.DateTimeFormat | undefined;

/** 'yyyy-mm-dd' as a UK parent reads it: 'Thursday 26 November 2026' (the same in every browser). */
export function formatDeliveryDay(isoDate: string): string {
  const [year, month, day] = isoDate.split("-").map(Number) as [number, number, number];
  dayParts ??= new Intl.DateTimeFormat("en-GB", {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
  const parts = Object.fromEntries(
    dayParts.formatToParts(new Date(Date.UTC(year, month - 1, day))).map((p) => [p.type, p.value]),
  );
  return `${parts.weekday} ${parts.day} ${parts.month} ${parts.year}`;
}

export const CONFIRMATION_HEADING = "Thank you";

/** What the confirmation page may say about an order (issue 23: only a paid order is thanked). */
export type ConfirmationOutcome =
  "thanks" | "confirming" | "not_completed" | "refunded" | "problem";

/** Statuses an order reaches only once paid (or placed as a live member's swap). */
const PAID_STATUSES: readonly string[] = [
  "ORDER_PLACED",
  "ORDER_PROCESSING",
  "ORDER_ACTIVE",
  "ORDER_FINALISED",
];

/**
 * The page's answer for an order and, while it waits for payment, what the provider says of its
 * payment page: a paid order is thanked; a pending one whose payment completed is being confirmed;
 * a cancelled, expired or still unpaid one was not paid; a refunded one says so.
 */
export function confirmationOutcome(
  order: { status: string; refunded: boolean },
  session: "open" | "complete" | "expired" | null,
): ConfirmationOutcome {
  if (order.refunded) return "refunded";
  if (PAID_STATUSES.includes(order.status)) return "thanks";
  if (order.status === "ORDER_PROBLEM") return "problem";
  if (order.status === "ORDER_PLACED_PAYMENT_PENDING" && session === "complete")
    return "confirming";
  return "not_completed";
}

export const NOT_COMPLETED_HEADING = "Payment not completed";
export const NOT_COMPLETED_TEXT = "Your payment was not completed. Your wardrobe is still saved.";

/** What happens after checkout, in order: shown on the confirmation page and in the e-mail. */
export const NEXT_STEPS = [
  "We're picking and packing your garments now.",
  "Royal Mail delivers them on your delivery day; we'll text you a tracking link when they leave us.",
  "Keep them as long as they fit. When it's time for a change, open your wardrobe, keep what you love and swap the rest.",
] as const;

/** 'Fox Romper, 3-6 months, Sage': an ordered garment on the confirmation page. */
export function itemLine(item: {
  name: string;
  size: string | null;
  color: string | null;
}): string {
  return [item.name, item.size, item.color].filter(Boolean).join(", ");
}

export function confirmationSubject(orderId: number): string {
  return `Your Littlerobe order ${orderId} is confirmed`;
}
