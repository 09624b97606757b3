import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Database, Executor } from "@/server/db/client";
import { queryRows } from "@/server/db/query";
import { sandboxEvents } from "@/server/db/schema";
import { getLogger } from "@/server/observability/logger";
import type { PaymentEvent } from "../payment-gateway";
import { signPayload } from "./webhook-signature";

/** The path of the shop's webhook, where the sandbox delivers its signed events. */
export const WEBHOOK_PATH = "/api/webhooks/payments";
export const SIGNATURE_HEADER = "littlerobe-signature";

/** A month billed by the sandbox's renewal (Stripe's invoice.paid); the shop acknowledges it. */
export interface SandboxInvoice {
  id: string;
  subscriptionId: string;
  customerId: string;
  /** The month's price. */
  amountDuePence: number;
  /** Taken from the subscription's credit (a gift card's rest). */
  creditAppliedPence: number;
  /** Charged to the card. */
  amountPaidPence: number;
  periodStart: string;
  periodEnd: string;
}

type KnownEvent =
  | Exclude<PaymentEvent, { type: "other" | "invoice.paid" }>
  | { id: string; created: Date; type: "invoice.paid"; invoice: SandboxInvoice };
/** An event before the sandbox gives it an id and a time. */
export type UnsentEvent = KnownEvent extends infer E
  ? E extends KnownEvent
    ? Omit<E, "id" | "created">
    : never
  : never;

export type SendEvent = (rawBody: string, signature: string) => Promise<void>;

/** Writes an event to the sandbox's outbox in the caller's transaction (sent after commit). */
export async function recordSandboxEvent(
  tx: Executor,
  event: UnsentEvent,
  now: Date,
): Promise<void> {
  const id = `evt_local_${randomBytes(12).toString("hex")}`;
  const payload = { ...event, id, created: now.toISOString() };
  await tx.insert(sandboxEvents).values({ id, type: event.type, payload });
}

/** Sends one signed event to the shop's webhook over HTTP, as the real provider does. */
export function postToShop(appUrl: string): SendEvent {
  return async (body, signature) => {
    const response = await fetch(`${appUrl}${WEBHOOK_PATH}`, {
      method: "POST",
      headers: { "content-type": "application/json", [SIGNATURE_HEADER]: signature },
      body,
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`The webhook answered ${response.status}`);
  };
}

/**
 * Sends every undelivered event, oldest first, one at a time. Several processes may call it at
 * once: a row is claimed for 30 s by one short statement (rows others hold are skipped), sent with
 * no transaction open (the shop's handler needs the database, and PGlite has one connection), and
 * marked delivered only once the shop has answered 2xx; a failure is tried again on a later call.
 */
export async function deliverSandboxEvents(
  db: Database,
  options: { webhookSecret: string; now: () => Date; send: SendEvent },
): Promise<number> {
  let delivered = 0;
  for (;;) {
    const [row] = await queryRows<{ id: string; payload: unknown }>(
      db,
      sql`
      update ${sandboxEvents} set claimed_until = now() + interval '30 seconds',
        attempts = attempts + 1
      where id = (
        select id from ${sandboxEvents}
        where delivered_at is null and attempts < 20
          and (claimed_until is null or claimed_until < now())
        order by created_at, id limit 1 for update skip locked)
      returning id, payload`,
    );
    if (!row) return delivered;
    const body = JSON.stringify(row.payload);
    try {
      await options.send(body, signPayload(body, options.webhookSecret, options.now()));
      await db
        .update(sandboxEvents)
        .set({ delivered_at: options.now(), claimed_until: null })
        .where(eq(sandboxEvents.id, row.id));
      delivered += 1;
    } catch (error) {
      getLogger().warn(
        { event: "sandbox_webhook_failed", eventId: row.id, err: error },
        "The sandbox could not deliver an event",
      );
      await db
        .update(sandboxEvents)
        .set({ claimed_until: null })
        .where(eq(sandboxEvents.id, row.id));
      return delivered;
    }
  }
}
