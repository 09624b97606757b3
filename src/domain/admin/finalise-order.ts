/**
 * Finalising a subscription order by hand (issue 23): staff are told what it does to the member
 * and confirm. What it does is what the code does: the status changes and nothing else (no payment
 * stopped, no garment moved), and spec 4.3 reads a member with no active order left as not
 * subscribed, so /account's subscription line becomes 'Not active'. No move leaves FINALISED.
 */
import type { OrderStatus } from "@/domain/enums";

export type StatusRecordKind = "order" | "delivery" | "return";

/** Whether this hand move needs staff to confirm its consequences first. */
export function needsConfirmation(kind: StatusRecordKind, to: OrderStatus): boolean {
  return kind === "order" && to === "ORDER_FINALISED";
}

export const UNCONFIRMED_FINALISE_MESSAGE =
  "Finalising an order changes what the member sees: please confirm it on the order's page.";

export interface FinaliseFacts {
  orderId: number;
  /** How staff know the member: their name, else their e-mail. */
  member: string;
  /** The member is subscribed (spec 4.3) now and would not be once this order is finalised. */
  endsSubscription: boolean;
  /** Garments with the member or on their way to them. */
  garmentsHeld: number;
}

const garments = (n: number) => `${n} garment${n === 1 ? "" : "s"}`;

/** What finalising the order does, in the order staff read it before confirming. */
export function finaliseConsequences(facts: FinaliseFacts): string[] {
  const lines: string[] = [];
  if (facts.endsSubscription)
    lines.push(
      `This is ${facts.member}'s only active order: their account will show their subscription as 'Not active'.`,
    );
  else
    lines.push(
      "Their account's subscription line stays as it is: another of their orders is active, or they have no subscription.",
    );
  lines.push(
    "Their payments are not stopped: a membership is cancelled in the payment provider's portal.",
    facts.garmentsHeld > 0
      ? `No garment moves: they keep the ${garments(facts.garmentsHeld)} with them or on their way.`
      : "No garment moves and no stock changes.",
    "A finalised order cannot be moved to another status afterwards.",
  );
  return lines;
}
