import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SandboxPayForm } from "./sandbox-pay-form";

// The sandbox's payment page with a promotion code (issue 10): 'Apply' shows the new total or the
// reason the code is refused; 'Pay' sends the code with the card.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

async function settle(done: () => boolean) {
  const until = Date.now() + 10_000;
  while (!done() && Date.now() < until)
    await act(() => new Promise((resolve) => setImmediate(resolve)));
}

describe("SandboxPayForm with promotion codes", () => {
  it("has no code field unless the session allows promotion codes", () => {
    render(<SandboxPayForm sessionId="cs_local_1" cancelUrl="/gifting" />);
    expect(screen.queryByLabelText("Promotion code")).toBeNull();
  });

  it("shows the new total, the credit kept, and a refused code's message", async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(json(200, { discountPence: 2500, totalPence: 0, creditPence: 2500 }))
      .mockResolvedValueOnce(
        json(422, {
          error: {
            code: "validation_failed",
            message: "This promotion code is not valid, or has already been used.",
            fields: {
              promotionCode: "This promotion code is not valid, or has already been used.",
            },
          },
        }),
      );
    vi.stubGlobal("fetch", fetchMock);
    render(
      <SandboxPayForm sessionId="cs_local_1" cancelUrl="/checkout" allowPromotionCodes monthly />,
    );
    fireEvent.change(screen.getByLabelText("Promotion code"), {
      target: { value: "GIFT-ABCD-EFGH" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Apply" }));
    await settle(() => screen.queryByTestId("sandbox-total") !== null);
    expect(screen.getByTestId("sandbox-total").textContent).toBe(
      "Total now: £0 for the first month (£25 kept as credit for later months)",
    );
    expect(fetchMock.mock.calls[0]![0]).toBe("/api/sandbox/checkout/cs_local_1/promotion");

    fireEvent.click(screen.getByRole("button", { name: "Apply" }));
    await settle(() => screen.queryByRole("alert") !== null);
    expect(screen.getByRole("alert").textContent).toBe(
      "This promotion code is not valid, or has already been used.",
    );
    expect(screen.queryByTestId("sandbox-total")).toBeNull();
  });
});
