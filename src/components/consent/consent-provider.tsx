"use client";

import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from "react";
import {
  allows,
  markConsentChosen,
  readConsentCookie,
  writeConsentCookie,
  type ConsentCategory,
  type ConsentChoice,
} from "./consent";
import dynamic from "next/dynamic";
import { ConsentBanner } from "./consent-banner";

// The preferences dialog (and the modal it opens in) loads when the visitor asks for it, not with
// every page (issue 8: first-load JavaScript).
const ConsentPreferences = dynamic(
  () => import("./consent-preferences").then((m) => m.ConsentPreferences),
  { ssr: false },
);

interface ConsentState {
  /** null until the visitor has chosen. */
  choice: ConsentChoice | null;
  hasConsent(category: ConsentCategory): boolean;
  choose(choice: ConsentChoice): void;
  /** Opens the preferences dialog (the banner's 'Preferences', the footer's cookie-policy link). */
  openPreferences(): void;
}

const ConsentContext = createContext<ConsentState | null>(null);

/**
 * Holds the consent choice, read from the cookie once the page is in the browser (the page itself
 * is shared by every visitor), so the banner shows only on a first visit; writes the choice back to
 * the cookie for a year. The banner is in the shared page, painted with it on a first visit; for a
 * visitor who has chosen, CONSENT_CHOSEN_SCRIPT has hidden it before it was drawn.
 */
export function ConsentProvider({ children }: { children: ReactNode }) {
  const [choice, setChoice] = useState<ConsentChoice | null>(null);
  useEffect(() => {
    const stored = readConsentCookie();
    // The page's early check can be fooled by no cookie value it accepts; this is the one that holds.
    markConsentChosen(stored !== null);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the cookie exists only in the browser
    setChoice(stored);
  }, []);
  const [preferencesOpen, setPreferencesOpen] = useState(false);

  const choose = useCallback((next: ConsentChoice) => {
    writeConsentCookie(next);
    setChoice(next);
    setPreferencesOpen(false);
  }, []);
  const openPreferences = useCallback(() => setPreferencesOpen(true), []);
  const hasConsent = useCallback((category: ConsentCategory) => allows(choice, category), [choice]);

  const value = useMemo<ConsentState>(
    () => ({ choice, hasConsent, choose, openPreferences }),
    [choice, hasConsent, choose, openPreferences],
  );
  return (
    <ConsentContext.Provider value={value}>
      {children}
      {choice === null && !preferencesOpen && <ConsentBanner />}
      {preferencesOpen && <ConsentPreferences onClose={() => setPreferencesOpen(false)} />}
    </ConsentContext.Provider>
  );
}

/** The visitor's consent; gate analytics and marketing code on hasConsent(category). */
export function useConsent(): ConsentState {
  const state = useContext(ConsentContext);
  if (!state) throw new Error("useConsent must be used inside <ConsentProvider>");
  return state;
}
