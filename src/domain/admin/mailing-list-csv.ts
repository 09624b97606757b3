import type { CsvColumn } from "@/domain/csv";
import type { MailingList } from "@/domain/enums";

export interface MailingListEntry {
  list: MailingList;
  email: string;
  name: string | null;
  postcode: string | null;
  littleDOB: string | null;
  createdAt: Date;
  unsubscribedAt: Date | null;
}

/** The export's columns; the waitlist adds its name, postcode and little one's date of birth. */
export function mailingListColumns(list: MailingList): CsvColumn<MailingListEntry>[] {
  const common: CsvColumn<MailingListEntry>[] = [
    { header: "E-mail", value: (row) => row.email },
    { header: "Signed up", value: (row) => row.createdAt },
    { header: "Unsubscribed", value: (row) => row.unsubscribedAt },
  ];
  if (list !== "WAITLIST") return common;
  return [
    common[0]!,
    { header: "Name", value: (row) => row.name },
    { header: "Postcode", value: (row) => row.postcode },
    { header: "Little one's date of birth", value: (row) => row.littleDOB },
    ...common.slice(1),
  ];
}

/** littlerobe-waitlist-2026-11-25.csv */
export function mailingListFileName(list: MailingList, today: Date): string {
  return `littlerobe-${list.toLowerCase()}-${today.toISOString().slice(0, 10)}.csv`;
}

/** The list names as staff read them. */
export const MAILING_LIST_LABELS: Readonly<Record<MailingList, string>> = {
  NEWSLETTER: "Newsletter",
  WAITLIST: "Waitlist",
  SUBSCRIBER: "Subscribers",
};
