import { defineConfig } from "@playwright/test";
import { CHROMIUM } from "./tests/support/chromium.ts";

const PORT = Number(process.env.E2E_PORT ?? 3210);
const SITE_WIDE_SETTINGS_SPECS =
  /(consent|overlays|order-payments|currency|settings-forms|forms-recaptcha|navigation-variants)\.spec\.ts$/;
/** The local fake of the payment providers' APIs (tests/e2e/fake-providers.ts), started by the specs that pay. */
const PROVIDERS_PORT = Number(process.env.E2E_PROVIDERS_PORT ?? PORT + 1000);
/**
 * The site-wide settings specs' own server, over its own copy of the fixture database, and their own
 * fake providers: what they turn on (a consent banner, overlays, reCAPTCHA...) reaches no other spec.
 */
const SETTINGS_PORT = PORT + 50;
const SETTINGS_PROVIDERS_PORT = PROVIDERS_PORT + 50;

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
 * The production server on `port` over a fresh database in `dataDir` on every run. With `build`, the
 * client and server are built first (on a busy two-core machine it can exceed two minutes); a run
 * builds once, for its first server, and its other servers start from that build. `env` adds to the
 * server's environment.
 */
export function freshServer(port: number, dataDir: string, env: Record<string, string>, build = true) {
  return {
    command: `rm -rf ${dataDir} && ${build ? "npm run -s build && " : ""}node dist/server/server.js`,
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

/** Whether this run builds: E2E_REUSE_BUILD=1 starts the servers from the last build (client code unchanged). */
export const BUILD = !process.env.E2E_REUSE_BUILD;

/** A fresh database seeded from the fixture pages, its payment providers and the like at `providersPort`. */
function fixtureServer(port: number, providersPort: number, dataDir: string, build: boolean) {
  return freshServer(
    port,
    dataDir,
    {
      SEED_PAGES_DIR: "tests/fixtures/pages",
      // The stock locator specs search by Australian postcode and state, not the UAE demo's retailers.
      DEMO_FLEET: "au",
      DATABASE_URL: `sqlite:${dataDir}/e2e.db`,
      ADMIN_EMAIL: "admin@example.com",
      ADMIN_PASSWORD: "e2e-admin-password",
      // Payment providers in test mode against the local fake; the free reservation stays on offer.
      BUY_ONLINE_FREE_RESERVATION: "true",
      STRIPE_SECRET_KEY: "sk_test_e2e",
      STRIPE_PUBLISHABLE_KEY: "pk_test_e2e",
      STRIPE_API_BASE: `http://127.0.0.1:${providersPort}`,
      PAYPAL_CLIENT_ID: "e2e-paypal-client",
      PAYPAL_CLIENT_SECRET: "e2e-paypal-secret",
      PAYPAL_API_BASE: `http://127.0.0.1:${providersPort}/paypal`,
      LIQPAY_PUBLIC_KEY: "e2e-liqpay-public",
      LIQPAY_PRIVATE_KEY: "e2e-liqpay-private",
      // Phone verification and reCAPTCHA against the same local fake (reCAPTCHA is checked only where a
      // spec turns the forms.recaptcha.enabled setting on).
      TWILIO_ACCOUNT_SID: `AC${"e".repeat(32)}`,
      TWILIO_AUTH_TOKEN: "e2e-twilio-token",
      TWILIO_VERIFY_SERVICE_SID: `VA${"e".repeat(32)}`,
      TWILIO_VERIFY_API_BASE: `http://127.0.0.1:${providersPort}/twilio`,
      RECAPTCHA_SECRET: "e2e-recaptcha-secret",
      RECAPTCHA_VERIFY_URL: `http://127.0.0.1:${providersPort}/recaptcha/siteverify`,
      RECAPTCHA_SCRIPT_URL: `http://127.0.0.1:${providersPort}/recaptcha/api.js`,
      // Every browser test is a "visitor" from 127.0.0.1: the init rate limit (tested in
      // tests/integration/orders-companies.test.ts and rate-limit.test.ts) would count them all as one.
      BUY_ONLINE_INIT_LIMIT: "off",
      BUY_ONLINE_INIT_VEHICLE_LIMIT: "off",
      // Settings in browser tests point at local servers (the exchange fake, the site's own /dealers):
      // the operator allows loopback for setting URLs (decision 119).
      OUTBOUND_ALLOW_HOSTS: "127.0.0.1",
    },
    build,
  );
}

/**
 * The fixture specs' projects. The site-wide settings specs (cookie consent adds a banner and scripts to
 * every page, the exit popup and floating action button likewise) run on their own server and
 * database, so they cannot disturb the others and need not wait for them: they run one at a time in a
 * third worker beside the other specs' two. They mostly wait (on timers, the network, a setting taking
 * effect), the others mostly keep the CPU busy, so the third worker takes little from the two; the
 * other specs keep the two workers they were written for (decision 189).
 */
export const FIXTURE_PROJECTS = [
  // One at a time: each changes what every page of its server shows.
  {
    name: "site-wide-settings",
    testDir: "tests/e2e",
    testMatch: SITE_WIDE_SETTINGS_SPECS,
    workers: 1,
    use: browserFor(SETTINGS_PORT),
    metadata: { providersPort: SETTINGS_PROVIDERS_PORT },
  },
  {
    name: "site",
    testDir: "tests/e2e",
    testIgnore: SITE_WIDE_SETTINGS_SPECS,
    workers: 2,
    use: browserFor(PORT),
    metadata: { providersPort: PROVIDERS_PORT },
  },
];

/** Workers for the fixture projects together: each project's own limit, added up. */
export const FIXTURE_WORKERS = 3;

/** Their servers: a fresh database seeded from the fixture pages for each (the first builds). */
export function fixtureServers(build: boolean) {
  return [
    fixtureServer(PORT, PROVIDERS_PORT, ".cache/e2e-data", build),
    fixtureServer(SETTINGS_PORT, SETTINGS_PROVIDERS_PORT, ".cache/e2e-settings-data", false),
  ];
}

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  retries: 0,
  reporter: [["list"]],
  timeout: 30_000,
  use: browserFor(PORT),
  workers: FIXTURE_WORKERS,
  projects: FIXTURE_PROJECTS,
  webServer: fixtureServers(BUILD),
});
