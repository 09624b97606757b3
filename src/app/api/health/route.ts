import { getDb } from "@/server/db/client";
import { handleRoute } from "@/server/http/handle-route";
import { createWarehousePartner } from "@/server/integrations/warehouse";
import { checkHealth } from "@/server/services/health/check-health";

/**
 * GET /api/health: the database, the job queue and the warehouse partner, for a load balancer
 * (issue 14). 200 while the shop can serve (ok or degraded), 503 without its database.
 */
export const GET = handleRoute({ role: "guest" }, async () => {
  const report = await checkHealth(getDb(), createWarehousePartner);
  return Response.json(report, {
    status: report.status === "down" ? 503 : 200,
    headers: { "cache-control": "no-store" },
  });
});
