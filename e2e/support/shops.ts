/** The shops the browser tests run against: one per Playwright worker, on consecutive ports. */
export const firstShopPort = Number(process.env.E2E_PORT ?? 3100);

export function shopPort(workerIndex: number): number {
  return firstShopPort + workerIndex;
}

export function shopUrl(workerIndex: number): string {
  return `http://127.0.0.1:${shopPort(workerIndex)}`;
}
