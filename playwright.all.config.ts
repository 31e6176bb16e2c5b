import { defineConfig } from "@playwright/test";
import { BUILD, FIXTURE_PROJECTS, fixtureServers } from "./playwright.config.ts";
import { DEMO_PROJECT, demoServer } from "./playwright.demo.config.ts";

/**
 * Every browser test in one run (`npm run test:e2e`): the fixture specs (playwright.config.ts) and the
 * demo specs (playwright.demo.config.ts), one build, every server started before the first test, and
 * the two workers shared by all projects, so none waits for another to finish (decision 189).
 */
export default defineConfig({
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [["list"]],
  timeout: 30_000,
  projects: [...FIXTURE_PROJECTS, DEMO_PROJECT],
  webServer: [...fixtureServers(BUILD), demoServer(false)],
});
