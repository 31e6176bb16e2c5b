import { readFileSync } from "node:fs";

/**
 * The time the public site renders at: offer schedules of blocks and offers, and the HTML cache's
 * expiries, all read this one clock (docs/decisions/114-one-injected-render-clock.md). It is built once
 * in the composition (`createServices`) and handed to the offers service and the site renderer.
 */
export type Clock = () => Date;

const systemClock: Clock = () => new Date();

/**
 * A clock a browser test moves from outside the server process: the ISO 8601 instant written in
 * `file` (the time stands still there), the wall clock while the file is missing or empty. Read on
 * every call so that every worker process sees a change at once. Built only for TEST_CLOCK_FILE, which
 * the configuration refuses unless NODE_ENV=test.
 */
function fileClock(file: string): Clock {
  return () => {
    let text = "";
    try {
      text = readFileSync(file, "utf8").trim();
    } catch {
      // No file yet: the test has not moved the clock.
    }
    if (text === "") return new Date();
    const at = Date.parse(text);
    if (Number.isNaN(at)) throw new Error(`${file} must hold an ISO 8601 instant, got ${JSON.stringify(text)}`);
    return new Date(at);
  };
}

/** The configured clock: the wall clock, or a test's clock file. */
export function configuredClock(config: { testClockFile: string | null }): Clock {
  return config.testClockFile ? fileClock(config.testClockFile) : systemClock;
}
