import { callApi } from "@/components/api/call-api";
import type { ContractInput } from "@/domain/api/contracts";
import { FORM_ERROR_KEY } from "@/domain/forms/form-texts";
import type { SubmitResult } from "@/components/forms/configured-form";

export const EMAIL_SUBSCRIBED_LABEL = "Email subscribed!";

/**
 * Sends a sign-up to POST /api/add-subscriber (spec 7.4). Nothing back means it worked; otherwise the
 * server's field errors or its friendly message, shown by the form.
 */
export async function subscribeToList(
  list: "NEWSLETTER" | "WAITLIST",
  values: Record<string, unknown>,
): Promise<SubmitResult> {
  // The contracts (zod and every form schema) load on the first sign-up, not with every page.
  const { addSubscriberContract } = await import("@/domain/api/contracts");
  const input = { ...values, list } as ContractInput<typeof addSubscriberContract>;
  const result = await callApi(addSubscriberContract, input);
  if (result.ok) return;
  return { errors: result.error.fields ?? { [FORM_ERROR_KEY]: result.error.message } };
}
