import { money } from "@/components/admin/format";

/** The shop's subscription revenue behind the garment figures (decision 059), in pence. */
export interface RevenueFiguresData {
  invoices: number;
  paidPence: number;
  sharedPence: number;
  unsharedPence: number;
  awaitingPence: number;
  pencePerRentalWeek: number | null;
  resaleValuePercent: number;
}

const pounds = (pence: number) => money(pence / 100);

/** Where each garment's rental revenue comes from, and the two values the figures are worked at. */
export function RevenueFigures({ figures }: { figures: RevenueFiguresData }) {
  const rows: [string, string][] = [
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
  ];
  return (
    <dl className="admin-cards" data-testid="revenue-figures">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
