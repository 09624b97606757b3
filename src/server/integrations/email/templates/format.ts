import { formatDeliveryDay } from "@/domain/checkout/order-confirmation";
import { formatPounds } from "@/domain/checkout/checkout-request";

/** 'Thursday 26 November 2026' from 'yyyy-mm-dd' (the order pages' words). */
export const day = formatDeliveryDay;

/** '£45', '£12.50' from pence. */
export function pence(amount: number): string {
  return formatPounds(amount / 100);
}

/** 'Hi Amelia,' or 'Hi there,'. */
export function greeting(firstName: string | null | undefined): string {
  return `Hi ${firstName?.trim() || "there"},`;
}

/** The garment's size and colour as one line: '3-6 months, Blue'. */
export function variantDetail(item: { size?: string | null; color?: string | null }) {
  return [item.size, item.color].filter(Boolean).join(", ") || null;
}
