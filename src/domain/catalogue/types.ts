/** Shapes of a product as loaded for the catalogue (spec section 3.3). Server code maps rows into these. */

/** A size or colour option (variant_options row) joined onto a variant. */
export interface VariantOptionRef {
  id: number;
  name: string;
  slug: string;
  order: number;
  metadata: unknown;
}

export interface CatalogueTag {
  id: number;
  name: string;
  /** Stored upper-case (BRAND, CATEGORY, ...); compared case-insensitively. */
  type: string;
  slug: string;
  order: number;
}

export interface CatalogueVariant {
  id: number;
  sku: string;
  /** Integer in the database, but treated defensively: non-numeric or negative counts as 0. */
  stock: unknown;
  deleted_at: Date | string | null;
  product_id: number;
  size_id: number | null;
  color_id: number | null;
  size: VariantOptionRef | null;
  color: VariantOptionRef | null;
}

export interface CatalogueProduct {
  id: number;
  created_at?: Date | string;
  updated_at?: Date | string;
  published_at: Date | string | null;
  deleted_at: Date | string | null;
  archived_at: Date | string | null;
  name: string;
  product_reference?: string | null;
  images: string[];
  description?: string | null;
  slug: string;
  /** Numeric; may arrive as a numeric string. */
  rrp: number | string | null;
  orderKey: number;
  accordion1_title?: string | null;
  accordion1?: string | null;
  accordion2_title?: string | null;
  accordion2?: string | null;
  accordion3_title?: string | null;
  accordion3?: string | null;
  product_tags: { tag: CatalogueTag }[];
  product_variants: CatalogueVariant[];
}

/** A variant after listing: not deleted, stock normalised to a whole number ≥ 0. */
export interface ListedVariant extends CatalogueVariant {
  stock: number;
  deleted_at: null;
}

/** A listed product with the derived fields of section 3.3. */
export interface ListedProduct extends Omit<CatalogueProduct, "product_variants"> {
  product_variants: ListedVariant[];
  filter_tags: string[];
  /** Name of the BRAND tag, or null when the product has none. */
  brand: string | null;
  /** rrp (as a number) when at least one variant has a size, else 0. */
  price: number;
  totalAvailability: number;
}

/** An entry of an option list or filter group. */
export interface OptionEntry {
  name: string;
  value: string;
  meta: unknown;
}

export interface SizeOptionEntry extends OptionEntry {
  stock: number;
}

/** The derived tag added when a product has stock. */
export const PRODUCT_AVAILABLE_TAG = "product-available";
