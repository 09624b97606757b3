"use client";

import { stockShownToUser } from "@/domain/catalogue/shown-stock";
import { useShop } from "@/components/shop-state/shop-provider";
import styles from "./catalogue.module.css";

/** A card's stock line: the variants' stock less what the cart already holds (spec 2.10). */
export function CardStock({ variants }: { variants: { id: number; stock: number }[] }) {
  const { cart } = useShop();
  const shown = variants.reduce((sum, variant) => sum + stockShownToUser(variant, cart), 0);
  if (shown === 0) return <p className={`${styles.stock} ${styles.soldOut}`}>Out of stock</p>;
  return <p className={styles.stock}>{shown} available</p>;
}
