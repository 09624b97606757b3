"use server";

import type { ActionResult } from "@/domain/api/errors";
import { handleAction } from "@/server/http/handle-action";
import { sendContactMessageAction } from "./send-contact-message";

export async function sendContactMessage(values: unknown): Promise<ActionResult<{ firstName: string }>> {
  return handleAction(sendContactMessageAction, values);
}
