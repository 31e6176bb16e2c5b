import { defineConfig } from "@playwright/test";
import { BUILD, FIXTURE_PROJECTS, FIXTURE_WORKERS, fixtureServers } from "./playwright.config.ts";
import { DEMO_PROJECT, demoServer } from "./playwright.demo.config.ts";

/**
 * Every browser test in one run (`npm run test:e2e`): the fixture specs (playwright.config.ts) and the
 * demo specs (playwright.demo.config.ts), with one build and every server started before the first
 * test. The demo specs are queued last, in the worker the site-wide settings specs leave when they
 * are done, so they no longer wait for the fixture specs to finish (decision 189).
 */
export default defineConfig({
  fullyParallel: true,
  workers: FIXTURE_WORKERS,
  retries: 0,
  reporter: [["list"]],
  timeout: 30_000,
  projects: [...FIXTURE_PROJECTS, { ...DEMO_PROJECT, workers: 1 }],
  webServer: [...fixtureServers(BUILD), demoServer(false)],
});
