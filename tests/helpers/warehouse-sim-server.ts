import http from "node:http";
import type { Database } from "@/server/db/client";
import { HttpWarehousePartner } from "@/server/integrations/warehouse/http/http-warehouse-partner";
import { createWarehouseSimulator } from "@/server/integrations/warehouse/simulator/warehouse-simulator";
import { freePort } from "./local-services";

export const SIM_API_KEY = "test-warehouse-key";

export interface SimulatorServer {
  /** The API's base, as WAREHOUSE_URL would be. */
  baseUrl: string;
  /** The shop's real HTTP adapter, pointed at the simulator. */
  partner: HttpWarehousePartner;
  /** POST /_control with the body; throws unless it answers 200. */
  control(body: Record<string, unknown>): Promise<{ ok: true; now: string }>;
  close(): Promise<void>;
}

/**
 * The simulated warehouse on a plain node:http server on a free port, as another company's system
 * would be: the shop's adapter reaches it over real HTTP. Its state lives in the test's database.
 */
export async function startSimulatorServer(
  db: Database,
  options: { timeoutMs?: number; hangMs?: number; speed?: number } = {},
): Promise<SimulatorServer> {
  const handler = createWarehouseSimulator({
    db,
    apiKey: SIM_API_KEY,
    speed: options.speed ?? 60,
    control: true,
    hangMs: options.hangMs ?? 1_500,
  });
  const port = await freePort();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const body = chunks.length > 0 ? Buffer.concat(chunks) : undefined;
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers))
        if (typeof value === "string") headers.set(name, value);
      const request = new Request(`http://127.0.0.1:${port}${req.url}`, {
        method: req.method,
        headers,
        body: req.method === "GET" || req.method === "HEAD" ? undefined : body,
      });
      handler(request)
        .then(async (response) => {
          const text = Buffer.from(await response.arrayBuffer());
          if (res.destroyed) return;
          res.writeHead(response.status, Object.fromEntries(response.headers));
          res.end(text);
        })
        .catch(() => {
          if (!res.destroyed) res.writeHead(500).end();
        });
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const baseUrl = `http://127.0.0.1:${port}/warehouse-sim/v1`;
  return {
    baseUrl,
    partner: new HttpWarehousePartner({
      baseUrl,
      apiKey: SIM_API_KEY,
      timeoutMs: options.timeoutMs ?? 400,
    }),
    async control(body) {
      const response = await fetch(`${baseUrl}/_control`, {
        method: "POST",
        headers: { authorization: `Bearer ${SIM_API_KEY}`, "content-type": "application/json" },
        body: JSON.stringify(body),
      });
      if (response.status !== 200)
        throw new Error(
          `control ${JSON.stringify(body)}: ${response.status} ${await response.text()}`,
        );
      return (await response.json()) as { ok: true; now: string };
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
