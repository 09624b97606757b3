import { FigureCards } from "@/components/admin/figure-cards";
import { money } from "@/components/admin/format";
import type { RevenueSummary } from "@/domain/reporting/revenue-shares";

const pounds = (pence: number) => money(pence / 100);

/** Where each garment's rental revenue comes from, and the two values the figures are worked at. */
export function RevenueFigures({
  figures,
}: {
  figures: RevenueSummary & { resaleValuePercent: number };
}) {
  return (
    <FigureCards
      testId="revenue-figures"
      rows={[
        ["Paid subscription months", figures.invoices.toLocaleString("en-GB")],
        ["Paid in all", pounds(figures.paidPence)],
        ["Shared among the garments held", pounds(figures.sharedPence)],
        ["Paid while no garment was held", pounds(figures.unsharedPence)],
        ["Paid for months not over yet", pounds(figures.awaitingPence)],
        [
          "Earned a week by a garment with a member (last 12 months)",
          figures.pencePerRentalWeek === null ? "–" : pounds(figures.pencePerRentalWeek),
        ],
        ["Unsold garments valued at", `${figures.resaleValuePercent}% of their retail price`],
      ]}
    />
  );
}
