import { env } from "@/config/env";
import type { Database } from "@/server/db/client";
import { createPaymentGateway } from "@/server/gateways/payment-gateway";
import { createPostalCarrier } from "@/server/integrations/postal-carrier";
import { createWarehousePartner } from "@/server/integrations/warehouse";
import { jobLanes, type DepsOf } from "@/server/queue/define-job";
import type { JobWorker } from "@/server/queue/job-worker";
import { backInStockEmailJob } from "./back-in-stock-email";
import { checkoutCouponRemainderJob } from "./checkout-coupon-remainder";
import { checkoutRefundDuplicateJob } from "./checkout-refund-duplicate";
import { checkoutSweepJob, scheduleCheckoutSweep } from "./checkout-sweep";
import { contactEmailJob } from "./contact-email";
import { giftIssueCouponJob } from "./gift-issue-coupon";
import { giftReceiptJob } from "./gift-receipt";
import { giftRecipientEmailJob } from "./gift-recipient-email";
import { invoiceRevenueShareJob, scheduleInvoiceSharing } from "./invoice-revenue-share";
import { keepReceiptEmailJob } from "./keep-receipt-email";
import { membershipEmailJob } from "./membership-email";
import { nextSizeEmailJob } from "./next-size-email";
import { nextSizeProposalsJob, scheduleNextSizeProposals } from "./next-size-proposals";
import { orderConfirmationEmailJob } from "./order-confirmation-email";
import { orderDispatchedEmailJob } from "./order-dispatched-email";
import { paymentFailedEmailJob } from "./payment-failed-email";
import { referralCreditJob } from "./referral-credit";
import { returnEmailJob } from "./return-email";
import { returnLabelJob } from "./return-label";
import { returnReceivedEmailJob } from "./return-received-email";
import { returnOverdueJob } from "./return-overdue";
import { returnReminderJob } from "./return-reminder";
import { subscriberListJob } from "./subscriber-list";
import { tradeInCreditJob } from "./trade-in-credit";
import { tradeInGradedEmailJob } from "./trade-in-graded-email";
import { tradeInLabelJob } from "./trade-in-label";
import { warehouseHandoverJob } from "./warehouse-handover";
import { scheduleWarehouseSyncs, warehouseSyncJobs } from "./warehouse-syncs";

/** Every job the shop runs; a job type missing here waits in the queue for ever. */
export const shopJobs = [
  warehouseHandoverJob,
  ...Object.values(warehouseSyncJobs),
  giftIssueCouponJob,
  giftReceiptJob,
  giftRecipientEmailJob,
  returnEmailJob,
  returnLabelJob,
  returnReminderJob,
  returnOverdueJob,
  contactEmailJob,
  orderConfirmationEmailJob,
  orderDispatchedEmailJob,
  returnReceivedEmailJob,
  membershipEmailJob,
  paymentFailedEmailJob,
  checkoutCouponRemainderJob,
  referralCreditJob,
  checkoutRefundDuplicateJob,
  checkoutSweepJob,
  subscriberListJob,
  invoiceRevenueShareJob,
  backInStockEmailJob,
  tradeInLabelJob,
  tradeInCreditJob,
  tradeInGradedEmailJob,
  nextSizeProposalsJob,
  nextSizeEmailJob,
  keepReceiptEmailJob,
] as const;

/** What the shop's handlers need between them, made once per worker pass. */
function shopJobDeps(db: Database): DepsOf<typeof shopJobs> {
  return {
    payments: createPaymentGateway(db),
    warehousePartner: createWarehousePartner,
    postalCarrier: createPostalCarrier,
  };
}

/**
 * The shop's worker, passed to `startJobWorker` by whoever starts it (src/config/instrumentation.ts,
 * scripts/worker.ts) and to the dev routes that run due jobs at once.
 */
export const shopWorker: JobWorker = {
  lanes: (db) => jobLanes(shopJobs, shopJobDeps(db)),
  schedule: async (db, now) => {
    await scheduleWarehouseSyncs(db, now, env().WAREHOUSE_SYNC_MINUTES);
    await scheduleCheckoutSweep(db, now);
    await scheduleInvoiceSharing(db, now);
    await scheduleNextSizeProposals(db, now);
  },
};
