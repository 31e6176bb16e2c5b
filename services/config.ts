/** Configuration comes from the environment only (ARCHITECTURE.md contract 8); see README "Configuration". */
export interface Config {
  port: number;
  host: string;
  /** `sqlite:<path>` (embedded default) or `postgres://...`. */
  databaseUrl: string;
  adminEmail: string | null;
  adminPassword: string | null;
  requireUserLogin: boolean;
  /** Where uploaded and generated files live (media originals, resized variants). */
  dataDir: string;
  /** Built browser assets (`npm run build`). */
  clientDir: string;
  logLevel: string;
  /** Server processes on this machine (node:cluster); each renders on its own core. */
  webConcurrency: number;
  /** Megabytes of rendered HTML each process keeps for anonymous visitors; 0 renders every request. */
  renderCacheMb: number;
}

export class ConfigError extends Error {}

function integer(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === "") return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 65535) throw new ConfigError(`${name} must be a port number, got ${JSON.stringify(value)}`);
  return parsed;
}

function count(name: string, value: string | undefined, fallback: number, max: number): number {
  if (value === undefined || value === "") return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > max) throw new ConfigError(`${name} must be a whole number from 0 to ${max}, got ${JSON.stringify(value)}`);
  return parsed;
}

function flag(name: string, value: string | undefined): boolean {
  if (value === undefined || value === "") return false;
  if (value === "true" || value === "false") return value === "true";
  throw new ConfigError(`${name} must be "true" or "false", got ${JSON.stringify(value)}`);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const databaseUrl = env.DATABASE_URL || "sqlite:./data/forecourt.db";
  if (!/^(sqlite:|postgres(ql)?:\/\/)/.test(databaseUrl)) {
    throw new ConfigError(`DATABASE_URL must start with sqlite: or postgres://, got ${JSON.stringify(databaseUrl)}`);
  }
  return {
    port: integer("PORT", env.PORT, 3000),
    host: env.HOST || "0.0.0.0",
    databaseUrl,
    adminEmail: env.ADMIN_EMAIL || null,
    adminPassword: env.ADMIN_PASSWORD || null,
    requireUserLogin: flag("REQUIRE_USER_LOGIN", env.REQUIRE_USER_LOGIN),
    dataDir: env.DATA_DIR || "./data",
    clientDir: env.CLIENT_DIR || "./dist/client",
    logLevel: env.LOG_LEVEL || (env.NODE_ENV === "test" ? "warn" : "info"),
    webConcurrency: Math.max(1, count("WEB_CONCURRENCY", env.WEB_CONCURRENCY, 1, 64)),
    renderCacheMb: count("RENDER_CACHE_MB", env.RENDER_CACHE_MB, 64, 4096),
  };
}
