import Link from "next/link";
import { statusPoints, weekPoints } from "@/domain/admin/chart-data";
import { ukDay } from "@/domain/gifting/gift-request";
import { BarChartFigure } from "@/components/admin/garments/bar-chart-figure";
import { getDb } from "@/server/db/client";
import { requireStaffPage } from "@/server/http/staff-page";
import {
  dashboardFigures,
  deliveriesPerWeek,
  garmentsByStatus,
  lastSyncRuns,
} from "@/server/services/staff/dashboard";
import "./garments.css";

const CHART_WEEKS = 12;

const when = (at: Date | null) =>
  at ? at.toLocaleString("en-GB", { timeZone: "Europe/London" }) : "Never run";

export default async function AdminHome() {
  await requireStaffPage();
  const db = getDb();
  const today = ukDay(new Date());
  const since = new Date(`${today}T00:00:00Z`);
  since.setUTCDate(since.getUTCDate() - 7 * CHART_WEEKS);
  const [figures, runs, statuses, weeks] = await Promise.all([
    dashboardFigures(db, today),
    lastSyncRuns(db),
    garmentsByStatus(db),
    deliveriesPerWeek(db, since.toISOString().slice(0, 10)),
  ]);
  const cards: [string, number, string?][] = [
    ["Members", figures.members, "/admin/members"],
    ["Live subscriptions", figures.liveSubscriptions],
    ["Items out with members", figures.itemsOut, "/admin/garments?status=CUSTOMER"],
    ["Items on their way back", figures.itemsReturning, "/admin/garments?status=RETURNING"],
    ["Open returns", figures.returnsOpen, "/admin/returns"],
    ["Returns due this week", figures.returnsDueThisWeek],
    ["Returns overdue", figures.returnsOverdue],
    ["Variants at zero stock", figures.variantsAtZero, "/admin/products"],
  ];
  return (
    <section aria-labelledby="dashboard-title">
      <h1 id="dashboard-title">Dashboard</h1>
      <dl className="admin-cards" aria-label="Figures today">
        {cards.map(([label, value, href]) => (
          <div key={label} data-testid={`figure-${label}`}>
            <dt>{href ? <Link href={href}>{label}</Link> : label}</dt>
            <dd>{value.toLocaleString("en-GB")}</dd>
          </div>
        ))}
      </dl>
      <div className="admin-charts">
        <BarChartFigure
          caption="Garments by status"
          data={statusPoints(statuses)}
          xKey="status"
          bars={[{ key: "garments", name: "Garments", colour: "#7a5c3e" }]}
        />
        <BarChartFigure
          caption={`Deliveries per week (last ${CHART_WEEKS} weeks)`}
          data={weekPoints(weeks, today, CHART_WEEKS)}
          xKey="week"
          bars={[{ key: "deliveries", name: "Deliveries", colour: "#3e6a7a" }]}
        />
      </div>
      <h2>Warehouse sync: last run of each job</h2>
      <table className="admin-table">
        <thead>
          <tr>
            <th scope="col">Job</th>
            <th scope="col">Last run</th>
            <th scope="col">Result</th>
            <th scope="col">Note</th>
          </tr>
        </thead>
        <tbody>
          {runs.map((run) => (
            <tr key={run.origin}>
              <th scope="row">{run.origin}</th>
              <td>{when(run.at)}</td>
              <td>{run.status ?? "–"}</td>
              <td>{run.note ?? ""}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        <Link href="/admin/sync-log">The whole sync log</Link>
      </p>
    </section>
  );
}
