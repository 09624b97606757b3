import { createHash } from "node:crypto";
import { lt, sql } from "drizzle-orm";
import { normaliseEmail } from "@/domain/email-address";
import type { Executor } from "@/server/db/client";
import { queryRows } from "@/server/db/query";
import { authAttemptCounters } from "@/server/db/schema";

export type AttemptAction = "login" | "reset" | "reset-token" | "signup" | "email-change";

export interface AttemptRule {
  windowSeconds: number;
  /** Attempts from one address, whatever the account: refused past this. */
  perAddress: number;
  /** Attempts on one account from one address: refused past this. */
  perAccountAddress?: number;
  /**
   * Attempts on one account from every address together. Past it nothing is refused, so strangers
   * cannot lock a member out: a log-in waits `slowdownMs` first, a reset request is answered as
   * usual but sends no e-mail.
   */
  perAccount?: number;
  slowdownMs?: number;
}

/**
 * Every attempt counts, whatever its outcome, before the auth library sees it: the count is taken
 * atomically, so parallel guesses cannot slip through between a check and a failure, and a
 * registered and an unknown e-mail are limited alike.
 */
export const DEFAULT_ATTEMPT_RULES: Record<AttemptAction, AttemptRule> = {
  login: {
    windowSeconds: 15 * 60,
    perAddress: 50,
    perAccountAddress: 20,
    perAccount: 30,
    slowdownMs: 2_000,
  },
  reset: { windowSeconds: 60 * 60, perAddress: 20, perAccountAddress: 5, perAccount: 10 },
  "reset-token": { windowSeconds: 60 * 60, perAddress: 20 },
  signup: { windowSeconds: 60 * 60, perAddress: 10 },
  // Change-of-e-mail links, keyed on the address they go to: nobody's inbox is flooded through us.
  "email-change": { windowSeconds: 60 * 60, perAddress: 10, perAccountAddress: 3 },
};

export const TOO_MANY_ATTEMPTS_MESSAGE =
  "Too many attempts. Please wait a few minutes and try again.";

export type AttemptVerdict =
  | { kind: "allow" }
  | { kind: "refuse" }
  /** The account-wide count is past its ceiling (see AttemptRule.perAccount). */
  | { kind: "account-busy"; slowdownMs: number };

function digest(value: string): string {
  return createHash("sha256").update(value).digest("hex");
}

/** Counters key e-mails by digest: the table never holds addresses of people who are not members. */
function accountSubject(email: string): string {
  return `account:${digest(normaliseEmail(email))}`;
}

function addressSubject(address: string): string {
  return `address:${address}`;
}

function accountAddressSubject(email: string, address: string): string {
  return `account-address:${digest(`${normaliseEmail(email)}\n${address}`)}`;
}

/** Bumps every subject's counter in one statement and returns the new counts. */
async function bump(
  db: Executor,
  action: AttemptAction,
  subjects: string[],
  windowStart: Date,
): Promise<Map<string, number>> {
  const values = sql.join(
    subjects.map((subject) => sql`(${action}, ${subject}, ${windowStart.toISOString()}, 1)`),
    sql`, `,
  );
  const rows = await queryRows<{ subject: string; attempts: number }>(
    db,
    sql`insert into ${authAttemptCounters} (action, subject, window_start, attempts)
        values ${values}
        on conflict (action, subject, window_start)
        do update set attempts = ${authAttemptCounters}.attempts + 1
        returning subject, attempts`,
  );
  return new Map(rows.map((row) => [row.subject, Number(row.attempts)]));
}

/**
 * Records one attempt from `address`, on `account` when the request names one, in the database (so
 * every web process shares the counts), and says what to do with it.
 */
export async function consumeAttempt(
  db: Executor,
  action: AttemptAction,
  subjects: { account?: string; address: string },
  rule: AttemptRule,
  now = new Date(),
): Promise<AttemptVerdict> {
  const windowMs = rule.windowSeconds * 1000;
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const byAddress = addressSubject(subjects.address);
  const byPair =
    subjects.account && rule.perAccountAddress !== undefined
      ? accountAddressSubject(subjects.account, subjects.address)
      : undefined;
  const byAccount =
    subjects.account && rule.perAccount !== undefined
      ? accountSubject(subjects.account)
      : undefined;
  const counts = await bump(
    db,
    action,
    [byAddress, byPair, byAccount].filter((s): s is string => s !== undefined),
    windowStart,
  );
  // Old windows are dead weight; an occasional sweep keeps the table small.
  if (Math.random() < 0.02) {
    await db
      .delete(authAttemptCounters)
      .where(lt(authAttemptCounters.window_start, new Date(now.getTime() - 86_400_000)));
  }
  if ((counts.get(byAddress) ?? 0) > rule.perAddress) return { kind: "refuse" };
  if (byPair && (counts.get(byPair) ?? 0) > rule.perAccountAddress!) return { kind: "refuse" };
  if (byAccount && (counts.get(byAccount) ?? 0) > rule.perAccount!)
    return { kind: "account-busy", slowdownMs: rule.slowdownMs ?? 0 };
  return { kind: "allow" };
}
