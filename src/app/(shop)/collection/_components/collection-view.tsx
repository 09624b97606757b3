import { CatalogueFilters, Pager } from "@/components/catalogue/catalogue-filters";
import { ChildSizeChips } from "@/components/catalogue/child-size-chips";
import styles from "@/components/catalogue/catalogue.module.css";
import { PostcodeCheck } from "@/components/delivery/postcode-check";
import { PlanPicker } from "@/components/plans/plan-picker";
import { deliveryAreaOf } from "@/domain/delivery/coverage";
import { ProductCard } from "@/components/product-card";
import { SubscriptionBanner } from "@/components/subscription-banner/subscription-banner";
import type { FilterQuery } from "@/domain/catalogue/filter-query";
import { cachedCatalogueView } from "@/server/reads/cached-reads";
import { shownSiteContent } from "@/server/reads/shown-content";

/** /collection for one filter state (spec 2.10, 3.3): the filters, one page of cards, the plans. */
export async function CollectionView({ query }: { query: FilterQuery }) {
  const { settings } = await shownSiteContent();
  const view = await cachedCatalogueView(query, settings.hiddenFilters);
  const shownQuery = { ...query, page: view.page };
  return (
    <>
      <SubscriptionBanner />
      <h1 className={styles.title}>The collection</h1>
      <PlanPicker placement="first" />
      <div className={styles.layout}>
        <CatalogueFilters groups={view.groups} query={shownQuery} matching={view.matching} />
        <section aria-label="Products">
          <ChildSizeChips query={shownQuery} />
          <div className={styles.countRow}>
            <p className={styles.count} data-testid="catalogue-count">
              {view.matching} {view.matching === 1 ? "piece" : "pieces"} to rent
            </p>
            <PostcodeCheck area={deliveryAreaOf(settings)} layout="folded" />
          </div>
          {view.products.length === 0 ? (
            <p className={styles.empty}>Nothing matches these filters yet. Try removing one.</p>
          ) : (
            <ul className="product-grid">
              {view.products.map((product, index) => (
                <ProductCard
                  key={product.id}
                  product={product}
                  eager={index < 4}
                  choice={view.choice}
                />
              ))}
            </ul>
          )}
          <Pager query={shownQuery} page={view.page} pageCount={view.pageCount} />
        </section>
      </div>
      <PlanPicker placement="last" />
    </>
  );
}
