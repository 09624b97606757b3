import { Suspense } from "react";
import { ProductCardView } from "@/components/catalogue/product-card-view";
import { toCardProduct } from "@/domain/catalogue/shown-catalogue";
import type { ListedProduct } from "@/domain/catalogue/types";
import type { VariantChoice } from "@/domain/catalogue/variant-choice";

/**
 * A product's card in a listing. Takes the listed product on the server and passes the browser
 * only what the card shows (name, brand, price, first picture, the variants with stock). The first
 * cards (`eager`, the first screen) are part of the page's shell, so they paint with its first
 * frame. Each later card is its own Suspense boundary so that React hydrates them one task at a
 * time, not a page of them in one long task that holds up a phone. A boundary whose client code
 * loads during the prerender is sent after the shell and shown by React no sooner than 300 ms
 * after the first frame: on the first cards that was the page's largest paint coming late, and
 * the pager drawn under empty cards and then pushed down (a layout shift; issue 14).
 */
export function ProductCard({
  product,
  eager = false,
  choice = null,
}: {
  product: ListedProduct;
  eager?: boolean;
  /** The size and colour chosen on /collection: the card tells whether it is available in them. */
  choice?: VariantChoice | null;
}) {
  const card = <ProductCardView product={toCardProduct(product, choice)} eager={eager} />;
  return eager ? card : <Suspense>{card}</Suspense>;
}
