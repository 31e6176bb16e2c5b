import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startServer } from "../bench/server-process.ts";

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

/** Starts the server with its clock at `at` (ISO 8601; "" for the wall clock) and waits until it answers. */
export async function startClockServer(admin: { email: string; password: string }, at: string): Promise<ClockServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "forecourt-clock-e2e-"));
  const clockFile = path.join(dataDir, "clock");
  writeFileSync(clockFile, at);
  const databaseFile = path.join(dataDir, "clock.db");
  const server = await startServer(
    {
      PATH: process.env.PATH,
      NODE_ENV: "test",
      TEST_CLOCK_FILE: clockFile,
      DATA_DIR: dataDir,
      DATABASE_URL: `sqlite:${databaseFile}`,
      SEED_PAGES_DIR: "tests/fixtures/pages",
      DEMO_VEHICLES: "0",
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      LOG_LEVEL: "warn",
    },
    120_000,
  ).catch((error: unknown) => {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });
  const close = async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  const baseURL = server.base;
  return { baseURL, databaseFile, setClock: (iso) => writeFileSync(clockFile, iso), close };
}
