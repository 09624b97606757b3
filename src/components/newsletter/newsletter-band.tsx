"use client";

import { usePathname } from "next/navigation";
import { useEffect, useId, useRef, useState } from "react";
import { ConfiguredForm } from "@/components/forms/configured-form";
import { imageSrcSet, imageUrl } from "@/domain/images";
import { SocialLinks } from "@/components/layout/social-links";
import type { ImageField } from "@/domain/content/documents";
import type { NewsletterBlock } from "@/domain/content/settings";
import { EMAIL_SUBSCRIBED_BAND_MS } from "@/domain/timings";
import { showsBandAt } from "./band-visibility";
import styles from "./newsletter-band.module.css";
import { EMAIL_SUBSCRIBED_LABEL, subscribeToList } from "./subscribe-request";

export interface NewsletterBandProps {
  title: string;
  bodyText: string;
  buttonText: string;
  image?: ImageField;
  socialBodyText?: string;
  social?: NewsletterBlock["social"];
}

/**
 * The newsletter sign-up band (spec 2.7). Hidden on the home page and on how-it-works. After a
 * sign-up the button reads 'Email subscribed!' for 3.2 s, then the form is ready again.
 */
export function NewsletterBand({
  title,
  bodyText,
  buttonText,
  image,
  socialBodyText,
  social,
}: NewsletterBandProps) {
  const pathname = usePathname();
  const titleId = useId();
  const [subscribed, setSubscribed] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  if (!showsBandAt(pathname)) return null;

  return (
    <section
      className={`slice ${styles.band}`}
      aria-labelledby={titleId}
      data-testid="newsletter-band"
    >
      <div className={styles.text}>
        <h2 id={titleId}>{title}</h2>
        {bodyText && <p>{bodyText}</p>}
        <ConfiguredForm
          name="NEWSLETTER"
          className={styles.form}
          submitLabel={buttonText}
          doneLabel={subscribed ? EMAIL_SUBSCRIBED_LABEL : undefined}
          resetOnSuccess
          onSubmit={async (values) => {
            const failed = await subscribeToList("NEWSLETTER", values);
            if (failed) return failed;
            setSubscribed(true);
            window.clearTimeout(timer.current);
            timer.current = window.setTimeout(() => setSubscribed(false), EMAIL_SUBSCRIBED_BAND_MS);
          }}
        />
      </div>
      {image ? (
        <img
          className={styles.image}
          src={imageUrl(image.url, 640)}
          srcSet={imageSrcSet(image.url)}
          sizes="(min-width: 800px) 40vw, 100vw"
          alt={image.alt ?? ""}
          loading="lazy"
        />
      ) : (
        social && (
          <div className={styles.social}>
            {socialBodyText && <p>{socialBodyText}</p>}
            <SocialLinks social={social} />
          </div>
        )
      )}
    </section>
  );
}
