"use client";

import { useState, useSyncExternalStore } from "react";
import { shareLinkPath } from "@/domain/referrals/referral-code";
import styles from "@/components/referrals/referrals.module.css";

const noSubscription = () => () => {};

/** The member's share link (this shop's own address) with a button that copies it. */
export function ReferralShare({ code }: { code: string }) {
  const origin = useSyncExternalStore(
    noSubscription,
    () => window.location.origin,
    () => "",
  );
  const link = `${origin}${shareLinkPath(code)}`;
  const [copied, setCopied] = useState<"yes" | "no" | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied("yes");
    } catch {
      setCopied("no");
    }
  };
  return (
    <>
      <div className={styles.share}>
        <label htmlFor="referral-link" className="visually-hidden">
          Your share link
        </label>
        <input id="referral-link" readOnly value={link} data-testid="referral-link" />
        <button type="button" className="button" onClick={copy}>
          Copy link
        </button>
      </div>
      {copied === "yes" && (
        <p className="account__saved" role="status">
          Copied. Send it to a friend.
        </p>
      )}
      {copied === "no" && (
        <p className="form-error" role="alert">
          This browser wouldn&apos;t copy it: select the link above and copy it yourself.
        </p>
      )}
    </>
  );
}
