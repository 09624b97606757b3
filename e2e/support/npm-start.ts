import { spawn, type ChildProcess } from "node:child_process";
import { freePort } from "../../tests/helpers/local-services";

// A second shop beside the one Playwright's web server runs: `npm start` on its own port and data
// folder, serving a build already made (START_SKIP_BUILD keeps it from rebuilding the folder the
// web server is serving from).

const e2ePort = Number(process.env.E2E_PORT ?? 3100);
/** The build folder Playwright's web server made (as in playwright.config.ts). */
export const e2eDistDir = e2ePort === 3100 ? ".next" : `.next-${e2ePort}`;

/** Polls check until it is true; throws after ms. */
export async function until(
  what: string,
  ms: number,
  check: () => Promise<boolean>,
): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export interface Shop {
  url: string;
  child: ChildProcess;
  output: () => string;
  exited: Promise<unknown>;
}

/** `npm start` on a free port, serving distDir; resolves once /collection answers. */
export async function startShop(
  env: Record<string, string>,
  dataDir: string,
  distDir = e2eDistDir,
): Promise<Shop> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let output = "";
  const child = spawn(process.execPath, ["scripts/start.mjs"], {
    env: {
      ...process.env,
      ...env,
      NEXT_DIST_DIR: distDir,
      START_SKIP_BUILD: "1",
      PORT: String(port),
      APP_URL: url,
      DATA_DIR: dataDir,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.on("exit", resolve));
  const early = exited.then(() => {
    throw new Error(`npm start exited before serving:\n${output.slice(-3000)}`);
  });
  early.catch(() => {});
  const serving = until(`the shop on port ${port} answers`, 240_000, async () => {
    const response = await fetch(`${url}/collection`).catch(() => null);
    return response?.status === 200;
  });
  await Promise.race([serving, early]);
  return { url, child, output: () => output, exited };
}
