/** The user profile as loaded (spec section 3.4). Server code maps rows into these shapes. */

/** A partial_order or partial_return as joined onto the profile. */
export interface StatusRef {
  id: number;
  /** An OrderStatus; bare names (PLACED, FINALISED, ...) are read through toOrderStatus. */
  status: string;
  date?: Date | string | null;
}

/** A delivery (partial_order) as the member sees it (issue 11). */
export interface DeliveryRef extends StatusRef {
  dispatched_at?: Date | null;
  delivered_at?: Date | null;
  tracking_code?: string | null;
  delivery_provider?: string | null;
}

/** A return (partial_return) as the member sees it (issue 11). */
export interface ReturnRef extends StatusRef {
  due_date?: string | null;
  return_reference?: string | null;
  label_url?: string | null;
  received_at?: Date | null;
}

export interface MemberItemVariant {
  id: number;
  sku?: string;
  size?: { name: string; slug: string } | null;
  color?: { name: string; slug: string } | null;
  product: {
    id: number;
    slug: string;
    name: string;
    images: string[];
    rrp: number | string | null;
  };
}

export interface MemberItem {
  id: number;
  product_item_id: number;
  partial_order_id: number | null;
  partial_return_id: number | null;
  product_variant_id: number;
  partial_order: DeliveryRef | null;
  partial_return: ReturnRef | null;
  product_variant: MemberItemVariant | null;
  product_item: { status: string } | null;
}

/** A subscription order with its variant ids. */
export interface MemberOrder {
  id: number;
  user_id: string;
  created_at?: Date | string;
  status: string;
  delivery_date?: Date | string | null;
  delivery_date_time?: string | null;
  delivery_status?: string | null;
  return_date_time?: string | null;
  subscription_type?: string | null;
  order_product_variants: { product_variant_id: number }[];
}

export interface MemberProfile {
  id: string;
  email: string;
  firstName: string | null;
  lastName?: string | null;
  babyName?: string | null;
  postcode?: string | null;
  payment_customer_id: string | null;
  payment_subscription_id: string | null;
  user_product_favorites: { product_id: number }[];
  partial_order: DeliveryRef[];
  partial_return: ReturnRef[];
  user_product_items: MemberItem[];
  order: MemberOrder[];
}

/** The signed-in member as the browser sees it (the shop state's profile); null for a guest. */
export interface SessionProfile {
  id: string;
  email: string;
  firstName: string | null;
  isAdmin: boolean;
  favouriteProductIds: number[];
  /** The profile's postcode; the browser keeps it under 'postcode' (spec 4.3). */
  postcode?: string | null;
  /** The member's subscription and the garments they hold now (their next wardrobe starts from these). */
  membership?: SessionMembership | null;
  /** The family's children and the age size each wears now (issue 27: the size chips, preselection). */
  children?: SessionChild[];
}

export interface SessionChild {
  firstName: string;
  /** The AGE_SIZES slug the child wears now (predicted). */
  size: string;
}

export interface SessionMembership {
  paymentPriceId: string | null;
  state: "active" | "paused" | "cancelling" | "ended";
  /** One entry per garment with the member or on its way. */
  held: { variantId: number; productId: number }[];
}
