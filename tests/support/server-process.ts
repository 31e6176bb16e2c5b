import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

/** A real server process (services/server.ts), for tests that kill it with SIGKILL and restart it. */
export interface ServerProcess {
  child: ChildProcess;
  base: string;
  exited: Promise<void>;
}

export async function startServerProcess(env: NodeJS.ProcessEnv, port: number): Promise<ServerProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", "services/server.ts"], {
    env: { ...process.env, ...env, PORT: String(port), HOST: "127.0.0.1", NODE_ENV: "production" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  let gone = false;
  void exited.then(() => (gone = true));
  const base = `http://127.0.0.1:${port}`;
  // Generous: on a busy shared machine the tsx start (migrations, demo seeding) can take minutes.
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline && !gone) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return { child, base, exited };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill("SIGKILL");
  throw new Error("the server did not start");
}

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
