import { createRequire } from "node:module";
import { spawn } from "node:child_process";

export type StylesheetLanguage = "sass" | "scss";

export type CompileResult =
  | { ok: true; css: string }
  | { ok: false; message: string; line: number | null; column: number | null }
  /** Every compiler slot and queue place is taken: try again shortly. */
  | { ok: false; busy: true; message: string };

/** The longest stylesheet source compiled (characters); an admin panel stylesheet is a few KB. */
export const MAX_STYLESHEET_CHARS = 100_000;
/** The most CSS a compile may produce: loops can multiply a short source into megabytes. */
const MAX_COMPILED_CHARS = 1_000_000;
/** Compiles at once per process, and compiles waiting for a slot; more are refused as busy. */
export const MAX_RUNNING_COMPILES = 2;
export const MAX_WAITING_COMPILES = 4;
/**
 * Heap of one compiler process. The sass package and a real stylesheet need about 40 MB; 16
 * parallel compiles in worker threads with a 256 MB limit each took the server from 294 MB to
 * 1.49 GB. A separate process rather than a worker's resourceLimits: a worker that runs out of
 * memory in some allocations (large strings, code) aborts the whole server process (seen with a
 * string doubled 24 times; decision 015), a child process only ends itself.
 */
const COMPILER_HEAP_MB = 96;
/** How long starting Node and loading sass may take before the compile's own timeout starts. */
const STARTUP_TIMEOUT_MS = 30_000;
/** The byte the compiler process writes first, once sass is loaded ("."). */
const READY_MARK = 0x2e;

let running = 0;
const waiting: (() => void)[] = [];

/** Runs `task` when a compiler slot is free; null (without running it) when the queue is full. */
async function inCompilerSlot<T>(task: () => Promise<T>): Promise<T | null> {
  if (running >= MAX_RUNNING_COMPILES) {
    if (waiting.length >= MAX_WAITING_COMPILES) return null;
    await new Promise<void>((resolve) => waiting.push(resolve));
  } else {
    running++;
  }
  try {
    return await task();
  } finally {
    // Hand the slot straight to the next in line, or give it back.
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

/** The sass package's entry, resolved here so the compiler process loads the same copy (also from the server bundle). */
const SASS_ENTRY = createRequire(import.meta.url).resolve("sass");

// Runs in a child process: sass compiles synchronously, and a stylesheet that never finishes
// (`@while true {}`) or that grows without end must not block or take down the server. Plain
// CommonJS, so it runs the same from source and built. Reads {source, syntax} on stdin, writes the result.
const COMPILER_SOURCE = `
const sass = require(process.argv[1]);
// Ready: the compile timeout starts now, not while Node and sass load (slow on a busy machine).
process.stdout.write(".");
let input = "";
process.stdin.setEncoding("utf8");
process.stdin.on("data", (chunk) => { input += chunk; });
process.stdin.on("end", () => {
  const { source, syntax } = JSON.parse(input);
  let result;
  try {
    result = { ok: true, css: sass.compileString(source, { syntax, style: "compressed", logger: sass.Logger.silent }).css };
  } catch (error) {
    const span = error && error.span;
    result = {
      ok: false,
      message: String((error && (error.sassMessage || error.message)) || error),
      line: span ? span.start.line + 1 : null,
      column: span ? span.start.column + 1 : null,
    };
  }
  process.stdout.write(JSON.stringify(result));
});
`;

/**
 * Compiles Sass (indented syntax) or SCSS to compressed CSS with the `sass` package, in a child
 * process with a bounded heap, stopped after `timeoutMs` of compiling. No importer and no load paths:
 * `@use`/`@import` of files cannot read the server's disk (only the built-in `sass:` modules load).
 * Errors carry the compiler's message and the 1-based line and column. Bounded: source and output
 * length, compiles at once (a small queue, then `busy`), and each compiler's heap.
 */
export async function compileStylesheet(
  source: string,
  language: StylesheetLanguage,
  timeoutMs = 5000,
): Promise<CompileResult> {
  if (source.length > MAX_STYLESHEET_CHARS)
    return {
      ok: false,
      message: `the stylesheet is longer than ${MAX_STYLESHEET_CHARS} characters`,
      line: null,
      column: null,
    };
  const result = await inCompilerSlot(() => compileInProcess(source, language, timeoutMs));
  if (result === null)
    return { ok: false, busy: true, message: "Other stylesheets are being compiled; try again in a few seconds." };
  if (result.ok && result.css.length > MAX_COMPILED_CHARS)
    return {
      ok: false,
      message: `the compiled CSS is longer than ${MAX_COMPILED_CHARS} characters`,
      line: null,
      column: null,
    };
  return result;
}

function failure(message: string): CompileResult {
  return { ok: false, message, line: null, column: null };
}

function compileInProcess(source: string, language: StylesheetLanguage, timeoutMs: number): Promise<CompileResult> {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [`--max-old-space-size=${COMPILER_HEAP_MB}`, "--max-semi-space-size=8", "-e", COMPILER_SOURCE, SASS_ENTRY],
      { stdio: ["pipe", "pipe", "ignore"], env: {} },
    );
    let settled = false;
    const settle = (result: CompileResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      child.kill("SIGKILL");
      resolve(result);
    };
    // Starting Node and loading sass gets its own, longer allowance; the compile's starts when the compiler says it is ready.
    let timer = setTimeout(() => settle(failure("the compiler did not start")), STARTUP_TIMEOUT_MS);
    let ready = false;
    const chunks: Buffer[] = [];
    let bytes = 0;
    child.stdout.on("data", (data: Buffer) => {
      let chunk = data;
      if (!ready && chunk[0] === READY_MARK) {
        ready = true;
        clearTimeout(timer);
        timer = setTimeout(
          () => settle(failure(`compiling took longer than ${timeoutMs / 1000} s (an endless loop?)`)),
          timeoutMs,
        );
        chunk = chunk.subarray(1);
      }
      bytes += chunk.length;
      // JSON escaping can only lengthen the CSS: past this, the answer is too long whatever it holds.
      if (bytes > MAX_COMPILED_CHARS * 6 + 1024)
        settle(failure(`the compiled CSS is longer than ${MAX_COMPILED_CHARS} characters`));
      else chunks.push(chunk);
    });
    child.once("error", (error) => settle(failure(error.message)));
    child.once("close", (code, signal) => {
      if (code !== 0)
        return settle(failure(`the compiler ran out of memory or stopped (${signal ?? `exit code ${code}`})`));
      try {
        settle(JSON.parse(Buffer.concat(chunks).toString("utf8")) as CompileResult);
      } catch {
        settle(failure("the compiler's answer could not be read"));
      }
    });
    child.stdin.on("error", () => undefined);
    child.stdin.end(JSON.stringify({ source, syntax: language === "sass" ? "indented" : "scss" }));
  });
}
