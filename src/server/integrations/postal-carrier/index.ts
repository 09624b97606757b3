import { env } from "@/config/env";
import { DEMO_RETURN_ADDRESS, parseReturnAddress } from "@/domain/returns/return-label";
import { createClickDropCarrier } from "./click-drop/click-drop-carrier";
import { createLocalPostalCarrier } from "./local/local-postal-carrier";
import type { PostalCarrier } from "./postal-carrier";

export type * from "./postal-carrier";
export { PostalCarrierError } from "./postal-carrier";
export { qrSvg } from "./counter-qr";

/** ROYAL_MAIL_CLICK_DROP_API_KEY picks Royal Mail Click & Drop; unset, the local carrier. */
export function createPostalCarrier(): PostalCarrier {
  const config = env();
  if (config.ROYAL_MAIL_CLICK_DROP_API_KEY) {
    return createClickDropCarrier({
      apiKey: config.ROYAL_MAIL_CLICK_DROP_API_KEY,
      baseUrl: config.ROYAL_MAIL_CLICK_DROP_BASE_URL,
      serviceCode: config.ROYAL_MAIL_CLICK_DROP_SERVICE_CODE,
      timeoutMs: config.POSTAL_CARRIER_TIMEOUT_MS,
    });
  }
  return createLocalPostalCarrier();
}

/** The shop's returns address as label lines; a malformed RETURN_ADDRESS fails loudly. */
export function returnAddress(): string[] {
  const lines = parseReturnAddress(env().RETURN_ADDRESS ?? DEMO_RETURN_ADDRESS);
  if (!lines)
    throw new Error(
      "RETURN_ADDRESS must be 4 to 6 lines separated by '|', ending with a UK postcode.",
    );
  return lines;
}
