import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * A second server process, built like the e2e one (dist/server/server.js) but with its own port, data
 * folder and database, whose render clock a test moves: NODE_ENV=test and TEST_CLOCK_FILE (which the
 * production configuration refuses, decision 114). The schedules a test creates there cannot disturb
 * the shared e2e server, and a test may set any date.
 */
export interface ClockServer {
  baseURL: string;
  /** The server's own SQLite file: a test may break a row there to see the site degrade. */
  databaseFile: string;
  /** Sets the instant the site renders at (ISO 8601); the next request sees it. */
  setClock(iso: string): void;
  close(): Promise<void>;
}

/** A port nothing listens on now: the OS picks it, we release it for the server. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

async function waitUntilHealthy(url: string, server: ChildProcess, log: () => string, timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (server.exitCode !== null) throw new Error(`the clock server exited (${server.exitCode}):\n${log()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the clock server did not answer ${url} within ${timeoutMs} ms:\n${log()}`);
}

/** Starts the server with its clock at `at` (ISO 8601; "" for the wall clock) and waits until it answers. */
export async function startClockServer(admin: { email: string; password: string }, at: string): Promise<ClockServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "forecourt-clock-e2e-"));
  const clockFile = path.join(dataDir, "clock");
  writeFileSync(clockFile, at);
  const databaseFile = path.join(dataDir, "clock.db");
  const port = await freePort();
  let stderr = "";
  const server = spawn(process.execPath, ["dist/server/server.js"], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "test",
      TEST_CLOCK_FILE: clockFile,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: `sqlite:${databaseFile}`,
      SEED_PAGES_DIR: "tests/fixtures/pages",
      DEMO_VEHICLES: "0",
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  server.stderr!.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const baseURL = `http://127.0.0.1:${port}`;
  const close = async () => {
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once("exit", resolve));
      server.kill("SIGTERM");
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilHealthy(`${baseURL}/healthz`, server, () => stderr, 120_000);
  } catch (error) {
    await close();
    throw error;
  }
  return { baseURL, databaseFile, setClock: (iso) => writeFileSync(clockFile, iso), close };
}
