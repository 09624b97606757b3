"use client";

import { useActionState, useState } from "react";
import { ConfiguredForm } from "@/components/forms/configured-form";
import { FORM_ERROR_KEY } from "@/domain/forms/form-texts";
import { postContactForm, sendContactMessage } from "./actions";

/** Decision: the acknowledgement that replaces the form once the message is stored. */
export function contactAcknowledgement(firstName: string): string {
  return `Thank you, ${firstName}. We have your message and will reply within two working days.`;
}

/**
 * The CONTACT form. Interactive, it submits through `sendContactMessage`; before JavaScript has
 * loaded it posts as a plain form to `postContactForm`, and the page comes back with the outcome.
 */
export function ContactForm() {
  const [sentBy, setSentBy] = useState<string | null>(null);
  const [posted, postAction] = useActionState(postContactForm, null);
  const acknowledged = sentBy ?? (posted?.result.ok ? posted.result.data.firstName : null);
  if (acknowledged !== null) {
    return (
      <section className="contact-form contact-form--sent" aria-live="polite">
        <h2>Message sent</h2>
        <p role="status">{contactAcknowledgement(acknowledged)}</p>
      </section>
    );
  }
  const refused = posted && !posted.result.ok ? posted.result.error : null;
  return (
    <section className="contact-form" aria-labelledby="contact-form-title">
      <h2 id="contact-form-title">Send us a message</h2>
      <ConfiguredForm
        key={refused ? "refused" : "new"}
        name="CONTACT"
        submitLabel="Send message"
        action={postAction}
        initialValues={posted?.values}
        initialErrors={
          refused ? (refused.fields ?? { [FORM_ERROR_KEY]: refused.message }) : undefined
        }
        onSubmit={async (data) => {
          const result = await sendContactMessage({ ...data });
          if (!result.ok)
            return { errors: result.error.fields ?? { [FORM_ERROR_KEY]: result.error.message } };
          setSentBy(result.data.firstName);
        }}
      />
    </section>
  );
}
