import { randomUUID } from "node:crypto";

const ACCEPTED = /^[A-Za-z0-9-]{8,64}$/;

/** The id every log line and error answer of one request carries; a well-formed incoming one is kept. */
export function requestIdFrom(headers: Headers): string {
  const given = headers.get("x-request-id");
  return given && ACCEPTED.test(given) ? given : randomUUID();
}
