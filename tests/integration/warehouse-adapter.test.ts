import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { warehouseSimOrders } from "@/server/db/schema";
import { HttpWarehousePartner } from "@/server/integrations/warehouse/http/http-warehouse-partner";
import { SIM_DELAYS_MIN } from "@/server/integrations/warehouse/simulator/sim-store";
import { WarehouseError } from "@/server/integrations/warehouse/warehouse-partner";
import { freePort } from "../helpers/local-services";
import { createTestDatabase, testDbKind, type TestDatabase } from "../helpers/test-db";
import { startSimulatorServer, type SimulatorServer } from "../helpers/warehouse-sim-server";

// The shop's HTTP adapter against the simulated warehouse over real HTTP: every call of the
// partner interface, the simulator's clock moving orders and returns along, and each way a call
// can fail turned into the WarehouseError kind the sync jobs log.

const address = {
  name: "Amelia Hart",
  address1: "1 Test Street",
  address2: null,
  city: "Bristol",
  postcode: "BS1 4DJ",
  email: "amelia@example.co.uk",
  phone: null,
};
const garment = (id: number) => ({ productItemId: id, sku: `SKU-${id}`, barcode: `BC-${id}` });

async function kindOf(call: Promise<unknown>): Promise<string> {
  try {
    await call;
    return "no error";
  } catch (error) {
    expect(error).toBeInstanceOf(WarehouseError);
    return `${(error as WarehouseError).kind}: ${(error as WarehouseError).message}`;
  }
}

describe(`warehouse HTTP adapter against the simulator on ${testDbKind}`, () => {
  let database: TestDatabase;
  let sim: SimulatorServer;
  beforeAll(async () => {
    database = await createTestDatabase();
    sim = await startSimulatorServer(database.db);
  });
  afterAll(async () => {
    await sim?.close();
    await database?.close();
  });

  it("creates an order once per idempotency key, then dispatches and delivers it on its clock", async () => {
    const request = {
      idempotencyKey: "partial-order-1",
      reference: "1",
      deliveryProvider: "royal_mail" as const,
      address,
      items: [garment(1), garment(2)],
    };
    const first = await sim.partner.createOrder(request);
    expect(first).toEqual({ fulfilmentOrderId: expect.stringMatching(/^WH-ORD-/), reference: "1" });
    expect(await sim.partner.createOrder(request)).toEqual(first);
    expect(await database.db.select().from(warehouseSimOrders)).toHaveLength(1);

    expect(await sim.partner.listOrderUpdates(null)).toEqual({ items: [], cursor: null });
    await sim.control({ action: "advance", minutes: SIM_DELAYS_MIN.dispatch });
    const dispatched = await sim.partner.listOrderUpdates(null);
    expect(dispatched.items).toEqual([
      expect.objectContaining({
        fulfilmentOrderId: first.fulfilmentOrderId,
        reference: "1",
        event: "dispatched",
        trackingCode: expect.stringMatching(/^RM\d{9}GB$/),
        deliveryProvider: "royal_mail",
      }),
    ]);
    expect(dispatched.cursor).toBe(dispatched.items[0]!.cursor);
    // Asked again from its cursor: nothing new, and the same cursor back.
    expect(await sim.partner.listOrderUpdates(dispatched.cursor)).toEqual({
      items: [],
      cursor: dispatched.cursor,
    });
    await sim.control({ action: "advance", minutes: SIM_DELAYS_MIN.deliver });
    const delivered = await sim.partner.listOrderUpdates(dispatched.cursor);
    expect(delivered.items.map((u) => u.event)).toEqual(["delivered"]);
    expect(Number(delivered.cursor)).toBeGreaterThan(Number(dispatched.cursor));
  });

  it("pages with limit, and reads a cursor it does not know as the start", async () => {
    for (let i = 10; i < 13; i += 1) {
      await sim.partner.createOrder({
        idempotencyKey: `partial-order-${i}`,
        reference: String(i),
        deliveryProvider: "royal_mail",
        address,
        items: [garment(i)],
      });
    }
    await sim.control({ action: "advance", minutes: SIM_DELAYS_MIN.dispatch });
    const all = await sim.partner.listOrderUpdates(null, 500);
    const firstTwo = await sim.partner.listOrderUpdates(null, 2);
    expect(firstTwo.items).toEqual(all.items.slice(0, 2));
    const rest = await sim.partner.listOrderUpdates(firstTwo.cursor, 500);
    expect([...firstTwo.items, ...rest.items]).toEqual(all.items);
    expect((await sim.partner.listOrderUpdates("ACS-ORD-10012", 500)).items).toEqual(all.items);
  });

  it("creates a return with a reference and label, then reports each garment received and cleaned (or a problem)", async () => {
    const request = {
      idempotencyKey: "partial-return-7",
      reference: "7",
      items: [garment(1), garment(2)],
    };
    const created = await sim.partner.createReturn(request);
    expect(created).toEqual({
      fulfilmentReturnId: expect.stringMatching(/^WH-RET-/),
      returnReference: expect.any(String),
      labelUrl: expect.stringContaining("/labels/"),
    });
    expect(await sim.partner.createReturn(request)).toEqual(created);
    const label = await fetch(created.labelUrl!);
    expect(label.status).toBe(200);
    expect(await label.text()).toContain(created.returnReference);

    await sim.control({ action: "problem", productItemId: 2, note: "Torn seam" });
    await sim.control({
      action: "advance",
      minutes: SIM_DELAYS_MIN.receive + SIM_DELAYS_MIN.clean,
    });
    const updates = await sim.partner.listReturnUpdates(null);
    expect(updates.items.map((u) => [u.productItemId, u.event, u.note])).toEqual([
      [1, "received", null],
      [2, "received", null],
      [1, "cleaned", null],
      [2, "problem", "Torn seam"],
    ]);
    expect(updates.items.every((u) => u.fulfilmentReturnId === created.fulfilmentReturnId)).toBe(
      true,
    );
  });

  it("books in goods-in and reports stock levels", async () => {
    await sim.control({
      action: "goods_in",
      items: [
        { fulfilmentId: "FUL-1", sku: "SKU-NEW", barcode: "NEW-1", rfid: "RFID-1" },
        { fulfilmentId: "FUL-1", sku: "SKU-NEW", barcode: "NEW-2" },
      ],
    });
    const goods = await sim.partner.listGoodsIn(null);
    expect(goods.items).toEqual([
      expect.objectContaining({
        fulfilmentId: "FUL-1",
        sku: "SKU-NEW",
        barcode: "NEW-1",
        rfid: "RFID-1",
      }),
      expect.objectContaining({ barcode: "NEW-2", rfid: null }),
    ]);
    expect(await sim.partner.stockLevels()).toContainEqual({
      fulfilmentId: "FUL-1",
      sku: "SKU-NEW",
      available: 2,
    });
  });

  it("records a retirement once per idempotency key", async () => {
    const retirement = {
      idempotencyKey: "retirement-3",
      productItemId: 3,
      barcode: "BC-3",
      reason: "Worn out",
      disposition: "EX_HIRE" as const,
    };
    const first = await sim.partner.reportRetirement(retirement);
    expect(first.fulfilmentRetirementId).toMatch(/^WH-RTR-/);
    expect(await sim.partner.reportRetirement(retirement)).toEqual(first);
    const other = await sim.partner.reportRetirement({
      ...retirement,
      idempotencyKey: "retirement-4",
    });
    expect(other.fulfilmentRetirementId).not.toBe(first.fulfilmentRetirementId);
  });

  it("turns each failure into its kind", async () => {
    await sim.control({ action: "fault", fault: "error", count: 1 });
    expect(await kindOf(sim.partner.stockLevels())).toMatch(
      /^unavailable: GET \/stock: the warehouse answered 500/,
    );
    await sim.control({ action: "fault", fault: "malformed", count: 1 });
    expect(await kindOf(sim.partner.listGoodsIn(null))).toMatch(/^malformed: .*not valid JSON/);
    await sim.control({ action: "fault", fault: "hang", count: 1 });
    expect(await kindOf(sim.partner.listGoodsIn(null))).toMatch(
      /^timeout: .*no answer within 400 ms/,
    );
    // The faults were used up: the next call works.
    expect(await kindOf(sim.partner.listGoodsIn(null))).toBe("no error");

    const wrongKey = new HttpWarehousePartner({
      baseUrl: sim.baseUrl,
      apiKey: "not-the-key",
      timeoutMs: 10_000,
    });
    expect(await kindOf(wrongKey.stockLevels())).toMatch(
      /^rejected: .*401 \(A valid bearer token is required\.\)/,
    );
    expect(
      await kindOf(
        sim.partner.createOrder({
          idempotencyKey: "partial-order-bad",
          reference: "bad",
          deliveryProvider: "royal_mail",
          address: { ...address, postcode: "" },
          items: [garment(99)],
        }),
      ),
    ).toMatch(/^rejected: POST \/orders: .*400/);
    const nobody = new HttpWarehousePartner({
      baseUrl: `http://127.0.0.1:${await freePort()}/v1`,
      apiKey: "x".repeat(10),
      timeoutMs: 10_000,
    });
    expect(await kindOf(nobody.stockLevels())).toMatch(/^unavailable: .*could not be reached/);
  });

  it("an answer of the wrong shape is malformed, naming where", async () => {
    const port = await freePort();
    const http = await import("node:http");
    const server = http.createServer((_req, res) => {
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ items: [{ cursor: "1", event: "teleported" }], cursor: "1" }));
    });
    await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
    try {
      const odd = new HttpWarehousePartner({
        baseUrl: `http://127.0.0.1:${port}`,
        apiKey: "k".repeat(8),
        timeoutMs: 10_000,
      });
      expect(await kindOf(odd.listOrderUpdates(null))).toMatch(
        /^malformed: GET \/orders\/events: unexpected answer at items\.0\./,
      );
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
