/** Cart and plan as held in the browser (spec section 3.5). */
import type { ListedVariant } from "@/domain/catalogue/types";

export interface CartSize {
  name: string;
  slug: string;
  order: number;
  metadata: unknown;
}

export interface CartColor {
  name: string;
}

export interface CartProduct {
  slug: string;
  name: string;
  images: string[];
  id: number;
  /** Numeric; may be a numeric string. */
  rrp: number | string | null;
  product_variants: ListedVariant[];
}

export interface CartSelectedVariant {
  id: number;
  stock: number;
  size: CartSize | null;
  color: CartColor | null;
  /** The variant's product, kept small: the full product is on CartItem.product. */
  product: { id: number; slug: string; name: string };
}

export interface CartItem {
  product: CartProduct;
  selected_variant: CartSelectedVariant;
  /** A random string, unique within the cart. */
  uid: string;
  unavailable: boolean;
  /** An item from the member's current order that they keep for the next period. */
  keptItem: boolean;
}

/** The chosen subscription option as held in the basket (browser key 'subscriptionOptionNew'). */
export interface CartPlan {
  /** Plan label, e.g. 'Subscription A'. */
  plan: string;
  /** Number of items the plan allows. */
  limit: number;
  price: number;
  /** The payment provider's price id. */
  paymentPriceId: string;
}

/** Injected so that building items stays pure and testable. */
export type UidGenerator = () => string;
