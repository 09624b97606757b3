import type { Metadata } from "next";
import { connection } from "next/server";
import { CatalogueFilters, Pager } from "@/components/catalogue/catalogue-filters";
import styles from "@/components/catalogue/catalogue.module.css";
import { PlanPicker } from "@/components/plans/plan-picker";
import { ProductCard } from "@/components/product-card";
import { SubscriptionBanner } from "@/components/subscription-banner/subscription-banner";
import { parseFilterQuery } from "@/domain/catalogue/filter-query";
import { browseCatalogue } from "@/server/services/catalogue/browse-catalogue";
import { isPreviewing } from "@/server/http/preview-mode";
import { loadSiteContent } from "@/server/services/content/load-site-content";
import { loadSiteMetadata } from "@/server/services/content/page-metadata";

/** No document of its own: the settings' share fields (spec 2.9). */
export async function generateMetadata(): Promise<Metadata> {
  await connection();
  return loadSiteMetadata(await isPreviewing());
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function CollectionPage({ searchParams }: Props) {
  await connection();
  const query = parseFilterQuery(await searchParams);
  const { settings } = await loadSiteContent(await isPreviewing());
  const view = await browseCatalogue(query, settings.hiddenFilters);
  const shownQuery = { ...query, page: view.page };
  return (
    <>
      <SubscriptionBanner />
      <h1>The collection</h1>
      <div className={styles.layout}>
        <CatalogueFilters groups={view.groups} query={shownQuery} />
        <section aria-label="Products">
          <p className={styles.count} data-testid="catalogue-count">
            {view.matching} {view.matching === 1 ? "piece" : "pieces"} to rent
          </p>
          {view.products.length === 0 ? (
            <p className={styles.empty}>Nothing matches these filters yet. Try removing one.</p>
          ) : (
            <ul className="product-grid">
              {view.products.map((product, index) => (
                <ProductCard key={product.id} product={product} eager={index < 4} />
              ))}
            </ul>
          )}
          <Pager query={shownQuery} page={view.page} pageCount={view.pageCount} />
        </section>
      </div>
      <PlanPicker />
    </>
  );
}
