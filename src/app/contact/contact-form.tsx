"use client";

import { useState } from "react";
import { ConfiguredForm } from "@/components/forms/configured-form";
import { FORM_ERROR_KEY } from "@/domain/forms";
import { sendContactMessage } from "./actions";

/** Decision: the acknowledgement that replaces the form once the message is stored. */
export function contactAcknowledgement(firstName: string): string {
  return `Thank you, ${firstName}. We have your message and will reply within two working days.`;
}

export function ContactForm() {
  const [sentBy, setSentBy] = useState<string | null>(null);
  if (sentBy !== null) {
    return (
      <section className="contact-form contact-form--sent" aria-live="polite">
        <h2>Message sent</h2>
        <p role="status">{contactAcknowledgement(sentBy)}</p>
      </section>
    );
  }
  return (
    <section className="contact-form" aria-labelledby="contact-form-title">
      <h2 id="contact-form-title">Send us a message</h2>
      <ConfiguredForm
        name="CONTACT"
        submitLabel="Send message"
        onSubmit={async (data) => {
          const result = await sendContactMessage({ ...data });
          if (!result.ok) return { errors: result.error.fields ?? { [FORM_ERROR_KEY]: result.error.message } };
          setSentBy(result.data.firstName);
        }}
      />
    </section>
  );
}
