import type { Locator, Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import sharp from "sharp";
import { expect, test, postSignIn } from "./support.ts";

const ADMIN = { email: "admin@example.com", password: "e2e-admin-password" };

/** Drags with small pointer steps, as a person would: Puck's drag sensor starts only after some movement. */
async function dragInto(page: Page, source: Locator, target: Locator, offsetY = 80): Promise<void> {
  // The block list (with its thumbnails) can be taller than the window: bring the entry into view first.
  await source.scrollIntoViewIfNeeded();
  const from = (await source.boundingBox())!;
  const to = (await target.boundingBox())!;
  const start = { x: from.x + from.width / 2, y: from.y + from.height / 2 };
  const end = { x: to.x + to.width / 2, y: to.y + offsetY };
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  for (let step = 1; step <= 20; step++) {
    await page.mouse.move(start.x + ((end.x - start.x) * step) / 20, start.y + ((end.y - start.y) * step) / 20);
  }
  await page.mouse.up();
}

test.describe("the page editor at /cms/pages/:id", () => {
  test("adds a hero and a Form block from the block list, edits the heading and picks the form in the inspector, publishes, and the site shows both", async ({
    page,
    browser,
    baseURL,
    consoleErrors,
  }) => {
    // Signed in through the API: the session cookie belongs to the page's browser context.
    expect((await postSignIn(page.request, ADMIN)).ok()).toBe(true);
    const { csrfToken } = (await (await page.request.get("/api/auth/session")).json()) as { csrfToken: string };
    const path = `/e2e-editor-${Date.now()}`;
    const created = await page.request.post("/api/cms/pages", {
      data: { path, title: "Editor test page" },
      headers: { "x-csrf-token": csrfToken },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: string };

    await page.goto(`/cms/pages/${id}`);
    const canvas = page.frameLocator("#preview-frame");
    const blockList = page.locator("[data-puck-drawer-item]").filter({ hasText: "Hero title banner" }).first();
    await expect(blockList).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "Saved" })).toBeVisible();

    await dragInto(page, blockList, page.locator("#preview-frame"));
    // The new block is drawn in the site's own frame and selected, so the inspector shows its form.
    await expect(canvas.locator(".fc-block--hero-title-banner")).toHaveCount(1);
    const inspector = page.locator(".fc-inspector");
    const heading = inspector.getByLabel(/^Heading \*?$/);
    await expect(heading).toBeVisible();

    const text = `Built in the editor ${Date.now()}`;
    await heading.fill(text);
    await expect(canvas.getByRole("heading", { level: 1 })).toHaveText(text);

    // A Form block names its form by picking it from a searchable list, not by typing an id.
    const formEntry = page
      .locator("[data-puck-drawer-item]")
      .filter({ has: page.getByTitle("A lead form from the forms admin") });
    await dragInto(page, formEntry.first(), page.locator("#preview-frame"), 40);
    await expect(canvas.locator(".fc-block--form")).toHaveCount(1);
    const picker = inspector.getByRole("combobox", { name: /^Form id/ });
    await picker.fill("contact");
    await expect(inspector.getByRole("option", { name: /Contact us.*Published/ })).toBeVisible();
    await picker.press("Enter");
    await expect(picker).toHaveValue("Contact us");
    await expect(inspector.getByRole("link", { name: "Open “Contact us” in the admin" })).toHaveAttribute(
      "href",
      /^\/cms\/forms\/demo-contact$/,
    );
    await expect(canvas.locator(".fc-block--form form")).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "Saved" })).toBeVisible();

    const publish = page.waitForResponse(
      (response) => response.request().method() === "POST" && response.url().endsWith(`/api/cms/pages/${id}/publish`),
    );
    await page.getByRole("button", { name: "Publish" }).click();
    const published = await publish;
    expect(published.status()).toBe(200);
    expect(published.request().headers()["if-match"]).toMatch(/^"\d+"$/);
    await expect(page.getByRole("status").filter({ hasText: "Published" })).toBeVisible();

    // A visitor (a fresh browser context without the editor's cookie) sees the published heading.
    const visitor = await browser.newContext({ baseURL });
    const visitorPage = await visitor.newPage();
    const response = await visitorPage.goto(path);
    expect(response?.status()).toBe(200);
    await expect(visitorPage.getByRole("heading", { level: 1 })).toHaveText(text);
    await expect(visitorPage.locator("form").getByLabel(/^Name/)).toBeVisible();
    await visitor.close();

    expect(consoleErrors).toEqual([]);
  });
  test("picks a publication list, a linked page and a rental car's image by name; the saved page names them", async ({
    page,
    consoleErrors,
  }, testInfo) => {
    test.setTimeout(90_000);
    expect((await postSignIn(page.request, ADMIN)).ok()).toBe(true);
    const { csrfToken } = (await (await page.request.get("/api/auth/session")).json()) as { csrfToken: string };
    const rental = (
      JSON.parse(readFileSync("services/cms/demo-content/rent-a-car.page.json", "utf8")) as {
        document: { content: { props: { vehicles_json: { image_id: string }[] } }[] };
      }
    ).document.content[0]!;
    rental.props.vehicles_json = rental.props.vehicles_json.slice(0, 1).map((car) => ({ ...car, image_id: "" }));
    const draft = {
      schemaVersion: 1,
      root: { props: { title: "References page" } },
      content: [
        {
          type: "hero-title-banner",
          props: { id: "hero-refs", heading: "Pick, don't type", button: { type: "internal", link_text: "Read on" } },
        },
        { type: "stock-locator-carousel", props: { id: "carousel-refs", heading: "Latest arrivals" } },
        rental,
      ],
    };
    const created = await page.request.post("/api/cms/pages", {
      data: { path: `/e2e-references-${Date.now()}`, title: "References page", draft },
      headers: { "x-csrf-token": csrfToken },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const storedDraft = async () =>
      (
        (await (await page.request.get(`/api/cms/pages/${id}`)).json()) as {
          draft: { content: { props: Record<string, unknown> }[] };
        }
      ).draft.content;

    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`/cms/pages/${id}`);
    const canvas = page.frameLocator("#preview-frame");
    const inspector = page.locator(".fc-inspector");
    const saved = page.getByRole("status").filter({ hasText: "Saved" });

    // The carousel's publication list: the stock's lists by name, with their number of vehicles.
    await canvas.locator(".fc-block--stock-locator-carousel").click();
    const lists = inspector.getByRole("combobox", { name: /^Publication list/ });
    await lists.fill("us");
    // Each picker loads its items when first opened: a busy machine can take a while.
    await expect(inspector.getByRole("option", { name: /^used [\d,]+ vehicles?/ })).toBeVisible({ timeout: 20_000 });
    await inspector.getByRole("option", { name: /^used/ }).click();
    await expect(lists).toHaveValue("used");
    await expect(inspector.getByRole("link", { name: "Open “used” in the admin" })).toHaveAttribute(
      "href",
      "/admin/stock-import",
    );

    // The hero's button links to a page picked by its title; the link stores the page's path.
    await canvas.locator(".fc-block--hero-title-banner").click();
    await inspector.getByText("Button", { exact: true }).click();
    const url = inspector.getByRole("combobox", { name: /^URL/ });
    await url.fill("retailer");
    await expect(
      inspector.getByRole("option", { name: /Find a retailer \(\/find-a-retailer\).*Published/ }),
    ).toBeVisible({ timeout: 20_000 });
    const box = (await url.boundingBox())!;
    await testInfo.attach("page picker at 1366 px", {
      body: await page.screenshot({
        path: testInfo.outputPath("page-picker-1366.png"),
        clip: { x: box.x - 24, y: box.y - 90, width: box.width + 48, height: 260 },
      }),
      contentType: "image/png",
    });
    await url.press("Enter");
    await expect(url).toHaveValue("Find a retailer (/find-a-retailer)");
    await expect(
      inspector.getByRole("link", { name: "Open “Find a retailer (/find-a-retailer)” in the editor" }),
    ).toHaveAttribute("href", /^\/cms\/pages\/[^/]+$/);

    // A rental car's picture: an image of the media library, searched by its name.
    await canvas.locator(".fc-block--rent-a-car").click();
    const image = inspector.getByRole("combobox", { name: /^Image/ }).first();
    await image.scrollIntoViewIfNeeded();
    await image.fill("exterior-2");
    await inspector.getByRole("option", { name: /demo-exterior-2/ }).click({ timeout: 20_000 });
    await expect(image).toHaveValue("demo-exterior-2");

    await expect(saved).toBeVisible();
    await expect
      .poll(async () => {
        const [hero, carousel, rentACar] = await storedDraft();
        return [
          (hero!.props.button as { url: string }).url,
          carousel!.props.ci_key_list,
          (rentACar!.props.vehicles_json as { image_id: string }[])[0]!.image_id,
        ];
      })
      .toEqual(["/find-a-retailer", "used", "demo-exterior-2"]);

    await page.setViewportSize({ width: 390, height: 844 });
    // On a phone the inspector is the "Fields" tab of the editor's bottom bar.
    await canvas.locator(".fc-block--stock-locator-carousel").click();
    await page.getByText("Fields", { exact: true }).click();
    await lists.click();
    await expect(inspector.getByRole("option", { name: /^all/ })).toBeVisible();
    await testInfo.attach("publication list picker at 390 px", {
      body: await page.screenshot({ path: testInfo.outputPath("list-picker-390.png") }),
      contentType: "image/png",
    });
    expect(consoleErrors).toEqual([]);
  });

  test("picks a hero image from the media library, and uploads one that the canvas then shows", async ({
    page,
    consoleErrors,
  }) => {
    expect((await postSignIn(page.request, ADMIN)).ok()).toBe(true);
    const { csrfToken } = (await (await page.request.get("/api/auth/session")).json()) as { csrfToken: string };
    const draft = {
      schemaVersion: 1,
      root: { props: { title: "Image picker page" } },
      content: [
        {
          type: "hero-title-banner",
          props: { id: "hero-e2e", heading: "Pick an image", "rdx-image": { id: "demo-hero-1", alt: "A car" } },
        },
      ],
    };
    const created = await page.request.post("/api/cms/pages", {
      data: { path: `/e2e-picker-${Date.now()}`, title: "Image picker page", draft },
      headers: { "x-csrf-token": csrfToken },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: string };

    await page.goto(`/cms/pages/${id}`);
    const canvas = page.frameLocator("#preview-frame");
    const heroImage = canvas.locator(".hero-title-banner__image");
    await expect(heroImage).toHaveAttribute("src", /demo-hero-1/);
    await canvas.locator(".fc-block--hero-title-banner").click();

    const inspector = page.locator(".fc-inspector");
    await inspector.getByRole("button", { name: "Choose another image…" }).click();
    let dialog = page.getByRole("dialog", { name: "Choose an image" });
    await dialog.getByRole("button", { name: "Choose demo-hero-2" }).click();
    await expect(dialog).toBeHidden();
    await expect(heroImage).toHaveAttribute("src", /demo-hero-2/);

    const name = `E2E upload ${Date.now()}.png`;
    const png = await sharp({ create: { width: 1800, height: 1000, channels: 3, background: "#9e1b32" } })
      .png()
      .toBuffer();
    await inspector.getByRole("button", { name: "Choose another image…" }).click();
    dialog = page.getByRole("dialog", { name: "Choose an image" });
    await dialog.getByLabel(/Upload an image/).setInputFiles({ name, mimeType: "image/png", buffer: png });
    await expect(dialog).toBeHidden();
    await expect(heroImage).toHaveAttribute("src", /e2e-upload-\d+/);
    // The uploaded file has all three hero sizes, so the canvas offers them as the site would.
    await expect(heroImage).toHaveAttribute("srcset", /1600w.*1024w.*640w/);

    expect(consoleErrors).toEqual([]);
  });
});
