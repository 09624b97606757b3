import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { BuyToKeepList } from "./buy-to-keep-list";
import { WardrobeImpact } from "./wardrobe-impact";

// Issue 27: 'Keep a favourite', 'Yours to keep' and 'What your wardrobe did' as a family reads them.

vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: () => {} }) }));
afterEach(cleanup);

const quote = {
  rrpPence: 3200,
  rentPaidPence: 1150,
  floorPence: 960,
  pricePence: 2050,
  atFloor: false,
};

describe("the keep list on /account", () => {
  it("shows each garment's sum and a button with its price", () => {
    render(
      <BuyToKeepList
        offers={[
          { productItemId: 7, name: "Fox Romper, 3-6 months", quote },
          {
            productItemId: 8,
            name: "Rain Mac, 2-3 years",
            quote: { ...quote, rentPaidPence: 2500, pricePence: 960, atFloor: true },
          },
        ]}
        kept={[]}
      />,
    );
    const items = within(screen.getByTestId("keep-offers")).getAllByRole("listitem");
    expect(items[0]!.textContent).toContain("Shop price £32.00, less £11.50 rent paid");
    expect(
      within(items[0]!).getByRole("button", {
        name: "Buy Fox Romper, 3-6 months to keep for £20.50",
      }).textContent,
    ).toBe("Buy to keep for £20.50");
    expect(items[1]!.textContent).toContain("less £25.00 rent paid (our lowest price to keep it)");
    expect(within(items[1]!).getByRole("button").textContent).toBe("Buy to keep for £9.60");
    expect(screen.queryByTestId("kept-garments")).toBeNull();
  });

  it("lists what was kept with its receipt, and shows nothing for a family with neither", () => {
    render(
      <BuyToKeepList
        offers={[]}
        kept={[
          {
            purchaseId: 12,
            reference: "LR-K-000012",
            name: "Fox Romper, 3-6 months",
            pricePence: 2050,
            paidAt: new Date("2026-11-27T10:00:00Z"),
          },
        ]}
      />,
    );
    expect(screen.getByRole("region", { name: "Yours to keep" }).textContent).toContain(
      "Kept: no need to send it back. Paid £20.50 on Friday 27 November 2026, receipt LR-K-000012.",
    );
    cleanup();
    const { container } = render(<BuyToKeepList offers={[]} kept={[]} />);
    expect(container.innerHTML).toBe("");
  });
});

describe("what the wardrobe did", () => {
  it("says the counted figures and each garment's families", () => {
    render(
      <WardrobeImpact
        impact={{
          worn: 3,
          kept: 1,
          notBought: 2,
          otherFamilies: 4,
          garments: [
            { itemId: 1, name: "Fox Romper", familiesBefore: 2, familiesAfter: 1 },
            { itemId: 2, name: "Rain Mac", familiesBefore: 0, familiesAfter: null },
          ],
        }}
      />,
    );
    const region = screen.getByRole("region", { name: "What your wardrobe did" });
    expect(screen.getByTestId("impact-not-bought").textContent).toBe(
      "Your family wore 2 garments without having to buy them.",
    );
    expect(region.textContent).toContain("4 other families wore the same garments");
    expect(region.textContent).toContain("You kept 1 garment for good.");
    const lines = within(screen.getByTestId("impact-garments")).getAllByRole("listitem");
    expect(lines.map((li) => li.textContent)).toEqual([
      "Fox Romper2 families before you · 1 family after you",
      "Rain MacYou were the first to wear it",
    ]);
  });
});
