import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { ReturnRef } from "@/domain/member/types";
import type { ReturnLabelState } from "@/domain/returns/return-label";
import { AccountHistory } from "./account-history";

// Issue 25: the Returns table's label, as a member reads it on /account.

afterEach(cleanup);

const awaited: ReturnRef = {
  id: 42,
  status: "ORDER_PLACED",
  date: "2026-11-25",
  due_date: "2026-12-02",
  return_reference: "LR-R-000042",
  label_url: "https://partner.example/labels/LR-R-000042",
  received_at: null,
};

function labelCell(returns: ReturnRef[], labels: Record<number, ReturnLabelState>) {
  render(<AccountHistory orders={[]} deliveries={[]} returns={returns} labels={labels} />);
  const row = within(screen.getByTestId("account-returns")).getAllByRole("row")[1]!;
  return within(row).getAllByRole("cell").at(-1)!;
}

describe("a return's prepaid label on /account", () => {
  it("says it is being made until the carrier has made it", () => {
    const cell = labelCell([awaited], { 42: { status: "pending" } });
    expect(cell.textContent).toBe(
      "Your prepaid label is being made. Refresh this page in a minute.",
    );
    expect(within(cell).queryByRole("link")).toBeNull();
  });

  it("offers the PDF, the tracking number and the QR code for the counter", () => {
    const cell = labelCell([awaited], {
      42: { status: "ready", trackingNumber: "LR000000425GB", hasCounterCode: true },
    });
    expect(within(cell).getByRole("link", { name: "Print prepaid label (PDF)" })).toHaveProperty(
      "href",
      expect.stringMatching(/\/api\/returns\/42\/label$/),
    );
    expect(cell.textContent).toContain("Tracking number LR000000425GB");
    expect(within(cell).getByText("No printer? Show a QR code at the Post Office")).toBeTruthy();
    expect(
      within(cell).getByRole("img", { name: "QR code for return LR-R-000042" }),
    ).toHaveProperty("src", expect.stringMatching(/\/api\/returns\/42\/label\?format=qr$/));
  });

  it("offers no QR code for a label without one (Royal Mail Click & Drop)", () => {
    const cell = labelCell([awaited], {
      42: { status: "ready", trackingNumber: null, hasCounterCode: false },
    });
    expect(within(cell).getByRole("link", { name: "Print prepaid label (PDF)" })).toBeTruthy();
    expect(within(cell).queryByRole("img")).toBeNull();
    expect(cell.textContent).not.toContain("Tracking number");
  });

  it("keeps the partner's link for a return from before labels, and nothing once it arrived", () => {
    const before = labelCell([awaited], {});
    expect(within(before).getByRole("link", { name: "Print label" })).toHaveProperty(
      "href",
      awaited.label_url,
    );
    cleanup();
    const arrived = labelCell([{ ...awaited, received_at: new Date("2026-11-27T10:00:00Z") }], {
      42: { status: "ready", trackingNumber: null, hasCounterCode: true },
    });
    expect(arrived.textContent).toBe("—");
  });
});
