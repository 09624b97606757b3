import Link from "next/link";
import { ShopFrame } from "@/components/layout/shop-frame";

/** Unknown addresses, and pages that refuse a visitor (the back office included), in the shop's frame. */
export default function NotFound() {
  return (
    <ShopFrame>
      <section>
        <h1>Page not found</h1>
        <p>
          Sorry, we couldn&apos;t find the page you were looking for. It may have moved, or the link
          may be mistyped.
        </p>
        <p>
          <Link className="button" href="/collection">
            Browse the collection
          </Link>
        </p>
      </section>
    </ShopFrame>
  );
}
