import { NotFoundMessage } from "@/components/layout/not-found-message";
import { ShopFrame } from "@/app/(shop)/_components/shop-frame";

/**
 * Unknown addresses outside the shop's pages, and pages that refuse a visitor (the back office
 * included), in the shop's frame.
 */
export default function NotFound() {
  return (
    <ShopFrame>
      <NotFoundMessage />
    </ShopFrame>
  );
}
