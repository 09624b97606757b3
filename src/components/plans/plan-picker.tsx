"use client";

import { useRouter } from "next/navigation";
import { shownIf } from "@/components/shop-state/first-paint";
import { useShop } from "@/components/shop-state/shop-provider";
import { formatPounds } from "@/components/money";
import { piecePricePence } from "@/domain/catalogue/rental-value";
import { planAllowanceText } from "./plan-text";
import styles from "./plans.module.css";

export const PLAN_PICKER_ID = "plans";

/**
 * The plan picker (reached as /collection#plans from the basket): the settings' subscription
 * options; the choice persists in the browser under 'subscriptionOptionNew'.
 *
 * Plan first (issue 13): `placement="first"` shows the plans as cards at the top of the page for a
 * visitor who has no plan yet (and `then` goes on to the collection once one is chosen);
 * `placement="last"` shows them at the end of the collection once a plan is chosen, to change it.
 * Only one of the two is on the page at a time.
 */
export function PlanPicker({ placement, then }: { placement: "first" | "last"; then?: string }) {
  const router = useRouter();
  const { subscriptionOptions, plan, setPlan, hydrated } = useShop();
  if (subscriptionOptions.length === 0) return null;
  if ((placement === "first") !== (plan === null)) return null;
  return (
    <section
      id={PLAN_PICKER_ID}
      className={`${styles.section} ${placement === "first" ? styles.first : ""}`}
      aria-labelledby="plans-title"
      // Until the stored plan is read, a visitor the hint says has one never sees it (issue 26).
      {...(!hydrated && placement === "first" ? shownIf("no-plan") : {})}
    >
      <h2 id="plans-title">Choose your plan</h2>
      {placement === "first" && (
        <p className={styles.intro}>
          First, how many pieces a month? Then fill your wardrobe with them. Delivery, cleaning and
          swaps are included; change or cancel any time.
        </p>
      )}
      <ul className={styles.list}>
        {subscriptionOptions.map((option) => {
          const chosen = plan?.plan === option.plan;
          return (
            <li key={option.plan}>
              <button
                type="button"
                className={styles.plan}
                aria-pressed={chosen}
                onClick={() => {
                  setPlan({ ...option });
                  if (then) router.push(then);
                }}
              >
                <strong>{option.plan}</strong>
                <span>{planAllowanceText(option)}</span>
                <span className={styles.piece}>
                  {formatPounds(piecePricePence(option) / 100)} a piece
                </span>
                {chosen && <span className={styles.chosen}>Your plan</span>}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
