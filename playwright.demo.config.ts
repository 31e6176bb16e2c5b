import { defineConfig } from "@playwright/test";
import { browserFor, freshServer } from "./playwright.config.ts";

/**
 * The demo site as `npm start` serves it (demo content, the UAE fleet), for the specs that judge what a
 * new user sees: tests/e2e-demo. The other browser tests run on fixture pages (playwright.config.ts).
 */
const PORT = Number(process.env.E2E_DEMO_PORT ?? Number(process.env.E2E_PORT ?? 3210) + 500);

export default defineConfig({
  testDir: "tests/e2e-demo",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [["list"]],
  timeout: 60_000,
  use: browserFor(PORT),
  webServer: freshServer(PORT, ".cache/e2e-demo-data", {
    DATABASE_URL: "sqlite:.cache/e2e-demo-data/demo.db",
    // Enough vehicles for full result pages; seeding all 2,000 would only slow the start.
    DEMO_VEHICLES: "200",
  }),
});
