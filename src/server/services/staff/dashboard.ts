import { sql } from "drizzle-orm";
import { API_LOG_ORIGINS, type ApiLogOrigin, type ApiLogStatus } from "@/domain/enums";
import type { Executor } from "@/server/db/client";
import { queryRows } from "@/server/db/query";
import {
  apiLogs,
  memberSubscriptions,
  partialOrder,
  partialReturn,
  productItems,
  products,
  productVariants,
  users,
} from "@/server/db/schema";

/**
 * The back office's dashboard (issue 12): a handful of counts, the last run of each warehouse
 * sync, and the rows behind its two charts. `today` is the shop's (UK) day, yyyy-mm-dd.
 */

export interface DashboardFigures {
  members: number;
  liveSubscriptions: number;
  itemsOut: number;
  itemsReturning: number;
  returnsOpen: number;
  returnsDueThisWeek: number;
  returnsOverdue: number;
  variantsAtZero: number;
}

export interface LastSyncRun {
  origin: ApiLogOrigin;
  at: Date | null;
  status: ApiLogStatus | null;
  note: string | null;
}

/** Payment statuses of a delivery that never went out. */
const UNPAID = sql`('ORDER_PLACED_PAYMENT_CANCELLED', 'ORDER_PLACED_PAYMENT_PENDING')`;

export async function dashboardFigures(db: Executor, today: string): Promise<DashboardFigures> {
  const [row] = await queryRows<Record<keyof DashboardFigures, number | string>>(
    db,
    sql`select
      (select count(*) from ${users} where not ${users.is_admin}) as "members",
      (select count(distinct ${memberSubscriptions.user_id}) from ${memberSubscriptions}
        where ${memberSubscriptions.status} in ('active', 'trialing')
          and (${memberSubscriptions.paused_until} is null or ${memberSubscriptions.paused_until} <= now())
      ) as "liveSubscriptions",
      (select count(*) from ${productItems} where ${productItems.status} = 'CUSTOMER') as "itemsOut",
      (select count(*) from ${productItems} where ${productItems.status} = 'RETURNING') as "itemsReturning",
      (select count(*) from ${partialReturn} where ${partialReturn.received_at} is null
        and ${partialReturn.status} <> 'ORDER_FINALISED') as "returnsOpen",
      (select count(*) from ${partialReturn} where ${partialReturn.received_at} is null
        and ${partialReturn.status} <> 'ORDER_FINALISED'
        and ${partialReturn.due_date} between ${today}::date and ${today}::date + 6) as "returnsDueThisWeek",
      (select count(*) from ${partialReturn} where ${partialReturn.received_at} is null
        and ${partialReturn.status} <> 'ORDER_FINALISED'
        and ${partialReturn.due_date} < ${today}::date) as "returnsOverdue",
      (select count(*) from ${productVariants}
        join ${products} on ${products.id} = ${productVariants.product_id}
        where ${productVariants.stock} = 0 and ${productVariants.deleted_at} is null
          and ${products.deleted_at} is null and ${products.archived_at} is null) as "variantsAtZero"`,
  );
  return Object.fromEntries(
    Object.entries(row!).map(([key, value]) => [key, Number(value)]),
  ) as unknown as DashboardFigures;
}

/** The newest api_logs row of each sync origin (index api_logs_origin_idx). */
export async function lastSyncRuns(db: Executor): Promise<LastSyncRun[]> {
  const runs = await Promise.all(
    API_LOG_ORIGINS.map(async (origin) => {
      const [last] = await db
        .select({ at: apiLogs.created_at, status: apiLogs.status, note: apiLogs.note })
        .from(apiLogs)
        .where(sql`${apiLogs.origin} = ${origin}`)
        .orderBy(sql`${apiLogs.created_at} desc, ${apiLogs.id} desc`)
        .limit(1);
      return {
        origin,
        at: last?.at ?? null,
        status: last?.status ?? null,
        note: last?.note ?? null,
      };
    }),
  );
  return runs;
}

export async function garmentsByStatus(
  db: Executor,
): Promise<{ status: string; garments: number }[]> {
  return db
    .select({ status: productItems.status, garments: sql<number>`count(*)::int` })
    .from(productItems)
    .groupBy(productItems.status);
}

/** Paid deliveries per week (by the day they were placed) since `since`. */
export async function deliveriesPerWeek(
  db: Executor,
  since: string,
): Promise<{ week: string; deliveries: number }[]> {
  return queryRows(
    db,
    sql`select to_char(date_trunc('week', ${partialOrder.created_at}), 'YYYY-MM-DD') as "week",
        count(*)::int as "deliveries"
      from ${partialOrder}
      where ${partialOrder.created_at} >= ${since}::date and ${partialOrder.status} not in ${UNPAID}
      group by 1`,
  );
}
