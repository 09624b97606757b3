import Link from "next/link";
import type { CartItem, CartPlan } from "@/domain/cart/types";
import { formatPounds } from "@/domain/checkout/checkout-request";
import { ITEMS_NOT_AVAILALE } from "@/domain/checkout/messages";
import { DEFAULT_PRODUCT_IMAGE, imageUrl } from "@/domain/images";
import styles from "./checkout.module.css";

/** Every picked item with its size and colour; kept and unavailable ones are marked. */
export function CheckoutItems({ items }: { items: readonly CartItem[] }) {
  return (
    <ul className={styles.items} aria-label="Your picks">
      {items.map((item) => (
        <li
          key={item.uid}
          className={styles.item}
          data-testid="checkout-item"
          data-unavailable={item.unavailable || undefined}
        >
          <img
            src={imageUrl(item.product.images[0] ?? DEFAULT_PRODUCT_IMAGE, 320)}
            alt=""
            width={56}
            height={70}
            loading="lazy"
          />
          <div>
            <Link href={`/products/${item.product.slug}`}>{item.product.name}</Link>
            <p className={styles.itemMeta}>
              {[item.selected_variant.size?.name, item.selected_variant.color?.name]
                .filter(Boolean)
                .join(" · ")}
            </p>
            {item.keptItem && <span className={styles.tag}>In your Wardrobe</span>}
            {item.unavailable && <span className={styles.unavailable}>No longer available</span>}
          </div>
        </li>
      ))}
    </ul>
  );
}

/** Spec 8's ITEMS_NOT_AVAILALE, with the way out: the marked items are swapped in the collection. */
export function ItemsNotAvailable() {
  return (
    <p className={styles.problem} role="alert">
      {ITEMS_NOT_AVAILALE}. <Link href="/collection">Swap the marked items in the collection</Link>
    </p>
  );
}

/**
 * The wardrobe's panel: the plan (once there is one to pay for), the picks, and 'Some items are
 * not available anymore' when the server or the basket's refresh marked some.
 */
export function CheckoutWardrobe({
  items,
  plan,
  notAvailable,
}: {
  items: readonly CartItem[];
  plan?: CartPlan;
  notAvailable: boolean;
}) {
  return (
    <section className={styles.panel} aria-labelledby="checkout-wardrobe">
      <h2 id="checkout-wardrobe">Your wardrobe</h2>
      {plan && (
        <p data-testid="checkout-plan">
          {plan.plan} · {formatPounds(plan.price)} a month · {plan.limit} items
        </p>
      )}
      <CheckoutItems items={items} />
      {notAvailable && <ItemsNotAvailable />}
    </section>
  );
}
