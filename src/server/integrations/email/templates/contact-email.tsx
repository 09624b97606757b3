import {
  contactEmailSubject,
  oneLine,
  type ContactMessageFacts,
} from "@/domain/contact/contact-email";
import { defineEmail } from "./define-email";
import { Button, EmailLayout, Facts, Heading, Panel, Text } from "./parts";

/** The UK wall-clock time a message was written: '27 Nov 2026, 09:14'. */
function writtenAt(at: Date): string {
  return new Intl.DateTimeFormat("en-GB", {
    timeZone: "Europe/London",
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
  }).format(at);
}

export const contactMessageEmail = defineEmail<ContactMessageFacts>({
  name: "contact-message",
  title: "Contact message (to the shop)",
  when: "To the shop's contact address when a visitor sends the contact form; Reply-To is the visitor.",
  subject: contactEmailSubject,
  body: (facts, appUrl) => {
    const name = [facts.firstName, facts.surName].filter(Boolean).join(" ");
    return (
      <EmailLayout
        title={contactEmailSubject(facts)}
        preview={`${name} wrote: ${facts.subject}`}
        appUrl={appUrl}
        footer="Sent by the shop's contact form."
      >
        <Heading>{`${name} wrote through the contact form`}</Heading>
        <Facts
          facts={[
            { label: "From", value: `${name} <${facts.email}>` },
            { label: "Written", value: writtenAt(facts.createdAt) },
            { label: "Subject", value: oneLine(facts.subject) },
          ]}
        />
        <Panel>
          <span data-text={facts.message} style={{ whiteSpace: "pre-wrap" }}>
            {facts.message}
          </span>
        </Panel>
        <Text>Reply to this e-mail to answer them, then mark the message answered.</Text>
        <Button href={`${appUrl}/admin/messages/${facts.id}`}>Open the message</Button>
      </EmailLayout>
    );
  },
  sample: () => ({
    id: 12,
    firstName: "Priya",
    surName: "Shah",
    email: "priya@example.co.uk",
    subject: "Sizes for twins",
    message: "Hello,\nCan two children share one plan?\nThanks, Priya",
    createdAt: new Date("2026-11-27T09:14:00Z"),
  }),
});
