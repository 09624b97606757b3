import Link from "next/link";
import { notFound } from "next/navigation";
import { retirementsFrom, staffMovesFrom, STATUS_LABELS } from "@/domain/admin/garment-actions";
import { entityId } from "@/domain/ids";
import { GarmentActions } from "@/components/admin/garments/garment-actions";
import { getDb } from "@/server/db/client";
import { requireStaffPage } from "@/server/http/staff-page";
import {
  garmentHistory,
  HISTORY_LIMIT,
  loadGarment,
} from "@/server/services/garments/garment-finder";
import "../../garments.css";

const when = (at: Date) => at.toLocaleString("en-GB", { timeZone: "Europe/London" });
const pounds = (value: string | null) => (value === null ? "–" : `£${value}`);

export default async function GarmentPage({ params }: { params: Promise<{ id: string }> }) {
  await requireStaffPage();
  const parsed = entityId.safeParse((await params).id);
  if (!parsed.success) notFound();
  const db = getDb();
  const [garment, history] = await Promise.all([
    loadGarment(db, parsed.data),
    garmentHistory(db, parsed.data),
  ]);
  if (!garment) notFound();
  const facts: [string, string | number][] = [
    ["Product", garment.productName],
    ["Size, colour", [garment.size, garment.colour].filter(Boolean).join(", ") || "–"],
    ["SKU", garment.sku],
    ["Barcode", garment.barcode ?? "–"],
    ["Warehouse reference (orId)", garment.orId ?? "–"],
    ["RFID", garment.rfid ?? "–"],
    ["Status", `${STATUS_LABELS[garment.status]} (${garment.status})`],
    ["Recorded", when(garment.createdAt)],
    ["Homes since tracked here", garment.rentalHomes],
    ["Homes before (imported)", garment.historyRentalHomes],
    ["Days rented before (imported)", garment.baseHistoryDays],
    ["Longest single rental before (days)", garment.historyBigDaysUser],
    ["Wholesale price", pounds(garment.wholesalePrice)],
    ["Sold for", pounds(garment.soldPrice)],
  ];
  if (garment.stats) {
    facts.push(
      ["Launched", garment.stats.launchDate],
      ["Rental weeks so far", garment.stats.totalRentalWeeks],
      ["Planned lifespan (weeks)", garment.stats.lifespan],
      [
        "Paid months shared to it",
        `${pounds((garment.revenue.pence / 100).toFixed(2))} from ${garment.revenue.months} ${
          garment.revenue.months === 1 ? "month" : "months"
        }`,
      ],
      ["Rental revenue so far", pounds(garment.stats.totalRentalValue)],
      ["Planned rental revenue", pounds(garment.stats.plannedRentalValue)],
      ["Margin against plan", pounds(garment.stats.marginVsPlanValue)],
      ["Resale value", pounds(garment.stats.resaleValue)],
      ["Planned margin", pounds(garment.stats.plannedMargin)],
      [
        "Wholesale price covered",
        garment.stats.wpCovered === null ? "–" : garment.stats.wpCovered ? "Yes" : "No",
      ],
      [
        "Efficiency",
        garment.stats.efficiency === null
          ? "–"
          : `${(Number(garment.stats.efficiency) * 100).toFixed(1)}%`,
      ],
      ["With", garment.stats.currentRentalUserEmail ?? "–"],
    );
  }
  if (garment.retirement)
    facts.push(["Retired", `${garment.retirement.date}: ${garment.retirement.reason}`]);
  return (
    <section aria-labelledby="garment-title">
      <p>
        <Link href="/admin/garments">All garments</Link>
      </p>
      <h1 id="garment-title">
        Garment #{garment.id}: {garment.productName}
      </h1>
      <dl className="admin-facts">
        {facts.map(([label, value]) => (
          <div key={label} style={{ display: "contents" }}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <GarmentActions
        garmentId={garment.id}
        moves={staffMovesFrom(garment.status)}
        retirements={retirementsFrom(garment.status)}
      />
      <h2 id="history-title">History</h2>
      {history.length === 0 ? (
        <p>No history recorded yet.</p>
      ) : (
        <ol className="admin-timeline" aria-labelledby="history-title" reversed>
          {history.map((entry) => (
            <li key={entry.id} data-testid="history-entry">
              <strong>
                {entry.from ?? "new"} → {entry.to}
              </strong>{" "}
              <time dateTime={entry.at.toISOString()}>{when(entry.at)}</time>
              <br />
              {entry.reason && <span>Reason: {entry.reason}. </span>}
              <span>By: {entry.changedBy ?? "the system"}. </span>
              {entry.newOrderId !== null && (
                <span>
                  Delivery #{entry.newOrderId}
                  {entry.orderMember ? ` to ${entry.orderMember}` : ""}.{" "}
                </span>
              )}
              {entry.previousOrderId !== null && (
                <span>Previous delivery #{entry.previousOrderId}. </span>
              )}
              {entry.newReturnId !== null && <span>Return #{entry.newReturnId}.</span>}
            </li>
          ))}
        </ol>
      )}
      {history.length === HISTORY_LIMIT && <p>The newest {HISTORY_LIMIT} entries are shown.</p>}
    </section>
  );
}
