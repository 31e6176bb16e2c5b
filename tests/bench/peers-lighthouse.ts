/**
 * The peers bench's Lighthouse part: each fixture page as we serve it and as Astro serves it, audited in
 * turns (ours, then Astro's; the next run Astro's first), so neither side always gets the quieter
 * moment of a shared machine. Prints the median run of each and whether ours scores at least Astro's.
 * Every report is written to .cache/lighthouse/peers/.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import {
  audit,
  categoryScore,
  launchChrome,
  METRICS,
  metricFigures,
  type LighthouseResult,
} from "./lighthouse-audit.ts";
import { printTable } from "./measure.ts";

const REPORT_DIR = ".cache/lighthouse/peers";

export interface PeerTarget {
  page: string;
  /** "ours", or which of Astro's pages. */
  side: string;
  url: string;
}

/** The run of median performance score (the lower middle one of an even count). */
function medianRun(results: LighthouseResult[]): LighthouseResult {
  const sorted = [...results].sort((a, b) => categoryScore(a, "performance") - categoryScore(b, "performance"));
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

/**
 * `runs` Lighthouse runs of every target. `ours` names our side; every other side of a page is compared
 * with it. Nothing else may load the machine meanwhile (the bench runs this after its load rounds).
 */
export async function comparePeersWithLighthouse(targets: PeerTarget[], runs: number, ours: string): Promise<void> {
  mkdirSync(REPORT_DIR, { recursive: true });
  const results = new Map<PeerTarget, LighthouseResult[]>(targets.map((target) => [target, []]));
  const chrome = await launchChrome();
  let version = "";
  try {
    for (let run = 1; run <= runs; run++) {
      // Ours first in odd runs, last in even ones.
      const order = [...targets].sort((a, b) => {
        const rank = (target: PeerTarget) => (target.side === ours ? 0 : 1);
        return run % 2 === 1 ? rank(a) - rank(b) : rank(b) - rank(a);
      });
      for (const target of order) {
        const result = await audit(target.url, chrome.port);
        version = result.lighthouseVersion;
        results.get(target)!.push(result);
        const name = `${target.page}-${target.side}-${run}`.replace(/[^a-z0-9]+/gi, "-");
        writeFileSync(path.join(REPORT_DIR, `${name}.json`), JSON.stringify(result, null, 1));
        // Progress: each run takes some seconds.
        console.log(
          `lighthouse ${run}  ${target.page}  ${target.side}  performance ${categoryScore(result, "performance")}  ${metricFigures(result).join("  ")}`,
        );
      }
    }
  } finally {
    await chrome.kill();
  }

  const medians = new Map([...results].map(([target, runsOf]) => [target, medianRun(runsOf)]));
  printTable(
    `Lighthouse ${version}, mobile (simulated throttling), median of ${runs} runs by performance score, figures of that run; reports in ${REPORT_DIR}/`,
    [
      "page",
      "side",
      "performance (runs)",
      ...METRICS.map(([, label]) => label),
      "KB sent",
      "accessibility",
      "best practices",
      "SEO",
    ],
    [...medians].map(([target, result]) => [
      target.page,
      target.side,
      `${categoryScore(result, "performance")} (${results
        .get(target)!
        .map((each) => categoryScore(each, "performance"))
        .join(" ")})`,
      ...metricFigures(result),
      // What the page and all it loaded weighed on the wire: compression shows here.
      ((result.audits["total-byte-weight"]?.numericValue ?? 0) / 1024).toFixed(0),
      String(categoryScore(result, "accessibility")),
      String(categoryScore(result, "best-practices")),
      String(categoryScore(result, "seo")),
    ]),
  );
  console.log("");
  for (const page of new Set(targets.map((target) => target.page))) {
    const ofPage = [...medians].filter(([target]) => target.page === page);
    const oursScore = categoryScore(ofPage.find(([target]) => target.side === ours)![1], "performance");
    const verdicts = ofPage
      .filter(([target]) => target.side !== ours)
      .map(([target, result]) => {
        const theirs = categoryScore(result, "performance");
        return `${oursScore >= theirs ? "yes" : "NO"}, ${oursScore} vs ${theirs} (${target.side})`;
      });
    console.log(`${page}: median performance of ours at least Astro's: ${verdicts.join("; ")}`);
  }
}
