import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  startClickDropStandIn,
  type ClickDropStandIn,
} from "../../../../../tests/helpers/click-drop-stand-in";
import { RETURN_LABEL_REQUEST } from "../../../../../tests/helpers/return-label-request";
import { PostalCarrierError, type ReturnLabelRequest } from "../postal-carrier";
import { createClickDropCarrier } from "./click-drop-carrier";

// Issue 25: Royal Mail Click & Drop's REST API, against a local stand-in of it.

let standIn: ClickDropStandIn;
beforeAll(async () => {
  standIn = await startClickDropStandIn();
});
afterAll(() => standIn.close());
beforeEach(() => {
  standIn.orders.length = 0;
  standIn.requests.length = 0;
});

const carrier = (overrides: { apiKey?: string; serviceCode?: string } = {}) =>
  createClickDropCarrier({
    apiKey: overrides.apiKey ?? standIn.apiKey,
    baseUrl: standIn.baseUrl,
    serviceCode: overrides.serviceCode,
    timeoutMs: 5_000,
    now: () => new Date("2026-11-25T10:00:00Z"),
  });

const request = (reference = "LR-R-000042"): ReturnLabelRequest => ({
  ...RETURN_LABEL_REQUEST,
  reference,
});

describe("the Click & Drop carrier", () => {
  it("makes an order to the returns address under our reference and answers its label PDF", async () => {
    const label = await carrier({ serviceCode: "TPS48" }).createReturnLabel(request());
    expect(standIn.orders).toHaveLength(1);
    const [order] = standIn.orders;
    expect(label).toEqual({
      carrierReference: String(order!.orderIdentifier),
      trackingNumber: order!.trackingNumber,
      pdf: expect.any(Uint8Array),
      counterCode: null,
    });
    expect(label.trackingNumber).toMatch(/^TT\d{9}GB$/);
    expect(Buffer.from(label.pdf).toString("latin1")).toMatch(
      /^%PDF-1\.4\n% Royal Mail label LR-R-000042 TT/,
    );
    expect(order!.body).toMatchObject({
      orderReference: "LR-R-000042",
      recipient: {
        address: {
          fullName: "Littlerobe Returns",
          addressLine1: "Unit 4, Canal Side Works",
          addressLine2: "12 Wharf Road",
          city: "London",
          postcode: "N1 7GR",
          countryCode: "GB",
        },
      },
      billing: {
        address: {
          fullName: "Amelia Jones",
          addressLine1: "4 Lapwing Lane",
          city: "Manchester",
          postcode: "M20 2RN",
          countryCode: "GB",
        },
      },
      orderDate: "2026-11-25T10:00:00.000Z",
      subtotal: 0,
      shippingCostCharged: 0,
      total: 0,
      currencyCode: "GBP",
      packages: [{ weightInGrams: 500, packageFormatIdentifier: "smallParcel" }],
      postageDetails: { serviceCode: "TPS48" },
      label: { includeLabelInResponse: false },
    });
    expect(standIn.requests.map((r) => `${r.method} ${r.path} ${r.status}`)).toEqual([
      'GET /orders/"LR-R-000042" 404',
      "POST /orders 200",
      `GET /orders/${order!.orderIdentifier}/label 200`,
      `GET /orders/${order!.orderIdentifier} 200`,
    ]);
    expect(standIn.requests[2]!.query).toEqual({
      documentType: "postageLabel",
      includeReturnsLabel: "false",
    });
  });

  it("asked again for the same reference (a retry after a crash), pays for no second order", async () => {
    standIn.failNext("/orders/1", 503);
    await expect(carrier().createReturnLabel(request())).rejects.toMatchObject({
      reason: "unavailable",
    });
    expect(standIn.orders).toHaveLength(1);
    const again = await carrier().createReturnLabel(request());
    expect(standIn.orders).toHaveLength(1);
    expect(again.carrierReference).toBe(String(standIn.orders[0]!.orderIdentifier));
    expect(again.trackingNumber).toBe(standIn.orders[0]!.trackingNumber);
  });

  it("leaves out what it does not have: no service code, no family address", async () => {
    await carrier().createReturnLabel({
      ...request(),
      family: { name: "Amelia Jones", postcode: null, address: null },
    });
    expect(standIn.orders[0]!.body).not.toHaveProperty("postageDetails");
    expect(standIn.orders[0]!.body).not.toHaveProperty("billing");
  });

  it("turns Click & Drop's refusals into the carrier's error, in our terms", async () => {
    await expect(carrier({ apiKey: "wrong-key" }).createReturnLabel(request())).rejects.toEqual(
      new PostalCarrierError(
        "refused",
        "Click & Drop GET /orders/%22LR-R-000042%22: 401 Authorization has been denied.",
      ),
    );
    await expect(
      carrier().createReturnLabel({
        ...request(),
        returnAddress: ["Littlerobe", "", "", "N1 7GR"],
      }),
    ).rejects.toMatchObject({
      reason: "refused",
      message: expect.stringContaining("recipient.address.addressLine1 is required"),
    });
    standIn.failNext("/orders", 429);
    await expect(carrier().createReturnLabel(request("LR-R-000043"))).rejects.toMatchObject({
      reason: "unavailable",
    });
    const unreachable = createClickDropCarrier({
      apiKey: "k",
      baseUrl: "http://127.0.0.1:9/api/v1",
      timeoutMs: 2_000,
    });
    await expect(unreachable.createReturnLabel(request())).rejects.toMatchObject({
      reason: "unavailable",
    });
  });

  it("reads the order's tracking: created, label printed", async () => {
    const label = await carrier().createReturnLabel(request());
    const events = await carrier().trackingEvents({ ...label, createdAt: new Date() });
    expect(events.map((e) => e.code)).toEqual(["label_created", "label_printed"]);
    expect(events[1]).toEqual({
      code: "label_printed",
      description: "Postage label printed",
      occurredAt: standIn.orders[0]!.printedOn,
    });
    expect(
      await carrier().trackingEvents({
        carrierReference: "999",
        trackingNumber: null,
        createdAt: new Date(),
      }),
    ).toEqual([]);
  });
});
