import http from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "./support/shop-test";
import { DEMO_MEMBER, signIn } from "./support/accounts";
import { suppressGuestPopup } from "./support/suppress-popup";

const BLOUSE = "/products/hedgehog-print-organic-cotton-blouse";

/** A page on the same site (127.0.0.1) but another port: SameSite=Lax cookies go along with its requests. */
function startAttackerPage(
  target: string,
  productId: number,
): Promise<{ url: string; close(): Promise<void> }> {
  const body = JSON.stringify({ product_id: productId });
  const html = `<!doctype html><title>Win a prize</title>
<form id="f" method="post" action="${target}/api/favourites" enctype="text/plain" target="sink">
  <input name='${body.slice(0, -1)},"x":"' value='"}'>
</form>
<iframe name="sink"></iframe>
<script>
  fetch(${JSON.stringify(`${target}/api/favourites`)}, { method: "POST", mode: "no-cors", credentials: "include",
    headers: { "content-type": "text/plain" }, body: ${JSON.stringify(body)} });
  fetch(${JSON.stringify(`${target}/api/favourites`)}, { method: "POST", credentials: "include",
    headers: { "content-type": "application/json" }, body: ${JSON.stringify(body)} }).catch(() => {});
  document.getElementById("f").submit();
  setTimeout(() => { document.title = "done"; }, 1500);
</script>`;
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { "content-type": "text/html" });
    response.end(html);
  });
  return new Promise((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}/`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

test("a same-site page on another port cannot toggle a member's favourite (issue 7)", async ({
  page,
  baseURL,
}) => {
  await suppressGuestPopup(page);
  await signIn(page.request, DEMO_MEMBER, baseURL!);
  await page.goto(BLOUSE);
  const heart = page.getByRole("button", { name: /favourites/ });
  await expect(heart).toBeVisible();
  const before = await heart.getAttribute("aria-pressed");
  const productId = await page.evaluate(async () => {
    const response = await fetch(
      `/api/catalogue/availability?product_ids=${Array.from({ length: 100 }, (_, i) => i + 1).join(",")}`,
    );
    const { products } = (await response.json()) as { products: { id: number; slug: string }[] };
    return products.find((p) => p.slug === "hedgehog-print-organic-cotton-blouse")!.id;
  });

  const attacker = await startAttackerPage(baseURL!, productId);
  try {
    const refusals: number[] = [];
    page.on("response", (response) => {
      if (response.url().endsWith("/api/favourites") && response.request().method() === "POST")
        refusals.push(response.status());
    });
    await page.goto(attacker.url);
    await expect(page).toHaveTitle("done");
    expect(refusals.length).toBeGreaterThan(0);
    expect(refusals.every((status) => status === 403)).toBe(true);
  } finally {
    await attacker.close();
  }

  await page.goto(BLOUSE);
  await expect(page.getByRole("button", { name: /favourites/ })).toHaveAttribute(
    "aria-pressed",
    before!,
  );
});
