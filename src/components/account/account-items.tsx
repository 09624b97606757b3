import Link from "next/link";
import { DEFAULT_PRODUCT_IMAGE, imageSrcSet, imageUrl } from "@/domain/images";
import { GARMENT_STATE_WORDS, garmentState } from "@/domain/member/garment-state";
import type { MemberItem } from "@/domain/member/types";

interface ProductLike {
  slug: string;
  name: string;
  images: string[];
}

export function ProductThumb({
  product,
  caption,
  state,
  eager = false,
}: {
  product: ProductLike;
  caption?: string;
  state?: string | null;
  /** In the first screenful: fetched at once (a phone's largest paint is often one of these). */
  eager?: boolean;
}) {
  const image = product.images[0] ?? DEFAULT_PRODUCT_IMAGE;
  return (
    <Link href={`/products/${product.slug}`} className="account-thumb">
      <img
        src={imageUrl(image, 320)}
        srcSet={imageSrcSet(image)}
        sizes="160px"
        alt=""
        width={160}
        height={200}
        loading={eager ? "eager" : "lazy"}
        fetchPriority={eager ? "high" : undefined}
      />
      <span className="account-thumb__name">{product.name}</span>
      {caption && <span className="account-thumb__caption">{caption}</span>}
      {state && (
        <span className="account-thumb__state" data-testid="garment-state">
          {state}
        </span>
      )}
    </Link>
  );
}

/** The pictures of a list in a phone's first screenful: two rows of two. */
const EAGER_THUMBS = 4;

/** One of the three item lists of spec 4.4, with each garment's image. */
export function ItemList({
  title,
  items,
  empty,
  first = false,
}: {
  title: string;
  items: MemberItem[];
  empty: string;
  /** The list opening the page: its first pictures load at once rather than when scrolled to. */
  first?: boolean;
}) {
  return (
    <section className="account-items" aria-label={title}>
      <h3>{title}</h3>
      {items.length === 0 ? (
        <p className="account__empty">{empty}</p>
      ) : (
        <ul className="account-grid">
          {items.map((item, index) =>
            item.product_variant ? (
              <li key={item.id}>
                <ProductThumb
                  product={item.product_variant.product}
                  caption={[item.product_variant.size?.name, item.product_variant.color?.name]
                    .filter(Boolean)
                    .join(" · ")}
                  state={stateWords(item)}
                  eager={first && index < EAGER_THUMBS}
                />
              </li>
            ) : null,
          )}
        </ul>
      )}
    </section>
  );
}

function stateWords(item: MemberItem): string | null {
  const state = garmentState(item);
  return state ? GARMENT_STATE_WORDS[state] : null;
}

/** How a garment is named in a list the member ticks: 'Fox Romper, 3-6 months, Oat'. */
export function garmentLabel(item: MemberItem): string {
  const variant = item.product_variant;
  if (!variant) return `Item ${item.product_item_id}`;
  return [variant.product.name, variant.size?.name, variant.color?.name].filter(Boolean).join(", ");
}
