/**
 * Finalising a subscription order by hand (issue 23): staff are told what it does to the member
 * and confirm. What it does is what the code does: the status changes and nothing else (no payment
 * stopped, no garment moved), and spec 4.3 reads a member whose latest order is finalised as not
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
  /** The order is the member's latest (highest id): spec 4.3 reads it. */
  latestOrder: boolean;
  /** The member has a payment subscription (otherwise /account says 'No subscription yet'). */
  hasSubscription: boolean;
  /** Garments with the member or on their way to them. */
  garmentsHeld: number;
}

const garments = (n: number) => `${n} garment${n === 1 ? "" : "s"}`;

/** What finalising the order does, in the order staff read it before confirming. */
export function finaliseConsequences(facts: FinaliseFacts): string[] {
  const lines: string[] = [];
  if (facts.latestOrder && facts.hasSubscription)
    lines.push(
      `This is ${facts.member}'s latest order: their account will show their subscription as 'Not active'.`,
    );
  else
    lines.push(
      `This is not what ${facts.member}'s account reads their subscription from, so it will not change there.`,
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
