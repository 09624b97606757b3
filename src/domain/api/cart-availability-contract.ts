import type { CatalogueProduct } from "@/domain/catalogue/types";
import { defineContractWithoutSchema } from "./contract";
import type { cartAvailabilityQuery } from "./contracts";

/**
 * GET /api/catalogue/availability?product_ids=1,2 — the cart's products as they are now (spec
 * 4.6). Asked as pages open (a member's wardrobe, a stored cart), so defined without its schema:
 * the route applies `cartAvailabilityQuery`.
 */
export const cartAvailabilityContract = defineContractWithoutSchema<
  typeof cartAvailabilityQuery,
  { products: CatalogueProduct[] }
>()({ method: "GET", path: "/api/catalogue/availability" });
