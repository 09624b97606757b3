import { getDb } from "@/server/db/client";
import { AppError } from "@/server/errors/app-error";
import { handleRoute } from "@/server/http/handle-route";
import { readBodyText } from "@/server/http/read-body";
import { createPaymentGateway } from "@/server/gateways/payment-gateway";
import { WebhookSignatureError } from "@/server/integrations/payments";
import { SIGNATURE_HEADER } from "@/server/integrations/payments/local/local-payment-gateway";
import { afterSettle } from "@/server/services/checkout/after-settle";
import { loadSiteContent } from "@/server/services/content/load-site-content";
import { processPaymentEvent } from "@/server/services/payments/process-payment-event";

/** Provider events are small; Stripe's largest are a few tens of KB. */
const MAX_EVENT_BYTES = 256 * 1024;

/**
 * POST /api/webhooks/payments: the payment provider's signed events (the sandbox's and Stripe's
 * alike). The signature over the raw body is the proof of origin, so the same-origin check does not
 * apply; a bad signature is a 400 and changes nothing; every verified event is acknowledged.
 */
export const POST = handleRoute(
  { role: "guest", crossSite: "signed-webhook" },
  async ({ request, log }) => {
    const raw = await readBodyText(request, MAX_EVENT_BYTES);
    const db = getDb();
    const gateway = createPaymentGateway(db);
    const header = request.headers.get(
      gateway.name === "stripe" ? "stripe-signature" : SIGNATURE_HEADER,
    );
    let event;
    try {
      event = await gateway.parseWebhook(raw, header);
    } catch (error) {
      if (error instanceof WebhookSignatureError) {
        log.warn({ event: "webhook_signature_refused", reason: error.message });
        throw new AppError("bad_request", "The webhook signature did not verify.");
      }
      throw new AppError("bad_request", "The webhook body is not a valid event.", { cause: error });
    }
    const { settings } = await loadSiteContent(false);
    const result = await processPaymentEvent(db, gateway.name, event, settings);
    log.info({ event: "payment_event", id: event.id, type: event.type, result: result.status });
    if (result.status === "processed") await afterSettle(db, [result.outcome]);
    return { received: true };
  },
);
