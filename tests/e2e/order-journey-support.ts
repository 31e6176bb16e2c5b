import type { Page } from "@playwright/test";
import { expect } from "./support.ts";

/** The order-online journey up to its checkout: the lock taken, the buyer's details sent through the form. */
export async function reachCheckout(page: Page, vehicleId: string): Promise<void> {
  await page.goto(`/showroom-order-online/vehicle/${vehicleId}`);
  const held = page.getByRole("dialog", { name: "This vehicle is held for you" });
  await held.getByRole("button", { name: "Continue" }).click();
  await expect(held).toBeHidden();
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByLabel("First name").fill("Grace");
  await page.getByLabel("Last name").fill("Hopper");
  await page.getByLabel("E-mail").fill("grace@example.com");
  await page.getByLabel("Phone").fill("+27 21 555 0101");
  await page.getByRole("checkbox", { name: /I agree to be contacted/ }).check();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/showroom-order-online\/checkout$/);
}
