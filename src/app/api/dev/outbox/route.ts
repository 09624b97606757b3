import { env } from "@/config/env";
import { getDb } from "@/server/db/client";
import { listOutbox } from "@/server/integrations/email";

/**
 * GET /api/dev/outbox?to=… : the newest e-mails of the local outbox, for browser tests that
 * follow links. Off (404) in production unless E2E_OUTBOX is set.
 */
export async function GET(request: Request): Promise<Response> {
  const config = env();
  if (config.NODE_ENV === "production" && !config.E2E_OUTBOX) return new Response("Not found", { status: 404 });
  const to = new URL(request.url).searchParams.get("to") ?? undefined;
  const messages = await listOutbox(getDb(), { to, limit: 20 });
  return Response.json({ messages }, { headers: { "cache-control": "no-store" } });
}
