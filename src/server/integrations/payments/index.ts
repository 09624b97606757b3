import type { Executor } from "@/server/db/client";
import { LocalPaymentGateway } from "./local-payment-gateway";
import type { PaymentGateway } from "./payment-gateway";

export type { PaymentGateway } from "./payment-gateway";

/** The local stand-in; the Stripe adapter is chosen here by configuration once it exists. */
export function createPaymentGateway(db: Executor): PaymentGateway {
  return new LocalPaymentGateway(db);
}
