import { createHmac, timingSafeEqual } from "node:crypto";
import { WebhookSignatureError } from "../payment-gateway";

/** Events older than this are refused, so a captured request cannot be replayed later. */
export const DEFAULT_TOLERANCE_SECONDS = 300;

function hmac(secret: string, timestamp: number, payload: string): string {
  return createHmac("sha256", secret).update(`${timestamp}.${payload}`, "utf8").digest("hex");
}

/** The signature header, in the real provider's format: `t=<unix seconds>,v1=<hex HMAC-SHA256>`. */
export function signPayload(payload: string, secret: string, now = new Date()): string {
  const timestamp = Math.floor(now.getTime() / 1000);
  return `t=${timestamp},v1=${hmac(secret, timestamp, payload)}`;
}

/** Throws WebhookSignatureError unless one v1 signature matches and the timestamp is recent. */
export function verifySignature(
  payload: string,
  header: string | null,
  secret: string,
  { now = new Date(), toleranceSeconds = DEFAULT_TOLERANCE_SECONDS } = {},
): void {
  if (!header) throw new WebhookSignatureError("The webhook signature header is missing.");
  const parts = header.split(",").map((part) => part.trim().split("="));
  const timestamp = Number(parts.find(([key]) => key === "t")?.[1]);
  const signatures = parts.filter(([key]) => key === "v1").map(([, value]) => value ?? "");
  if (!Number.isInteger(timestamp) || signatures.length === 0)
    throw new WebhookSignatureError("The webhook signature header is malformed.");
  if (Math.abs(now.getTime() / 1000 - timestamp) > toleranceSeconds)
    throw new WebhookSignatureError("The webhook timestamp is outside the tolerance.");
  const expected = Buffer.from(hmac(secret, timestamp, payload), "hex");
  const matches = signatures.some((signature) => {
    const given = Buffer.from(signature, "hex");
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!matches) throw new WebhookSignatureError();
}
