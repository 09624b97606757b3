"use client";

import { useRouter } from "next/navigation";
import { subscriptionBanner } from "@/domain/checkout/basket-summary";
import { picksLeftText } from "@/domain/cart/wardrobe-note";
import { BACK_NAVIGATION_DELAY_MS } from "@/domain/timings";
import { HintText, shownIf } from "@/components/shop-state/first-paint";
import { useShop } from "@/components/shop-state/shop-provider";
import styles from "./banner.module.css";

/**
 * The subscription banner of /collection and /products/{slug} (spec 2.4): the chosen plan and
 * '{n} of {limit} picked', flagged (never blocking) over the limit; either text opens the basket.
 * It stays at the top of the screen while the page scrolls, with what is left to pick ('Now pick
 * your 5'), so the count of picks is always in view (issue 13).
 */
export function SubscriptionBanner({ back = false }: { back?: boolean }) {
  const router = useRouter();
  const { cart, plan, hydrated, openModal } = useShop();
  const banner = subscriptionBanner(cart.length, plan);
  const left = picksLeftText(cart.length, plan);
  // Until the stored wardrobe is read, the banner the hint describes holds its place (issue 26).
  if (!banner && !back && hydrated) return null;
  const goBack = () => {
    window.scrollTo({ top: 0 });
    window.setTimeout(() => router.back(), BACK_NAVIGATION_DELAY_MS);
  };
  const openBasket = () => openModal({ kind: "basket" });
  return (
    <div
      className={styles.banner}
      {...(!hydrated && !back ? shownIf("plan") : { "data-testid": "subscription-banner" })}
    >
      {back && (
        <button type="button" className={styles.back} onClick={goBack}>
          <span aria-hidden="true">← </span>Back
        </button>
      )}
      {!hydrated && (
        <div className={styles.texts} {...shownIf("plan")}>
          <button type="button" className={styles.text} onClick={openBasket}>
            <HintText name="plan-name" />
          </button>
          <button type="button" className={styles.text} onClick={openBasket}>
            <HintText name="picked" />
          </button>
          {!back && (
            <span className={styles.next} {...shownIf("left")}>
              <HintText name="to-pick" />
            </span>
          )}
        </div>
      )}
      {banner && (
        <div className={styles.texts}>
          <button type="button" className={styles.text} onClick={openBasket}>
            {banner.planText}
          </button>
          <button
            type="button"
            className={`${styles.text} ${banner.isError ? styles.error : ""}`}
            data-error={banner.isError}
            aria-describedby={banner.isError ? "banner-over-limit" : undefined}
            onClick={openBasket}
          >
            {banner.countText}
          </button>
          {/* On the collection; a product page keeps the banner to one row, its picker first. */}
          {!back && left && (
            <span className={styles.next} data-testid="picks-left">
              {left}
            </span>
          )}
          {banner.isError && (
            <span id="banner-over-limit" className="visually-hidden">
              More items than your plan allows
            </span>
          )}
        </div>
      )}
    </div>
  );
}
