"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { Modal } from "@/components/modal/modal";
import { useShop } from "@/components/shop-state/shop-provider";
import { basketSummary } from "@/domain/checkout/basket-summary";
import { gateCheckout, type CheckoutDecision } from "@/domain/checkout/gate-checkout";
import { BasketItem } from "./basket-item";
import styles from "./basket.module.css";
import { refreshCart } from "./refresh-cart";

const PLAN_PICKER_HREF = "/collection#plans";
type Blocked = Extract<CheckoutDecision, { kind: "blocked" }>;

/** The basket summary modal, 'Summary of wardrobe' (spec 2.6), with checkout gating (spec 4.7). */
export function BasketModal({ onClose }: { onClose(): void }) {
  const router = useRouter();
  const { cart, plan, removeItem, setCart } = useShop();
  const [blocked, setBlocked] = useState<Blocked | null>(null);
  const [checking, setChecking] = useState(false);
  const messageRef = useRef<HTMLDivElement>(null);
  // The message shows where 'Proceed to checkout' was pressed: in the modal's footer, which stays
  // in view (sticky), and scrolled to on a short screen (issue 13).
  useEffect(() => {
    if (blocked) messageRef.current?.scrollIntoView?.({ block: "nearest" });
  }, [blocked]);
  const summary = basketSummary(cart.length, plan);
  const countClass =
    summary.countStyle === "green" ? styles.green : summary.countStyle === "red" ? styles.red : "";

  const goTo = (href: string) => {
    onClose();
    router.push(href);
  };

  const proceed = async () => {
    setChecking(true);
    setBlocked(null);
    // Availability is checked against current product data, so the first rule is real.
    const refreshed = await refreshCart(cart);
    setCart(refreshed);
    setChecking(false);
    const decision = gateCheckout(refreshed, plan);
    if (decision.kind === "proceed") goTo(decision.href);
    else setBlocked(decision);
  };

  return (
    <Modal basket title="Summary of wardrobe" onClose={onClose}>
      <div className={styles.summary}>
        {summary.countText && (
          <p
            className={`${styles.count} ${countClass}`}
            data-testid="basket-count"
            data-style={summary.countStyle}
          >
            {summary.countText}
          </p>
        )}
        <p className={styles.plan}>{summary.planText}</p>
      </div>
      {cart.length === 0 ? (
        <p className={styles.empty}>Your wardrobe is empty.</p>
      ) : (
        <ul className={styles.items} aria-label="Your wardrobe">
          {cart.map((item) => (
            <BasketItem
              key={item.uid}
              item={item}
              onRemove={() => {
                removeItem(item.uid);
                setBlocked(null);
              }}
              onNavigate={onClose}
            />
          ))}
        </ul>
      )}
      <div className={styles.footer}>
        {blocked && (
          <div role="alert" ref={messageRef} className={styles.alert}>
            <button
              type="button"
              className={styles.message}
              onClick={() => setBlocked(null)}
              title="Dismiss"
            >
              {blocked.message}
            </button>
            {blocked.action && (
              <button type="button" className="button" onClick={() => goTo(blocked.action!.href)}>
                {blocked.action.label}
              </button>
            )}
          </div>
        )}
        <div className={styles.buttons}>
          <button
            type="button"
            className={`button ${styles.secondary}`}
            onClick={() => goTo(PLAN_PICKER_HREF)}
          >
            {summary.planButtonLabel}
          </button>
          <button type="button" className="button" onClick={proceed} disabled={checking}>
            Proceed to checkout
          </button>
        </div>
      </div>
    </Modal>
  );
}
