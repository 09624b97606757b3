"use client";

import {
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type FormEvent,
} from "react";
import { callApi } from "@/components/api/call-api";
import { useShop } from "@/components/shop-state/shop-provider";
import { keepReferralCode, keptReferralCode } from "./referral-storage";
import styles from "./referrals.module.css";

const noSubscription = () => () => {};

type Outcome = { kind: "saved"; text: string } | { kind: "refused"; text: string } | null;

/**
 * "A friend's code" at /checkout (issue 27): the code kept from a /join link is used as soon as
 * the family is signed in (at sign-up too); a family without a membership may also type one.
 * Both families get a month's credit once this family's first payment goes through.
 */
export function ReferralCodeField() {
  const { profile, sessionKnown } = useShop();
  // The code kept from a /join link (read once the page's script runs; none on the server).
  const kept = useSyncExternalStore(noSubscription, keptReferralCode, () => null);
  const [typed, setTyped] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const tried = useRef(false);

  const claim = useCallback(async (code: string) => {
    setBusy(true);
    const { claimReferralContract } = await import("@/domain/api/referral-contracts");
    const result = await callApi(claimReferralContract, { code });
    setBusy(false);
    if (result.ok) {
      keepReferralCode(null);
      const whose = result.data.referrerFirstName
        ? `${result.data.referrerFirstName}'s code`
        : "Your friend's code";
      setOutcome({
        kind: "saved",
        text: `${whose} ${result.data.code} is saved: you'll both get a month's credit once your first payment goes through.`,
      });
      return;
    }
    // A refused code will not start working: it is not offered again.
    if (result.status === 409 || result.status === 422) keepReferralCode(null);
    setOutcome({ kind: "refused", text: result.error.fields?.code ?? result.error.message });
  }, []);

  useEffect(() => {
    if (!sessionKnown || !profile || !kept || tried.current) return;
    tried.current = true;
    void claim(kept);
  }, [sessionKnown, profile, kept, claim]);

  if (!sessionKnown) return null;
  if (!kept && !outcome && (!profile || profile.membership)) return null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const code = typed ?? kept ?? "";
    if (code.trim() !== "") void claim(code);
  };

  return (
    <section className={styles.panel} aria-labelledby="referral-code-title">
      <h2 id="referral-code-title">A friend&apos;s code</h2>
      {!profile ? (
        <p data-testid="referral-code-waiting">
          Your friend&apos;s code <strong>{kept}</strong> will be used once you&apos;ve created your
          account below: you&apos;ll both get a month&apos;s credit after your first payment.
        </p>
      ) : outcome?.kind === "saved" ? (
        <p className={styles.saved} role="status" data-testid="referral-code-saved">
          {outcome.text}
        </p>
      ) : (
        <form onSubmit={submit} noValidate>
          <div className={styles.row}>
            <div className={`form-field ${styles.field}`}>
              <label htmlFor="referral-code">Code</label>
              <input
                id="referral-code"
                name="code"
                autoComplete="off"
                placeholder="e.g. AMELIA-7K3Q"
                value={typed ?? kept ?? ""}
                onChange={(event) => setTyped(event.target.value)}
                aria-invalid={outcome?.kind === "refused" ? true : undefined}
                aria-describedby={outcome?.kind === "refused" ? "referral-code-error" : undefined}
              />
            </div>
            <button type="submit" className="button" disabled={busy}>
              Use code
            </button>
          </div>
          {outcome?.kind === "refused" && (
            <p id="referral-code-error" className="form-error" role="alert">
              {outcome.text}
            </p>
          )}
        </form>
      )}
    </section>
  );
}
