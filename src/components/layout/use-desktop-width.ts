"use client";

import { useSyncExternalStore } from "react";
import { DESKTOP_MIN_WIDTH } from "@/domain/content/links";

const QUERY = `(min-width: ${DESKTOP_MIN_WIDTH}px)`;

function subscribe(onChange: () => void): () => void {
  const media = window.matchMedia(QUERY);
  media.addEventListener("change", onChange);
  return () => media.removeEventListener("change", onChange);
}

/**
 * A viewport width for the footer rule: DESKTOP_MIN_WIDTH on desktop, 0 otherwise. The server (and
 * the first client render) answers 0, so the mobile mapping is rendered first and updated after
 * hydration.
 */
export function useFooterViewportWidth(): number {
  return useSyncExternalStore(
    subscribe,
    () => (window.matchMedia(QUERY).matches ? DESKTOP_MIN_WIDTH : 0),
    () => 0,
  );
}
