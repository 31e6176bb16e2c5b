import { spawn } from "node:child_process";
import { existsSync } from "node:fs";

export const WARMUP_SECONDS = 3;
export const MEASURE_SECONDS = 10;

/** The load generator on this machine: wrk (C, light on CPU) when installed, else autocannon. */
export const LOAD_TOOL: "wrk" | "autocannon" = existsSync("/usr/bin/wrk") ? "wrk" : "autocannon";

export interface Load {
  rps: number;
  p50: string;
  p99: string;
}

/**
 * Load from a second process on loopback: wrk (C, light on CPU) when installed, else autocannon.
 * Requests say `Accept-Encoding: br, gzip` as every browser does (measure's default), so the figures
 * include the compression a visitor's response gets (and the HTML cache's precompressed copies).
 */
async function load(
  tool: "wrk" | "autocannon",
  url: string,
  seconds: number,
  env: NodeJS.ProcessEnv,
  acceptEncoding: string | null,
): Promise<Load> {
  if (tool === "wrk") {
    const header = acceptEncoding === null ? [] : ["-H", `Accept-Encoding: ${acceptEncoding}`];
    const out = await run("/usr/bin/wrk", ["-t1", "-c32", `-d${seconds}s`, "--latency", ...header, url], env);
    const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? 0);
    // wrk --latency prints lines like "     50%    3.12ms".
    const latency = (percent: string): string => new RegExp(`\\s${percent}%\\s+(\\S+)`).exec(out)?.[1] ?? "?";
    return { rps, p50: latency("50"), p99: latency("99") };
  }
  const out = await run(
    process.execPath,
    [
      "node_modules/autocannon/autocannon.js",
      "-c",
      "32",
      "-d",
      String(seconds),
      ...(acceptEncoding === null ? [] : ["-H", `accept-encoding=${acceptEncoding}`]),
      "--json",
      url,
    ],
    env,
  );
  const result = JSON.parse(out) as { requests: { average: number }; latency: { p50: number; p99: number } };
  return { rps: result.requests.average, p50: `${result.latency.p50}ms`, p99: `${result.latency.p99}ms` };
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ["ignore", "pipe", "inherit"] });
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.on("exit", (code) => (code === 0 ? resolve(out) : reject(new Error(`${command} exited with ${code}`))));
  });
}

/**
 * Warm up, then measure. Requests accept `br, gzip` unless `acceptEncoding` says otherwise (null:
 * no Accept-Encoding header, as a client that takes no compression).
 */
export async function measure(
  tool: "wrk" | "autocannon",
  url: string,
  env: NodeJS.ProcessEnv,
  { acceptEncoding = "br, gzip", seconds = MEASURE_SECONDS, warmup = WARMUP_SECONDS }: MeasureOptions = {},
): Promise<Load> {
  if (warmup > 0) await load(tool, url, warmup, env, acceptEncoding);
  return load(tool, url, seconds, env, acceptEncoding);
}

interface MeasureOptions {
  acceptEncoding?: string | null;
  seconds?: number;
  warmup?: number;
}
