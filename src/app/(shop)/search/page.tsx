import type { Metadata } from "next";
import { ProductCard } from "@/components/product-card";
import { SearchForm, SearchSuggestions } from "@/components/catalogue/search-page";
import styles from "@/components/catalogue/search-page.module.css";
import catalogueStyles from "@/components/catalogue/catalogue.module.css";
import { parseFilterQuery } from "@/domain/catalogue/filter-query";
import { parseSearchRequest, SEARCH_LIMITS } from "@/domain/catalogue/search-query";
import { loadSiteMetadata } from "@/server/reads/page-metadata";
import { cachedCatalogueView } from "@/server/reads/cached-reads";
import { shownSiteContent } from "@/server/reads/shown-content";
import { searchCatalogue } from "@/server/services/catalogue/search-catalogue";

/** Kept out of search engines' indexes (decision 037's kind of page): its links are followed. */
export async function generateMetadata(): Promise<Metadata> {
  return {
    ...(await loadSiteMetadata()),
    title: "Search | Littlerobe",
    robots: { index: false, follow: true },
  };
}

/** Rendered whole for the request, as /collection/browse: a search that cannot run is a 503. */
export const instant = false;

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The categories of the whole collection, as suggestions (the cached /collection view's). */
async function categoryNames(): Promise<string[]> {
  const { settings } = await shownSiteContent();
  const view = await cachedCatalogueView(parseFilterQuery({}), settings.hiddenFilters);
  return view.groups.find((group) => group.key === "category")?.options.map((o) => o.name) ?? [];
}

const pieces = (n: number) => (n === 1 ? "1 piece matches" : `${n} pieces match`);

/**
 * /search?q=… (issue 26, decision 064): the header's search box and this page's own field send
 * here. The best matches as the collection's cards, a message for a text that cannot be searched,
 * and suggestions when nothing matches.
 */
export default async function SearchPage({ searchParams }: Props) {
  const request = parseSearchRequest(await searchParams);
  const text = request.state === "blank" ? "" : request.text;
  return (
    <section>
      <h1 className={catalogueStyles.title}>Search</h1>
      <SearchForm text={text} />
      {request.state === "refused" && (
        <p className={styles.message} role="alert">
          {request.message}
        </p>
      )}
      {request.state === "ready" ? (
        <SearchResults text={request.text} words={request.words} />
      ) : (
        <SearchSuggestions
          heading="Looking for something? Try a category:"
          names={await categoryNames()}
        />
      )}
    </section>
  );
}

async function SearchResults({ text, words }: { text: string; words: string[] }) {
  const results = await searchCatalogue(words);
  if (results.matching === 0) {
    return (
      <>
        <p className={styles.count} role="status" data-testid="search-count">
          No pieces match ‘{text}’.
        </p>
        <SearchSuggestions
          heading="Check the spelling, use fewer words, or try a category:"
          names={await categoryNames()}
        />
      </>
    );
  }
  return (
    <>
      <p className={styles.count} role="status" data-testid="search-count">
        {pieces(results.matching)} ‘{text}’
      </p>
      <ul className="product-grid">
        {results.products.map((product, index) => (
          <ProductCard key={product.id} product={product} eager={index < 4} />
        ))}
      </ul>
      {results.matching > results.products.length && (
        <p className={styles.more}>
          Showing the best {SEARCH_LIMITS.results}. Add a word, a colour or a brand, to narrow it
          down.
        </p>
      )}
    </>
  );
}
