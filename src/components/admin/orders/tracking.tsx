import { CARRIER_NAMES, trackingUrl } from "@/domain/member/garment-state";

interface Parcel {
  trackingCode: string | null;
  provider: string | null;
}

/**
 * A parcel's carrier, tracking number and the carrier's tracking page, as the order and delivery
 * pages show them: Royal Mail's page for its parcels; our own round has none.
 */
export function TrackingFacts({ trackingCode, provider }: Parcel) {
  const href = trackingUrl({ tracking_code: trackingCode, delivery_provider: provider });
  return (
    <>
      <dt>Carrier</dt>
      <dd>{provider ? (CARRIER_NAMES[provider] ?? provider) : "—"}</dd>
      <dt>Tracking number</dt>
      <dd data-testid="tracking-number">{trackingCode ?? "no tracking number yet"}</dd>
      <dt>Tracking link</dt>
      <dd>
        {href ? (
          <a href={href} rel="noreferrer" target="_blank">
            Track with Royal Mail
          </a>
        ) : (
          "—"
        )}
      </dd>
    </>
  );
}

/** A delivery's tracking number in a table cell, linked to the carrier's page when it has one. */
export function TrackingCell({ trackingCode, provider }: Parcel) {
  const href = trackingUrl({ tracking_code: trackingCode, delivery_provider: provider });
  if (!trackingCode) return <>—</>;
  return href ? (
    <a href={href} rel="noreferrer" target="_blank">
      {trackingCode}
    </a>
  ) : (
    <>{trackingCode}</>
  );
}
