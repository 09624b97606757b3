import { FORM_ERROR_KEY } from "@/domain/forms";
import type { SubmitResult } from "@/components/forms/configured-form";

export const EMAIL_SUBSCRIBED_LABEL = "Email subscribed!";
const NETWORK_FAILED = "Sorry, we couldn't sign you up just now. Please try again in a moment.";

/**
 * Sends a sign-up to POST /api/add-subscriber (spec 7.4). Nothing back means it worked; otherwise the
 * server's field errors (422) or its friendly message, shown by the form.
 */
export async function subscribeToList(list: "NEWSLETTER" | "WAITLIST", values: Record<string, unknown>): Promise<SubmitResult> {
  let response: Response;
  try {
    response = await fetch("/api/add-subscriber", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ ...values, list }),
      cache: "no-store",
      credentials: "same-origin",
    });
  } catch {
    return { errors: { [FORM_ERROR_KEY]: NETWORK_FAILED } };
  }
  if (response.ok) return;
  const body = (await response.json().catch(() => null)) as { errors?: Record<string, string> } | null;
  return { errors: body?.errors ?? { [FORM_ERROR_KEY]: NETWORK_FAILED } };
}
