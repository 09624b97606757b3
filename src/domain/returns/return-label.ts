import { isUkPostcode } from "@/domain/forms/patterns";
import { entityId } from "@/domain/ids";
import { z } from "@/domain/zod";

/**
 * The prepaid return label (issue 25): what it says, whoever makes it. Every return gets one,
 * made by the postal carrier (src/server/integrations/postal-carrier) through a queued job.
 */

/** Where returns go when RETURN_ADDRESS is not set: the demo shop's own (docs/decisions/055). */
export const DEMO_RETURN_ADDRESS =
  "Littlerobe Returns|Unit 4, Canal Side Works|12 Wharf Road|London|N1 7GR";

/**
 * RETURN_ADDRESS as lines: '|' or new lines between them, at least a name, a street and a town
 * before the postcode, which ends it. Null when it is not such an address.
 */
export function parseReturnAddress(value: string): string[] | null {
  const lines = value
    .split(/[|\n]/)
    .map((line) => line.trim())
    .filter(Boolean);
  if (lines.length < 4 || lines.length > 6) return null;
  if (lines.some((line) => line.length > 100)) return null;
  return isUkPostcode(lines.at(-1)!) ? lines : null;
}

/** The weights of the UPU S10 check digit, the one on every Royal Mail tracking number. */
const S10_WEIGHTS = [8, 6, 4, 2, 3, 5, 9, 7] as const;

/** The S10 check digit of an 8-digit serial. */
export function s10CheckDigit(serial: string): number {
  const sum = [...serial].reduce((total, digit, i) => total + Number(digit) * S10_WEIGHTS[i]!, 0);
  const check = 11 - (sum % 11);
  if (check === 10) return 0;
  if (check === 11) return 5;
  return check;
}

/**
 * The local carrier's tracking number for a return, in the shape of Royal Mail's ('LR' + eight
 * digits + check digit + 'GB'): the same for the same return, so a retried job makes the same label.
 */
export function localTrackingNumber(returnId: number): string {
  const serial = String(returnId % 100_000_000).padStart(8, "0");
  return `LR${serial}${s10CheckDigit(serial)}GB`;
}

/** What the QR code shown at a Post Office counter encodes (the local carrier's). */
export function localCounterCode(reference: string, trackingNumber: string): string {
  return `LITTLEROBE RETURN ${reference} ${trackingNumber}`;
}

/** A member's return label on /account: being made, or ready (with a QR code for the counter). */
export type ReturnLabelState =
  | { status: "pending" }
  | { status: "ready"; trackingNumber: string | null; hasCounterCode: boolean };

export const LABEL_BEING_MADE_MESSAGE =
  "Your prepaid label is being made. Refresh this page in a minute.";
export const LABEL_NOT_READY_MESSAGE =
  "Your prepaid label is still being made. Please try again in a minute.";
export const LABEL_NOT_FOUND_MESSAGE = "We could not find that return label.";

export interface ReturnLabelFacts {
  reference: string;
  trackingNumber: string | null;
  /** The family: their name and postcode, as on their account. */
  familyName: string;
  familyPostcode: string | null;
  returnAddress: readonly string[];
  /** yyyy-mm-dd */
  dueDate: string;
  itemCount: number;
  /** Whether the label carries a QR code to show at the counter. */
  hasCounterCode: boolean;
}

/** The label's words, top to bottom: what a parent and the counter clerk need to read. */
export function returnLabelWords(facts: ReturnLabelFacts, formatDay: (iso: string) => string) {
  const pieces = facts.itemCount === 1 ? "1 piece" : `${facts.itemCount} pieces`;
  return {
    heading: "PREPAID RETURN",
    subheading: "Postage paid by Littlerobe. No stamp needed.",
    to: facts.returnAddress,
    from: [facts.familyName, facts.familyPostcode ?? ""].filter(Boolean),
    reference: facts.reference,
    tracking: facts.trackingNumber ? `Tracking number ${facts.trackingNumber}` : null,
    contents: `Contents: ${pieces} of Littlerobe clothing`,
    steps: [
      "Drop this parcel at any Post Office. There is nothing to pay.",
      "Stick this label on the parcel and cover any old labels.",
      ...(facts.hasCounterCode
        ? ["No printer? Show the QR code on your phone at the counter instead."]
        : []),
      `Please post it by ${formatDay(facts.dueDate)}. Keep your receipt until we confirm it arrived.`,
    ],
  };
}

/** The family's name as the label prints it; never their e-mail, which has no place on a parcel. */
export function familyName(firstName: string | null, lastName: string | null): string {
  const name = [firstName, lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(" ");
  return name || "A Littlerobe family";
}

/** The file name a member's label downloads as. */
export function labelFileName(reference: string): string {
  return `littlerobe-return-${reference}.pdf`;
}

/** GET /api/returns/{id}/label: the PDF (the default), or the QR code to show at the counter. */
export const returnLabelQuery = z.object({ format: z.enum(["pdf", "qr"]).default("pdf") });
export const returnLabelParams = z.object({ id: entityId });
