import { getLogger } from "@/server/observability/logger";

/**
 * Account events as log lines of the shop's one logger: `event` names them and `message` (the
 * spec's wording, e.g. 'User already exists in database') is the line's text. Never pass
 * passwords or tokens; the logger redacts them anyway.
 */
export type LogLevel = "info" | "warn" | "error";

export function logEvent(
  level: LogLevel,
  event: string,
  fields: Record<string, unknown> = {},
): void {
  const { message, ...rest } = fields;
  getLogger()[level]({ event, ...rest }, typeof message === "string" ? message : event);
}
