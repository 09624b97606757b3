import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { DEFAULT_PRODUCT_IMAGE, imageSrcSet, imageUrl } from "@/components/image-url";
import { formatPounds } from "@/components/money";
import { getCatalogueProduct } from "@/server/services/catalogue/list-catalogue";

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await connection();
  const product = await getCatalogueProduct((await params).slug);
  return { title: product ? `${product.name} | Littlerobe` : "Not found | Littlerobe" };
}

export default async function ProductPage({ params }: Props) {
  await connection();
  const product = await getCatalogueProduct((await params).slug);
  if (!product) notFound();
  const images = product.images.length > 0 ? product.images : [DEFAULT_PRODUCT_IMAGE];
  const accordions = [
    [product.accordion1_title, product.accordion1],
    [product.accordion2_title, product.accordion2],
    [product.accordion3_title, product.accordion3],
  ].filter((pair): pair is [string, string] => Boolean(pair[0] && pair[1]));
  return (
    <article className="product-detail">
      <div className="product-detail__images">
        {images.map((image, index) => (
          <img
            key={image}
            src={imageUrl(image, 960)}
            srcSet={imageSrcSet(image)}
            sizes="(min-width: 800px) 55vw, 100vw"
            alt={`${product.name}, picture ${index + 1}`}
            width={960}
            height={1200}
            loading={index === 0 ? "eager" : "lazy"}
          />
        ))}
      </div>
      <div>
        {product.brand && <p className="product-card__brand">{product.brand}</p>}
        <h1>{product.name}</h1>
        <p>RRP {formatPounds(product.price)}</p>
        {product.description && <p>{product.description}</p>}
        <h2>Sizes</h2>
        <ul>
          {product.product_variants.map((variant) => (
            <li key={variant.id}>
              {variant.size?.name ?? "One size"}
              {variant.color ? `, ${variant.color.name}` : ""}: {variant.stock > 0 ? `${variant.stock} available` : "out of stock"}
            </li>
          ))}
        </ul>
        {accordions.map(([title, body]) => (
          <details key={title}>
            <summary>{title}</summary>
            <p>{body}</p>
          </details>
        ))}
      </div>
    </article>
  );
}
