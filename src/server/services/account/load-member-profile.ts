import { eq } from "drizzle-orm";
import { activeOrder, activeReturn, isSubscribed } from "@/domain/member/member-state";
import { groupItems, previousProductVariants, type ItemGroups } from "@/domain/member/item-groups";
import type { MemberItem, MemberProfile, StatusRef } from "@/domain/member/types";
import type { Executor } from "@/server/db/client";
import { users } from "@/server/db/schema";

const deliveryRef = {
  columns: {
    id: true,
    status: true,
    date: true,
    dispatched_at: true,
    delivered_at: true,
    tracking_code: true,
    delivery_provider: true,
  },
} as const;
const returnRef = {
  columns: {
    id: true,
    status: true,
    date: true,
    due_date: true,
    return_reference: true,
    label_url: true,
    received_at: true,
  },
} as const;

/** The profile of spec 3.4 with every relation, in ONE SQL statement (Drizzle nests the joins). */
async function queryProfile(db: Executor, userId: string) {
  return db.query.users.findFirst({
    where: eq(users.id, userId),
    with: {
      user_product_favorites: {
        columns: { product_id: true, created_at: true },
        with: {
          product: { columns: { id: true, slug: true, name: true, images: true, rrp: true } },
        },
      },
      partial_order: deliveryRef,
      partial_return: returnRef,
      user_product_items: {
        with: {
          partial_order: deliveryRef,
          partial_return: returnRef,
          product_item: { columns: { status: true } },
          product_variant: {
            columns: { id: true, sku: true },
            with: {
              product: { columns: { id: true, slug: true, name: true, images: true, rrp: true } },
              size: { columns: { name: true, slug: true } },
              color: { columns: { name: true, slug: true } },
            },
          },
        },
      },
      order: {
        columns: {
          id: true,
          user_id: true,
          created_at: true,
          status: true,
          delivery_date: true,
          delivery_date_time: true,
          delivery_status: true,
          return_date_time: true,
          subscription_type: true,
        },
        with: { order_product_variants: { columns: { product_variant_id: true } } },
      },
    },
  });
}

type ProfileRow = NonNullable<Awaited<ReturnType<typeof queryProfile>>>;
export type ProfileUser = Omit<
  ProfileRow,
  "user_product_favorites" | "partial_order" | "partial_return" | "user_product_items" | "order"
>;
export type FavouriteProduct = ProfileRow["user_product_favorites"][number]["product"];

export interface LoadedProfile extends MemberProfile {
  user: ProfileUser;
  favouriteProducts: FavouriteProduct[];
  activeOrder: StatusRef | undefined;
  activeReturn: StatusRef | undefined;
  previousProductVariants: number[];
  items: ItemGroups<MemberItem>;
  subscribed: boolean;
}

const byIdDesc = <T extends { id: number }>(a: T, b: T) => b.id - a.id;

/**
 * Spec 8: a profile load error is reported as 'Error getting user by id'. It is raised, never
 * turned into "no profile", so the page shows an error rather than an empty account; the request
 * pipeline reports it (or answers 503 when the database's own error says it is down).
 */
export function profileLoadError(cause: unknown): Error {
  return new Error("Error getting user by id", { cause });
}

/**
 * The member's profile as loaded (spec 3.4) with its derived activeOrder, activeReturn,
 * previousProductVariants and the three item groups (4.4). Null when there is no such profile;
 * a failed load throws (profileLoadError).
 */
export async function loadMemberProfile(
  db: Executor,
  userId: string,
): Promise<LoadedProfile | null> {
  let row: ProfileRow | undefined;
  try {
    row = await queryProfile(db, userId);
  } catch (error) {
    throw profileLoadError(error);
  }
  if (!row) return null;
  const {
    user_product_favorites,
    partial_order,
    partial_return,
    user_product_items,
    order,
    ...user
  } = row;
  const items: MemberItem[] = [...user_product_items].sort(byIdDesc);
  const profile: MemberProfile = {
    ...user,
    user_product_favorites: user_product_favorites.map((f) => ({ product_id: f.product_id })),
    partial_order: [...partial_order].sort(byIdDesc),
    partial_return: [...partial_return].sort(byIdDesc),
    user_product_items: items,
    order: [...order].sort(byIdDesc),
  };
  return {
    ...profile,
    user,
    favouriteProducts: [...user_product_favorites]
      .sort((a, b) => b.created_at.getTime() - a.created_at.getTime())
      .map((f) => f.product),
    activeOrder: activeOrder(profile),
    activeReturn: activeReturn(profile),
    previousProductVariants: previousProductVariants(items),
    items: groupItems(items),
    subscribed: isSubscribed(profile),
  };
}
