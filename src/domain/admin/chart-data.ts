import { PRODUCT_ITEM_STATUSES, type ProductItemStatus } from "@/domain/enums";

/** How the back office's charts get their points from the database's rows (numerics as text). */

/** One brand's or category's figures over the filtered garments, as SQL answers them. */
export interface GroupFiguresRow {
  label: string | null;
  garments: number | string;
  /** Rental weeks so far ÷ planned lifespan weeks, summed over the group. */
  utilisation: number | string | null;
  /** Sum of margin_vs_plan_value, in £. */
  margin_vs_plan: number | string | null;
  /** Mean efficiency (0–1) of the garments that have one. */
  efficiency: number | string | null;
}

export interface GroupPoint {
  label: string;
  garments: number;
  /** Percent, 1 decimal. */
  utilisation: number;
  /** £, whole pence. */
  marginVsPlan: number;
  /** Percent, 1 decimal. */
  efficiency: number;
}

export const NO_GROUP_LABEL = "(none)";
/** A chart shows this many groups, the largest first; the table and CSV have the rest. */
export const MAX_CHART_GROUPS = 12;

const num = (value: number | string | null | undefined): number => {
  // Stryker disable next-line ConditionalExpression: Number() of a number, null or undefined gives the same (NaN is 0 below)
  const n = typeof value === "string" ? Number(value) : (value ?? 0);
  return Number.isFinite(n) ? n : 0;
};
const round = (value: number, places: number) => {
  const f = 10 ** places;
  return Math.round(value * f) / f;
};

/** Points for the charts by brand or category: largest groups first, then by name. */
export function groupPoints(rows: readonly GroupFiguresRow[]): GroupPoint[] {
  return rows
    .map((row) => ({
      label: row.label ?? NO_GROUP_LABEL,
      garments: num(row.garments),
      utilisation: round(num(row.utilisation) * 100, 1),
      marginVsPlan: round(num(row.margin_vs_plan), 2),
      efficiency: round(num(row.efficiency) * 100, 1),
    }))
    .sort((a, b) => b.garments - a.garments || a.label.localeCompare(b.label))
    .slice(0, MAX_CHART_GROUPS);
}

export interface StatusPoint {
  status: ProductItemStatus;
  garments: number;
}

/** Garments per status, every status in the life cycle's order (0 where there are none). */
export function statusPoints(
  rows: readonly { status: string; garments: number | string }[],
): StatusPoint[] {
  const counts = new Map(rows.map((row) => [row.status, num(row.garments)]));
  return PRODUCT_ITEM_STATUSES.map((status) => ({ status, garments: counts.get(status) ?? 0 }));
}

export interface WeekPoint {
  /** Monday of the week, yyyy-mm-dd. */
  week: string;
  deliveries: number;
}

/** The Monday (UTC) of a day's ISO week, as yyyy-mm-dd. */
export function mondayOf(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  const back = (d.getUTCDay() + 6) % 7;
  d.setUTCDate(d.getUTCDate() - back);
  return d.toISOString().slice(0, 10);
}

/** The last `weeks` weeks up to the one holding `today`, oldest first, 0 where nothing was sent. */
export function weekPoints(
  rows: readonly { week: string; deliveries: number | string }[],
  today: string,
  weeks: number,
): WeekPoint[] {
  const counts = new Map(rows.map((row) => [mondayOf(row.week), num(row.deliveries)]));
  const last = new Date(`${mondayOf(today)}T00:00:00Z`);
  return Array.from({ length: weeks }, (_, i) => {
    const d = new Date(last);
    d.setUTCDate(d.getUTCDate() - 7 * (weeks - 1 - i));
    const week = d.toISOString().slice(0, 10);
    return { week, deliveries: counts.get(week) ?? 0 };
  });
}
