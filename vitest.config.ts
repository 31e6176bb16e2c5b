import { readFileSync, readdirSync } from "node:fs";
import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";
import { puckBuildPatch } from "./editor/puck/puck-build-patch.ts";

/**
 * Test tiers (`npx vitest run --project <name>`; `npm run test:unit` runs them all):
 * - unit: everything but the database-backed suites, in one shared module graph per worker;
 * - isolated: test files that replace modules or globals, each in a fresh module graph;
 * - integration: the product on SQLite and PostgreSQL through `app.inject()`, and codegen in process, in one
 *   shared module graph per worker (decision 163);
 * - integration-isolated: the integration suites that need a fresh module graph each (INTEGRATION_ISOLATED);
 * - slow: suites that wait on child processes (SIGKILL runs, the CLI, codegen in a copy of the repository).
 * All tiers share one pool of a worker per core (maxWorkers below), so the slow tier's waiting overlaps
 * the others' work (a third worker made CPU-bound suites miss their time limits on two cores).
 */
const LEFT_OUT = ["node_modules/**", "dist/**", "tests/e2e/**", "data/**", ".cache/**"];
const INTEGRATION = ["tests/integration/**/*.test.ts", "tests/codegen/*.test.ts"];
const SLOW = [
  "tests/codegen/codegen.test.ts",
  "tests/integration/lead-durability.test.ts",
  "tests/integration/order-durability.test.ts",
  "tests/integration/stock-import-kill.test.ts",
  "tests/integration/cli.test.ts",
  "tests/integration/media-object-storage.test.ts",
];

/**
 * Integration suites kept in a fresh module graph each: an earlier trial without isolation failed in the
 * OpenID suite (its provider library) and the order rate-limit suite.
 */
const INTEGRATION_ISOLATED = ["tests/integration/oidc.test.ts", "tests/integration/orders-companies.test.ts"];

/**
 * Test files that replace modules or globals (`vi.mock`, `vi.stubGlobal`...) need a fresh module graph.
 * Found by reading the files, so a new test that mocks is isolated without anyone listing it.
 */
const NEEDS_FRESH_MODULES = /\bvi\.(mock|doMock|unmock|stubGlobal|stubEnv|resetModules)\(/;
const needFreshModules = testFiles(".").filter((file) => NEEDS_FRESH_MODULES.test(readFileSync(file, "utf8")));

function testFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = folder === "." ? entry.name : `${folder}/${entry.name}`;
    if (entry.isDirectory())
      return entry.name.startsWith(".") || ["node_modules", "dist", "data", "e2e"].includes(entry.name)
        ? []
        : testFiles(file);
    return /\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

export default defineConfig({
  // The editor's tests run Puck as the build ships it: patched (editor/puck/puck-build-patch.ts), so inlined.
  plugins: [puckBuildPatch()],
  test: {
    server: { deps: { inline: [/@puckeditor\/core/] } },
    environment: "node",
    pool: "threads",
    // A worker per core, stated: vitest's own default is one fewer than the cores, which on CI's two
    // cores is a single worker running every file in turn while the other core idled (decision 184).
    maxWorkers: availableParallelism(),
    testTimeout: 20_000,
    // Integration suites start an app (migrations, seeds) in beforeAll: give it room beside the other workers.
    hookTimeout: 30_000,
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["**/*.test.{ts,tsx}"],
          exclude: [...LEFT_OUT, ...INTEGRATION, ...needFreshModules],
          // Re-importing React, the renderer and the generated contracts for every file was most of the
          // tier's time; these files keep no state between them (see needFreshModules for those that do).
          isolate: false,
        },
      },
      {
        extends: true,
        test: { name: "isolated", include: needFreshModules, exclude: [...LEFT_OUT, ...SLOW] },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: INTEGRATION,
          exclude: [...LEFT_OUT, ...SLOW, ...needFreshModules, ...INTEGRATION_ISOLATED],
          // Importing the product (Fastify, the renderer, every service) was about a third of each file's
          // CPU; each file builds its own apps and databases, and module state is caches of compiled code.
          isolate: false,
        },
      },
      {
        extends: true,
        test: { name: "integration-isolated", include: INTEGRATION_ISOLATED, exclude: LEFT_OUT },
      },
      {
        extends: true,
        // Child processes that import the whole product take minutes on a busy machine.
        test: { name: "slow", include: SLOW, exclude: LEFT_OUT, testTimeout: 120_000 },
      },
    ],
  },
});
