import { describe, expect, it } from "vitest";
import { overallStatus } from "./health";

const up = { ok: true, ms: 1 };
const downCheck = { ok: false, ms: 1, note: "x" };
const queue = (ok: boolean) => ({ ok, ms: 1, overdue: ok ? 0 : 3, failed: 0 });

describe("overallStatus", () => {
  it("is ok when everything answers", () => {
    expect(overallStatus({ database: up, queue: queue(true), warehouse: up })).toBe("ok");
  });

  it("is degraded when only the queue or the warehouse is in trouble", () => {
    expect(overallStatus({ database: up, queue: queue(false), warehouse: up })).toBe("degraded");
    expect(overallStatus({ database: up, queue: queue(true), warehouse: downCheck })).toBe(
      "degraded",
    );
  });

  it("is down without the database, whatever else", () => {
    expect(overallStatus({ database: downCheck, queue: queue(true), warehouse: up })).toBe("down");
  });
});
