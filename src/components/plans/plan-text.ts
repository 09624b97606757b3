import { formatPounds } from "@/components/money";

/** A plan's allowance and price as members read it: '5 items a month, £25.00 a month'. */
export function planAllowanceText(plan: { limit: number; price: number }): string {
  return `${plan.limit} ${plan.limit === 1 ? "item" : "items"} a month, ${formatPounds(plan.price)} a month`;
}

/**
 * The home page's price line (issue 26): the plan with the lowest monthly price, so a parent sees
 * what it costs in the first screen, e.g. 'Plans from £25.00 a month for 5 items: delivery,
 * cleaning and swaps included.' Null without plans.
 */
export function plansFromText(plans: readonly { limit: number; price: number }[]): string | null {
  const cheapest = plans.reduce<{ limit: number; price: number } | null>(
    (best, plan) => (best === null || plan.price < best.price ? plan : best),
    null,
  );
  if (cheapest === null) return null;
  const items = `${cheapest.limit} ${cheapest.limit === 1 ? "item" : "items"}`;
  return `Plans from ${formatPounds(cheapest.price)} a month for ${items}: delivery, cleaning and swaps included.`;
}
