import type { Metadata } from "next";
import { env } from "@/config/env";
import { JsonLd } from "@/components/json-ld";
import { absoluteUrl, productJsonLd } from "@/domain/seo";
import { notFound } from "next/navigation";
import { DEFAULT_PRODUCT_IMAGE, imageUrl } from "@/domain/images";
import Link from "next/link";
import { formatPounds } from "@/components/money";
import { PostcodeCheck } from "@/components/delivery/postcode-check";
import { deliveryAreaOf } from "@/domain/delivery/coverage";
import { rentalValue } from "@/domain/catalogue/rental-value";
import { DELIVERY_PROMISE, notServedText } from "@/domain/delivery/promises";
import { ProductPicker, type PickerProduct } from "@/components/product/product-picker";
import { ProductColourProvider } from "@/components/product/product-colour";
import { ProductGallery } from "@/components/product/product-gallery";
import { initialColour } from "@/domain/catalogue/product-picker";
import styles from "@/components/product/product.module.css";
import { SubscriptionBanner } from "@/components/subscription-banner/subscription-banner";
import type { ListedProduct } from "@/domain/catalogue/types";
import { cachedCatalogueView, cachedProduct, cachedSiteContent } from "@/server/reads/cached-reads";
import { shownSiteContent } from "@/server/reads/shown-content";
import { parseFilterQuery } from "@/domain/catalogue/filter-query";
import { loadProductMetadata } from "@/server/reads/page-metadata";

type Props = { params: Promise<{ slug: string }> };

/**
 * The first page of the collection is prerendered at build; every other product page is rendered
 * on its first visit and then kept, like the rest, until its product changes (issue 8).
 */
export async function generateStaticParams(): Promise<{ slug: string }[]> {
  // The same cached read as /collection's first page (same arguments), so the build loads it once.
  const { settings } = await cachedSiteContent();
  const { products } = await cachedCatalogueView(parseFilterQuery({}), settings.hiddenFilters);
  // Next.js needs one at least; an unknown slug is a cached 404 until the catalogue changes.
  return products.length > 0 ? products.map(({ slug }) => ({ slug })) : [{ slug: "none" }];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const product = await cachedProduct((await params).slug);
  const metadata = await loadProductMetadata(product);
  return product
    ? { ...metadata, alternates: { canonical: `/products/${product.slug}` } }
    : metadata;
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
  const { settings } = await shownSiteContent();
  const images = product.images.length > 0 ? product.images : [DEFAULT_PRODUCT_IMAGE];
  const value = rentalValue(product.price, settings.subscriptionOptions);
  const accordions = [
    [product.accordion1_title, product.accordion1],
    [product.accordion2_title, product.accordion2],
    [product.accordion3_title, product.accordion3],
  ].filter((pair): pair is [string, string] => Boolean(pair[0] && pair[1]));
  const appUrl = env().APP_URL;
  return (
    <>
      <JsonLd
        data={productJsonLd(appUrl, {
          name: product.name,
          slug: product.slug,
          description: product.description ?? null,
          brand: product.brand ?? null,
          images: images.map((image) => absoluteUrl(appUrl, imageUrl(image, 960))),
          inStock: product.totalAvailability > 0,
          monthlyPence: value?.monthlyPence ?? null,
        })}
      />
      <SubscriptionBanner back />
      <ProductColourProvider initial={initialColour(product.product_variants)}>
        <article className="product-detail">
          {/* A row that swipes on a phone (CSS scroll-snap), a column on a wide screen. */}
          <ProductGallery name={product.name} images={images} imageColours={product.imageColours} />
          <div className="product-detail__info">
            {product.brand && <p className={styles.brand}>{product.brand}</p>}
            <h1 className={styles.name}>{product.name}</h1>
            {/* The monthly price by the name, in a phone's first screen (issue 26). */}
            <p className={styles.price}>
              {value && (
                <>
                  <strong className={styles.monthly} data-testid="monthly-price">
                    Rent from {formatPounds(value.monthlyPence / 100)} a month
                  </strong>{" "}
                  ·{" "}
                </>
              )}
              RRP {formatPounds(product.price)}
            </p>
            <ProductPicker product={forPicker(product)} />
            {value && (
              <p className={styles.value} data-testid="rental-value">
                Rent it from <strong>{formatPounds(value.monthlyPence / 100)} a month</strong> with{" "}
                {value.plan}, instead of {formatPounds(value.retailPence / 100)} to buy it new — and
                swap it for the next size when it&apos;s outgrown.
              </p>
            )}
            <PostcodeCheck area={deliveryAreaOf(settings)} />
            <ul className={styles.trust}>
              <li>
                {DELIVERY_PROMISE} {notServedText(settings.excludedPostcodes, { withCodes: false })}
              </li>
              <li>
                Stains and everyday wear are fine: see our{" "}
                <Link href="/care">care and damage policy</Link>.
              </li>
              <li>
                Not sure of the size? <Link href="/size-guide">Size guide</Link> ·{" "}
                <Link href="/delivery">Where we deliver</Link>
              </li>
            </ul>
            {product.description && <p>{product.description}</p>}
            {accordions.map(([title, body]) => (
              <details key={title} className={styles.accordion}>
                <summary>{title}</summary>
                <p>{body}</p>
              </details>
            ))}
          </div>
        </article>
      </ProductColourProvider>
    </>
  );
}
