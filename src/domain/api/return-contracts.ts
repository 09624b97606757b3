/** The member's return endpoint (issue 11), kept apart from contracts.ts. */
import { returnRequest } from "@/domain/returns/return-request";
import { defineContract } from "./contract";

export interface ReturnAnswer {
  returnId: number;
  reference: string;
  /** yyyy-mm-dd: post the parcel by then. */
  dueDate: string;
}

/** POST /api/returns: 'Send back' on /account. */
export const requestReturnContract = defineContract<ReturnAnswer>()({
  method: "POST",
  path: "/api/returns",
  input: returnRequest,
});
