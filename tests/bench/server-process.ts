import { spawn } from "node:child_process";
import { createServer } from "node:net";

export interface ServerProcess {
  /** http://127.0.0.1:port */
  base: string;
  /** The server's process id (with WEB_CONCURRENCY > 1, the primary; its workers are its children). */
  pid: number;
  /** Stops the server and waits for it to exit. */
  stop(): Promise<void>;
}

/** A port nothing listens on now: the OS picks it, so a leftover server from a crashed run never collides. */
function freePort(): Promise<number> {
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

/**
 * The production server bundle (`npm run build`), as `npm start` runs it, on a free port with `env`;
 * resolves once /healthz answers, and fails at once if the server exits first.
 */
export async function startServer(env: NodeJS.ProcessEnv, timeoutMs = 30_000): Promise<ServerProcess> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["dist/server/server.js"], {
    env: { ...env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: "inherit",
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  let gone = false;
  void exited.then(() => (gone = true));
  const stop = async () => {
    if (!gone) child.kill("SIGTERM");
    await exited;
  };
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !gone) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return { base, pid: child.pid!, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error(
    gone
      ? "the server exited before it answered /healthz"
      : `the server did not answer ${base}/healthz within ${timeoutMs / 1000} s`,
  );
}
