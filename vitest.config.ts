import { defineConfig } from "vitest/config";
import { puckBuildPatch } from "./editor/puck/puck-build-patch.ts";

export default defineConfig({
  // The editor's tests run Puck as the build ships it: patched (editor/puck/puck-build-patch.ts), so inlined.
  plugins: [puckBuildPatch()],
  test: {
    server: { deps: { inline: [/@puckeditor\/core/] } },
    include: ["**/*.test.{ts,tsx}"],
    exclude: ["node_modules/**", "dist/**", "tests/e2e/**", "data/**"],
    environment: "node",
    pool: "threads",
    testTimeout: 20_000,
    // Integration suites start an app (migrations, seeds) in beforeAll: give it room beside the other workers.
    hookTimeout: 30_000,
  },
});
