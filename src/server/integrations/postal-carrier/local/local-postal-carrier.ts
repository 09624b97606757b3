import { localCounterCode, localTrackingNumber } from "@/domain/returns/return-label";
import type { PostalCarrier, ReturnLabelRequest } from "../postal-carrier";
import { returnLabelPdf } from "./return-label-pdf";

/**
 * The demo shop's carrier (the default, no account needed): makes a real A6 PDF label with a QR
 * code, from the return alone, so the same return always gets the same label. Nothing is posted:
 * its tracking knows only that the label was made.
 */
export function createLocalPostalCarrier(): PostalCarrier {
  return {
    name: "local",
    async createReturnLabel(request: ReturnLabelRequest) {
      const trackingNumber = localTrackingNumber(request.returnId);
      const counterCode = localCounterCode(request.reference, trackingNumber);
      const pdf = returnLabelPdf(
        {
          reference: request.reference,
          trackingNumber,
          familyName: request.family.name,
          familyPostcode: request.family.postcode,
          returnAddress: request.returnAddress,
          dueDate: request.dueDate,
          itemCount: request.itemCount,
          hasCounterCode: true,
        },
        counterCode,
      );
      return { carrierReference: `LOCAL-${trackingNumber}`, trackingNumber, pdf, counterCode };
    },
    async trackingEvents(label) {
      return [
        {
          code: "label_created",
          description: "Prepaid return label made",
          occurredAt: label.createdAt.toISOString(),
        },
      ];
    },
  };
}
