"use client";

import { useEffect, useState } from "react";

/** Scrolls smaller than this are jitter (trackpads, iOS bounce) and change nothing. */
const SCROLL_TOLERANCE_PX = 4;

/**
 * The header's rule (spec 2.3): hidden while the page scrolls down, shown again as soon as it scrolls
 * up. Near the top of the page it always shows.
 */
export function useHideOnScroll(topOffset: number): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      if (Math.abs(y - last) < SCROLL_TOLERANCE_PX) return;
      setHidden(y > last && y > topOffset);
      last = y;
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, [topOffset]);
  return hidden;
}
