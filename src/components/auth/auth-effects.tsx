"use client";

import { useEffect } from "react";
import { RESET_TOKEN_PARAM, STORAGE_KEYS } from "@/domain/timings";
import { useShop } from "@/components/shop-state/shop-provider";

/**
 * Mounted once in the layout: opens the NEWPASSWORD form when the page was reached through a
 * reset e-mail's link ('/?reset_token=…'), and keeps the stored postcode in step with the
 * profile (spec 4.3).
 */
export function AuthEffects() {
  const { openModal, profile } = useShop();

  useEffect(() => {
    const url = new URL(window.location.href);
    const token = url.searchParams.get(RESET_TOKEN_PARAM);
    if (!token) return;
    url.searchParams.delete(RESET_TOKEN_PARAM);
    // The token must not linger in the address bar or the history.
    window.history.replaceState(window.history.state, "", url.pathname + url.search + url.hash);
    openModal({ kind: "new-password", token });
  }, [openModal]);

  const postcode = profile?.postcode;
  useEffect(() => {
    if (!postcode) return;
    try {
      window.localStorage.setItem(STORAGE_KEYS.postcode, postcode);
    } catch {
      // storage blocked: the postcode is asked for again where needed
    }
  }, [postcode]);

  return null;
}
