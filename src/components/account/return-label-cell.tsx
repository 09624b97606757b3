import { LABEL_BEING_MADE_MESSAGE, type ReturnLabelState } from "@/domain/returns/return-label";

/**
 * A return's prepaid label on /account (issue 25): the PDF to print, and on a phone the QR code
 * to show at a Post Office counter instead; while the carrier makes it, a line that says so.
 */
export function ReturnLabelCell({
  returnId,
  reference,
  label,
}: {
  returnId: number;
  reference: string | null;
  label: ReturnLabelState;
}) {
  if (label.status === "pending")
    return (
      <span className="account-return-label__pending" data-testid="return-label-pending">
        {LABEL_BEING_MADE_MESSAGE}
      </span>
    );
  const href = `/api/returns/${returnId}/label`;
  return (
    <div className="account-return-label">
      <a href={href} target="_blank" rel="noopener" data-testid="return-label-link">
        Print prepaid label (PDF)
      </a>
      {label.trackingNumber && (
        <span className="account-return-label__tracking">
          Tracking number {label.trackingNumber}
        </span>
      )}
      {label.hasCounterCode && (
        <details className="account-return-label__qr">
          <summary>No printer? Show a QR code at the Post Office</summary>
          <img
            src={`${href}?format=qr`}
            width={220}
            height={220}
            loading="lazy"
            alt={`QR code for return ${reference ?? returnId}`}
          />
          <p>
            Show this at any Post Office counter with your parcel: they print the label for you.
          </p>
        </details>
      )}
    </div>
  );
}
