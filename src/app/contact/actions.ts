"use server";

import { createContactMessage } from "@/server/services/contact/create-contact-message";

export type ContactActionResult = { ok: true; firstName: string } | { ok: false; errors: Record<string, string> };

/** The CONTACT form's submit: the service validates again on the server and stores the message. */
export async function sendContactMessage(values: Record<string, unknown>): Promise<ContactActionResult> {
  const result = await createContactMessage(values);
  return result.ok ? { ok: true, firstName: result.firstName } : { ok: false, errors: result.errors };
}
