import { ProductCardView } from "@/components/catalogue/product-card-view";
import { toCardProduct } from "@/domain/catalogue/shown-catalogue";
import type { ListedProduct } from "@/domain/catalogue/types";

/**
 * A product's card in a listing. Takes the listed product on the server and passes the browser
 * only what the card shows (name, brand, price, first picture, the variants with stock).
 */
export function ProductCard({
  product,
  eager = false,
}: {
  product: ListedProduct;
  eager?: boolean;
}) {
  return <ProductCardView product={toCardProduct(product)} eager={eager} />;
}
