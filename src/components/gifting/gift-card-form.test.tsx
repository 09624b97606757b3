import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { loadValidate } from "@/components/forms/configured-form";
import { GiftCardForm } from "./gift-card-form";

// /gifting as a visitor meets it (issue 10): the four gift forms in turn with their spec-5
// messages, the day, the card's preview, and 'Continue to payment' to the page the shop names.

beforeAll(async () => {
  await loadValidate();
});
const assign = vi.fn();
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
  assign.mockReset();
  vi.stubGlobal("location", { ...window.location, search: "", assign });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function flush(ms = 0) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

const alerts = () => screen.queryAllByRole("alert").map((node) => node.textContent);
const field = (label: string) => screen.getByLabelText(label);
const type = (label: string, value: string) =>
  fireEvent.change(field(label), { target: { value } });

async function press(name: string) {
  fireEvent.click(screen.getByRole("button", { name }));
  await flush(450); // submission waits 400 ms (spec 9)
}

async function person(first: string, last: string, email: string) {
  type("First name *", first);
  type("Last name *", last);
  type("Email *", email);
  await press("Next");
}

describe("GiftCardForm", () => {
  it("takes the four forms with their messages, previews the card and opens the payment page", async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(
          JSON.stringify({
            message: "order place successfully",
            order_id: 7,
            url: "/sandbox/checkout/cs_local_1",
          }),
          { status: 200, headers: { "content-type": "application/json" } },
        ),
    );
    vi.stubGlobal("fetch", fetchMock);
    render(<GiftCardForm />);

    type("Amount (£) *", "£50");
    await press("Next");
    expect(alerts()).toEqual(["Value must be a number"]);
    type("Amount (£) *", "50");
    await press("Next");

    await press("Next");
    expect(alerts()).toEqual(["required field", "required field", "required field"]);
    expect(screen.getByLabelText("Title")).toBeTruthy();
    expect(screen.getByLabelText("Phone number")).toBeTruthy();
    await person("Margaret", "Hart", "margaret@example.co.uk");
    await person("Rosie", "Lane", "rosie@example.co.uk");

    type("Message", "x".repeat(501));
    await press("Preview the card");
    expect(alerts()).toEqual(["Maximum 500 characters"]);
    type("Message", "Congratulations on little Arlo!");
    const day = screen.getByLabelText<HTMLSelectElement>("When should we send it? *");
    expect(day.options[0]!.textContent).toBe("Today");
    expect(day.options).toHaveLength(91);
    fireEvent.change(day, { target: { value: day.options[1]!.value } });
    await press("Preview the card");

    const card = screen.getByTestId("gift-card-preview");
    expect(card.textContent).toContain("For Rosie");
    expect(card.textContent).toContain("£50");
    expect(card.textContent).toContain("From Margaret Hart");
    expect(card.textContent).toContain("Congratulations on little Arlo!");

    fireEvent.click(screen.getByRole("button", { name: "Continue to payment" }));
    // The contract loads on demand (a dynamic import): wait for the call, then for the answer.
    const until = Date.now() + 10_000;
    while (assign.mock.calls.length === 0 && Date.now() < until)
      await act(() => new Promise((resolve) => setImmediate(resolve)));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/gifting");
    expect(JSON.parse(String(init.body))).toMatchObject({
      giftAmount: "50",
      sender: { firstName: "Margaret", lastName: "Hart", email: "margaret@example.co.uk" },
      recipient: { firstName: "Rosie", email: "rosie@example.co.uk" },
      message: "Congratulations on little Arlo!",
      deliveryDay: day.options[1]!.value,
    });
    expect(assign).toHaveBeenCalledWith("/sandbox/checkout/cs_local_1");
  });
});
