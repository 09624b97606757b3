import { Suspense } from "react";
import { ProductCardView } from "@/components/catalogue/product-card-view";
import { toCardProduct } from "@/domain/catalogue/shown-catalogue";
import type { ListedProduct } from "@/domain/catalogue/types";

/**
 * A product's card in a listing. Takes the listed product on the server and passes the browser
 * only what the card shows (name, brand, price, first picture, the variants with stock). Each card
 * is its own Suspense boundary so that React hydrates the cards one task at a time, not a page of
 * them in one long task that holds up a phone (nothing in a card suspends).
 */
export function ProductCard({
  product,
  eager = false,
}: {
  product: ListedProduct;
  eager?: boolean;
}) {
  return (
    <Suspense>
      <ProductCardView product={toCardProduct(product)} eager={eager} />
    </Suspense>
  );
}
