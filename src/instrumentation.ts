// Next.js loads its instrumentation hooks from this file; they read the environment, so they live
// in src/config (the one place that may).
export { onRequestError, register } from "@/config/instrumentation";
