import { createHash } from "node:crypto";
import { lt, sql } from "drizzle-orm";
import type { Executor } from "@/server/db/client";
import { queryRows } from "@/server/db/query";
import { authAttemptCounters } from "@/server/db/schema";

export type AttemptAction = "login" | "reset" | "signup";

export interface AttemptRule {
  /** Attempts allowed per window, per account and per address. */
  perAccount: number;
  perAddress: number;
  windowSeconds: number;
}

/**
 * Attempts are counted before the auth library sees the request, whatever the outcome, so a
 * registered and an unknown e-mail are limited alike. The address limit is looser because, without
 * a trusted proxy, every visitor shares one address.
 */
export const DEFAULT_ATTEMPT_RULES: Record<AttemptAction, AttemptRule> = {
  login: { perAccount: 10, perAddress: 100, windowSeconds: 15 * 60 },
  reset: { perAccount: 5, perAddress: 30, windowSeconds: 60 * 60 },
  signup: { perAccount: 5, perAddress: 30, windowSeconds: 60 * 60 },
};

export const TOO_MANY_ATTEMPTS_MESSAGE = "Too many attempts. Please wait a few minutes and try again.";

/** Counters key e-mails by digest: the table never holds addresses of people who are not members. */
export function accountSubject(email: string): string {
  return `account:${createHash("sha256").update(email.trim().toLowerCase()).digest("hex")}`;
}

export function addressSubject(address: string): string {
  return `address:${address}`;
}

async function bump(db: Executor, action: AttemptAction, subject: string, windowStart: Date): Promise<number> {
  const [row] = await queryRows<{ attempts: number }>(
    db,
    sql`insert into ${authAttemptCounters} (action, subject, window_start, attempts)
        values (${action}, ${subject}, ${windowStart.toISOString()}, 1)
        on conflict (action, subject, window_start)
        do update set attempts = ${authAttemptCounters}.attempts + 1
        returning attempts`,
  );
  return row?.attempts ?? 1;
}

/**
 * Records one attempt for the account and the address (atomically, in the database, so every web
 * process shares the counts) and says whether it is still allowed.
 */
export async function consumeAttempt(
  db: Executor,
  action: AttemptAction,
  subjects: { account?: string; address: string },
  rule: AttemptRule,
  now = new Date(),
): Promise<boolean> {
  const windowMs = rule.windowSeconds * 1000;
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const byAddress = await bump(db, action, addressSubject(subjects.address), windowStart);
  const byAccount = subjects.account ? await bump(db, action, accountSubject(subjects.account), windowStart) : 0;
  // Old windows are dead weight; an occasional sweep keeps the table small.
  if (Math.random() < 0.02) {
    await db.delete(authAttemptCounters).where(lt(authAttemptCounters.window_start, new Date(now.getTime() - 86_400_000)));
  }
  return byAddress <= rule.perAddress && byAccount <= rule.perAccount;
}
