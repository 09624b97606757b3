import { toOrderStatus } from "@/domain/enums";

/** Friendly names of the stored order statuses (spec 4.1), for the member's eyes. */
const STATUS_LABELS: Record<string, string> = {
  ORDER_ACTIVE: "Active",
  ORDER_PLACED: "Placed",
  ORDER_PROCESSING: "Processing",
  ORDER_FINALISED: "Finalised",
  ORDER_PROBLEM: "Problem",
  ORDER_PLACED_PAYMENT_PENDING: "Payment pending",
  ORDER_PLACED_PAYMENT_CANCELLED: "Payment cancelled",
};

/** Bare names (FINALISED, PLACED, ...) read as the stored ones (spec 4.1). */
export function statusLabel(status: string): string {
  return STATUS_LABELS[toOrderStatus(status) ?? status] ?? status;
}

const dateFormat = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "Europe/London",
});

/** '1 June 2026'; dates arrive as Date objects or 'YYYY-MM-DD' strings. */
export function formatDate(value: Date | string | null | undefined): string {
  if (!value) return "—";
  const date =
    typeof value === "string"
      ? new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00Z` : value)
      : value;
  return Number.isNaN(date.getTime()) ? "—" : dateFormat.format(date);
}
