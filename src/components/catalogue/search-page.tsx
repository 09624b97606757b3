import Link from "next/link";
import type { ReactNode } from "react";
import {
  SEARCH_LIMITS,
  SEARCH_PARAM,
  SEARCH_PATH,
  searchHref,
} from "@/domain/catalogue/search-query";
import styles from "./search-page.module.css";

/**
 * /search's own field (decision 064): a plain GET form, so a search works before any JavaScript
 * and its address can be shared; the text searched for stays in it.
 */
export function SearchForm({ text }: { text: string }) {
  return (
    <form role="search" action={SEARCH_PATH} method="get" className={styles.form}>
      <label htmlFor="search-page-field" className={styles.label}>
        Search the collection
      </label>
      <div className={styles.row}>
        <input
          id="search-page-field"
          className={styles.input}
          type="search"
          name={SEARCH_PARAM}
          defaultValue={text}
          placeholder="Dungarees, raincoat, navy…"
          maxLength={SEARCH_LIMITS.maxLength}
          autoComplete="off"
          enterKeyHint="search"
          aria-describedby="search-page-hint"
        />
        <button type="submit" className="button">
          Search
        </button>
      </div>
      <p id="search-page-hint" className={styles.hint}>
        Names, brands, categories and colours; a small typo is fine.
      </p>
    </form>
  );
}

/** What to try when a search finds nothing, or before anything is typed: the categories. */
export function SearchSuggestions({ heading, names }: { heading: ReactNode; names: string[] }) {
  return (
    <div className={styles.suggestions}>
      <p>{heading}</p>
      {names.length > 0 && (
        <ul className={styles.suggestionList} aria-label="Suggestions">
          {names.map((name) => (
            <li key={name}>
              <Link href={searchHref(name)}>{name}</Link>
            </li>
          ))}
        </ul>
      )}
      <p>
        Or <Link href="/collection">browse the whole collection</Link>.
      </p>
    </div>
  );
}
