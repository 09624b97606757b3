/** 'Buy to keep' (issue 27), kept apart from contracts.ts. */
import { keepRequest } from "@/domain/buy-to-keep/keep-price";
import { defineContract } from "./contract";

/** The payment page to open. */
export interface KeepAnswer {
  purchaseId: number;
  url: string;
}

/** POST /api/account/keep: 'Buy to keep for £X' on /account. */
export const keepContract = defineContract<KeepAnswer>()({
  method: "POST",
  path: "/api/account/keep",
  input: keepRequest,
});
