import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { DEFAULT_PRODUCT_IMAGE, imageSrcSet, imageUrl } from "@/domain/images";
import { formatPounds } from "@/components/money";
import { ProductPicker, type PickerProduct } from "@/components/product/product-picker";
import styles from "@/components/product/product.module.css";
import { SubscriptionBanner } from "@/components/subscription-banner/subscription-banner";
import type { ListedProduct } from "@/domain/catalogue/types";
import { isPreviewing } from "@/server/http/preview-mode";
import { cachedCatalogueView, cachedProduct, cachedSiteContent } from "@/server/cache/cached-reads";
import { parseFilterQuery } from "@/domain/catalogue/filter-query";
import { loadProductMetadata } from "@/server/services/content/page-metadata";

type Props = { params: Promise<{ slug: string }> };

/**
 * The first page of the collection is prerendered at build; every other product page is rendered
 * on its first visit and then kept, like the rest, until its product changes (issue 8).
 */
export async function generateStaticParams(): Promise<{ slug: string }[]> {
  // The same cached read as /collection's first page (same arguments), so the build loads it once.
  const { settings } = await cachedSiteContent(false);
  const { products } = await cachedCatalogueView(parseFilterQuery({}), settings.hiddenFilters);
  // Next.js needs one at least; an unknown slug is a cached 404 until the catalogue changes.
  return products.length > 0 ? products.map(({ slug }) => ({ slug })) : [{ slug: "none" }];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const product = await cachedProduct((await params).slug);
  return loadProductMetadata(product, await isPreviewing());
}

/** What the picker needs on the client: no copy text, no tags. */
function forPicker(product: ListedProduct): PickerProduct {
  return {
    id: product.id,
    slug: product.slug,
    name: product.name,
    images: product.images,
    rrp: product.rrp,
    orderKey: product.orderKey,
    published_at: product.published_at,
    deleted_at: product.deleted_at,
    archived_at: product.archived_at,
    product_tags: [],
    product_variants: product.product_variants,
  };
}

export default async function ProductPage({ params }: Props) {
  const product = await cachedProduct((await params).slug);
  if (!product) notFound();
  const images = product.images.length > 0 ? product.images : [DEFAULT_PRODUCT_IMAGE];
  const accordions = [
    [product.accordion1_title, product.accordion1],
    [product.accordion2_title, product.accordion2],
    [product.accordion3_title, product.accordion3],
  ].filter((pair): pair is [string, string] => Boolean(pair[0] && pair[1]));
  return (
    <>
      <SubscriptionBanner back />
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
              fetchPriority={index === 0 ? "high" : undefined}
              decoding="async"
            />
          ))}
        </div>
        <div>
          {product.brand && <p className={styles.brand}>{product.brand}</p>}
          <h1>{product.name}</h1>
          <p>RRP {formatPounds(product.price)}</p>
          {product.description && <p>{product.description}</p>}
          <ProductPicker product={forPicker(product)} />
          {accordions.map(([title, body]) => (
            <details key={title} className={styles.accordion}>
              <summary>{title}</summary>
              <p>{body}</p>
            </details>
          ))}
        </div>
      </article>
    </>
  );
}
