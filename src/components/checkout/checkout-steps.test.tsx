import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { CartItem, CartPlan } from "@/domain/cart/types";
import type { Membership } from "@/domain/checkout/checkout-details";
import { ITEMS_NOT_AVAILALE } from "@/domain/checkout/messages";
import { CheckoutSummary } from "./checkout-summary";
import { DeliveryChoice, type BookableOffer } from "./delivery-choice";

// The checkout's last two steps as a family reads them: the delivery day and time, the summary.

vi.mock("@/components/shop-state/shop-provider", () => ({
  useShop: () => ({ profile: null }),
}));

afterEach(cleanup);

const plan: CartPlan = { plan: "Subscription A", limit: 5, price: 35, paymentPriceId: "price_a" };

const item = (id: number, keptItem = false): CartItem => ({
  product: { slug: `p${id}`, name: `Garment ${id}`, images: [], id, rrp: 20, product_variants: [] },
  selected_variant: { id, stock: 1, size: null, color: null, product: { id, slug: "", name: "" } },
  uid: `u${id}`,
  unavailable: false,
  keptItem,
});

const cart = [item(1), item(2)];
const lines = cart.map((i) => ({ variantId: i.selected_variant.id, kept: i.keptItem }));

const member = (hold: string | null): Membership => ({
  plan: plan.plan,
  limit: plan.limit,
  price: plan.price,
  paymentPriceId: plan.paymentPriceId,
  state: "active",
  heldVariantIds: [9],
  nextBox: { withYouVariantIds: [9], onTheirWayBack: 0, hold },
});

function summary(overrides: Partial<Parameters<typeof CheckoutSummary>[0]> = {}) {
  const onPay = vi.fn();
  render(
    <CheckoutSummary
      plan={plan}
      cart={cart}
      lines={lines}
      day="2026-12-02"
      time="9am - 12pm"
      code={null}
      liveMembership={null}
      problem={null}
      paying={false}
      onPay={onPay}
      {...overrides}
    />,
  );
  return onPay;
}

describe("the summary", () => {
  it("asks a new family to continue to payment, with the plan, the day and the code", () => {
    const onPay = summary({ code: { code: "WELCOME", description: "£10 off" } });
    expect(screen.getByTestId("summary-price").textContent).toBe("£35");
    expect(screen.getByTestId("summary-worth").textContent).toBe("£40");
    expect(screen.getByTestId("summary-day").textContent).toBe(
      "Wednesday 2 December 2026, 9am - 12pm",
    );
    expect(screen.getByTestId("summary-code").textContent).toBe("WELCOME · £10 off");
    expect(screen.queryByText(/Nothing to pay now/)).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Continue to payment" }));
    expect(onPay).toHaveBeenCalledOnce();
  });

  it("tells a member swapping that there is nothing to pay, with the swap's terms", () => {
    summary({ liveMembership: member(null) });
    expect(screen.getByText(/Nothing to pay now/)).toBeTruthy();
    expect(screen.getByTestId("swap-terms").textContent).toMatch(/Your new box goes out/);
    expect(screen.getByRole("button", { name: "Confirm my new wardrobe" })).toBeTruthy();
  });

  it("shows what holds a member's swap", () => {
    summary({ liveMembership: member("Your return is overdue.") });
    expect(screen.getByTestId("swap-hold").textContent).toBe("Your return is overdue.");
  });

  it("shows the server's problem, but not 'not available' (the wardrobe panel shows that)", () => {
    summary({ problem: "Your card was declined" });
    expect(screen.getByRole("alert").textContent).toBe("Your card was declined");
    cleanup();
    summary({ problem: ITEMS_NOT_AVAILALE });
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("cannot be pressed twice while the payment is being sent", () => {
    summary({ paying: true });
    expect(
      (screen.getByRole("button", { name: "Continue to payment" }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });
});

const royalMail: BookableOffer = {
  estimate: "4d",
  carrier: "royal_mail",
  days: ["2026-12-02", "2026-12-03"],
  times: ["Royal Mail (no time slot)"],
};

function choice(overrides: Partial<Parameters<typeof DeliveryChoice>[0]> = {}) {
  const onDay = vi.fn();
  render(
    <DeliveryChoice
      postcode="IV1 1AA"
      bookable={royalMail}
      waitlist={null}
      day=""
      chosenTime=""
      onDay={onDay}
      onTime={() => {}}
      {...overrides}
    >
      <p>Discount code here</p>
    </DeliveryChoice>,
  );
  return onDay;
}

describe("the delivery step", () => {
  it("offers Royal Mail's days without a time slot, then the discount code", () => {
    const onDay = choice();
    expect(screen.getByTestId("delivery-carrier").textContent).toMatch(/no time slots/);
    expect(screen.queryByRole("combobox", { name: /Delivery time/ })).toBeNull();
    fireEvent.click(screen.getByLabelText("Thursday 3 December 2026"));
    expect(onDay).toHaveBeenCalledWith("2026-12-03");
    expect(screen.getByText("Discount code here")).toBeTruthy();
  });

  it("offers the time slots of a served postcode", () => {
    choice({
      bookable: { ...royalMail, estimate: "48h", carrier: "manual", times: ["9am", "1pm"] },
      day: "2026-12-02",
    });
    expect(screen.queryByTestId("delivery-carrier")).toBeNull();
    expect((screen.getByLabelText("Wednesday 2 December 2026") as HTMLInputElement).checked).toBe(
      true,
    );
    expect(screen.getByRole("combobox", { name: /Delivery time/ })).toBeTruthy();
  });

  it("offers the waitlist, and no day, where the postcode is not served", () => {
    choice({ bookable: null });
    expect(screen.getByRole("status").textContent).toMatch(/We don't deliver to IV1 yet/);
    expect(screen.queryByRole("radio")).toBeNull();
    expect(screen.queryByText("Discount code here")).toBeNull();
  });
});
