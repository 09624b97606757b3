"use client";

import { useId, useState } from "react";
import { WaitlistOffer } from "@/components/checkout/waitlist-offer";
import type { DeliveryArea } from "@/domain/delivery/coverage";
import { postcodeEstimate, type PostcodeEstimate } from "@/domain/delivery/promises";
import { MESSAGES } from "@/domain/forms/messages";
import styles from "./postcode-check.module.css";

/**
 * 'Check delivery to your postcode' (issues 13 and 25): on a product page, the home page,
 * /collection and /gifting. The answer is worked out in the browser from the delivery settings the
 * cached page carries; nothing is sent, so the page stays the same for everyone. A postcode not
 * served gets the waitlist. `band`: a panel of its own near the top of a page; `folded`: one line
 * that opens (on /collection, so the plans and the first garment stay in a phone's first screen).
 */
export function PostcodeCheck({
  area,
  layout = "inline",
}: {
  area: DeliveryArea;
  layout?: "inline" | "band" | "folded";
}) {
  const check = <Check area={area} />;
  if (layout === "folded")
    return (
      <details className={styles.folded}>
        <summary>Do we deliver to you?</summary>
        {check}
      </details>
    );
  return layout === "band" ? <div className={styles.band}>{check}</div> : check;
}

function Check({ area }: { area: DeliveryArea }) {
  const id = useId();
  const [postcode, setPostcode] = useState("");
  const [result, setResult] = useState<PostcodeEstimate | null | "invalid">(null);
  const [joining, setJoining] = useState(false);
  const answer = result === "invalid" ? null : result;

  return (
    <section className={styles.check}>
      <form
        className={styles.check}
        onSubmit={(event) => {
          event.preventDefault();
          setJoining(false);
          setResult(postcodeEstimate(postcode, area) ?? "invalid");
        }}
      >
        <label htmlFor={`${id}-postcode`}>Check delivery to your postcode</label>
        <div className={styles.row}>
          <input
            id={`${id}-postcode`}
            name="postcode"
            autoComplete="postal-code"
            value={postcode}
            onChange={(event) => setPostcode(event.target.value)}
            maxLength={10}
          />
          <button type="submit" className="button button--secondary">
            Check
          </button>
        </div>
        <p
          className={`${styles.result} ${answer && answer.service !== "excluded" ? styles.delivered : ""}`}
          role="status"
          data-testid="postcode-estimate"
        >
          {result === "invalid" ? MESSAGES.postcodeInvalid : (answer?.text ?? "")}
        </p>
      </form>
      {answer?.service === "excluded" &&
        (joining ? (
          <WaitlistOffer postcode={postcode} />
        ) : (
          <button
            type="button"
            className="button button--secondary"
            onClick={() => setJoining(true)}
          >
            Join the waitlist
          </button>
        ))}
    </section>
  );
}
