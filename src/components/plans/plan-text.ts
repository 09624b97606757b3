import { formatPounds } from "@/components/money";

/** A plan's allowance and price as members read it: '5 items a month, £25.00 a month'. */
export function planAllowanceText(plan: { limit: number; price: number }): string {
  return `${plan.limit} ${plan.limit === 1 ? "item" : "items"} a month, ${formatPounds(plan.price)} a month`;
}
