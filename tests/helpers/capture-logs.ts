import { Writable } from "node:stream";
import { createLoggerForTests, setLoggerForTests } from "@/server/observability/logger";

export interface CapturedLogs {
  /** The raw JSON lines, as they would reach stdout. */
  lines: string[];
  records(): Record<string, unknown>[];
  /** Puts the shop's own logger back. */
  restore(): void;
}

/** Every line the shop's logger writes from now on is kept here (at every level) instead of going to stdout. */
export function captureLogs(): CapturedLogs {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split("\n").filter(Boolean));
      done();
    },
  });
  setLoggerForTests(createLoggerForTests(destination));
  return {
    lines,
    records: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>),
    restore: () => setLoggerForTests(undefined),
  };
}
