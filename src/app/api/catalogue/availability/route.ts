import { z } from "zod";
import { MAX_CART_PRODUCTS, loadCartProducts } from "@/server/services/catalogue/load-cart-products";

const productIds = z
  .string()
  .regex(/^\d+(,\d+)*$/, "product_ids must be comma-separated product ids")
  .transform((text) => text.split(",").map(Number))
  .pipe(z.array(z.number().int().positive()).max(MAX_CART_PRODUCTS));

/** GET /api/catalogue/availability?product_ids=1,2 — current data of the cart's products (spec 4.6). */
export async function GET(request: Request) {
  const parsed = productIds.safeParse(new URL(request.url).searchParams.get("product_ids") ?? "");
  if (!parsed.success) {
    return Response.json({ error: parsed.error.issues[0]?.message ?? "Bad product_ids" }, { status: 400 });
  }
  const products = await loadCartProducts(parsed.data);
  return Response.json({ products }, { headers: { "Cache-Control": "no-store" } });
}
