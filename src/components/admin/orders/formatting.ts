/** How the back office's order screens write dates, names and statuses (UK time and English). */
const DATE_TIME = new Intl.DateTimeFormat("en-GB", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "Europe/London",
});
const DAY = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeZone: "UTC" });

export function dateTime(value: Date | null | undefined): string {
  return value ? DATE_TIME.format(value) : "—";
}

/** A stored calendar day ('2026-11-05') as '5 Nov 2026'. */
export function day(value: string | null | undefined): string {
  return value ? DAY.format(new Date(`${value}T00:00:00Z`)) : "—";
}

export function personName(row: {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
}): string {
  const name = [row.firstName, row.lastName].filter(Boolean).join(" ").trim();
  return name || row.email || "—";
}

export { label as statusLabel } from "@/domain/admin/order-transitions";
