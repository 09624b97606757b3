"use client";

import { useEffect, useRef } from "react";
import { useShop } from "@/components/shop-state/shop-provider";
import { GUEST_POPUP_DELAY_MS, POPUP_NAMES, QUERY_PARAMS, STORAGE_KEYS } from "@/domain/timings";
import { guestPopupDismissed, storeDisplayFull } from "./popup-storage";

function queryHas(name: string): boolean {
  return new URLSearchParams(window.location.search).has(name);
}

/**
 * Decides when a marketing popup opens (spec 2.7). Once per page load:
 * - ?enableTest stores displayFull=true;
 * - ?subscribe2023 opens the 'customNewsletter' popup at once, for anyone (a campaign link);
 * - otherwise a guest gets 'regularNewsletter' after 5 s, unless a modal is open by then or the guest
 *   closed or used it in this browser within the last 30 days.
 */
export function PopupController() {
  const { profile, sessionKnown, popups, modal, openModal } = useShop();
  const modalRef = useRef(modal);
  // A guest is known only once the session has answered; the 5 s count from page load.
  const guestRef = useRef(false);
  useEffect(() => {
    modalRef.current = modal;
    guestRef.current = sessionKnown && profile === null;
  }, [modal, sessionKnown, profile]);

  const hasRegular = popups.some((p) => p.popupName === POPUP_NAMES.regularNewsletter);
  const hasCustom = popups.some((p) => p.popupName === POPUP_NAMES.customNewsletter);

  useEffect(() => {
    if (queryHas(QUERY_PARAMS.enableTest)) storeDisplayFull(STORAGE_KEYS.displayFull);
    if (queryHas(QUERY_PARAMS.subscribe2023) && hasCustom && !modalRef.current) {
      openModal({ kind: "popup", popupName: POPUP_NAMES.customNewsletter });
    }
    // Only on the first render of the page: query parameters are read once per load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (!hasRegular || queryHas(QUERY_PARAMS.subscribe2023) || guestPopupDismissed()) return;
    const timer = window.setTimeout(() => {
      if (!guestRef.current || modalRef.current || guestPopupDismissed()) return;
      openModal({ kind: "popup", popupName: POPUP_NAMES.regularNewsletter });
    }, GUEST_POPUP_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [hasRegular, openModal]);

  return null;
}
