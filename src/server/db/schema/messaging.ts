import { date, index, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { pgEnum } from "drizzle-orm/pg-core";
import { MAILING_LISTS } from "@/domain/enums";
import { createdAt, id, optionalTimestamp } from "./columns";

export const mailingList = pgEnum("mailing_list", MAILING_LISTS);

/** The local mailing-list store: sign-ups to NEWSLETTER, WAITLIST and SUBSCRIBER (spec 3.5, 7.4). */
export const mailingListSubscribers = pgTable(
  "mailing_list_subscribers",
  {
    id: id(),
    created_at: createdAt(),
    updated_at: createdAt("updated_at"),
    list: mailingList("list").notNull(),
    email: text("email").notNull(),
    name: text("name"),
    postcode: text("postcode"),
    littleDOB: date("littleDOB"),
    /** Other form values sent with the sign-up. */
    fields: jsonb("fields").$type<Record<string, string>>().notNull().default({}),
    unsubscribed_at: optionalTimestamp("unsubscribed_at"),
  },
  (t) => [uniqueIndex("mailing_list_subscribers_list_email_key").on(t.list, t.email)],
);

/** Messages sent through the CONTACT form, for staff to answer. */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: id(),
    created_at: createdAt(),
    firstName: text("firstName").notNull(),
    surName: text("surName"),
    email: text("email").notNull(),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    handled_at: optionalTimestamp("handled_at"),
    /** The staff member who marked it answered. */
    handled_by: text("handled_by"),
  },
  (t) => [
    index("contact_messages_created_idx").on(t.created_at),
    // The back office lists unanswered messages first, newest first within each group.
    index("contact_messages_handled_created_idx").on(t.handled_at, t.created_at),
  ],
);

/** Every e-mail the shop sends; the local e-mail adapter only writes here (staff and tests read it). */
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: id(),
    created_at: createdAt(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    /** The Reply-To address, when not the shop's own (a contact message: the visitor's). */
    reply_to: text("reply_to"),
    /** 'outbox' (local adapter) or 'smtp'. */
    transport: text("transport").notNull(),
    sent_at: optionalTimestamp("sent_at"),
    error: text("error"),
  },
  (t) => [
    index("email_outbox_to_idx").on(t.to, t.created_at),
    index("email_outbox_created_idx").on(t.created_at),
  ],
);
