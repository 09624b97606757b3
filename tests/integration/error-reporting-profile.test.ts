import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UNEXPECTED_ERROR_MESSAGE } from "@/domain/api/errors";
import { createPaymentGateway } from "@/server/gateways/payment-gateway";
import { handleRoute } from "@/server/http/handle-route";
import { setErrorReporterForTests } from "@/server/integrations/errors";
import { DEMO_MEMBER } from "@/server/seed/member-data";
import { loadAccountOverview } from "@/server/services/account/load-account-overview";
import { loadMemberProfile } from "@/server/services/account/load-member-profile";
import { loadSessionProfile } from "@/server/services/account/load-session-profile";
import { captureLogs } from "../helpers/capture-logs";
import { createTestDatabase, type TestDatabase } from "../helpers/test-db";

// A profile read that fails on the real database (a table the query needs is gone) must raise
// 'Error getting user by id' (spec 8), never come back as "no profile", which the account page
// would show as an empty form and the header as a signed-out visitor.
let handle: TestDatabase;

beforeAll(async () => {
  handle = await createTestDatabase();
  await handle.db.execute(
    sql`alter table user_product_favorites rename to user_product_favorites_gone`,
  );
});
afterAll(async () => {
  await handle.close();
});

const failedLoad = {
  message: "Error getting user by id",
  cause: expect.objectContaining({ cause: expect.objectContaining({ code: "42P01" }) }),
};

describe("a profile that cannot be read", () => {
  it("is raised by the account's loader and by the header's, never answered as 'no profile'", async () => {
    await expect(loadMemberProfile(handle.db, DEMO_MEMBER.id)).rejects.toMatchObject(failedLoad);
    await expect(
      loadAccountOverview(handle.db, DEMO_MEMBER.id, createPaymentGateway(handle.db)),
    ).rejects.toMatchObject({
      message: "Error getting user by id",
    });
    await expect(
      loadSessionProfile(handle.db, DEMO_MEMBER.id, DEMO_MEMBER.email),
    ).rejects.toMatchObject({ message: "Error getting user by id" });
  });

  it("answers a route 500 with a reference, and is reported as 'Error getting user by id'", async () => {
    setErrorReporterForTests(undefined);
    const logs = captureLogs();
    const route = handleRoute({ role: "guest" }, async () => ({
      profile: await loadSessionProfile(handle.db, DEMO_MEMBER.id, DEMO_MEMBER.email),
    }));
    const response = await route(new Request("http://localhost/api/account"), {
      params: Promise.resolve({}),
    });
    logs.restore();

    expect(response.status).toBe(500);
    const reference = response.headers.get("x-request-id");
    expect(await response.json()).toEqual({
      error: { code: "internal", message: UNEXPECTED_ERROR_MESSAGE, reference },
    });
    const reports = logs.records().filter((record) => record.event === "error_reported");
    expect(reports).toEqual([
      expect.objectContaining({
        requestId: reference,
        err: expect.objectContaining({ message: "Error getting user by id" }),
      }),
    ]);
  });
});
