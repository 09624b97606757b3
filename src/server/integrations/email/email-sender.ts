/** One e-mail: every message has a plain-text and an HTML part. */
export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where a reply goes, when not to the shop's sender (a contact message: the visitor). */
  replyTo?: string;
}

/** Sends the shop's e-mails. The local adapter only records them; the SMTP adapter delivers them. */
export interface EmailSender {
  readonly transport: "outbox" | "smtp";
  send(message: EmailMessage): Promise<void>;
}
