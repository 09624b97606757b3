/**
 * Whether this code runs in the Node.js runtime (not Edge). Next.js replaces NEXT_RUNTIME at build
 * time per runtime; this file imports nothing, so instrumentation.ts can use it in either bundle.
 */
export function isNodeRuntime(): boolean {
  return process.env.NEXT_RUNTIME === "nodejs";
}
