import { NotFoundMessage } from "@/components/layout/not-found-message";

/**
 * A shop page that finds nothing (an unknown product or page address): the shop's layout already
 * gives the frame, so only the message (the root not-found would draw a second header and footer).
 */
export default function ShopNotFound() {
  return <NotFoundMessage />;
}
