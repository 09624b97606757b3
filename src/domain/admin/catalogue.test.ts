import { describe, expect, it } from "vitest";
import {
  ACCORDION_TITLE_MESSAGE,
  applyProductAction,
  barcodeLines,
  BARCODES_OR_COUNT_MESSAGE,
  checkProductImage,
  duplicateBarcodeMessage,
  garmentBatchInput,
  IMAGE_SIZE_MESSAGE,
  IMAGE_TYPE_MESSAGE,
  LIFESPAN_MESSAGE,
  MAX_PRODUCT_IMAGE_BYTES,
  moveImage,
  NAME_MESSAGE,
  productInput,
  productListQuery,
  productStatus,
  RRP_MESSAGE,
  SKU_MESSAGE,
  SLUG_MESSAGE,
  slugify,
  sniffImageType,
  variantInput,
} from "./catalogue";

const product = {
  name: " Fox Romper ",
  slug: "fox-romper",
  product_reference: "",
  description: "Soft.",
  rrp: "24.5",
  orderKey: 3,
  accordion1_title: "Fabric",
  accordion1: "Cotton",
  accordion2_title: "",
  accordion2: "",
  accordion3_title: null,
  accordion3: null,
  tag_ids: [3, "4", 3],
};

const fieldErrors = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));

describe("productInput", () => {
  it("trims, turns blanks into nulls, keeps money as two-decimal text and tags once each", () => {
    expect(productInput.parse(product)).toEqual({
      ...product,
      name: "Fox Romper",
      product_reference: null,
      rrp: "24.50",
      accordion2_title: null,
      accordion2: null,
      tag_ids: [3, 4],
    });
    expect(productInput.parse({ ...product, rrp: "" }).rrp).toBeNull();
  });

  it("refuses a missing name, a bad slug or price, a fractional order, and an accordion text without a title", () => {
    const result = productInput.safeParse({
      ...product,
      name: "  ",
      slug: "Fox Romper",
      rrp: "£24",
      orderKey: 1.5,
      accordion2: "Text without a title",
    });
    expect(fieldErrors(result)).toMatchObject({
      name: NAME_MESSAGE,
      slug: SLUG_MESSAGE,
      rrp: RRP_MESSAGE,
      orderKey: expect.stringContaining("whole number"),
    });
    const accordion = productInput.safeParse({ ...product, accordion2: "Text without a title" });
    expect(fieldErrors(accordion)).toEqual({ accordion2_title: ACCORDION_TITLE_MESSAGE });
    for (const slug of ["-fox", "fox--romper", "fox_romper", "fox-"])
      expect(productInput.safeParse({ ...product, slug }).success, slug).toBe(false);
  });
});

describe("slugify", () => {
  it("makes an address from a name", () => {
    expect(slugify("Fox & Owl Romper")).toBe("fox-and-owl-romper");
    expect(slugify("  Crème Brûlée Knit!! ")).toBe("creme-brulee-knit");
  });
});

describe("variantInput", () => {
  const variant = {
    sku: "FOX-6M",
    size_id: 1,
    color_id: null,
    stock: 4,
    fulfilment_id: " ",
    lifespan_base: 52,
  };
  it("accepts a variant and clears a blank fulfilment id", () => {
    expect(variantInput.parse(variant)).toEqual({ ...variant, fulfilment_id: null });
  });
  it("refuses a bad SKU, stock or lifespan", () => {
    expect(
      fieldErrors(
        variantInput.safeParse({ ...variant, sku: "FOX 6M", stock: -1, lifespan_base: 0 }),
      ),
    ).toMatchObject({
      sku: SKU_MESSAGE,
      stock: expect.any(String),
      lifespan_base: LIFESPAN_MESSAGE,
    });
  });
});

describe("garmentBatchInput", () => {
  it("takes barcodes or a count, not both nor neither, and no barcode twice", () => {
    expect(garmentBatchInput.parse({ status: "STORAGE", barcodes: [" A-1 ", "B-2"] })).toEqual({
      status: "STORAGE",
      barcodes: ["A-1", "B-2"],
      wholesale_price: null,
    });
    expect(
      garmentBatchInput.parse({ status: "INITIATED", count: 3, wholesale_price: "9" }),
    ).toEqual({
      status: "INITIATED",
      count: 3,
      wholesale_price: "9.00",
    });
    expect(fieldErrors(garmentBatchInput.safeParse({ status: "STORAGE" }))).toEqual({
      barcodes: BARCODES_OR_COUNT_MESSAGE,
    });
    expect(
      fieldErrors(garmentBatchInput.safeParse({ status: "STORAGE", barcodes: ["A"], count: 1 })),
    ).toEqual({ barcodes: BARCODES_OR_COUNT_MESSAGE });
    expect(
      fieldErrors(garmentBatchInput.safeParse({ status: "STORAGE", barcodes: ["A", "B", "A"] })),
    ).toEqual({ barcodes: "Listed more than once: A." });
    expect(garmentBatchInput.safeParse({ status: "CUSTOMER", count: 1 }).success).toBe(false);
    expect(garmentBatchInput.safeParse({ status: "STORAGE", count: 501 }).success).toBe(false);
  });

  it("reads pasted barcodes one per line, blanks dropped", () => {
    expect(barcodeLines(" A-1\r\n\nB-2 \n")).toEqual(["A-1", "B-2"]);
  });
});

describe("product states", () => {
  const now = new Date("2026-11-25T08:00:00Z");
  const earlier = new Date("2026-01-01T00:00:00Z");
  const draft = { published_at: null, archived_at: null, deleted_at: null };

  it("deleted over archived over published over draft", () => {
    expect(productStatus(draft)).toBe("draft");
    expect(productStatus({ ...draft, published_at: earlier })).toBe("published");
    expect(productStatus({ ...draft, published_at: earlier, archived_at: earlier })).toBe(
      "archived",
    );
    expect(productStatus({ ...draft, archived_at: earlier, deleted_at: earlier })).toBe("deleted");
  });

  it("publish keeps the first publication day; an archived or deleted product must come back first", () => {
    expect(applyProductAction(draft, "publish", now)).toEqual({
      ok: true,
      times: { ...draft, published_at: now },
    });
    expect(applyProductAction({ ...draft, published_at: earlier }, "publish", now)).toEqual({
      ok: true,
      times: { ...draft, published_at: earlier },
    });
    expect(applyProductAction({ ...draft, archived_at: earlier }, "publish", now).ok).toBe(false);
    expect(applyProductAction({ ...draft, deleted_at: earlier }, "archive", now).ok).toBe(false);
    expect(applyProductAction(draft, "restore", now).ok).toBe(false);
    expect(
      applyProductAction({ ...draft, published_at: earlier, deleted_at: earlier }, "restore", now),
    ).toEqual({ ok: true, times: draft });
    expect(applyProductAction(draft, "delete", now)).toEqual({
      ok: true,
      times: { ...draft, deleted_at: now },
    });
  });
});

describe("product images", () => {
  const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
  const jpeg = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]);
  const webp = new TextEncoder().encode("RIFF\0\0\0\0WEBPVP8 ");

  it("knows a PNG, JPEG or WebP by its bytes, whatever it is called", () => {
    expect(sniffImageType(png)).toBe("image/png");
    expect(sniffImageType(jpeg)).toBe("image/jpeg");
    expect(sniffImageType(webp)).toBe("image/webp");
    expect(sniffImageType(new TextEncoder().encode("<svg xmlns=…>"))).toBeNull();
    expect(sniffImageType(new TextEncoder().encode("GIF89a"))).toBeNull();
  });

  it("refuses another type, an empty file or one over the limit", () => {
    expect(checkProductImage(png)).toEqual({ ok: true, type: "image/png" });
    expect(checkProductImage(new TextEncoder().encode("%PDF-1.7"))).toEqual({
      ok: false,
      message: IMAGE_TYPE_MESSAGE,
      tooLarge: false,
    });
    const big = new Uint8Array(MAX_PRODUCT_IMAGE_BYTES + 1);
    big.set(png);
    expect(checkProductImage(big)).toEqual({
      ok: false,
      message: IMAGE_SIZE_MESSAGE,
      tooLarge: true,
    });
    expect(checkProductImage(new Uint8Array()).ok).toBe(false);
  });

  it("moves an image one place, and leaves the list as it is at either end", () => {
    expect(moveImage(["a", "b", "c"], "c", -1)).toEqual(["a", "c", "b"]);
    expect(moveImage(["a", "b", "c"], "a", 1)).toEqual(["b", "a", "c"]);
    expect(moveImage(["a", "b"], "a", -1)).toEqual(["a", "b"]);
    expect(moveImage(["a", "b"], "z", 1)).toEqual(["a", "b"]);
  });
});

describe("productListQuery", () => {
  it("keeps known filters and drops anything else", () => {
    expect(productListQuery.parse({ q: " fox ", status: "archived", brand: "4" })).toEqual({
      q: "fox",
      status: "archived",
      brand: 4,
      category: undefined,
    });
    expect(productListQuery.parse({ status: "gone", brand: "x" })).toEqual({
      q: "",
      status: undefined,
      brand: undefined,
      category: undefined,
    });
  });
});

describe("a product's address from its name", () => {
  it("has no hyphens at either end, and one between words however they were separated", () => {
    expect(slugify("--Fox -- Romper--")).toBe("fox-romper");
    expect(slugify("!!!Fox")).toBe("fox");
    expect(slugify("FOX ROMPER")).toBe("fox-romper");
  });

  it("is at most 120 characters and does not end with a hyphen when cut", () => {
    const name = `${"a".repeat(119)} bcd`;
    expect(slugify(name)).toBe("a".repeat(119));
    expect(slugify("b".repeat(130))).toBe("b".repeat(120));
  });
});

describe("new garments' barcodes", () => {
  it("reads a list pasted with Windows or Unix line ends", () => {
    expect(barcodeLines("A-1\r\nB-2\nC-3")).toEqual(["A-1", "B-2", "C-3"]);
    expect(barcodeLines("A-1\rB-2")).toEqual(["A-1\rB-2"]);
  });

  it("names every barcode listed twice, each once", () => {
    expect(
      fieldErrors(
        garmentBatchInput.safeParse({ status: "STORAGE", barcodes: ["A", "B", "B", "A", "A"] }),
      ),
    ).toEqual({ barcodes: "Listed more than once: B, A." });
  });

  it("says which barcodes are already in use, in the singular or the plural", () => {
    expect(duplicateBarcodeMessage(["A-1"])).toBe("This barcode is already in use: A-1.");
    expect(duplicateBarcodeMessage(["A-1", "B-2"])).toBe(
      "These barcodes are already in use: A-1, B-2.",
    );
  });

  it("an empty list of barcodes with no count is still neither", () => {
    expect(fieldErrors(garmentBatchInput.safeParse({ status: "STORAGE", barcodes: [] }))).toEqual({
      barcodes: BARCODES_OR_COUNT_MESSAGE,
    });
    expect(garmentBatchInput.safeParse({ status: "STORAGE", barcodes: [], count: 2 }).success).toBe(
      true,
    );
  });
});

describe("what staff do to a product", () => {
  const now = new Date("2026-11-25T08:00:00Z");
  const earlier = new Date("2026-01-01T00:00:00Z");
  const draft = { published_at: null, archived_at: null, deleted_at: null };
  const published = { ...draft, published_at: earlier };

  it("unpublishing makes it a draft again", () => {
    expect(applyProductAction(published, "unpublish", now)).toEqual({ ok: true, times: draft });
  });

  it("archiving keeps the first archiving day, and unarchiving brings it back as it was", () => {
    expect(applyProductAction(published, "archive", now)).toEqual({
      ok: true,
      times: { ...published, archived_at: now },
    });
    const archived = { ...published, archived_at: earlier };
    expect(applyProductAction(archived, "archive", now)).toEqual({ ok: true, times: archived });
    expect(applyProductAction(archived, "unarchive", now)).toEqual({ ok: true, times: published });
  });

  it("tells staff why an action is refused", () => {
    expect(applyProductAction({ ...draft, deleted_at: earlier }, "publish", now)).toEqual({
      ok: false,
      message: "A deleted product must be restored first.",
    });
    expect(applyProductAction({ ...draft, archived_at: earlier }, "publish", now)).toEqual({
      ok: false,
      message: "Bring the product back from the archive first.",
    });
    expect(applyProductAction(published, "restore", now)).toEqual({
      ok: false,
      message: "The product is not deleted.",
    });
  });
});

describe("a product image's type and size", () => {
  const webp = (change: (bytes: Uint8Array) => void) => {
    const bytes = new TextEncoder().encode("RIFF\0\0\0\0WEBPVP8 ");
    change(bytes);
    return sniffImageType(bytes);
  };

  it("is WebP only with both 'RIFF' and 'WEBP' in their places", () => {
    expect(webp(() => {})).toBe("image/webp");
    for (const at of [0, 1, 2, 3, 8, 9, 10, 11])
      expect(
        webp((bytes) => {
          bytes[at] = 0x20;
        }),
        `byte ${at}`,
      ).toBeNull();
  });

  it("takes a file of exactly the limit, and calls an empty file empty", () => {
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const atLimit = new Uint8Array(MAX_PRODUCT_IMAGE_BYTES);
    atLimit.set(png);
    expect(checkProductImage(atLimit)).toEqual({ ok: true, type: "image/png" });
    expect(checkProductImage(new Uint8Array())).toEqual({
      ok: false,
      message: "The file is empty.",
      tooLarge: false,
    });
  });

  it("moves the last image up and the first down, never past either end", () => {
    expect(moveImage(["a", "b", "c"], "b", 1)).toEqual(["a", "c", "b"]);
    expect(moveImage(["a", "b", "c"], "c", 1)).toEqual(["a", "b", "c"]);
    expect(moveImage(["a", "b", "c"], "a", -1)).toEqual(["a", "b", "c"]);
    expect(moveImage(["a"], "a", 1)).toEqual(["a"]);
  });
});
