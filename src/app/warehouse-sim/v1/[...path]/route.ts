import { getDb } from "@/server/db/client";
import { AppError } from "@/server/errors/app-error";
import { handleRoute } from "@/server/http/handle-route";
import { createAppWarehouseSimulator, simulatorEnabled } from "@/server/integrations/warehouse";

/**
 * The simulated warehouse partner (issue 11), served by the shop itself when no WAREHOUSE_URL is
 * set: the API of docs/warehouse-api.openapi.yaml, called server to server with a bearer token,
 * so the same-origin check does not apply (the proxy lets it through like a signed webhook).
 */
const serve = handleRoute({ role: "guest", crossSite: "signed-webhook" }, async ({ request }) => {
  if (!simulatorEnabled()) throw new AppError("not_found", "Not found.");
  return createAppWarehouseSimulator(getDb())(request);
});

export const GET = serve;
export const POST = serve;
