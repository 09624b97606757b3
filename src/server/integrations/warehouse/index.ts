import { createHash } from "node:crypto";
import { authSecret, env } from "@/config/env";
import type { Database } from "@/server/db/client";
import { HttpWarehousePartner } from "./http/http-warehouse-partner";
import { createWarehouseSimulator, type SimulatorHandler } from "./simulator/warehouse-simulator";
import type { WarehousePartner } from "./warehouse-partner";

export type * from "./warehouse-partner";
export { WarehouseError } from "./warehouse-partner";

/** Where the shop mounts its simulated warehouse (src/app/warehouse-sim/v1/[...path]). */
export const SIMULATOR_PATH = "/warehouse-sim/v1";

/** The simulator's token: configured, or derived from the shop's own secret (one per install). */
function simulatorApiKey(): string {
  return (
    env().WAREHOUSE_API_KEY ??
    createHash("sha256").update(`${authSecret()}:warehouse-sim`).digest("hex")
  );
}

/** Whether the app serves its simulated warehouse: only when no real partner is configured. */
export function simulatorEnabled(): boolean {
  return env().WAREHOUSE_URL === undefined;
}

/** The simulated warehouse as the app serves it; its control endpoint only in tests or with E2E_CLOCK. */
export function createAppWarehouseSimulator(db: Database): SimulatorHandler {
  const config = env();
  return createWarehouseSimulator({
    db,
    apiKey: simulatorApiKey(),
    speed: config.WAREHOUSE_SIM_SPEED,
    control: config.E2E_CLOCK || config.NODE_ENV === "test",
  });
}

/** WAREHOUSE_URL picks the real partner; unset, the app's own simulator at APP_URL/warehouse-sim/v1. */
export function createWarehousePartner(): WarehousePartner {
  const config = env();
  if (config.WAREHOUSE_URL) {
    if (!config.WAREHOUSE_API_KEY) throw new Error("WAREHOUSE_URL needs WAREHOUSE_API_KEY.");
    return new HttpWarehousePartner({
      baseUrl: config.WAREHOUSE_URL,
      apiKey: config.WAREHOUSE_API_KEY,
      timeoutMs: config.WAREHOUSE_TIMEOUT_MS,
    });
  }
  return new HttpWarehousePartner({
    baseUrl: `${config.APP_URL.replace(/\/+$/, "")}${SIMULATOR_PATH}`,
    apiKey: simulatorApiKey(),
    timeoutMs: config.WAREHOUSE_TIMEOUT_MS,
  });
}

/**
 * Moves the app's simulated warehouse on by some minutes through its control endpoint (browser
 * tests: E2E_CLOCK only, as the endpoint itself).
 */
export async function advanceAppSimulator(minutes: number): Promise<void> {
  const base = `${env().APP_URL.replace(/\/+$/, "")}${SIMULATOR_PATH}`;
  const response = await fetch(`${base}/_control`, {
    method: "POST",
    headers: { authorization: `Bearer ${simulatorApiKey()}`, "content-type": "application/json" },
    body: JSON.stringify({ action: "advance", minutes }),
    signal: AbortSignal.timeout(env().WAREHOUSE_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`The simulator refused to advance (${response.status})`);
}
