"use client";

import { stockShownToUser } from "@/domain/catalogue/shown-stock";
import { useShop } from "@/components/shop-state/shop-provider";
import styles from "./catalogue.module.css";

/**
 * A card's stock line: the variants' stock less what the cart already holds (spec 2.10). With a
 * size chosen on /collection (`choice`, e.g. '3-6 months'), the variants are that size's only and
 * the line says whether it is available in it (issue 26).
 */
export function CardStock({
  variants,
  choice,
}: {
  variants: { id: number; stock: number }[];
  choice?: string;
}) {
  const { cart } = useShop();
  const shown = variants.reduce((sum, variant) => sum + stockShownToUser(variant, cart), 0);
  const soldOut = `${styles.stock} ${styles.soldOut}`;
  if (choice !== undefined)
    return shown === 0 ? (
      <p className={soldOut}>Sold out in {choice}</p>
    ) : (
      <p className={styles.stock}>
        {shown} available in {choice}
      </p>
    );
  if (shown === 0) return <p className={soldOut}>Out of stock</p>;
  return <p className={styles.stock}>{shown} available</p>;
}
