import { callApi } from "@/components/api/call-api";
import type { SandboxPortalRequest } from "@/domain/payments/sandbox-requests";

/**
 * Sends a confirmed change to POST /api/subscription/change. Answers null when it was made (the
 * caller shows /account, where the change reads), else the message to show.
 */
export async function sendSubscriptionChange(change: SandboxPortalRequest): Promise<string | null> {
  const { subscriptionChangeContract } = await import("@/domain/api/contracts");
  const result = await callApi(subscriptionChangeContract, change);
  if (result.ok) return null;
  return Object.values(result.error.fields ?? {})[0] ?? result.error.message;
}
