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
function oneLine(value: string): string {
  return value.replace(/[\u0000-\u001f\u007f]+/g, " ").trim();
}

export function contactEmailSubject(facts: Pick<ContactMessageFacts, "subject" | "firstName">) {
  return oneLine(`Contact message: ${facts.subject} (from ${facts.firstName})`).slice(0, 200);
}

/** The plain text: who wrote, how to answer (reply to this e-mail) and the message itself. */
export function contactEmailText(facts: ContactMessageFacts, adminUrl: string): string {
  const name = [facts.firstName, facts.surName].filter(Boolean).join(" ");
  return [
    `${name} <${facts.email}> wrote through the contact form on ${facts.createdAt.toISOString().slice(0, 16).replace("T", " ")} UTC.`,
    `Reply to this e-mail to answer them, then mark it answered: ${adminUrl}/admin/messages/${facts.id}`,
    "",
    `Subject: ${oneLine(facts.subject)}`,
    "",
    facts.message,
  ].join("\n");
}
