import { AxeBuilder } from "@axe-core/playwright";
import { expect, test } from "./support.ts";

test("a visitor builds a car from the model page: each choice changes the car, and the order journey gets it", async ({
  page,
  consoleErrors,
}, testInfo) => {
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/model-launch");
    await page.getByRole("link", { name: "Build yours" }).first().click();
    // The model's first configuration.
    await expect(page).toHaveURL(/\/build-yours\/range-rover-sport\/dynamic-se\/1\/santorini-black$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your Range Rover Sport Dynamic SE");
    const car = page.getByTestId("configured-car");
    const basePrice = (await page.getByTestId("configured-price").textContent())!;

    // A version, an engine and a paint: each a page of its own, the car and its price follow.
    const versions = page.getByRole("navigation", { name: "Version" });
    await expect(versions.getByRole("link", { name: /Dynamic SE/ })).toHaveAttribute("aria-current", "true");
    await versions.getByRole("link", { name: /Autobiography/ }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your Range Rover Sport Autobiography");
    await expect(page.getByTestId("configured-price")).not.toHaveText(basePrice);
    await page.getByRole("navigation", { name: "Engine" }).getByRole("link").nth(1).click();
    await expect(car.getByRole("listitem").first()).toHaveText("Petrol, Plug-in hybrid");
    await page
      .getByRole("navigation", { name: "Paint" })
      .getByRole("link", { name: /Eiger Grey/ })
      .click();
    await expect(page).toHaveURL(/\/build-yours\/range-rover-sport\/autobiography\/2\/eiger-grey#build-yours-car$/);
    await expect(car).toContainText("Range Rover Sport Autobiography in Eiger Grey");
    await expect(
      page.getByRole("navigation", { name: "Paint" }).getByRole("link", { name: /Eiger Grey/ }),
    ).toHaveAttribute("aria-current", "true");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    const axe = await new AxeBuilder({ page }).include(".build-yours").analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath(`configuration-${width}.png`), fullPage: true });
  }
  const price = (await page.getByTestId("configured-price").textContent())!;

  // Order this car: the journey in configurator mode shows the configured car.
  await page.getByRole("link", { name: "Order this car" }).click();
  await expect(page).toHaveURL(
    /\/showroom-order-online\/\?config_url=%2Fbuild-yours%2Frange-rover-sport%2Fautobiography%2F2%2Feiger-grey/,
  );
  const summary = page.locator(".order-online__vehicle");
  await expect(summary.getByText("Configured to order")).toBeVisible();
  await expect(summary.getByRole("heading", { level: 3 })).toHaveText("Range Rover Sport Autobiography");
  await expect(summary).toContainText("Eiger Grey");
  await expect(summary).toContainText(price);
  expect(consoleErrors).toEqual([]);
});

test("the model list links every model to its configurator, and an unknown configuration is not found", async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/build-yours");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Build yours");
  const models = page.getByRole("list", { name: "Models" }).getByRole("link");
  expect(await models.count()).toBeGreaterThan(10);
  await expect(page.getByRole("link", { name: "Build your Defender 110" })).toHaveAttribute(
    "href",
    "/build-yours/defender-110/s/1/santorini-black",
  );
  await page.screenshot({ path: testInfo.outputPath("models-390.png"), fullPage: true });
  expect((await page.goto("/build-yours/defender-110/s/9/santorini-black"))?.status()).toBe(404);
  expect((await page.goto("/build-yours/no-such-model"))?.status()).toBe(404);
});
