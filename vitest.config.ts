import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["**/*.test.{ts,tsx}"],
    exclude: ["node_modules/**", "dist/**", "tests/e2e/**", "data/**"],
    environment: "node",
    pool: "threads",
    testTimeout: 20_000,
  },
});
