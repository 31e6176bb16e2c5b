/**
 * Lighthouse as the benches run it: mobile, simulated throttling, its defaults, in the system's
 * Chromium (CHROME_PATH to use another). Shared by `npm run lighthouse` and the peers bench, so both
 * measure the same way.
 */
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM } from "../support/chromium.ts";

const CHROME_FLAGS = ["--headless=new", ...CHROMIUM.args];
export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
export const METRICS = [
  ["first-contentful-paint", "FCP"],
  ["largest-contentful-paint", "LCP"],
  ["total-blocking-time", "TBT"],
  ["cumulative-layout-shift", "CLS"],
] as const;

interface AuditResult {
  id: string;
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  displayValue?: string;
  numericValue?: number;
}

export interface LighthouseResult {
  lighthouseVersion: string;
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, AuditResult>;
  runtimeError?: { code: string; message: string };
}

export function launchChrome(): Promise<chromeLauncher.LaunchedChrome> {
  return chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? CHROMIUM.executablePath,
    chromeFlags: CHROME_FLAGS,
  });
}

/**
 * One Lighthouse run on `url` in the Chrome listening on `port`; run again once when the trace failed
 * (NO_NAVSTART and the like, seen on a busy machine), which scores the page 0 without measuring it.
 */
export async function audit(url: string, port: number, attempt = 1): Promise<LighthouseResult> {
  const runner = await lighthouse(url, { port, output: "json", logLevel: "error", onlyCategories: [...CATEGORIES] });
  if (!runner) throw new Error(`Lighthouse returned nothing for ${url}`);
  const result = runner.lhr as unknown as LighthouseResult;
  if (result.runtimeError && attempt === 1) return audit(url, port, 2);
  return result;
}

/** A category's score out of 100, as Lighthouse's report shows it (0 when it could not be scored). */
export function categoryScore(result: LighthouseResult, category: (typeof CATEGORIES)[number]): number {
  return Math.round((result.categories[category]?.score ?? 0) * 100);
}

/** FCP, LCP, TBT and CLS as the report shows them. */
export function metricFigures(result: LighthouseResult): string[] {
  return METRICS.map(([id]) => result.audits[id]?.displayValue ?? "?");
}

/** Audits that count towards a category and did not fully pass (informative ones excluded). */
export function failingAudits(result: LighthouseResult): string[] {
  const failing: string[] = [];
  for (const category of CATEGORIES) {
    for (const ref of result.categories[category]?.auditRefs ?? []) {
      const audit = result.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 1) continue;
      if (!["binary", "numeric", "metricSavings"].includes(audit.scoreDisplayMode)) continue;
      // Performance metrics are already printed as figures.
      if (category === "performance" && ref.weight > 0) continue;
      failing.push(
        `${category}: ${audit.id} (${audit.score.toFixed(2)})${audit.displayValue ? ` ${audit.displayValue}` : ""}`,
      );
    }
  }
  return failing;
}
