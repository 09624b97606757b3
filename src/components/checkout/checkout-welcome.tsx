"use client";

import Link from "next/link";
import { HintText, shownIf } from "@/components/shop-state/first-paint";
import { useShop } from "@/components/shop-state/shop-provider";
import { checkoutWelcome } from "@/domain/member/first-paint-hint";
import styles from "./checkout-frame.module.css";

/**
 * The checkout's first line (issue 26): a member is greeted by name; a guest who has been here
 * before is offered 'Log in' (a link to /account, which asks them to, before the page's
 * JavaScript; the login form in place after). One line either way, so nothing moves when the
 * browser learns who is browsing; until then the stored hint picks the line.
 */
export function CheckoutWelcome() {
  const { profile, sessionKnown, openModal } = useShop();
  const guest = (
    <>
      Returning family?{" "}
      <Link
        href="/account"
        className={styles.login}
        onClick={(event) => {
          event.preventDefault();
          openModal({ kind: "login" });
        }}
      >
        Log in
      </Link>
    </>
  );
  if (sessionKnown)
    return (
      <p className={styles.welcome} data-testid="checkout-welcome">
        {profile ? checkoutWelcome(profile.firstName) : guest}
      </p>
    );
  return (
    <p className={styles.welcome}>
      <span {...shownIf("guest")}>{guest}</span>
      <span {...shownIf("member")}>
        <HintText name="welcome" />
      </span>
    </p>
  );
}
