import { adminHeaders, axeViolations, openHydrated, publishDemoPage } from "./flow-pages.ts";
import { expect, test, uniqueStamp } from "./support.ts";

/**
 * The seeded "Which fuel suits you" page, published at a path of its own for this run.
 * Set by beforeAll, which runs again whenever a worker comes back to this file (fullyParallel): each run
 * publishes a page of its own, since the afterAll before it deleted the last one but its path stays taken.
 */
let PAGE = "";
let pageId = "";

test.describe.configure({ timeout: 120_000 });

test.beforeAll(async ({ request }) => {
  PAGE = `/which-fuel-suits-you-${uniqueStamp()}`;
  pageId = await publishDemoPage(request, await adminHeaders(request), "which-fuel-suits-you.page.json", PAGE);
});

test.afterAll(async ({ request }) => {
  const headers = await adminHeaders(request);
  await request.delete(`/api/cms/pages/${pageId}`, { headers });
});

test("the fuel-type quiz goes from the intro through five questions to a result, and keeps the answers over a reload", async ({
  page,
}) => {
  await openHydrated(page, PAGE);
  const quiz = page.locator(".fuel-quiz");
  await quiz.getByRole("button", { name: "Start the quiz" }).click();
  await expect(quiz.getByText("Question 1 of 5")).toBeVisible();
  await expect(quiz.getByRole("radio")).toHaveCount(3);
  await expect(quiz.getByRole("button", { name: "Next question" })).toBeDisabled();
  await quiz.getByRole("radio", { name: "Less than 11,000 km" }).check();
  await quiz.getByRole("button", { name: "Next question" }).click();
  await expect(quiz.getByRole("radio")).toHaveCount(4);
  await quiz.getByRole("radio", { name: "Under 16 km" }).check();
  await quiz.getByRole("button", { name: "Next question" }).click();
  // Step 3 takes several answers.
  await expect(quiz.getByRole("checkbox")).toHaveCount(4);
  await quiz.getByRole("checkbox", { name: "Town and city" }).check();
  await quiz.getByRole("checkbox", { name: "Motorways" }).check();

  await page.reload();
  await openHydrated(page, PAGE);
  await expect(quiz.getByText("Question 3 of 5")).toBeVisible();
  await expect(quiz.getByRole("checkbox", { name: "Town and city" })).toBeChecked();
  await expect(quiz.getByRole("checkbox", { name: "Motorways" })).toBeChecked();

  await quiz.getByRole("button", { name: "Previous question" }).click();
  await expect(quiz.getByRole("radio", { name: "Under 16 km" })).toBeChecked();
  await quiz.getByRole("button", { name: "Next question" }).click();
  await quiz.getByRole("button", { name: "Next question" }).click();
  await quiz.getByRole("radio", { name: "Home charging, mostly town roads", exact: true }).check();
  await quiz.getByRole("button", { name: "Next question" }).click();
  await quiz.getByRole("radio", { name: "Rarely or never" }).check();
  await quiz.getByRole("button", { name: "See result" }).click();
  await expect(quiz.getByRole("heading", { name: "Battery electric (BEV) suits you" })).toBeVisible();

  await page.reload();
  await openHydrated(page, PAGE);
  await expect(quiz.getByRole("heading", { name: "Battery electric (BEV) suits you" })).toBeVisible();
  await quiz.getByRole("button", { name: "Start again" }).click();
  await expect(quiz.getByRole("button", { name: "Start the quiz" })).toBeVisible();
});

test("the fuel-type quiz works with the keyboard alone and ends in diesel for a long-distance driver", async ({
  page,
}) => {
  await openHydrated(page, PAGE);
  const quiz = page.locator(".fuel-quiz");
  await quiz.getByRole("button", { name: "Start the quiz" }).focus();
  await page.keyboard.press("Enter");
  // Each answer: the arrow keys move through a radio group; Enter submits the step.
  const pickRadio = async (downs: number) => {
    await quiz.getByRole("radio").first().focus();
    for (let i = 0; i < downs; i++) await page.keyboard.press("ArrowDown");
    if (downs === 0) await page.keyboard.press("Space");
    await page.keyboard.press("Enter");
  };
  await pickRadio(2); // More than 24,000 km
  await pickRadio(3); // Over 160 km
  await quiz.getByRole("checkbox", { name: "Motorways" }).focus();
  await page.keyboard.press("Space");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Space"); // Towing or off-road
  await page.keyboard.press("Enter");
  await pickRadio(3); // No home charging, mostly motorways
  await pickRadio(2); // Every month or more
  await expect(quiz.getByRole("heading", { name: "Diesel suits you" })).toBeVisible();
  await expect(quiz.locator(".flow__frame")).toBeFocused();
});

test("the subscription quiz: welcome, three questions, summary, then the main and alternative products", async ({
  page,
}) => {
  await openHydrated(page, PAGE);
  const quiz = page.locator(".subscription-quiz");
  await quiz.getByRole("button", { name: "Start" }).click();
  await quiz.getByRole("radio", { name: "Private" }).check();
  await quiz.getByRole("button", { name: "Next question" }).click();
  await quiz.getByRole("radio", { name: "24 to 60 months" }).check();
  await quiz.getByRole("button", { name: "Next question" }).click();
  await quiz.getByRole("radio", { name: "Below 20000 km" }).check();
  await quiz.getByRole("button", { name: "Next question" }).click();
  await expect(quiz.getByRole("heading", { name: "Your answers" })).toBeVisible();
  await expect(quiz.locator("dd")).toHaveText(["Private", "24 to 60 months", "Below 20000 km"]);

  await page.reload();
  await openHydrated(page, PAGE);
  await expect(quiz.locator("dd")).toHaveText(["Private", "24 to 60 months", "Below 20000 km"]);
  await quiz.getByRole("button", { name: "See my products" }).click();
  await expect(quiz.locator(".subscription-quiz__product--main")).toContainText("Our recommendation");
  await expect(quiz.locator(".subscription-quiz__product--main").getByRole("heading")).toHaveText("Loan");
  await expect(quiz.locator(".subscription-quiz__product--alternative").getByRole("heading")).toHaveText(
    "Full service leasing",
  );
});

for (const width of [390, 1366]) {
  test(`the quiz page has no axe violations at ${width} px, on the intro and mid-quiz`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await openHydrated(page, PAGE);
    expect(await axeViolations(page)).toEqual([]);
    await page.locator(".fuel-quiz").getByRole("button", { name: "Start the quiz" }).click();
    await page.locator(".subscription-quiz").getByRole("button", { name: "Start" }).click();
    expect(await axeViolations(page)).toEqual([]);
  });
}
