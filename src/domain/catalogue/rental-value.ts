/**
 * The monthly price against the garments' retail value (issue 13): what one piece costs a month
 * in a plan, set against its price new.
 */
export interface PlanPrice {
  plan: string;
  limit: number;
  /** £ a month. */
  price: number;
}

/** £ a piece a month in a plan, in pence so sums stay whole. */
export function piecePricePence(plan: PlanPrice): number {
  return plan.limit > 0 ? Math.round((plan.price * 100) / plan.limit) : 0;
}

/** The plan with the lowest price a piece (the first of equals), or null without plans. */
export function bestValuePlan<T extends PlanPrice>(plans: readonly T[]): T | null {
  let best: T | null = null;
  for (const plan of plans) {
    if (plan.limit <= 0) continue;
    if (best === null || piecePricePence(plan) < piecePricePence(best)) best = plan;
  }
  return best;
}

export interface RentalValue {
  plan: string;
  /** £ a month for this piece in that plan, in pence. */
  monthlyPence: number;
  /** The piece's price new (RRP), in pence. */
  retailPence: number;
  /** Whole months of renting before the rental costs what buying new does (at least 1). */
  monthsToRetail: number;
}

/** This piece's cost a month in the best-value plan against its RRP; null without a plan or RRP. */
export function rentalValue(rrp: number, plans: readonly PlanPrice[]): RentalValue | null {
  const plan = bestValuePlan(plans);
  if (plan === null || !(rrp > 0)) return null;
  const monthlyPence = piecePricePence(plan);
  const retailPence = Math.round(rrp * 100);
  return {
    plan: plan.plan,
    monthlyPence,
    retailPence,
    monthsToRetail: Math.max(1, Math.ceil(retailPence / Math.max(monthlyPence, 1))),
  };
}
