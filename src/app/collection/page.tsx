import type { Metadata } from "next";
import { connection } from "next/server";
import { ProductCard } from "@/components/product-card";
import { listCatalogue } from "@/server/services/catalogue/list-catalogue";

export const metadata: Metadata = { title: "Shop the collection | Littlerobe" };

export default async function CollectionPage() {
  await connection();
  const products = await listCatalogue();
  return (
    <section>
      <h1>The collection</h1>
      <p>{products.length} pieces to rent</p>
      <ul className="product-grid">
        {products.map((product, index) => (
          <ProductCard key={product.id} product={product} eager={index < 4} />
        ))}
      </ul>
    </section>
  );
}
