import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";

/**
 * The processes of the cluster test: app instances (the built server, dist/server/server.js), nginx
 * balancing them and Varnish in front, from Debian's packages, configured with the files in deploy/
 * that the README tells an operator to use.
 */

const ROOT = path.resolve(import.meta.dirname, "..", "..");

/** What the test needs from the machine; the names of what is missing, with how to get it. */
export function missingTools(): string[] {
  const missing: string[] = [];
  const has = (command: string) => spawnSync("sh", ["-c", `command -v ${command}`]).status === 0;
  if (!has("nginx")) missing.push("nginx (apt-get install -y nginx)");
  if (!has("varnishd")) missing.push("varnishd (apt-get install -y varnish)");
  if (!has("redis-cli") || spawnSync("redis-cli", ["ping"]).stdout?.toString().trim() !== "PONG")
    missing.push("a Redis server on 127.0.0.1:6379 (apt-get install -y redis-server)");
  try {
    readFileSync(path.join(ROOT, "dist", "server", "server.js"));
  } catch {
    missing.push("the built server dist/server/server.js (npm run build)");
  }
  return missing;
}

/** Ports already taken (a run still going, or a leftover): the test refuses to start on them. */
export async function takenPorts(ports: readonly number[]): Promise<number[]> {
  const taken: number[] = [];
  for (const port of ports) {
    const free = await new Promise<boolean>((resolve) => {
      const probe = createServer();
      probe.once("error", () => resolve(false));
      probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
    });
    if (!free) taken.push(port);
  }
  return taken;
}

/** A deploy/ template with its ${NAME} placeholders filled in; an unknown placeholder is a mistake. */
function fillTemplate(file: string, values: Record<string, string>): string {
  return readFileSync(path.join(ROOT, "deploy", file), "utf8").replace(/\$\{([A-Z_]+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`deploy/${file}: no value for \${${name}}`);
    return value;
  });
}

export interface Managed {
  name: string;
  child: ChildProcess;
  exited: Promise<number | null>;
  /** The last lines it wrote to stderr (shown when something fails). */
  log: string[];
}

function manage(name: string, command: string, args: string[], env: NodeJS.ProcessEnv): Managed {
  const child = spawn(command, args, { cwd: ROOT, env, stdio: ["ignore", "ignore", "pipe"] });
  const log: string[] = [];
  child.stderr!.on("data", (chunk: Buffer) => {
    log.push(...chunk.toString().split("\n").filter(Boolean));
    if (log.length > 40) log.splice(0, log.length - 40);
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  // Should the test itself crash, it leaves nothing running behind it.
  const orphaned = () => child.kill("SIGKILL");
  process.once("exit", orphaned);
  void exited.then(() => process.off("exit", orphaned));
  return { name, child, exited, log };
}

async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
}

export class Instance {
  process: Managed | null = null;
  constructor(
    readonly port: number,
    private readonly env: NodeJS.ProcessEnv,
  ) {}

  get base(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Starts it and waits until /readyz says ready (migrated, stock index built). */
  async start(timeoutMs = 180_000): Promise<void> {
    this.process = manage(`instance :${this.port}`, process.execPath, ["dist/server/server.js"], {
      ...this.env,
      PORT: String(this.port),
      HOST: "127.0.0.1",
    });
    const started = this.process;
    let gone = false;
    void started.exited.then(() => (gone = true));
    await waitFor(
      `instance :${this.port} ready`,
      async () => {
        if (gone) throw new Error(`instance :${this.port} exited: ${started.log.join("\n")}`);
        return (await fetch(`${this.base}/readyz`)).ok;
      },
      timeoutMs,
    );
  }

  /** SIGTERM (graceful) or SIGKILL; resolves when it has exited. */
  async stop(signal: "SIGTERM" | "SIGKILL" = "SIGTERM"): Promise<number | null> {
    const running = this.process;
    if (!running) return null;
    running.child.kill(signal);
    const code = await running.exited;
    this.process = null;
    return code;
  }
}

export interface Proxies {
  varnish: Managed;
  nginx: Managed;
  /** What went wrong between nginx and the instances so far: its error log's lines, counted by kind. */
  upstreamErrors(): Record<string, number>;
  stop(): Promise<void>;
}

/** "recv() failed (104: Connection reset by peer) while reading response header from upstream" and the like. */
function upstreamErrorKinds(log: string): Record<string, number> {
  const kinds: Record<string, number> = {};
  for (const line of log.split("\n")) {
    const found = /\[(?:error|warn)\] \d+#\d+: \*\d+ (.*?), client:.*?, request: "([A-Z]+) /.exec(line);
    if (!found) continue;
    const kind = `${found[1]} (${found[2]})`;
    kinds[kind] = (kinds[kind] ?? 0) + 1;
  }
  return kinds;
}

/** nginx on `balancerPort` over the instances, Varnish on `cachePort` over nginx; configs from deploy/. */
export async function startProxies(
  runDir: string,
  ports: { cache: number; cacheAdmin: number; balancer: number },
  instances: readonly Instance[],
): Promise<Proxies> {
  // nginx's workers run as an unprivileged user and write their temporary files here.
  const nginxDir = path.join(runDir, "nginx");
  mkdirSync(nginxDir, { recursive: true });
  chmodSync(nginxDir, 0o777);
  const nginxConf = path.join(nginxDir, "nginx.conf");
  writeFileSync(
    nginxConf,
    fillTemplate("forecourt-nginx.conf", {
      RUN_DIR: nginxDir,
      LISTEN: `127.0.0.1:${ports.balancer}`,
      UPSTREAMS: instances
        .map((instance) => `server 127.0.0.1:${instance.port} max_fails=1 fail_timeout=2s;`)
        .join("\n        "),
    }),
  );
  const nginx = manage("nginx", "nginx", ["-p", nginxDir, "-c", nginxConf, "-g", "daemon off;"], process.env);
  // Varnish's compiler runs as its own user: the run folder (mkdtemp: owner only) must be readable.
  chmodSync(runDir, 0o755);
  const vcl = path.join(runDir, "forecourt.vcl");
  writeFileSync(
    vcl,
    fillTemplate("forecourt.vcl", {
      BALANCER_HOST: "127.0.0.1",
      BALANCER_PORT: String(ports.balancer),
      PURGER_ADDRESS: "127.0.0.1",
    }),
  );
  const varnish = manage(
    "varnish",
    "varnishd",
    [
      "-F",
      "-n",
      path.join(runDir, "varnish"),
      "-a",
      `127.0.0.1:${ports.cache}`,
      "-T",
      `127.0.0.1:${ports.cacheAdmin}`,
      "-f",
      vcl,
      "-s",
      "malloc,128m",
      // Longer than any client's keep-alive: a client never reuses a connection Varnish just closed.
      "-p",
      "timeout_idle=65",
    ],
    process.env,
  );
  const stop = async () => {
    for (const proxy of [varnish, nginx]) {
      proxy.child.kill("SIGTERM");
      await proxy.exited;
    }
  };
  try {
    await waitFor(
      "nginx listening",
      async () => (await fetch(`http://127.0.0.1:${ports.balancer}/healthz`)).ok,
      20_000,
    );
    await waitFor("varnish listening", async () => (await fetch(`http://127.0.0.1:${ports.cache}/healthz`)).ok, 30_000);
  } catch (error) {
    console.error(`nginx: ${nginx.log.join("\n")}\nvarnish: ${varnish.log.join("\n")}`);
    await stop();
    throw error;
  }
  const upstreamErrors = () => {
    try {
      return upstreamErrorKinds(readFileSync(path.join(nginxDir, "nginx-error.log"), "utf8"));
    } catch {
      return {};
    }
  };
  return { varnish, nginx, upstreamErrors, stop };
}
