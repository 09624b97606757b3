import { backInStockRequest } from "@/domain/catalogue/back-in-stock";
import { defineContract } from "./contract";

/**
 * POST /api/catalogue/back-in-stock {variant_id, email?} — 'Tell me when it's back' (issue 26).
 * A member may leave the address out (their account's is used). Answers the address the e-mail
 * will go to, or that the size is in stock again.
 */
export const backInStockContract = defineContract<
  { status: "requested"; email: string } | { status: "in_stock" }
>()({
  method: "POST",
  path: "/api/catalogue/back-in-stock",
  input: backInStockRequest,
});
