/** The e-mail that tells the shop about a new contact message (issue 12). */

export interface ContactMessageFacts {
  id: number;
  firstName: string;
  surName: string | null;
  email: string;
  subject: string;
  message: string;
  createdAt: Date;
}

/** Line breaks and tabs stay; any other control character (a header injection) becomes a space. */
export function oneLine(value: string): string {
  return value.replace(/[\u0000-\u001f\u007f]+/g, " ").trim();
}

export function contactEmailSubject(facts: Pick<ContactMessageFacts, "subject" | "firstName">) {
  return oneLine(`Contact message: ${facts.subject} (from ${facts.firstName})`).slice(0, 200);
}
