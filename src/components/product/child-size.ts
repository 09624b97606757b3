"use client";

import { useShop } from "@/components/shop-state/shop-provider";
import { childSizeOption } from "@/domain/children/child-texts";

/**
 * The size a product page preselects for the signed-in family (issue 27): the first child's size
 * (in the family's order) among this colour's size options, once the session has said who is
 * browsing; null for a guest or when the product has none of the children's sizes. The picker
 * uses it only while the visitor has not picked a size themselves.
 */
export function useChildSize(
  options: readonly { value: string; name: string }[],
): { value: string; firstName: string } | null {
  const kids = useShop().profile?.children ?? [];
  const found = childSizeOption(options, kids);
  return found ? { value: found.option.value, firstName: found.firstName } : null;
}
