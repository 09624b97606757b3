import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { returnReference } from "@/domain/returns/return-request";
import type { Database } from "@/server/db/client";
import { emailOutbox, users, warehouseSimReturns } from "@/server/db/schema";
import { SIM_DELAYS_MIN } from "@/server/integrations/warehouse/simulator/sim-store";
import { returnEmailJob } from "@/server/jobs/return-email";
import { jobHandlers } from "@/server/queue/define-job";
import { runDueJobs } from "@/server/queue/job-queue";
import { loadMemberProfile } from "@/server/services/account/load-member-profile";
import { moveGarments } from "@/server/services/garments/move-garment";
import { requestReturn } from "@/server/services/returns/request-return";
import { syncReturns } from "@/server/services/warehouse/return-sync";
import { testDbKind } from "../helpers/test-db";
import { startSimulatorServer, type SimulatorServer } from "../helpers/warehouse-sim-server";
import { openRouteTestShop, type RouteTestShop } from "./route-test-shop";
import {
  garmentStatuses,
  makeMember,
  makeVariant,
  placeDelivery,
  returnRow,
} from "./warehouse-fixture";

// Issue 23: a return keeps one reference from the member's screen and e-mail to the warehouse;
// the partner's own reference is stored beside it, never in its place.

let shop: RouteTestShop;
let db: Database;
let sim: SimulatorServer;
beforeAll(async () => {
  shop = await openRouteTestShop();
  db = shop.handle.db;
  sim = await startSimulatorServer(db);
});
afterAll(async () => {
  await sim?.close();
  await shop?.close();
});

describe(`a return's reference on ${testDbKind}`, () => {
  it("is the same on the member's screen, in the e-mail and at the warehouse, before and after the hand-over", async () => {
    const memberId = await makeMember(db);
    const delivery = await placeDelivery(db, {
      userId: memberId,
      variants: [await makeVariant(db), await makeVariant(db)],
    });
    await db.transaction((tx) =>
      moveGarments(
        tx,
        delivery.itemIds.map((itemId) => ({ itemId, to: "CUSTOMER", reason: "Delivered" })),
      ),
    );
    const asked = await requestReturn(db, {
      userId: memberId,
      productItemIds: delivery.itemIds,
      now: new Date(),
    });
    if (!asked.ok) throw new Error(asked.reason);
    const reference = returnReference(asked.returnId);
    expect(asked.reference).toBe(reference);
    const onScreen = async () =>
      (await loadMemberProfile(db, memberId))!.partial_return.map((r) => r.return_reference);
    expect(await onScreen()).toEqual([reference]);

    // The warehouse takes the return under the same reference; theirs is kept beside it.
    expect(await syncReturns(db, sim.partner)).toMatchObject({ status: "SUCCESS" });
    const [atWarehouse] = await db
      .select()
      .from(warehouseSimReturns)
      .where(eq(warehouseSimReturns.idempotency_key, `partial-return-${asked.returnId}`));
    expect(atWarehouse!.reference).toBe(reference);
    const row = await returnRow(db, asked.returnId);
    expect(row).toMatchObject({
      return_reference: reference,
      partner_return_reference: expect.stringMatching(/^LR-WH-RET-/),
      label_url: expect.stringContaining("/labels/"),
    });
    expect(row.partner_return_reference).not.toBe(reference);
    expect(await onScreen()).toEqual([reference]);

    // The e-mail, sent after the hand-over (a queue may run it late), says the same.
    await runDueJobs(db, jobHandlers([returnEmailJob], {}));
    const [user] = await db.select().from(users).where(eq(users.id, memberId));
    const mails = await db.select().from(emailOutbox).where(eq(emailOutbox.to, user!.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain(`(${reference})`);
    expect(mails[0]!.text).toContain(`Your return reference: ${reference}`);

    // The warehouse's events name our reference and still find the return.
    await sim.control({ action: "advance", minutes: SIM_DELAYS_MIN.receive });
    expect(await syncReturns(db, sim.partner)).toMatchObject({ status: "SUCCESS", changes: 2 });
    expect(await garmentStatuses(db, delivery.itemIds)).toEqual(["IN_CLEANING", "IN_CLEANING"]);
  });
});
