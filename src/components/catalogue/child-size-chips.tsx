"use client";

import Link from "next/link";
import { shownIf } from "@/components/shop-state/first-paint";
import { useShop } from "@/components/shop-state/shop-provider";
import { childSizeChipLabel, childSizeHref } from "@/domain/children/child-texts";
import { collectionHref, type FilterQuery } from "@/domain/catalogue/filter-query";
import { CHIP_HINTS } from "@/domain/member/first-paint-hint";
import styles from "./child-size-chips.module.css";

/**
 * One chip per child of the signed-in family (issue 27): one tap lists only the garments in that
 * child's size that are in stock now (decision 063's size filter with 'In stock only'). The page is
 * the same for everyone; the children's sizes come from GET /api/session in the browser. The chip
 * of the view on screen is marked and takes the filters off again.
 */
export function ChildSizeChips({ query }: { query: FilterQuery }) {
  const { profile, sessionKnown } = useShop();
  if (!sessionKnown) return <PendingChips />;
  const kids = profile?.children ?? [];
  if (kids.length === 0) return null;
  const shown = collectionHref({ ...query, page: 1 });
  return (
    <ul className={styles.chips} aria-label="Your children's sizes" data-testid="child-size-chips">
      {kids.map((child, index) => {
        const href = childSizeHref(child.size);
        const active = href === shown;
        return (
          <li key={`${index}-${child.firstName}`}>
            <Link
              className={`${styles.chip} ${active ? styles.active : ""}`}
              href={active ? collectionHref({ groups: {}, available: false, page: 1 }) : href}
              aria-current={active ? "true" : undefined}
              prefetch={false}
            >
              {childSizeChipLabel(child)}
              {active && <span className={styles.clear}> (tap to show everything)</span>}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The chips' place until the session answers (decision 061-15): the stored hint's labels drawn by
 * CSS, so the listing below does not move down when the real chips arrive. A chip with no label
 * in the hint draws no box (first-paint.css); a guest's hint hides the whole row.
 */
function PendingChips() {
  return (
    <ul className={styles.chips} aria-hidden="true" {...shownIf("chips")}>
      {CHIP_HINTS.map((name) => (
        <li key={name} className={styles.pending} data-hint={name} />
      ))}
    </ul>
  );
}
