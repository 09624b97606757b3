"use client";

import { useState, type FormEvent } from "react";
import { backInStockContract } from "@/domain/api/back-in-stock-contract";
import { BACK_IN_STOCK_MESSAGES } from "@/domain/catalogue/back-in-stock";
import { callApi } from "@/components/api/call-api";
import { useShop } from "@/components/shop-state/shop-provider";
import styles from "./back-in-stock.module.css";

type Answer = { kind: "done" | "error"; message: string } | null;

/**
 * 'Tell me when it's back' under a sold-out size (issue 26): a guest types an address; a member's
 * account address is used with one tap. The shop sends one e-mail when the size is in stock again.
 * Keyed by the variant where it is rendered, so choosing another size starts it afresh.
 */
export function BackInStock({ variantId, sizeName }: { variantId: number; sizeName: string }) {
  const { profile } = useShop();
  const [email, setEmail] = useState("");
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<Answer>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    const result = await callApi(backInStockContract, {
      variant_id: variantId,
      ...(profile ? {} : { email }),
    });
    setBusy(false);
    if (!result.ok) {
      setAnswer({
        kind: "error",
        message: result.error.fields?.email ?? result.error.message,
      });
    } else if (result.data.status === "in_stock") {
      setAnswer({ kind: "done", message: BACK_IN_STOCK_MESSAGES.inStock });
    } else {
      setAnswer({ kind: "done", message: BACK_IN_STOCK_MESSAGES.requested(result.data.email) });
    }
  }

  const done = answer?.kind === "done";
  return (
    <form
      className={styles.box}
      aria-label={`${BACK_IN_STOCK_MESSAGES.offer}: ${sizeName}`}
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      {!done && (
        <>
          <p className={styles.lead}>
            {sizeName} is sold out. We can e-mail you once when it&apos;s back.
          </p>
          {profile ? (
            <p className={styles.lead}>We&apos;ll write to {profile.email}.</p>
          ) : (
            <label className={styles.field}>
              Your e-mail address
              <input
                type="email"
                name="email"
                autoComplete="email"
                required
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                aria-invalid={answer?.kind === "error" ? true : undefined}
                aria-describedby="back-in-stock-answer"
              />
            </label>
          )}
          <button type="submit" className={`button ${styles.submit}`} disabled={busy}>
            {BACK_IN_STOCK_MESSAGES.offer}
          </button>
        </>
      )}
      <p
        id="back-in-stock-answer"
        role="status"
        className={answer?.kind === "error" ? styles.error : styles.answer}
      >
        {answer?.message ?? ""}
      </p>
    </form>
  );
}
