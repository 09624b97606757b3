import type { z } from "@/domain/zod";
import type { CheckoutDetails } from "@/domain/checkout/checkout-details";
import { defineContractWithoutSchema } from "./contract";

/**
 * GET /api/checkout — the saved delivery details, the terms and the membership /checkout fills in
 * for a member. Asked as the page opens, so kept apart and without a schema (the route reads no
 * input): a member's checkout loads no zod before they press 'Continue to payment' (issue 26).
 */
export const checkoutDetailsContract = defineContractWithoutSchema<
  z.ZodObject<Record<string, never>>,
  CheckoutDetails
>()({ method: "GET", path: "/api/checkout" });
