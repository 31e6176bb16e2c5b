import { defineConfig } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 3210);
const SITE_WIDE_SETTINGS_SPECS =
  /(consent|overlays|order-payments|currency|settings-forms|forms-recaptcha|navigation-variants)\.spec\.ts$/;
/** The local fake of the payment providers' APIs (tests/e2e/fake-providers.ts), started by the specs that pay. */
const PROVIDERS_PORT = Number(process.env.E2E_PROVIDERS_PORT ?? PORT + 1000);

/** Debian's Chromium (downloading a browser is not possible on these machines); flags per ARCHITECTURE.md. */
export const CHROMIUM = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
  ],
};

/** Chromium on the site at `port`. */
export function browserFor(port: number) {
  return {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: "chromium" as const,
    launchOptions: CHROMIUM,
    // Recording a trace snapshots the DOM at every step of every test, a fifth or more of a run on two
    // cores, and CI shows only the printed report: record one when looking into a failure (E2E_TRACE=1).
    trace: process.env.E2E_TRACE ? ("retain-on-failure" as const) : ("off" as const),
  };
}

/**
 * The production server on `port` over a fresh database in `dataDir` on every run (the build runs
 * first; on a busy two-core machine it can exceed two minutes). `env` adds to the server's environment.
 */
export function freshServer(port: number, dataDir: string, env: Record<string, string>) {
  return {
    // `npm run test:e2e` runs the demo suite right after the fixture suite has built: E2E_REUSE_BUILD=1
    // skips a second identical build (about two minutes of CI on two cores).
    command: `rm -rf ${dataDir} && ${process.env.E2E_REUSE_BUILD ? "" : "npm run -s build && "}node dist/server/server.js`,
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    timeout: Number(process.env.E2E_SERVER_TIMEOUT_MS ?? 240_000),
    stdout: "ignore" as const,
    stderr: "pipe" as const,
    env: {
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      ...env,
    },
  };
}

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  timeout: 30_000,
  use: browserFor(PORT),
  /**
   * Specs that change site-wide settings (cookie consent adds a banner and scripts to every page, the
   * exit popup and floating action button likewise) run
   * after every other spec has finished, so they cannot disturb them. Running one of them alone:
   * `npx playwright test --no-deps tests/e2e/consent.spec.ts`.
   */
  projects: [
    { name: "site", testIgnore: SITE_WIDE_SETTINGS_SPECS },
    // One at a time: each changes what every page shows.
    { name: "site-wide-settings", testMatch: SITE_WIDE_SETTINGS_SPECS, dependencies: ["site"], workers: 1 },
  ],
  // A fresh database seeded from the fixture pages on every run.
  webServer: freshServer(PORT, ".cache/e2e-data", {
    SEED_PAGES_DIR: "tests/fixtures/pages",
    // The stock locator specs search by Australian postcode and state, not the UAE demo's retailers.
    DEMO_FLEET: "au",
    DATABASE_URL: "sqlite:.cache/e2e-data/e2e.db",
    ADMIN_EMAIL: "admin@example.com",
    ADMIN_PASSWORD: "e2e-admin-password",
    // Payment providers in test mode against the local fake; the free reservation stays on offer.
    BUY_ONLINE_FREE_RESERVATION: "true",
    STRIPE_SECRET_KEY: "sk_test_e2e",
    STRIPE_PUBLISHABLE_KEY: "pk_test_e2e",
    STRIPE_API_BASE: `http://127.0.0.1:${PROVIDERS_PORT}`,
    PAYPAL_CLIENT_ID: "e2e-paypal-client",
    PAYPAL_CLIENT_SECRET: "e2e-paypal-secret",
    PAYPAL_API_BASE: `http://127.0.0.1:${PROVIDERS_PORT}/paypal`,
    LIQPAY_PUBLIC_KEY: "e2e-liqpay-public",
    LIQPAY_PRIVATE_KEY: "e2e-liqpay-private",
    // Phone verification and reCAPTCHA against the same local fake (reCAPTCHA is checked only where a
    // spec turns the forms.recaptcha.enabled setting on).
    TWILIO_ACCOUNT_SID: `AC${"e".repeat(32)}`,
    TWILIO_AUTH_TOKEN: "e2e-twilio-token",
    TWILIO_VERIFY_SERVICE_SID: `VA${"e".repeat(32)}`,
    TWILIO_VERIFY_API_BASE: `http://127.0.0.1:${PROVIDERS_PORT}/twilio`,
    RECAPTCHA_SECRET: "e2e-recaptcha-secret",
    RECAPTCHA_VERIFY_URL: `http://127.0.0.1:${PROVIDERS_PORT}/recaptcha/siteverify`,
    RECAPTCHA_SCRIPT_URL: `http://127.0.0.1:${PROVIDERS_PORT}/recaptcha/api.js`,
    // Every browser test is a "visitor" from 127.0.0.1: the init rate limit (tested in
    // tests/integration/orders-companies.test.ts and rate-limit.test.ts) would count them all as one.
    BUY_ONLINE_INIT_LIMIT: "off",
    BUY_ONLINE_INIT_VEHICLE_LIMIT: "off",
    // Settings in browser tests point at local servers (the exchange fake, the site's own /dealers):
    // the operator allows loopback for setting URLs (decision 119).
    OUTBOUND_ALLOW_HOSTS: "127.0.0.1",
  }),
});
