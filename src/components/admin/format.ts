import { label as statusLabel } from "@/domain/admin/order-transitions";
import { parseIsoDay } from "@/domain/dates";
import { ORDER_STATUSES } from "@/domain/enums";

/**
 * How the back office writes instants, days, money, names and statuses: UK time, English, one way
 * on every screen ('5 Nov 2026, 09:14', '5 Nov 2026', '£25.00').
 */
const DATE_TIME = new Intl.DateTimeFormat("en-GB", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "Europe/London",
});
const DAY = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeZone: "UTC" });
const MONEY = new Intl.NumberFormat("en-GB", { style: "currency", currency: "GBP" });

/** An instant as staff in London read it; `empty` when there is none. */
export function dateTime(value: Date | null | undefined, empty = "—"): string {
  return value ? DATE_TIME.format(value) : empty;
}

/** A stored calendar day ('2026-11-05') as '5 Nov 2026'; `empty` when there is none. */
export function day(value: string | null | undefined, empty = "—"): string {
  const start = value ? parseIsoDay(value) : null;
  return start ? DAY.format(start) : empty;
}

/** An amount of pounds (a numeric column's text or a number) as '£1,234.50'. */
export function money(value: string | number | null | undefined, empty = "—"): string {
  return value === null || value === undefined || value === ""
    ? empty
    : MONEY.format(Number(value));
}

/** A member's name, else their e-mail. */
export function personName(row: {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
}): string {
  const name = [row.firstName, row.lastName].filter(Boolean).join(" ").trim();
  return name || row.email || "—";
}

export { statusLabel };

/** The order statuses as a filter's options, in staff's words. */
export const ORDER_STATUS_OPTIONS = ORDER_STATUSES.map(
  (status) => [status, statusLabel(status)] as const,
);
