import { defineConfig } from "@playwright/test";
import { BUILD, browserFor, freshServer } from "./playwright.config.ts";

/**
 * The demo site as `npm start` serves it (demo content, the UAE fleet), for the specs that judge what a
 * new user sees: tests/e2e-demo. The other browser tests run on fixture pages (playwright.config.ts);
 * `npm run test:e2e` runs both in one run (playwright.all.config.ts).
 */
const PORT = Number(process.env.E2E_DEMO_PORT ?? Number(process.env.E2E_PORT ?? 3210) + 500);

export const DEMO_PROJECT = {
  name: "demo",
  testDir: "tests/e2e-demo",
  timeout: 60_000,
  use: browserFor(PORT),
};

export function demoServer(build: boolean) {
  return freshServer(
    PORT,
    ".cache/e2e-demo-data",
    {
      DATABASE_URL: "sqlite:.cache/e2e-demo-data/demo.db",
      // Enough vehicles for full result pages; seeding all 2,000 would only slow the start.
      DEMO_VEHICLES: "200",
    },
    build,
  );
}

export default defineConfig({
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [["list"]],
  projects: [DEMO_PROJECT],
  webServer: demoServer(BUILD),
});
