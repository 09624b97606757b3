import { z } from "zod";
import { env } from "@/config/env";
import { getDb } from "@/server/db/client";
import { AppError } from "@/server/errors/app-error";
import { handleRoute } from "@/server/http/handle-route";
import { listOutbox } from "@/server/integrations/email";

const outboxQuery = z.object({ to: z.string().max(254).optional() });

/**
 * GET /api/dev/outbox?to=… : the newest e-mails of the local outbox, for browser tests that
 * follow links. Off (404) in production unless E2E_OUTBOX is set.
 */
export const GET = handleRoute({ role: "guest", input: outboxQuery }, async ({ input }) => {
  const config = env();
  if (config.NODE_ENV === "production" && !config.E2E_OUTBOX)
    throw new AppError("not_found", "Not found.");
  return { messages: await listOutbox(getDb(), { to: input.to, limit: 20 }) };
});
