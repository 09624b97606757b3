import Link from "next/link";
import { SEARCH_LIMITS, SEARCH_PARAM, SEARCH_PATH } from "@/domain/catalogue/search-terms";
import styles from "./search-box.module.css";

/** A magnifying glass; decorative, so the control around it carries the accessible name. */
function SearchIcon() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width="22"
      height="22"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
    >
      <circle cx="10.5" cy="10.5" r="6" />
      <path d="M15 15l5 5" />
    </svg>
  );
}

/**
 * The header's search (issue 26, decision 064). From 800 px a small form: a plain GET to /search,
 * so it works before any JavaScript. On a phone, where the header's one row has no room for a
 * field, a 44 × 44 magnifying glass that opens /search, whose page holds the field. Both are in
 * the page; CSS shows one (no script decides, so nothing moves as the page hydrates).
 */
export function HeaderSearch() {
  return (
    <div className={styles.search}>
      <form role="search" action={SEARCH_PATH} method="get" className={styles.form}>
        <label htmlFor="header-search" className="visually-hidden">
          Search the collection
        </label>
        <input
          id="header-search"
          className={styles.input}
          type="search"
          name={SEARCH_PARAM}
          placeholder="Search"
          maxLength={SEARCH_LIMITS.maxLength}
          autoComplete="off"
          enterKeyHint="search"
          required
        />
        <button type="submit" className={styles.button} aria-label="Search">
          <SearchIcon />
        </button>
      </form>
      <Link
        href={SEARCH_PATH}
        className={`site-header__icon ${styles.phoneLink}`}
        aria-label="Search"
      >
        <SearchIcon />
      </Link>
    </div>
  );
}
