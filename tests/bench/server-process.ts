import { spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
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
  // Read before stopping it: once stopped it is gone either way, and a slow start is not a crash.
  const exitedByItself = gone;
  await stop();
  throw new Error(
    exitedByItself
      ? "the server exited before it answered /healthz"
      : `the server did not answer ${base}/healthz within ${timeoutMs / 1000} s`,
  );
}

/** `pid` and its descendants (a cluster's workers), from /proc. */
function processTree(pid: number): number[] {
  const parents = new Map<number, number[]>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // "pid (comm) state ppid ...": comm may hold spaces, so read after the last ")".
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      parents.set(ppid, [...(parents.get(ppid) ?? []), Number(entry)]);
    } catch {
      // the process ended meanwhile
    }
  }
  const tree = [pid];
  for (let i = 0; i < tree.length; i++) tree.push(...(parents.get(tree[i]!) ?? []));
  return tree;
}

/** VmRSS and VmHWM (peak) in MB of `pid` and of each of its descendants, one entry per process. */
export function processMemory(pid: number): { pid: number; rss: number; hwm: number }[] {
  const figures: { pid: number; rss: number; hwm: number }[] = [];
  for (const each of processTree(pid)) {
    try {
      const status = readFileSync(`/proc/${each}/status`, "utf8");
      figures.push({
        pid: each,
        rss: Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024,
        hwm: Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024,
      });
    } catch {
      // the process ended meanwhile
    }
  }
  return figures;
}

/** CPU time (user + system, ms) `pid` and its descendants have used so far, from /proc. */
export function processCpuMs(pid: number): number {
  let ticks = 0;
  for (const each of processTree(pid)) {
    try {
      const stat = readFileSync(`/proc/${each}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      // utime and stime are fields 14 and 15 of stat, in clock ticks (100 a second on Linux).
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // the process ended meanwhile
    }
  }
  return ticks * 10;
}
