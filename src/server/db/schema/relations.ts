import { relations } from "drizzle-orm";
import { products, productTags, productVariants, tags, variantOptions } from "./catalogue";
import { contentDocuments, contentDocumentVersions } from "./content";
import {
  productItemRetirement,
  productItems,
  productItemsHistory,
  userProductItems,
} from "./garments";
import { userProductFavorites, users } from "./members";
import { order, orderProductVariants, partialOrder, partialReturn } from "./orders";

export const productsRelations = relations(products, ({ many }) => ({
  product_tags: many(productTags),
  product_variants: many(productVariants),
}));

export const productTagsRelations = relations(productTags, ({ one }) => ({
  product: one(products, { fields: [productTags.product_id], references: [products.id] }),
  tag: one(tags, { fields: [productTags.tag_id], references: [tags.id] }),
}));

export const tagsRelations = relations(tags, ({ many }) => ({ product_tags: many(productTags) }));

export const productVariantsRelations = relations(productVariants, ({ one, many }) => ({
  product: one(products, { fields: [productVariants.product_id], references: [products.id] }),
  size: one(variantOptions, {
    fields: [productVariants.size_id],
    references: [variantOptions.id],
    relationName: "size",
  }),
  color: one(variantOptions, {
    fields: [productVariants.color_id],
    references: [variantOptions.id],
    relationName: "color",
  }),
  product_items: many(productItems),
}));

export const variantOptionsRelations = relations(variantOptions, ({ many }) => ({
  sized_variants: many(productVariants, { relationName: "size" }),
  coloured_variants: many(productVariants, { relationName: "color" }),
}));

export const usersRelations = relations(users, ({ many }) => ({
  user_product_favorites: many(userProductFavorites),
  partial_order: many(partialOrder),
  partial_return: many(partialReturn),
  user_product_items: many(userProductItems),
  order: many(order),
}));

export const userProductFavoritesRelations = relations(userProductFavorites, ({ one }) => ({
  user: one(users, { fields: [userProductFavorites.user_id], references: [users.id] }),
  product: one(products, { fields: [userProductFavorites.product_id], references: [products.id] }),
}));

export const orderRelations = relations(order, ({ one, many }) => ({
  user: one(users, { fields: [order.user_id], references: [users.id] }),
  order_product_variants: many(orderProductVariants),
}));

export const orderProductVariantsRelations = relations(orderProductVariants, ({ one }) => ({
  order: one(order, { fields: [orderProductVariants.order_id], references: [order.id] }),
  product_variant: one(productVariants, {
    fields: [orderProductVariants.product_variant_id],
    references: [productVariants.id],
  }),
}));

export const partialOrderRelations = relations(partialOrder, ({ one, many }) => ({
  user: one(users, { fields: [partialOrder.user_id], references: [users.id] }),
  user_product_items: many(userProductItems),
}));

export const partialReturnRelations = relations(partialReturn, ({ one, many }) => ({
  user: one(users, { fields: [partialReturn.user_id], references: [users.id] }),
  user_product_items: many(userProductItems),
}));

export const productItemsRelations = relations(productItems, ({ one, many }) => ({
  product_variant: one(productVariants, {
    fields: [productItems.product_variant_id],
    references: [productVariants.id],
  }),
  history: many(productItemsHistory),
  retirement: many(productItemRetirement),
}));

export const productItemsHistoryRelations = relations(productItemsHistory, ({ one }) => ({
  product_item: one(productItems, {
    fields: [productItemsHistory.product_item_id],
    references: [productItems.id],
  }),
}));

export const productItemRetirementRelations = relations(productItemRetirement, ({ one }) => ({
  product_item: one(productItems, {
    fields: [productItemRetirement.product_item_id],
    references: [productItems.id],
  }),
}));

export const userProductItemsRelations = relations(userProductItems, ({ one }) => ({
  user: one(users, { fields: [userProductItems.user_id], references: [users.id] }),
  partial_order: one(partialOrder, {
    fields: [userProductItems.partial_order_id],
    references: [partialOrder.id],
  }),
  partial_return: one(partialReturn, {
    fields: [userProductItems.partial_return_id],
    references: [partialReturn.id],
  }),
  product_variant: one(productVariants, {
    fields: [userProductItems.product_variant_id],
    references: [productVariants.id],
  }),
  product_item: one(productItems, {
    fields: [userProductItems.product_item_id],
    references: [productItems.id],
  }),
}));

export const contentDocumentsRelations = relations(contentDocuments, ({ many }) => ({
  versions: many(contentDocumentVersions),
}));

export const contentDocumentVersionsRelations = relations(contentDocumentVersions, ({ one }) => ({
  document: one(contentDocuments, {
    fields: [contentDocumentVersions.document_id],
    references: [contentDocuments.id],
  }),
}));
