import {
  LABEL_NOT_FOUND_MESSAGE,
  labelFileName,
  returnLabelParams,
} from "@/domain/returns/return-label";
import { labelRoute } from "../../../_lib/label-route";

/**
 * GET: the signed-in member's prepaid return label (issue 25), as the PDF to print or the QR code
 * to show at a Post Office counter (?format=qr). Another member's return is 'not found'.
 */
export const GET = labelRoute({
  params: returnLabelParams,
  kind: "return",
  notFoundMessage: LABEL_NOT_FOUND_MESSAGE,
  fileName: labelFileName,
});
