"use client";

import Link from "next/link";
import { DEFAULT_PRODUCT_IMAGE, imageUrl } from "@/domain/images";
import { planAllowanceText } from "@/components/plans/plan-text";
import { useShop } from "@/components/shop-state/shop-provider";
import { subscriptionText } from "@/domain/checkout/basket-summary";
import { gateCheckout } from "@/domain/checkout/gate-checkout";
import styles from "./basket.module.css";

/**
 * /checkout for now: the wardrobe and plan the gating let through. Delivery details and payment
 * are the next step. Arriving without passing the gate shows why and leads back.
 */
export function CheckoutSummary() {
  const { cart, plan, hydrated } = useShop();
  if (!hydrated) return <p>Loading your wardrobe…</p>;
  const decision = gateCheckout(cart, plan);
  if (decision.kind === "blocked" || plan === null) {
    return (
      <div>
        <p role="alert">{decision.kind === "blocked" ? decision.message : ""}</p>
        <Link className="button" href="/collection">
          Back to the collection
        </Link>
      </div>
    );
  }
  return (
    <div>
      <h2>{subscriptionText(plan)}</h2>
      <p>{planAllowanceText(plan)}</p>
      <ul className={styles.items} aria-label="Your wardrobe">
        {cart.map((item) => (
          <li key={item.uid} className={styles.item}>
            <img
              src={imageUrl(item.product.images[0] ?? DEFAULT_PRODUCT_IMAGE, 320)}
              alt=""
              width={64}
              height={80}
            />
            <div>
              <Link href={`/products/${item.product.slug}`}>{item.product.name}</Link>
              {item.selected_variant.size && (
                <p className={styles.itemSize}>{item.selected_variant.size.name}</p>
              )}
              {item.keptItem && <span className={styles.tag}>In your Wardrobe</span>}
            </div>
            <span />
          </li>
        ))}
      </ul>
      <p>Delivery details and payment come next.</p>
    </div>
  );
}
