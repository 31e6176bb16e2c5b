import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

/**
 * The lint zones that keep domains side by side (eslint.config.js, decision 024): what a file of
 * services/<domain>/ may import, shown by linting small sources as if they were files of the repository.
 */
const eslint = new ESLint();

async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.map((message) => `${message.ruleId}: ${message.message}`);
}

describe("domain lint zones", () => {
  it("refuse another domain's internals, allow its index.ts, the foundation, db and config", async () => {
    const refused = await problems(
      "services/cms/zone-probe.ts",
      'import { SettingsStore } from "../settings/settings-store.ts";\nexport const probe = SettingsStore;\n',
    );
    expect(refused.some((line) => line.startsWith("import-x/no-restricted-paths:"))).toBe(true);
    const allowed = await problems(
      "services/cms/zone-probe.ts",
      [
        'import type { SettingsStore } from "../settings/index.ts";',
        'import { sendError } from "../foundation/errors.ts";',
        'import type { Database } from "../db/schema.ts";',
        'import type { Config } from "../config.ts";',
        "export type Probe = [SettingsStore, Database, Config];",
        "export const probe = sendError;",
        "",
      ].join("\n"),
    );
    expect(allowed).toEqual([]);
  }, 120_000);

  it("keep the foundation free of domains and route plugins free of the database", async () => {
    const foundation = await problems(
      "services/foundation/zone-probe.ts",
      'import type { PageStore } from "../cms/index.ts";\nexport type Probe = PageStore;\n',
    );
    expect(foundation.some((line) => line.startsWith("import-x/no-restricted-paths:"))).toBe(true);
    const routes = await problems(
      "services/cms/probe-routes.ts",
      'import type { Kysely } from "kysely";\nexport type Probe = Kysely<unknown>;\n',
    );
    expect(routes.some((line) => line.startsWith("no-restricted-imports:"))).toBe(true);
  }, 120_000);
});
