"use client";

import { ACCEPT_ALL, REJECT_NON_ESSENTIAL } from "./consent";
import { useConsent } from "./consent-provider";

/** Shown until the visitor chooses; not modal, so the shop stays usable behind it. */
export function ConsentBanner() {
  const { choose, openPreferences } = useConsent();
  return (
    <section className="consent-banner" role="region" aria-label="Cookie consent">
      <p className="consent-banner__text">
        We use essential cookies to run the shop. With your permission we would also like to use
        analytics and marketing cookies to improve it. You can change your mind at any time from the
        cookie policy link in the footer.
      </p>
      <div className="consent-banner__actions">
        <button type="button" className="button" onClick={() => choose(ACCEPT_ALL)}>
          Accept all
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => choose(REJECT_NON_ESSENTIAL)}
        >
          Reject non-essential
        </button>
        <button type="button" className="link-button" onClick={openPreferences}>
          Preferences
        </button>
      </div>
    </section>
  );
}
