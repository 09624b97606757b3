import { formatDeliveryDay } from "@/domain/checkout/order-confirmation";
import { returnLabelWords, type ReturnLabelFacts } from "@/domain/returns/return-label";
import { qrModules } from "../counter-qr";
import { A6, PdfPage, textWidth, wrapText } from "./minimal-pdf";

/** One filled box per run of dark modules in a row: a few hundred boxes, not thousands. */
function qrRects(modules: boolean[][], x: number, top: number, size: number) {
  const cell = size / modules.length;
  const rects: [number, number, number, number][] = [];
  modules.forEach((row, r) => {
    let start = -1;
    row.forEach((dark, c) => {
      if (dark && start < 0) start = c;
      if ((!dark || c === row.length - 1) && start >= 0) {
        const end = dark ? c + 1 : c;
        rects.push([x + start * cell, top - (r + 1) * cell, (end - start) * cell, cell]);
        start = -1;
      }
    });
  });
  return rects;
}

const MARGIN = 14;

/**
 * The local carrier's label on an A6 page: heading, the shop's returns address (TO), the family
 * (FROM), our reference large, the tracking number, a QR code for the counter and the steps.
 */
export function returnLabelPdf(facts: ReturnLabelFacts, counterCode: string | null): Uint8Array {
  const words = returnLabelWords(facts, formatDeliveryDay);
  const page = new PdfPage(A6.width, A6.height);
  const inner = A6.width - 2 * MARGIN;
  let y = A6.height - MARGIN - 18;

  page.text(MARGIN, y, 18, words.heading, { bold: true });
  y -= 13;
  page.text(MARGIN, y, 8.5, words.subheading);
  y -= 8;
  page.line(MARGIN, y, A6.width - MARGIN, y, 1.5);

  // The address panel: what the sorting office reads.
  y -= 16;
  page.text(MARGIN, y, 8, "TO", { bold: true });
  const panelTop = y + 10;
  y -= 15;
  words.to.forEach((line, index) => {
    page.text(MARGIN + 8, y, index === words.to.length - 1 ? 14 : 11.5, line, { bold: true });
    y -= index === words.to.length - 2 ? 17 : 14;
  });
  page.strokeRect(MARGIN - 4, y + 6, inner + 8, panelTop - y - 6, 1.2);

  y -= 10;
  page.text(MARGIN, y, 8, "FROM", { bold: true });
  page.text(MARGIN + 34, y, 9.5, words.from.join(", "));
  y -= 22;
  page.text(MARGIN, y, 8, "RETURN REFERENCE", { bold: true });
  y -= 20;
  page.text(MARGIN, y, 20, words.reference, { bold: true });
  if (words.tracking) {
    y -= 13;
    page.text(MARGIN, y, 8.5, words.tracking);
  }
  y -= 11;
  page.text(MARGIN, y, 8, words.contents);
  y -= 8;
  page.line(MARGIN, y, A6.width - MARGIN, y, 0.8);

  // The QR code on the left, the steps beside it.
  const qrSize = counterCode ? 104 : 0;
  const qrTop = y - 6;
  if (counterCode) page.fillRects(qrRects(qrModules(counterCode), MARGIN - 6, qrTop, qrSize));
  const stepsX = MARGIN + (counterCode ? qrSize : 0);
  const stepsWidth = A6.width - MARGIN - stepsX;
  let stepY = qrTop - 14;
  words.steps.forEach((step, index) => {
    const lines = wrapText(step, 8.5, stepsWidth - 12, index === 0);
    page.text(stepsX, stepY, 8.5, `${index + 1}.`, { bold: true });
    for (const line of lines) {
      page.text(stepsX + 12, stepY, 8.5, line, { bold: index === 0 });
      stepY -= 11;
    }
    stepY -= 3;
  });

  const footer = "Littlerobe · baby and children's clothes, rented";
  page.text((A6.width - textWidth(footer, 7)) / 2, MARGIN, 7, footer);
  return page.toBytes({ title: `Littlerobe return label ${facts.reference}` });
}
