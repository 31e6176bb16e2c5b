/**
 * `npm run lighthouse`: Lighthouse (mobile, simulated throttling, its defaults) on the demo site as
 * `npm start` serves it, on a fresh demo database: every page the demo content publishes, in both
 * languages, and one showroom vehicle page. Prints the four category scores, FCP/LCP/TBT/CLS and the
 * audits that did not pass; writes each full report to .cache/lighthouse/<page>.json. Asserts nothing
 * (the acceptance target is 95 / 100 / 100 / 100, see README).
 *
 * `npm run lighthouse -- /some/path ...` runs other paths instead; `LIGHTHOUSE_LIMIT=n` runs the first n
 * pages of the list only (a quick look: a full run takes about half a minute per page).
 */
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { LaunchedChrome } from "chrome-launcher";
import {
  audit,
  CATEGORIES,
  categoryScore,
  failingAudits,
  launchChrome,
  METRICS,
  metricFigures,
} from "./lighthouse-audit.ts";
import { printTable } from "./measure.ts";
import { startServer } from "./server-process.ts";

const REPORT_DIR = ".cache/lighthouse";
const DEMO_CONTENT = "services/cms/demo-content";

/**
 * The pages the demo publishes (a record with a document), home pages first. The order-online journey's
 * pages are left out: they are templates the journey shows under /showroom-order-online/..., kept out of
 * search engines (`disable_seo_tracking`), not pages a visitor opens.
 */
function demoPagePaths(directory = DEMO_CONTENT): string[] {
  const records = readdirSync(directory)
    .filter((name) => name.endsWith(".page.json"))
    .map(
      (name) =>
        JSON.parse(readFileSync(path.join(directory, name), "utf8")) as {
          path: string;
          document?: unknown;
          disable_seo_tracking?: boolean;
        },
    );
  const depth = (pagePath: string) => (pagePath === "/" ? 0 : pagePath.split("/").length - 1);
  return records
    .filter((record) => record.document !== undefined && !record.disable_seo_tracking)
    .map((record) => record.path)
    .sort((a, b) => depth(a) - depth(b) || a.localeCompare(b));
}

/** The first vehicle the stock locator links to (the demo stock is random, so it is looked up). */
async function firstVehiclePath(base: string): Promise<string> {
  const html = await (await fetch(`${base}/stock`)).text();
  const match = /href="(\/showroom\/[^"?#]+)"/.exec(html);
  if (!match?.[1]) throw new Error("the stock page links to no showroom vehicle page");
  return match[1];
}

async function main(): Promise<void> {
  const paths = process.argv.slice(2).filter((arg) => arg.startsWith("/"));
  const directory = mkdtempSync(path.join(tmpdir(), "forecourt-lighthouse-"));
  const env = {
    ...process.env,
    NODE_ENV: "production",
    DATA_DIR: path.join(directory, "data"),
    DATABASE_URL: `sqlite:${path.join(directory, "data", "lighthouse.db")}`,
    LOG_LEVEL: "warn",
  };
  const server = await startServer(env, 120_000);
  let chrome: LaunchedChrome | undefined;
  try {
    const limit = Number(process.env.LIGHTHOUSE_LIMIT ?? Infinity);
    const targets =
      paths.length > 0 ? paths : [...demoPagePaths(), await firstVehiclePath(server.base)].slice(0, limit);
    chrome = await launchChrome();
    mkdirSync(REPORT_DIR, { recursive: true });
    const rows: string[][] = [];
    const failures: string[] = [];
    let version = "";
    for (const target of targets) {
      const result = await audit(`${server.base}${target}`, chrome.port);
      version = result.lighthouseVersion;
      const name = target === "/" ? "home" : target.slice(1).replace(/[^a-z0-9]+/gi, "-");
      writeFileSync(path.join(REPORT_DIR, `${name}.json`), JSON.stringify(result, null, 1));
      rows.push([
        target,
        ...CATEGORIES.map((category) => String(categoryScore(result, category))),
        ...metricFigures(result),
      ]);
      for (const failure of failingAudits(result)) failures.push(`${target}  ${failure}`);
    }
    printTable(
      `Lighthouse ${version}, mobile (simulated throttling), reports in ${REPORT_DIR}/`,
      ["page", "performance", "accessibility", "best practices", "SEO", ...METRICS.map(([, label]) => label)],
      rows,
    );
    console.log(failures.length > 0 ? `\nAudits not passed:\n${failures.join("\n")}` : "\nEvery scored audit passed.");
  } finally {
    await chrome?.kill();
    await server.stop();
    rmSync(directory, { recursive: true, force: true });
  }
}

await main();
