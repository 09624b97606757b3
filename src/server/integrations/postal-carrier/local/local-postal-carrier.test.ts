import { describe, expect, it } from "vitest";
import { readLabelPdf } from "../../../../../tests/helpers/read-label-pdf";
import { RETURN_LABEL_REQUEST } from "../../../../../tests/helpers/return-label-request";
import { createLocalPostalCarrier } from "./local-postal-carrier";
import { A6 } from "./minimal-pdf";

const request = RETURN_LABEL_REQUEST;

describe("the local carrier's return label (issue 25)", () => {
  it("is a well-formed A6 PDF: header, objects where the xref says, stream length, end", async () => {
    const label = await createLocalPostalCarrier().createReturnLabel(request);
    const pdf = readLabelPdf(label.pdf);
    expect(pdf.header).toBe("%PDF-1.4");
    expect(pdf.xrefIsRight).toBe(true);
    expect(pdf.streamLengthRight).toBe(true);
    expect(pdf.trailerEnds).toBe(true);
    expect(pdf.page).toEqual({ width: A6.width, height: A6.height });
  });

  it("shows the shop's address, the family, the reference, the tracking number and what to do", async () => {
    const label = await createLocalPostalCarrier().createReturnLabel(request);
    expect(label).toMatchObject({
      trackingNumber: "LR000000425GB",
      carrierReference: "LOCAL-LR000000425GB",
      counterCode: "LITTLEROBE RETURN LR-R-000042 LR000000425GB",
    });
    const { text } = readLabelPdf(label.pdf);
    for (const line of request.returnAddress) expect(text).toContain(line);
    expect(text).toContain("Amelia Jones, M20 2RN");
    expect(text).toContain("LR-R-000042");
    expect(text).toContain("Tracking number LR000000425GB");
    expect(text).toContain("Drop this parcel at any Post Office. There is nothing to pay.");
    expect(text).toContain("Please post it by Wednesday 2 December 2026.");
    expect(text).toContain("Contents: 3 pieces of Littlerobe clothing");
  });

  it("carries a QR code a scanner reads as the counter code", async () => {
    const label = await createLocalPostalCarrier().createReturnLabel(request);
    expect(readLabelPdf(label.pdf).qr()).toBe(label.counterCode);
  });

  it("is the same label when asked again for the same return (a retried job)", async () => {
    const carrier = createLocalPostalCarrier();
    const first = await carrier.createReturnLabel(request);
    const again = await carrier.createReturnLabel(request);
    expect(Buffer.from(again.pdf).equals(Buffer.from(first.pdf))).toBe(true);
    const other = await carrier.createReturnLabel({
      ...request,
      returnId: 43,
      reference: "LR-R-000043",
    });
    expect(other.trackingNumber).not.toBe(first.trackingNumber);
  });

  it("prints names with accents and brackets as written, and what the font lacks as '?'", async () => {
    const label = await createLocalPostalCarrier().createReturnLabel({
      ...request,
      family: { name: "Zoë O’Brien (Siân) \\ 李", postcode: "EH10 5NQ", address: null },
    });
    expect(readLabelPdf(label.pdf).text).toContain("Zoë O’Brien (Siân) \\ ?, EH10 5NQ");
  });

  it("tells the tracking it knows: the label was made", async () => {
    const createdAt = new Date("2026-11-25T10:00:00Z");
    expect(
      await createLocalPostalCarrier().trackingEvents({
        carrierReference: "LOCAL-LR000000425GB",
        trackingNumber: "LR000000425GB",
        createdAt,
      }),
    ).toEqual([
      {
        code: "label_created",
        description: "Prepaid return label made",
        occurredAt: "2026-11-25T10:00:00.000Z",
      },
    ]);
  });
});
