import {
  TRADE_IN_NOT_FOUND_MESSAGE,
  tradeInLabelFileName,
  tradeInParams,
} from "@/domain/trade-in/trade-in";
import { labelRoute } from "../../../_lib/label-route";

/**
 * GET: the family's prepaid label for their trade-in parcel, the PDF or (?format=qr) the QR code
 * for a Post Office counter. Another family's offer is 'not found'.
 */
export const GET = labelRoute({
  params: tradeInParams,
  kind: "tradeIn",
  notFoundMessage: TRADE_IN_NOT_FOUND_MESSAGE,
  fileName: tradeInLabelFileName,
});
