import "server-only";
import { headers as requestHeaders } from "next/headers";
import type { z } from "zod";
import {
  CROSS_SITE_MESSAGE,
  SIGN_IN_REQUIRED_MESSAGE,
  STAFF_ONLY_MESSAGE,
  type ActionResult,
} from "@/domain/api/errors";
import { env } from "@/config/env";
import { AppError } from "@/server/errors/app-error";
import { requestLogger, type Logger } from "@/server/observability/logger";
import { allows, resolveCaller, type Caller, type Role } from "./caller";
import { toAppError } from "./error-response";
import { parseInput } from "./parse-input";
import { requestIdFrom } from "./request-id";
import { checkSameOrigin } from "./same-origin";

export interface ActionContext<I> {
  input: I;
  caller: Caller;
  requestId: string;
  log: Logger;
}

/** A form posted before JavaScript loads arrives as FormData; React's own keys are dropped. */
function plainValues(values: unknown): unknown {
  if (!(values instanceof FormData)) return values;
  const object: Record<string, unknown> = {};
  for (const [key, value] of values.entries()) {
    if (key.startsWith("$ACTION")) continue;
    object[key] = typeof value === "string" ? value : "";
  }
  return object;
}

export interface ActionDefinition<S extends z.ZodType, O> {
  /** For the logs. */
  name: string;
  role: Role;
  /** The form's schema, from `src/domain`. */
  input: S;
  handler: (context: ActionContext<z.output<S>>) => Promise<O>;
}

export function defineAction<S extends z.ZodType, O>(
  definition: ActionDefinition<S, O>,
): ActionDefinition<S, O> {
  return definition;
}

/**
 * The same pipeline for server actions: same-origin check, the caller's role, input parsed with a
 * domain schema, and errors mapped once. The body cap is `serverActions.bodySizeLimit` in
 * next.config.ts, applied by Next.js before the action runs. Tests call it with their own headers.
 */
export async function runAction<S extends z.ZodType, O>(
  definition: ActionDefinition<S, O>,
  headers: Headers,
  values: unknown,
): Promise<ActionResult<O>> {
  const requestId = requestIdFrom(headers);
  const log = requestLogger(requestId, { action: definition.name });
  let caller: Caller = { role: "guest" };
  try {
    const verdict = checkSameOrigin(headers, env().APP_URL);
    if (!verdict.ok) throw new AppError("cross_site", CROSS_SITE_MESSAGE);
    if (definition.role !== "guest") caller = await resolveCaller(headers);
    if (!allows(definition.role, caller)) {
      throw caller.role === "guest"
        ? new AppError("unauthenticated", SIGN_IN_REQUIRED_MESSAGE)
        : new AppError("forbidden", STAFF_ONLY_MESSAGE);
    }
    const input = parseInput(definition.input, plainValues(values));
    const data = await definition.handler({ input, caller, requestId, log });
    log.info({ event: "action", ok: true });
    return { ok: true, data };
  } catch (error) {
    const appError = toAppError(error, log, {
      requestId,
      path: `action:${definition.name}`,
      userId: caller.role === "guest" ? undefined : caller.userId,
    });
    log.info({ event: "action", ok: false, code: appError.code });
    const reference =
      appError.code === "internal" || appError.code === "unavailable" ? requestId : undefined;
    return { ok: false, error: appError.toBody(reference).error };
  }
}

/** Runs a defined action with the current request's headers (inside a "use server" function). */
export async function handleAction<S extends z.ZodType, O>(
  definition: ActionDefinition<S, O>,
  values: unknown,
): Promise<ActionResult<O>> {
  return runAction(definition, await requestHeaders(), values);
}
