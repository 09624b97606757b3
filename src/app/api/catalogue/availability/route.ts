import { cartAvailabilityContract } from "@/domain/api/cart-availability-contract";
import { cartAvailabilityQuery } from "@/domain/api/contracts";
import { handleContract } from "@/server/http/handle-route";
import { loadCartProducts } from "@/server/services/catalogue/load-cart-products";

/** GET /api/catalogue/availability?product_ids=1,2 — current data of the cart's products (spec 4.6). */
export const GET = handleContract(
  cartAvailabilityContract,
  { role: "guest", input: cartAvailabilityQuery },
  async ({ input }) => ({
    products: await loadCartProducts(input.product_ids),
  }),
);
