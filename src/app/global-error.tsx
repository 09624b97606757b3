"use client";

import { ErrorMessage } from "@/components/layout/error-message";
import "./globals.css";

/**
 * The root layout itself failed (it reads the settings and the signed-in member, so a database that
 * is down lands here): a document of our own, and a plain link, which reloads the shop in full.
 */
export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <html lang="en-GB">
      <body>
        <main id="main">
          <ErrorMessage
            error={error}
            retry={retry}
            homeLink={
              // A whole new document: the root layout itself failed, so the router cannot be trusted.
              // eslint-disable-next-line @next/next/no-html-link-for-pages
              <a className="button button--secondary" href="/collection">
                Back to the shop
              </a>
            }
          />
        </main>
      </body>
    </html>
  );
}
