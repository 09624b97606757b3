import { and, eq, inArray, sql } from "drizzle-orm";
import { CODE_ATTEMPT_WINDOW_SECONDS } from "@/domain/payments/sandbox-promotion";
import type { Executor } from "@/server/db/client";
import { queryRows } from "@/server/db/query";
import { authAttemptCounters } from "@/server/db/schema";

const ACTION = "promotion-code";

export interface CodeAttemptLimits {
  perAddress: number;
  perPage: number;
  windowSeconds?: number;
}

export interface CodeAttemptSubjects {
  /** The client's address (clientAddress()). */
  address: string;
  /** The payment page (checkout session) the code is tried on. */
  pageId: string;
}

export type CodeAttemptOutcome<T> = { kind: "limited" } | { kind: "tried"; result: T };

/**
 * Tries a promotion code under the wrong-code limits (issue 23), counted in the database with the
 * log-in counters so every web process shares them. The attempt is counted before the code is
 * looked at, in one statement that returns the new counts, so parallel guesses cannot slip past
 * the limit between a check and a failure; past either limit the code is not looked up at all. A
 * right code (`wasRight`) gives its count back, so a parent who types one wrong and then the
 * right code is never held up by the right one.
 */
export async function tryPromotionCode<T>(
  db: Executor,
  subjects: CodeAttemptSubjects,
  limits: CodeAttemptLimits,
  attempt: () => Promise<T>,
  wasRight: (result: T) => boolean,
  now = new Date(),
): Promise<CodeAttemptOutcome<T>> {
  const windowMs = (limits.windowSeconds ?? CODE_ATTEMPT_WINDOW_SECONDS) * 1000;
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const byAddress = `address:${subjects.address}`;
  const byPage = `page:${subjects.pageId}`;
  const counts = new Map(
    (
      await queryRows<{ subject: string; attempts: number }>(
        db,
        sql`insert into ${authAttemptCounters} (action, subject, window_start, attempts)
            values (${ACTION}, ${byAddress}, ${windowStart.toISOString()}, 1),
                   (${ACTION}, ${byPage}, ${windowStart.toISOString()}, 1)
            on conflict (action, subject, window_start)
            do update set attempts = ${authAttemptCounters}.attempts + 1
            returning subject, attempts`,
      )
    ).map((row) => [row.subject, Number(row.attempts)]),
  );
  if (
    (counts.get(byAddress) ?? 0) > limits.perAddress ||
    (counts.get(byPage) ?? 0) > limits.perPage
  )
    return { kind: "limited" };
  const result = await attempt();
  if (wasRight(result)) {
    await db
      .update(authAttemptCounters)
      .set({ attempts: sql`greatest(${authAttemptCounters.attempts} - 1, 0)` })
      .where(
        and(
          eq(authAttemptCounters.action, ACTION),
          inArray(authAttemptCounters.subject, [byAddress, byPage]),
          eq(authAttemptCounters.window_start, windowStart),
        ),
      );
  }
  return { kind: "tried", result };
}
