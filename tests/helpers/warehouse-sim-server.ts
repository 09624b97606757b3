import http from "node:http";
import type { Database } from "@/server/db/client";
import { HttpWarehousePartner } from "@/server/integrations/warehouse/http/http-warehouse-partner";
import { createWarehouseSimulator } from "@/server/integrations/warehouse/simulator/warehouse-simulator";
import { freePort } from "./local-services";

export const SIM_API_KEY = "test-warehouse-key";
/** How long an ordinary call may take: far more than any takes, even on a busy machine. */
const ANSWER_TIMEOUT_MS = 15_000;

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
  const timeoutMs = options.timeoutMs ?? 400;
  const hangMs = Math.max(options.hangMs ?? 600, timeoutMs + 200);
  const handler = createWarehouseSimulator({
    db,
    apiKey: SIM_API_KEY,
    speed: options.speed ?? 60,
    control: true,
    hangMs,
  });
  // No wall-clock race (issue 24: a test flaked on a busy machine when an ordinary call took over
  // 400 ms). Only a call the test told to hang gets the short timeout, and it always times out: the
  // simulator holds its answer for longer than that after doing the work. Every other call may take
  // up to ANSWER_TIMEOUT_MS. And no call returns to the test before the simulator has finished with
  // every request, so a held request's work is done, and no work overlaps the next call.
  const inFlight = new Set<Promise<unknown>>();
  const settled = async () => {
    while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
  };
  let hangsAhead = 0;
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
      const handled = handler(request)
        .then(async (response) => {
          const text = Buffer.from(await response.arrayBuffer());
          if (res.destroyed) return;
          res.writeHead(response.status, Object.fromEntries(response.headers));
          res.end(text);
        })
        .catch(() => {
          if (!res.destroyed) res.writeHead(500).end();
        })
        .finally(() => inFlight.delete(handled));
      inFlight.add(handled);
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const baseUrl = `http://127.0.0.1:${port}/warehouse-sim/v1`;
  const quick = new HttpWarehousePartner({ baseUrl, apiKey: SIM_API_KEY, timeoutMs });
  const patient = new HttpWarehousePartner({
    baseUrl,
    apiKey: SIM_API_KEY,
    timeoutMs: ANSWER_TIMEOUT_MS,
  });
  // Each call of the partner interface: the short timeout if the simulator will hang it (the
  // simulator takes a fault at its next API call, and these tests make one call at a time when
  // they set one), then wait until the simulator is idle.
  const partner = new Proxy(patient, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== "function") return value;
      return async (...args: unknown[]) => {
        const callee = hangsAhead > 0 ? quick : patient;
        if (hangsAhead > 0) hangsAhead -= 1;
        try {
          return await (value as (...a: unknown[]) => Promise<unknown>).apply(callee, args);
        } finally {
          await settled();
        }
      };
    },
  });
  return {
    baseUrl,
    partner,
    async control(body) {
      await settled();
      const response = await fetch(`${baseUrl}/_control`, {
        method: "POST",
        headers: { authorization: `Bearer ${SIM_API_KEY}`, "content-type": "application/json" },
        body: JSON.stringify(body),
      });
      if (response.status !== 200)
        throw new Error(
          `control ${JSON.stringify(body)}: ${response.status} ${await response.text()}`,
        );
      // A 'hang' replaces any fault still set; another fault or none means no hang ahead.
      if (body.action === "fault") hangsAhead = body.fault === "hang" ? Number(body.count ?? 1) : 0;
      return (await response.json()) as { ok: true; now: string };
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
