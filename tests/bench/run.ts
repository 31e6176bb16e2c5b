/** `npm run bench`: prints figures and ratios against the targets; asserts nothing (see README). */
import { runEditorBench } from "./editor.bench.ts";
import { runJsSizeBench } from "./js-size.bench.ts";
import { runLeadsBench } from "./leads.bench.ts";
import { runListingsBench, writeFeedIfAsked } from "./listings.bench.ts";
import { runOrdersBench } from "./orders.bench.ts";
import { runPeersBench } from "./peers.bench.ts";
import { runSsrBench } from "./ssr.bench.ts";
import { runValidationBench } from "./validation.bench.ts";

// The listings bench runs this file again in a child process to write its demo feed.
if (await writeFeedIfAsked()) process.exit(0);

const only = process.argv.slice(2);
const want = (name: string): boolean => only.length === 0 || only.includes(name);

console.log(`node ${process.version}, NODE_ENV=${process.env.NODE_ENV ?? ""}, ${new Date().toISOString()}`);
if (want("validation")) runValidationBench();
if (want("ssr")) await runSsrBench();
if (want("js")) await runJsSizeBench();
if (want("listings")) await runListingsBench(Number(process.env.BENCH_VEHICLES ?? 100_000));
if (want("editor")) await runEditorBench();
if (want("leads")) await runLeadsBench();
if (want("orders")) await runOrdersBench();
// Only when asked by name: it installs Astro from the npm registry.
if (only.includes("peers")) await runPeersBench();
