import { expect, test } from "./support/shop-test";

// Issue 7: a form that can post through a server action works before JavaScript loads.
test.use({ javaScriptEnabled: false });

test("the contact form works with JavaScript off: refused values come back with their messages, then the message is sent", async ({
  page,
}) => {
  await page.goto("/contact");
  const form = page.getByRole("region", { name: "Send us a message" });
  await form.getByLabel("First name", { exact: false }).fill("Priya");
  await form.getByLabel("Email", { exact: false }).fill("priya@");
  await form.getByLabel("Subject", { exact: false }).fill("Sizes");
  await form.getByLabel("Message", { exact: false }).fill("Do the 6-9 month sleepsuits run small?");
  await form.getByRole("button", { name: "Send message" }).click();

  // The page comes back with what was typed and the field's message.
  await expect(page.getByText("Please enter a valid email address")).toBeVisible();
  await expect(form.getByLabel("Message", { exact: false })).toHaveValue(
    "Do the 6-9 month sleepsuits run small?",
  );

  await form.getByLabel("Email", { exact: false }).fill("priya@example.co.uk");
  await form.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "Thank you, Priya. We have your message and will reply within two working days.",
  );
});
