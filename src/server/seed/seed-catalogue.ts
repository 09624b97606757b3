import { TAG_TYPES } from "@/domain/enums";
import type { Executor } from "@/server/db/client";
import { products, productTags, productVariants, tags, variantOptions } from "@/server/db/schema";
import { insertInChunks, insertReturningIds } from "./bulk-insert";
import { buildProductPlans, type ProductPlan, type VariantPlan } from "./build-products";
import { TAG_DEFINITIONS } from "./catalogue-data";
import type { Random } from "./random";
import { daysBefore } from "./seed-dates";
import {
  COLOUR_DEFINITIONS,
  LEGACY_SIZE_DEFINITIONS,
  SIZE_DEFINITIONS,
} from "./variant-option-data";

export interface SeededProduct {
  id: number;
  plan: ProductPlan;
  listed: boolean;
}

export interface SeededVariant {
  id: number;
  productId: number;
  plan: VariantPlan;
  /** Price of the product in pounds. */
  rrp: number;
  /** On a listed product and not deleted: members can rent it. */
  rentable: boolean;
  productCreatedAt: Date;
}

export interface SeededCatalogue {
  products: SeededProduct[];
  variants: SeededVariant[];
  tags: number;
  variantOptions: number;
}

export function productImagePath(slug: string, n: number): string {
  return `products/${slug}/${n}.png`;
}

const CATALOGUE_CREATED = daysBefore(480);

async function insertTaxonomy(
  db: Executor,
): Promise<{ tagIds: Map<string, number>; optionIds: Map<string, number> }> {
  const tagRows = TAG_TYPES.flatMap((type) =>
    TAG_DEFINITIONS[type].map((t, i) => ({
      name: t.name,
      type,
      slug: t.slug,
      order: i + 1,
      lifespan_impact: t.impact.toFixed(2),
      created_at: CATALOGUE_CREATED,
    })),
  );
  const tagIdList = await insertReturningIds(db, tags, tagRows);
  const tagIds = new Map(tagRows.map((row, i) => [row.slug, tagIdList[i] as number]));

  const sizeRows = [...SIZE_DEFINITIONS, ...LEGACY_SIZE_DEFINITIONS].map((s) => ({
    name: s.name,
    type: "Size" as const,
    slug: s.slug,
    order: s.order,
    metadata: {},
  }));
  const colourRows = COLOUR_DEFINITIONS.map((c, i) => ({
    name: c.name,
    type: "Color" as const,
    slug: c.slug,
    order: i + 1,
    metadata: { hex: c.hex },
  }));
  const optionRows = [...sizeRows, ...colourRows];
  const optionIdList = await insertReturningIds(db, variantOptions, optionRows);
  const optionIds = new Map(
    optionRows.map((row, i) => [`${row.type}:${row.slug}`, optionIdList[i] as number]),
  );
  return { tagIds, optionIds };
}

/** Writes tags, size and colour options, products, their tags and variants. */
export async function seedCatalogue(
  db: Executor,
  random: Random,
  options: { listedProducts: number; images: boolean },
): Promise<SeededCatalogue> {
  const { tagIds, optionIds } = await insertTaxonomy(db);
  const plans = buildProductPlans(random, options.listedProducts);

  const productIds = await insertReturningIds(
    db,
    products,
    plans.map((plan) => ({
      created_at: plan.createdAt,
      updated_at: plan.archivedAt ?? plan.deletedAt ?? plan.publishedAt ?? plan.createdAt,
      published_at: plan.publishedAt,
      archived_at: plan.archivedAt,
      deleted_at: plan.deletedAt,
      name: plan.name,
      product_reference: plan.reference,
      images: options.images
        ? Array.from({ length: plan.imageCount }, (_, i) => productImagePath(plan.slug, i + 1))
        : [],
      description: plan.description,
      slug: plan.slug,
      rrp: plan.rrp,
      orderKey: plan.orderKey,
      ...plan.accordions,
    })),
  );
  const seededProducts: SeededProduct[] = plans.map((plan, i) => ({
    id: productIds[i] as number,
    plan,
    listed: plan.visibility === "listed",
  }));

  await insertInChunks(
    db,
    productTags,
    seededProducts.flatMap((p) =>
      p.plan.tagSlugs.map((slug) => {
        const tagId = tagIds.get(slug);
        if (tagId === undefined) throw new Error(`Seed data names an unknown tag slug: ${slug}`);
        return { product_id: p.id, tag_id: tagId, created_at: p.plan.createdAt };
      }),
    ),
  );

  const variantInputs = seededProducts.flatMap((p) =>
    p.plan.variants.map((plan) => ({ product: p, plan })),
  );
  const variantIds = await insertReturningIds(
    db,
    productVariants,
    variantInputs.map(({ product, plan }) => ({
      created_at: product.plan.createdAt,
      updated_at: product.plan.createdAt,
      deleted_at: plan.deleted ? daysBefore(20) : null,
      product_id: product.id,
      sku: plan.sku,
      stock: plan.stock,
      // The count last confirmed by the warehouse equals the live stock in a fresh shop.
      static_stock: plan.stock,
      size_id: optionIds.get(`Size:${plan.size.slug}`),
      color_id: optionIds.get(`Color:${plan.colour.slug}`),
      fulfilment_id: plan.fulfilmentId,
      lifespan_base: plan.lifespanBase,
    })),
  );

  return {
    products: seededProducts,
    variants: variantInputs.map(({ product, plan }, i) => ({
      id: variantIds[i] as number,
      productId: product.id,
      plan,
      rrp: Number(product.plan.rrp),
      rentable: product.listed && !plan.deleted,
      productCreatedAt: product.plan.createdAt,
    })),
    tags: tagIds.size,
    variantOptions: optionIds.size,
  };
}
