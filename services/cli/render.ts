/**
 * `npm run render -- <page.json> [--theme jdx|lrdx] [--fragment]`: prints the server-rendered HTML of
 * a page document with the same renderer as the site. A page record's path and meta fields are used;
 * a bare document renders at `/`. Asset links come from the last `npm run build`, if any.
 */
import type { PageDocument } from "../../generated/contracts/block-types.ts";
import { blockMigrations } from "../../generated/registry/block-migrations.ts";
import { normalizePage } from "../../model/page-document/normalize.server.ts";
import { validatePage } from "../../model/page-document/validate.ts";
import { DEFAULT_SETTINGS, type SitePage } from "../../model/site/site-data.ts";
import { renderBlocksToHtml } from "../../renderer/render-blocks.server.tsx";
import { loadSiteAssets } from "../../renderer/site/assets.ts";
import { createSiteRenderer } from "../../renderer/site/render-site.server.tsx";
import { loadConfig } from "../config.ts";
import { migrateInput } from "../cms/page-migration.ts";
import { InputError, readPageInput } from "./page-input.ts";

const USAGE = "usage: npm run render -- <page.json> [--theme jdx|lrdx] [--fragment]";

async function main(argv: string[]): Promise<number> {
  const fragment = argv.includes("--fragment");
  const themeIndex = argv.indexOf("--theme");
  const theme = themeIndex >= 0 ? argv[themeIndex + 1] : "jdx";
  const files = argv.filter((arg, index) => !arg.startsWith("--") && (themeIndex < 0 || index !== themeIndex + 1));
  if (files.length !== 1 || (theme !== "jdx" && theme !== "lrdx")) {
    console.error(USAGE);
    return 2;
  }
  let input;
  try {
    input = readPageInput(files[0]!);
  } catch (error) {
    if (error instanceof InputError) {
      console.error(error.message);
      return 2;
    }
    throw error;
  }
  if (input.record && input.document === null) {
    console.error(`${input.file}: page ${input.pagePath ?? "-"} has no document (a redirect, folder or link page)`);
    return 1;
  }
  // Migrated first, as the server migrates a stored page (decision 019).
  const migrated = migrateInput(input.document, blockMigrations);
  const current = migrated.ok ? migrated.document : input.document;
  const validation = migrated.ok ? validatePage(current) : { valid: false as const, issues: migrated.issues };
  if (!validation.valid) {
    for (const issue of validation.issues)
      console.error(`${input.file}  block ${issue.blockId ?? "-"}  at ${issue.pointer || "/"}: ${issue.message}`);
    return 1;
  }
  const document = normalizePage(current as PageDocument);
  if (fragment) {
    process.stdout.write(`${renderBlocksToHtml(document).html}\n`);
    return 0;
  }
  const path = input.pagePath ?? "/";
  const record = input.record ?? {};
  const text = (key: string): string | null => (typeof record[key] === "string" ? (record[key] as string) : null);
  const page: SitePage = {
    id: "render",
    revision: "render",
    path,
    title: text("title") ?? "Preview",
    meta: {
      meta_title: text("meta_title"),
      meta_description: text("meta_description"),
      canonical_url: text("canonical_url"),
      image_id: text("image_id"),
      external_meta_image: text("external_meta_image"),
      disable_seo_tracking: record.disable_seo_tracking === true,
    },
    document,
  };
  const render = createSiteRenderer({
    data: { lookupPage: async () => ({ kind: "page", page }), settings: async () => ({ ...DEFAULT_SETTINGS, theme }) },
    assets: loadSiteAssets(loadConfig().clientDir),
  });
  const response = await render({ url: path });
  process.stdout.write(`${response.body}\n`);
  return response.status < 400 ? 0 : 1;
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = 2;
  },
);
