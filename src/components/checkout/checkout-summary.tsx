import type { CartItem, CartPlan } from "@/domain/cart/types";
import { cartTotal } from "@/domain/cart/cart-rules";
import type { Membership } from "@/domain/checkout/checkout-details";
import { formatPounds } from "@/domain/checkout/checkout-request";
import { ITEMS_NOT_AVAILALE } from "@/domain/checkout/messages";
import { formatDeliveryDay } from "@/domain/checkout/order-confirmation";
import type { AppliedCode } from "./discount-code-form";
import { MembershipNotes } from "./membership-notes";
import styles from "./checkout.module.css";

/**
 * The last step: the summary (plan, price, items, their worth, the day and time, the code), a live
 * member's notes, the problem the server answered, and 'Continue to payment' (or, for a member's
 * swap, 'Confirm my new wardrobe'), disabled while it is being sent.
 */
export function CheckoutSummary({
  plan,
  cart,
  lines,
  day,
  time,
  code,
  liveMembership,
  problem,
  paying,
  onPay,
}: {
  plan: CartPlan;
  cart: readonly CartItem[];
  lines: readonly { variantId: number; kept: boolean }[];
  day: string;
  time: string;
  code: AppliedCode | null;
  /** The member's subscription when it is live (not ended): a swap, nothing to pay. */
  liveMembership: Membership | null;
  problem: string | null;
  paying: boolean;
  onPay: () => void;
}) {
  const live = liveMembership !== null;
  return (
    <section className={styles.panel} aria-labelledby="checkout-summary">
      <h2 id="checkout-summary">Summary</h2>
      <dl className={styles.summary}>
        <dt>Plan</dt>
        <dd>{plan.plan}</dd>
        <dt>Monthly price</dt>
        <dd data-testid="summary-price">{formatPounds(plan.price)}</dd>
        <dt>Items</dt>
        <dd>{cart.length}</dd>
        <dt>Worth in the shops</dt>
        <dd data-testid="summary-worth">{formatPounds(cartTotal(cart))}</dd>
        <dt>Delivery day</dt>
        <dd data-testid="summary-day">
          {formatDeliveryDay(day)}, {time}
        </dd>
        {code && (
          <>
            <dt>Code</dt>
            <dd data-testid="summary-code">
              {code.code} · {code.description}
            </dd>
          </>
        )}
      </dl>
      {liveMembership && (
        <MembershipNotes
          nextBox={liveMembership.nextBox}
          limit={plan.limit}
          lines={lines}
          day={day}
        />
      )}
      {problem && problem !== ITEMS_NOT_AVAILALE && (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      )}
      <button type="button" className="button" onClick={onPay} disabled={paying}>
        {live ? "Confirm my new wardrobe" : "Continue to payment"}
      </button>
    </section>
  );
}
