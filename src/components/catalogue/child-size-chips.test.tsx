import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { FilterQuery } from "@/domain/catalogue/filter-query";
import type { SessionChild } from "@/domain/member/types";
import { ChildSizeChips } from "./child-size-chips";

// Issue 27: one chip per child on /collection, from the session the browser asked for.

const shop = vi.hoisted(() => ({
  sessionKnown: true,
  children: undefined as SessionChild[] | undefined,
}));
vi.mock("@/components/shop-state/shop-provider", () => ({
  useShop: () => ({
    sessionKnown: shop.sessionKnown,
    profile: shop.children ? { children: shop.children } : null,
  }),
}));

afterEach(() => {
  cleanup();
  shop.sessionKnown = true;
});

const whole: FilterQuery = { groups: {}, available: false, page: 1 };

describe("the children's size chips", () => {
  it("show nothing to a guest or a family without children", () => {
    shop.children = undefined;
    const { container } = render(<ChildSizeChips query={whole} />);
    expect(container.innerHTML).toBe("");
    shop.children = [];
    render(<ChildSizeChips query={whole} />);
    expect(screen.queryByTestId("child-size-chips")).toBeNull();
  });

  it("offer one chip per child, each to that size in stock", () => {
    shop.children = [
      { firstName: "Rosie", size: "6-9-months" },
      { firstName: "Nell", size: "3-4-years" },
    ];
    render(<ChildSizeChips query={whole} />);
    const links = screen.getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Only Rosie's size: 6-9 months, in stock", "/collection/browse?size=6-9-months&available=1"],
      ["Only Nell's size: 3-4 years, in stock", "/collection/browse?size=3-4-years&available=1"],
    ]);
    expect(links.every((link) => link.getAttribute("aria-current") === null)).toBe(true);
  });

  it("mark the chip of the view on screen, which takes the filters off again", () => {
    shop.children = [
      { firstName: "Rosie", size: "6-9-months" },
      { firstName: "Nell", size: "3-4-years" },
    ];
    render(
      <ChildSizeChips query={{ groups: { size: ["6-9-months"] }, available: true, page: 2 }} />,
    );
    const rosie = screen.getByRole("link", { name: /Rosie/ });
    expect(rosie.getAttribute("aria-current")).toBe("true");
    expect(rosie.getAttribute("href")).toBe("/collection");
    expect(rosie.textContent).toContain("(tap to show everything)");
    expect(screen.getByRole("link", { name: /Nell/ }).getAttribute("aria-current")).toBeNull();
  });

  it("until the session answers, hold four unnamed places the stored hint labels (decision 061-15)", () => {
    shop.sessionKnown = false;
    shop.children = undefined;
    render(<ChildSizeChips query={whole} />);
    expect(screen.queryAllByRole("link")).toEqual([]);
    const pending = document.querySelector('ul[data-hint-if="chips"]');
    expect(pending?.getAttribute("aria-hidden")).toBe("true");
    expect([...(pending?.children ?? [])].map((chip) => chip.getAttribute("data-hint"))).toEqual([
      "chip-one",
      "chip-two",
      "chip-three",
      "chip-four",
    ]);
  });
});
