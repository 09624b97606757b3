import { callApi } from "@/components/api/call-api";
import { addSubscriberContract, type ContractInput } from "@/domain/api/contracts";
import { FORM_ERROR_KEY } from "@/domain/forms";
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
  const result = await callApi(addSubscriberContract, { ...values, list } as ContractInput<
    typeof addSubscriberContract
  >);
  if (result.ok) return;
  return { errors: result.error.fields ?? { [FORM_ERROR_KEY]: result.error.message } };
}
