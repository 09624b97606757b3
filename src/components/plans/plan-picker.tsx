"use client";

import { useShop } from "@/components/shop-state/shop-provider";
import { planAllowanceText } from "./plan-text";
import styles from "./plans.module.css";

export const PLAN_PICKER_ID = "plans";

/**
 * The plan picker on /collection (reached as /collection#plans from the basket): the settings'
 * subscription options; the choice persists in the browser under 'subscriptionOptionNew'.
 */
export function PlanPicker() {
  const { subscriptionOptions, plan, setPlan } = useShop();
  if (subscriptionOptions.length === 0) return null;
  return (
    <section id={PLAN_PICKER_ID} className={styles.section} aria-labelledby="plans-title">
      <h2 id="plans-title">Choose your plan</h2>
      <ul className={styles.list}>
        {subscriptionOptions.map((option) => {
          const chosen = plan?.plan === option.plan;
          return (
            <li key={option.plan}>
              <button
                type="button"
                className={styles.plan}
                aria-pressed={chosen}
                onClick={() => setPlan({ ...option })}
              >
                <strong>{option.plan}</strong>
                <span>{planAllowanceText(option)}</span>
                {chosen && <span className={styles.chosen}>Your plan</span>}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
