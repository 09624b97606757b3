import { FORM_SCHEMAS } from "@/domain/forms";
import { defineAction } from "@/server/http/handle-action";
import { createContactMessage } from "@/server/services/contact/create-contact-message";

/** The CONTACT form's submit: checked with the form's own schema, then stored for staff. */
export const sendContactMessageAction = defineAction({
  name: "sendContactMessage",
  role: "guest",
  input: FORM_SCHEMAS.CONTACT,
  handler: async ({ input }) => {
    const stored = await createContactMessage(input);
    return { firstName: stored.firstName };
  },
});
