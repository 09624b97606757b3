"use client";

import { useEffect, useRef, type ReactNode } from "react";

/** Next.js gives a server error a digest, which the server's log line carries too. */
function errorReference(error: unknown): string | undefined {
  if (typeof error !== "object" || error === null || !("digest" in error)) return undefined;
  const digest = String(error.digest);
  return /^[A-Za-z0-9_-]{1,64}$/.test(digest) ? digest : undefined;
}

/**
 * What a visitor sees when a page fails: a calm message, a way to try again and a way back to
 * the shop, and the reference to quote. Never the error's own text, which may hold SQL or paths.
 */
export function ErrorMessage({
  error,
  retry,
  homeLink,
}: {
  error: unknown;
  retry: () => void;
  homeLink: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const reference = errorReference(error);
  // The page under the visitor changed: screen readers start again at the heading.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="error-page" aria-labelledby="error-page-title">
      <title>Something went wrong | Littlerobe</title>
      <h1 id="error-page-title" ref={heading} tabIndex={-1}>
        Sorry, something went wrong
      </h1>
      <p>We couldn&apos;t show this page just now. Please try again in a moment.</p>
      <p className="error-page__actions">
        <button type="button" className="button" onClick={() => retry()}>
          Try again
        </button>{" "}
        {homeLink}
      </p>
      {reference && (
        <p className="error-page__reference">
          If it keeps happening, please contact us and quote reference{" "}
          <strong data-testid="error-reference">{reference}</strong>.
        </p>
      )}
    </section>
  );
}
