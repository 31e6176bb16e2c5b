import type { APIRequestContext, Locator } from "@playwright/test";
import { expect } from "./support.ts";

/**
 * The lead form in `scope` is drawn with its stylesheet (only renderer/primitives/form/form.css lays
 * the fields out as a grid), and its honeypot is nowhere a visitor could see or fill it.
 */
export async function expectStyledLeadForm(scope: Locator): Promise<void> {
  await expect(scope.locator(".fc-form__form")).toHaveCSS("display", "grid");
  const trap = scope.locator('input[name="website"]');
  await expect(trap).toHaveCount(1);
  await expect(trap).toBeHidden();
  const box = await trap.boundingBox();
  // No box, an empty one, or one entirely left of the page.
  if (box) expect(box.width * box.height === 0 || box.x + box.width <= 0).toBe(true);
}

/** The lead the admin's leads API lists for a form with this e-mail address (a person's, not spam). */
export async function storedLead(
  admin: APIRequestContext,
  formId: string,
  email: string,
): Promise<{ data: Record<string, unknown>; spam: boolean } | undefined> {
  const response = await admin.get(`/forms/${formId}/leads?items=200`);
  expect(response.ok(), await response.text()).toBe(true);
  const { data } = (await response.json()) as { data: { data: Record<string, unknown>; spam: boolean }[] };
  return data.find((lead) => lead.data.email === email);
}
