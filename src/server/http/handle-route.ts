import "server-only";
import type { z } from "zod";
import type { ApiContract } from "@/domain/api/contract";
import {
  CROSS_SITE_MESSAGE,
  SIGN_IN_REQUIRED_MESSAGE,
  STAFF_ONLY_MESSAGE,
} from "@/domain/api/errors";
import { env } from "@/config/env";
import { AppError } from "@/server/errors/app-error";
import { requestLogger, type Logger } from "@/server/observability/logger";
import { allows, resolveCaller, type Caller, type Role } from "./caller";
import { errorResponse, toAppError } from "./error-response";
import { parseInput } from "./parse-input";
import { DEFAULT_MAX_BODY_BYTES, readJsonBody } from "./read-body";
import { requestIdFrom } from "./request-id";
import { checkSameOrigin, SAFE_METHODS } from "./same-origin";

type RouteParams = Record<string, string | string[] | undefined>;

export interface RouteContext<I, P> {
  request: Request;
  input: I;
  params: P;
  caller: Caller;
  requestId: string;
  log: Logger;
}

export interface RouteOptions<S extends z.ZodType, PS extends z.ZodType> {
  /** Who may call it. Guests' routes do not look at the session unless `session` is set. */
  role: Role;
  /** The body (or, for GET, the query) schema; from `src/domain`. */
  input?: S;
  /** The route's path parameters; anything that does not parse is a 404. */
  params?: PS;
  /** Body cap in bytes, checked before parsing. Default 16 KiB. */
  maxBytes?: number;
  /** Resolve the session on a guest route too (to act differently for members). */
  session?: boolean;
  /**
   * 'refuse' (the default): a state-changing request must come from the shop's own pages.
   * 'signed-webhook': a provider's webhook, which proves itself by a signature on the raw body.
   */
  crossSite?: "refuse" | "signed-webhook";
}

type Handler<I, P, O> = (context: RouteContext<I, P>) => Promise<O | Response>;
type NextRouteHandler = (
  request: Request,
  context?: { params: Promise<RouteParams> },
) => Promise<Response>;

function queryObject(request: Request): Record<string, string> {
  return Object.fromEntries(new URL(request.url).searchParams);
}

/**
 * The one request pipeline of every route handler: request id and logger, same-origin check on
 * writes, the caller's role, the body cap and content type, input parsed with a domain schema,
 * and every error mapped in one place to `{error: {code, message, fields?, reference?}}`.
 */
export function handleRoute<
  S extends z.ZodType = z.ZodUnknown,
  PS extends z.ZodType = z.ZodUnknown,
  O = unknown,
>(options: RouteOptions<S, PS>, handler: Handler<z.output<S>, z.output<PS>, O>): NextRouteHandler {
  return async (request, context) => {
    const started = performance.now();
    const requestId = requestIdFrom(request.headers);
    const url = new URL(request.url);
    const log = requestLogger(requestId, { method: request.method, path: url.pathname });
    let caller: Caller = { role: "guest" };
    let status = 500;
    try {
      const writes = !SAFE_METHODS.has(request.method);
      if (writes && options.crossSite !== "signed-webhook") {
        const verdict = checkSameOrigin(request.headers, env().APP_URL);
        if (!verdict.ok) {
          log.warn({
            event: "cross_site_refused",
            reason: verdict.reason,
            origin: request.headers.get("origin"),
          });
          throw new AppError("cross_site", CROSS_SITE_MESSAGE);
        }
      }
      if (options.role !== "guest" || options.session)
        caller = await resolveCaller(request.headers);
      if (!allows(options.role, caller)) {
        throw caller.role === "guest"
          ? new AppError("unauthenticated", SIGN_IN_REQUIRED_MESSAGE)
          : new AppError("forbidden", STAFF_ONLY_MESSAGE);
      }
      const given = (await context?.params) ?? {};
      const params = options.params ? parseParams(options.params, given) : (given as z.output<PS>);
      let raw: unknown = undefined;
      if (options.input) {
        raw = writes
          ? await readJsonBody(request, options.maxBytes ?? DEFAULT_MAX_BODY_BYTES)
          : queryObject(request);
      }
      const input = options.input
        ? parseInput(options.input, raw, writes ? "validation_failed" : "bad_request")
        : (undefined as z.output<S>);
      const result = await handler({ request, input, params, caller, requestId, log });
      const response =
        result instanceof Response
          ? result
          : Response.json(result ?? {}, { headers: { "cache-control": "no-store" } });
      response.headers.set("x-request-id", requestId);
      status = response.status;
      return response;
    } catch (error) {
      const appError = toAppError(error, log, {
        requestId,
        path: url.pathname,
        method: request.method,
        userId: caller.role === "guest" ? undefined : caller.userId,
      });
      status = appError.status;
      return errorResponse(appError, requestId);
    } finally {
      const fields = { event: "request", status, ms: Math.round(performance.now() - started) };
      if (status >= 500) log.error(fields);
      else log.info(fields);
    }
  };
}

function parseParams<PS extends z.ZodType>(schema: PS, params: RouteParams): z.output<PS> {
  const parsed = schema.safeParse(params);
  if (!parsed.success) throw new AppError("not_found", "Not found.");
  return parsed.data;
}

/** A route handler typed by a contract shared with the browser's caller. */
export function handleContract<S extends z.ZodType, O, PS extends z.ZodType = z.ZodUnknown>(
  contract: ApiContract<S, O>,
  /** `input`: the schema of a contract defined without it (`defineContractWithoutSchema`). */
  options: RouteOptions<S, PS>,
  handler: Handler<z.output<S>, z.output<PS>, O>,
): NextRouteHandler {
  if (contract.input && options.input)
    throw new Error(`${contract.path}: the schema belongs to the contract or the route, not both`);
  return handleRoute<S, PS, O>({ ...options, input: contract.input ?? options.input }, handler);
}
