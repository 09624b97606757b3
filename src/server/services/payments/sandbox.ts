import "server-only";
import { env } from "@/config/env";
import { getDb } from "@/server/db/client";
import { AppError } from "@/server/errors/app-error";
import {
  createLocalPaymentGateway,
  type LocalPaymentGateway,
} from "@/server/integrations/payments";

/** The local sandbox's own pages exist only while it is the shop's payment provider. */
export function sandboxGateway(): LocalPaymentGateway {
  if (env().PAYMENT_PROVIDER !== "local") throw new AppError("not_found", "Not found.");
  return createLocalPaymentGateway(getDb());
}
