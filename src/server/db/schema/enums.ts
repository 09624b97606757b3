import { pgEnum } from "drizzle-orm/pg-core";
import {
  API_LOG_ORIGINS,
  API_LOG_STATUSES,
  GIFT_ORDER_STATUSES,
  ORDER_ITEM_STATUSES,
  ORDER_STATUSES,
  PRODUCT_ITEM_STATUSES,
  SHIPPING_METHODS,
  TAG_TYPES,
  VARIANT_OPTION_TYPES,
} from "@/domain/enums";

// Section 4.1. The stored values are the ORDER_* names (docs/decisions/).
export const orderStatus = pgEnum("order_status", ORDER_STATUSES);
export const orderItemStatus = pgEnum("order_item_status", ORDER_ITEM_STATUSES);
export const productItemStatus = pgEnum("product_item_status", PRODUCT_ITEM_STATUSES);
export const apiLogOrigin = pgEnum("api_log_origin", API_LOG_ORIGINS);
export const apiLogStatus = pgEnum("api_log_status", API_LOG_STATUSES);
export const giftOrderStatus = pgEnum("gift_order_status", GIFT_ORDER_STATUSES);
export const shippingMethod = pgEnum("shipping_method", SHIPPING_METHODS);
export const tagType = pgEnum("tag_type", TAG_TYPES);
export const variantOptionType = pgEnum("variant_option_type", VARIANT_OPTION_TYPES);
