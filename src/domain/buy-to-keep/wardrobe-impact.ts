/**
 * 'What the family's wardrobe did' (issue 27, docs/growing.md, part impact): counted from the
 * garments' own history, nothing estimated. A family wore a garment when the garment reached them
 * (its product_items_history row into CUSTOMER for the family's delivery).
 */

/** One family's first arrival of one garment. */
export interface Wear {
  itemId: number;
  userId: string;
  /** When it first reached that family. */
  wornAt: Date;
}

/** A garment the family wore, as the history read found it. */
export interface FamilyGarment {
  itemId: number;
  /** Homes it went to before the shop tracked it (product_items.history_rental_homes). */
  historyHomes: number;
  /** With the family now (not sent back). */
  withFamily: boolean;
  /** The family bought it to keep. */
  kept: boolean;
}

export interface GarmentImpact {
  itemId: number;
  /** Families who wore it before this family first did, homes before the shop's records included. */
  familiesBefore: number;
  /** Families who wore it after this family first did; null while it is with the family or kept. */
  familiesAfter: number | null;
}

export interface WardrobeImpact {
  garments: GarmentImpact[];
  /** Garments the family wore, each counted once however often rented. */
  worn: number;
  /** Of those, bought to keep. */
  kept: number;
  /** Worn and not bought: the garments the family did not have to buy. */
  notBought: number;
  /** Other families (tracked by the shop) who wore the same garments, each counted once. */
  otherFamilies: number;
}

/**
 * Per garment the family wore: how many families wore it before and after them; in total how many
 * garments they wore without buying. A garment with no wear of the family's is left out (it never
 * reached them). Garments in the order given.
 */
export function wardrobeImpact(
  familyId: string,
  garments: readonly FamilyGarment[],
  wears: readonly Wear[],
): WardrobeImpact {
  const firstWear = new Map<number, number>();
  for (const wear of wears) {
    if (wear.userId !== familyId) continue;
    const at = wear.wornAt.getTime();
    firstWear.set(wear.itemId, Math.min(firstWear.get(wear.itemId) ?? at, at));
  }
  const others = new Set<string>();
  const result: GarmentImpact[] = [];
  let kept = 0;
  for (const garment of garments) {
    const mine = firstWear.get(garment.itemId);
    if (mine === undefined) continue;
    const before = new Set<string>();
    const after = new Set<string>();
    for (const wear of wears) {
      if (wear.itemId !== garment.itemId || wear.userId === familyId) continue;
      others.add(wear.userId);
      if (wear.wornAt.getTime() < mine) before.add(wear.userId);
      else after.add(wear.userId);
    }
    // A family who wore it both before and after this one counts once, before.
    for (const userId of before) after.delete(userId);
    if (garment.kept) kept += 1;
    result.push({
      itemId: garment.itemId,
      familiesBefore: Math.max(0, garment.historyHomes) + before.size,
      familiesAfter: garment.withFamily || garment.kept ? null : after.size,
    });
  }
  return {
    garments: result,
    worn: result.length,
    kept,
    notBought: result.length - kept,
    otherFamilies: others.size,
  };
}

/** 'Worn by 2 families before you', 'No one before you', for a garment's line. */
export function familiesText(count: number, when: "before" | "after"): string {
  if (count === 0) return when === "before" ? "You were the first to wear it" : "No one yet since";
  return `${count} ${count === 1 ? "family" : "families"} ${when} you`;
}

/** The headline figure: 'Your family wore 7 garments without buying them.' */
export function notBoughtText(impact: Pick<WardrobeImpact, "notBought">): string {
  const n = impact.notBought;
  if (n === 0) return "Nothing worn yet: your first garments will show here.";
  return `Your family wore ${n} ${n === 1 ? "garment" : "garments"} without having to buy ${n === 1 ? "it" : "them"}.`;
}
