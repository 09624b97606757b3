import { afterEach, describe, expect, it } from "vitest";
import { resetEnvForTests } from "@/config/env";
import { getDatabaseHandle } from "@/server/db/client";

// `next build` renders pages in several worker processes; none of them may open the database.
describe("database access during next build", () => {
  afterEach(() => {
    delete process.env.NEXT_PHASE;
    resetEnvForTests();
  });

  it("refuses to open the database in the production build phase", () => {
    process.env.NEXT_PHASE = "phase-production-build";
    resetEnvForTests();
    expect(() => getDatabaseHandle()).toThrow("The database is not opened during `next build`");
  });
});
