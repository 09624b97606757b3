"use client";

import { useId, useState } from "react";
import { postcodeEstimate, type PostcodeEstimate } from "@/domain/delivery/promises";
import styles from "./product.module.css";

/**
 * The delivery estimate of spec 5 on a product page (issue 13): a parent types a postcode and reads
 * whether and how fast it is delivered. Nothing is sent anywhere: the served areas come with the page.
 */
export function PostcodeCheck({ servedOutwardCodes }: { servedOutwardCodes: string[] }) {
  const id = useId();
  const [postcode, setPostcode] = useState("");
  const [result, setResult] = useState<PostcodeEstimate | null | "short">(null);

  return (
    <form
      className={styles.postcode}
      onSubmit={(event) => {
        event.preventDefault();
        setResult(postcodeEstimate(postcode, servedOutwardCodes) ?? "short");
      }}
    >
      <label htmlFor={`${id}-postcode`}>Check delivery to your postcode</label>
      <div className={styles.postcodeRow}>
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
        className={`${styles.postcodeResult} ${result && result !== "short" && result.served ? styles.added : ""}`}
        role="status"
        data-testid="postcode-estimate"
      >
        {result === "short" ? "Please enter a full postcode, e.g. SW4 7AB." : (result?.text ?? "")}
      </p>
    </form>
  );
}
