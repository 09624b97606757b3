"use server";

import type { ActionResult } from "@/domain/api/errors";
import { handleAction } from "@/server/http/handle-action";
import { sendContactMessageAction } from "./send-contact-message";

type Sent = ActionResult<{ firstName: string }>;

/** The contact form's submit once the page is interactive. */
export async function sendContactMessage(values: unknown): Promise<Sent> {
  return handleAction(sendContactMessageAction, values);
}

export interface ContactFormState {
  result: Sent;
  /** What the visitor typed, to fill the form again when it was refused. */
  values: Record<string, string>;
}

/** The same submit posted as a plain form, before JavaScript has loaded. */
export async function postContactForm(
  _previous: ContactFormState | null,
  formData: FormData,
): Promise<ContactFormState> {
  const result = await handleAction(sendContactMessageAction, formData);
  const values: Record<string, string> = {};
  // Anyone may post this action's id with other arguments: only a form's values are echoed back.
  if (!result.ok && formData instanceof FormData) {
    for (const [key, value] of formData.entries()) {
      if (!key.startsWith("$ACTION") && typeof value === "string")
        values[key] = value.slice(0, 5000);
    }
  }
  return { result, values };
}
