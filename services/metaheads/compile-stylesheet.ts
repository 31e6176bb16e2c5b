import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";

export type StylesheetLanguage = "sass" | "scss";

export type CompileResult = { ok: true; css: string } | { ok: false; message: string; line: number | null; column: number | null };

/** The sass package's entry, resolved here so the worker loads the same copy (also from the server bundle). */
const SASS_ENTRY = createRequire(import.meta.url).resolve("sass");

// Runs in a worker thread: sass compiles synchronously, and a stylesheet that never finishes
// (`@while true {}`) must not block the server. Plain CommonJS, so it runs the same from source and built.
const WORKER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
const sass = require(workerData.entry);
try {
  const result = sass.compileString(workerData.source, { syntax: workerData.syntax, style: "compressed", logger: sass.Logger.silent });
  parentPort.postMessage({ ok: true, css: result.css });
} catch (error) {
  const span = error && error.span;
  parentPort.postMessage({
    ok: false,
    message: String((error && (error.sassMessage || error.message)) || error),
    line: span ? span.start.line + 1 : null,
    column: span ? span.start.column + 1 : null,
  });
}
`;

/**
 * Compiles Sass (indented syntax) or SCSS to compressed CSS with the `sass` package, in a worker that
 * is stopped after `timeoutMs`. No importer and no load paths: `@use`/`@import` of files cannot read the
 * server's disk (only the built-in `sass:` modules load). Errors carry the compiler's message and the
 * 1-based line and column.
 */
export function compileStylesheet(source: string, language: StylesheetLanguage, timeoutMs = 5000): Promise<CompileResult> {
  return new Promise((resolve) => {
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { entry: SASS_ENTRY, source, syntax: language === "sass" ? "indented" : "scss" },
      resourceLimits: { maxOldGenerationSizeMb: 256 },
    });
    let settled = false;
    const settle = (result: CompileResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      resolve(result);
    };
    const timer = setTimeout(() => settle({ ok: false, message: `compiling took longer than ${timeoutMs / 1000} s (an endless loop?)`, line: null, column: null }), timeoutMs);
    worker.once("message", (message: CompileResult) => settle(message));
    worker.once("error", (error) => settle({ ok: false, message: error.message, line: null, column: null }));
    worker.once("exit", (code) => settle({ ok: false, message: `the compiler stopped (exit code ${code})`, line: null, column: null }));
  });
}
