import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ShownProposal } from "@/domain/children/next-size-proposal";
import { NextSizePanel } from "./next-size-panel";

// Issue 27, sizes ahead of time: the prompt on /account as a family reads it.

vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: () => {}, push: () => {} }) }));
vi.mock("@/components/shop-state/shop-provider", () => ({
  useShop: () => ({ profile: null, plan: null, setCart: () => {} }),
}));

afterEach(cleanup);

const garment = (productId: number, name: string) => ({
  productId,
  variantId: productId * 10,
  name,
  slug: name.toLowerCase().replaceAll(" ", "-"),
  image: null,
  size: "2-3 years",
  color: "Rust",
});

const proposal: ShownProposal = {
  id: 7,
  childName: "Isla",
  size: "2-3 years",
  nextFrom: "2027-03-01",
  pieces: [
    {
      ...garment(1, "Fox Romper"),
      position: 0,
      source: "favourite",
      state: "kept",
      was: null,
      choices: [garment(3, "Cord Dungarees")],
    },
    {
      ...garment(2, "Rain Jacket"),
      position: 1,
      source: "stock",
      state: "replaced",
      was: "Knitted Vest",
      choices: [],
    },
    {
      ...garment(4, "Sun Hat"),
      position: 2,
      source: "stock",
      state: "dropped",
      was: "Sun Hat",
      choices: [],
    },
  ],
};

describe("the next-size wardrobe on /account", () => {
  it("shows each piece with its picture, name and size, what was replaced and what was left out", () => {
    render(<NextSizePanel proposals={[proposal]} />);
    const card = screen.getByRole("article", { name: "Isla's next size: 2-3 years" });
    const pieces = within(card).getAllByTestId("next-size-piece");
    expect(pieces).toHaveLength(2);
    expect(pieces[0]!.textContent).toContain("Fox Romper");
    expect(pieces[0]!.textContent).toContain("2-3 years · Rust");
    expect(pieces[0]!.querySelector("img")!.getAttribute("src")).toMatch(/^\/images\//);
    expect(pieces[1]!.textContent).toContain(
      "Knitted Vest is out of stock in this size now, so we picked this instead.",
    );
    expect(within(card).getByTestId("next-size-dropped").textContent).toBe(
      "No longer in stock in 2-3 years, so left out: Sun Hat.",
    );
    expect(card.textContent).toContain("around 1 March");
    fireEvent.click(within(card).getByRole("button", { name: "Change Fox Romper" }));
    expect(
      within(within(card).getByRole("list", { name: "Instead of Fox Romper" })).getAllByRole(
        "button",
      ),
    ).toHaveLength(1);
    expect(within(card).getByRole("button", { name: "Accept as my next swap" })).toBeTruthy();
    expect(within(card).getByRole("button", { name: "Not now" })).toBeTruthy();
  });

  it("is nothing without a proposal", () => {
    const { container } = render(<NextSizePanel proposals={[]} />);
    expect(container.innerHTML).toBe("");
  });
});
