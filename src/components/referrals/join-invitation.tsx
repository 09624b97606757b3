"use client";

import { useEffect, useSyncExternalStore } from "react";
import { codeFromSearch } from "@/domain/referrals/referral-code";
import { keepReferralCode, keptReferralCode } from "./referral-storage";
import styles from "./referrals.module.css";

/**
 * The part of /join that is this visitor's: the code in the link they opened, kept in the
 * browser for their checkout (the page itself is the same for everyone and cached).
 */
const noSubscription = () => () => {};

export function JoinInvitation() {
  // Undefined on the server and until the page's script runs; then the link's code or a kept one.
  const code = useSyncExternalStore(
    noSubscription,
    () => codeFromSearch(window.location.search) ?? keptReferralCode(),
    () => undefined,
  );
  useEffect(() => {
    const fromLink = codeFromSearch(window.location.search);
    if (fromLink) keepReferralCode(fromLink);
  }, []);

  if (code === undefined) return null;
  if (!code)
    return (
      <p data-testid="join-no-code">
        No code came with this link. You can type your friend&apos;s code at checkout instead.
      </p>
    );
  return (
    <p data-testid="join-code">
      Your friend&apos;s code <span className={styles.code}>{code}</span> is saved in this browser
      for your checkout.
    </p>
  );
}
