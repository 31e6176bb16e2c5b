import { isIP } from "node:net";
import { formsConfig, type FormsConfig } from "./forms/forms-config.ts";
import { ordersConfig, type OrdersConfig } from "./orders/orders-config.ts";
import { parseAllowList } from "./foundation/outbound-address-policy.ts";
import { cachePurgeConfig, type CachePurgeConfig } from "./foundation/cache-purges.ts";

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
  /** Where media originals and variants are kept: the local DATA_DIR (default) or an S3-compatible bucket. */
  mediaStorage: MediaStorageConfig;
  /** REDIS_URL: rate limits and sign-in throttles shared by every instance; null counts in each process. */
  redis: RedisConfig | null;
  /** Built browser assets (`npm run build`). */
  clientDir: string;
  logLevel: string;
  /** Server processes on this machine (node:cluster); each renders on its own core. */
  webConcurrency: number;
  /** Megabytes of rendered HTML each process keeps for anonymous visitors; 0 renders every request. */
  renderCacheMb: number;
  /** Sign-in through an external OpenID Connect provider; null when OIDC_ISSUER is not set. */
  oidc: OidcConfig | null;
  /**
   * Which reverse proxies may set X-Forwarded-For/-Host/-Proto, in the form Fastify's `trustProxy`
   * takes: false (none, the default), a hop count, or a list of addresses and CIDR ranges.
   */
  trustProxy: TrustProxy;
  /** The site's public origin (PUBLIC_URL, e.g. `https://www.example.com`) for absolute canonical URLs; null: the request's origin. */
  publicUrl: string | null;
  /** Forms and leads: SMTP, the lead service, verification keys, the lead rate limit, the outbox worker. */
  forms: FormsConfig;
  orders: OrdersConfig;
  /** Where the shared cache's purges go (CACHE_PURGE_*): none by default. */
  cachePurge: CachePurgeConfig;
  /** SHUTDOWN_TIMEOUT_MS: how long a stopping instance waits for requests under way before it exits. */
  shutdownTimeoutMs: number;
  /** SHUTDOWN_DRAIN_MS: how long it answers /readyz 503 and Connection: close before it stops listening (the balancer's check interval). */
  shutdownDrainMs: number;
  /**
   * TEST_CLOCK_FILE: a file whose ISO 8601 instant the site renders at (browser tests move offer
   * schedules past their boundaries with it); only with NODE_ENV=test, refused otherwise. Null: the wall clock.
   */
  testClockFile: string | null;
}

export type TrustProxy = false | number | string[];

type MediaStorageConfig = { kind: "local" } | ({ kind: "s3" } & S3Config);

export interface S3Config {
  bucket: string;
  /** Another S3 API than AWS (MinIO, R2, a test server); null: AWS for `region`. */
  endpoint: string | null;
  region: string;
  /** Null: the SDK's own chain (AWS_* variables, instance role, ...). */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
  /** Bucket in the path (`https://host/bucket/key`), as MinIO and most self-hosted servers need. */
  forcePathStyle: boolean;
  /** Prepended to every key (`site-a/`), so several sites can share a bucket. */
  prefix: string;
}

export interface RedisConfig {
  url: string;
  /** Prepended to every key, so several sites (or test runs) can share one Redis. */
  keyPrefix: string;
}

export interface OidcConfig {
  issuer: string;
  clientId: string;
  /** Null for a public client (PKCE only). */
  clientSecret: string | null;
  /** Shown on the sign-in page: "Sign in with <providerName>". */
  providerName: string;
  /** The role of a user the provider signs in for the first time. */
  defaultRole: "admin" | "editor" | "viewer";
  /** A claim whose value (admin, editor or viewer) sets the user's role at every sign-in. */
  roleClaim: string | null;
}

export class ConfigError extends Error {}

function integer(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === "") return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 65535)
    throw new ConfigError(`${name} must be a port number, got ${JSON.stringify(value)}`);
  return parsed;
}

function count(name: string, value: string | undefined, fallback: number, max: number): number {
  if (value === undefined || value === "") return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > max)
    throw new ConfigError(`${name} must be a whole number from 0 to ${max}, got ${JSON.stringify(value)}`);
  return parsed;
}

function flag(name: string, value: string | undefined): boolean {
  if (value === undefined || value === "") return false;
  if (value === "true" || value === "false") return value === "true";
  throw new ConfigError(`${name} must be "true" or "false", got ${JSON.stringify(value)}`);
}

/**
 * TRUST_PROXY: unset or `false` trusts no proxy (X-Forwarded-* are ignored: any client can write
 * them); a whole number trusts that many hops in front of the server; otherwise a comma-separated list
 * of proxy addresses or CIDR ranges (`127.0.0.1,10.0.0.0/8`).
 */
function trustProxy(value: string | undefined): TrustProxy {
  if (value === undefined || value.trim() === "" || value.trim() === "false") return false;
  if (value.trim() === "true") {
    throw new ConfigError(
      "TRUST_PROXY=true would let any client forge its address; set the proxy's address or CIDR range (e.g. 10.0.0.0/8), or the number of proxies in front of the server (e.g. 1)",
    );
  }
  if (/^\d+$/.test(value.trim())) return count("TRUST_PROXY", value.trim(), 0, 32) || false;
  const entries = value
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const [address, bits, ...rest] = entry.split("/");
    const family = isIP(address ?? "");
    const maxBits = family === 4 ? 32 : 128;
    const validBits = bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= maxBits);
    if (family === 0 || !validBits || rest.length > 0) {
      throw new ConfigError(
        `TRUST_PROXY must be false, a number of proxy hops, or a comma-separated list of proxy addresses or CIDR ranges; ${JSON.stringify(entry)} is none of these`,
      );
    }
  }
  return entries;
}

/**
 * TRUST_PROXY as Fastify's `trustProxy` option. A hop count becomes a function because Fastify 5
 * reads a bare number as "trust nothing" (it cannot check the immediate peer); trusting the nearest
 * `hops` addresses is what the operator asked for when the server is reachable only through them.
 */
export function trustProxyOption(value: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value !== "number") return value;
  return (_address, hop) => hop < value;
}

/** PUBLIC_URL: an http(s) origin, nothing after the host (a trailing slash is dropped). */
function publicUrl(value: string | undefined): string | null {
  if (value === undefined || value === "") return null;
  const url = URL.canParse(value) ? new URL(value) : null;
  if (
    !url ||
    (url.protocol !== "https:" && url.protocol !== "http:") ||
    url.username ||
    url.password ||
    url.search ||
    url.hash ||
    url.pathname !== "/"
  ) {
    throw new ConfigError(
      `PUBLIC_URL must be the site's origin, like https://www.example.com (no path), got ${JSON.stringify(value)}`,
    );
  }
  return url.origin;
}

const ROLE_NAMES = ["admin", "editor", "viewer"] as const;

function oidcConfig(env: NodeJS.ProcessEnv): OidcConfig | null {
  if (!env.OIDC_ISSUER) {
    if (env.OIDC_CLIENT_ID)
      throw new ConfigError(
        "OIDC_CLIENT_ID is set but OIDC_ISSUER is not; set both to sign in through an identity provider",
      );
    return null;
  }
  if (!URL.canParse(env.OIDC_ISSUER))
    throw new ConfigError(`OIDC_ISSUER must be the provider's issuer URL, got ${JSON.stringify(env.OIDC_ISSUER)}`);
  if (!env.OIDC_CLIENT_ID) throw new ConfigError("OIDC_ISSUER is set, so OIDC_CLIENT_ID is needed too");
  const defaultRole = env.OIDC_DEFAULT_ROLE || "viewer";
  if (!(ROLE_NAMES as readonly string[]).includes(defaultRole))
    throw new ConfigError(`OIDC_DEFAULT_ROLE must be admin, editor or viewer, got ${JSON.stringify(defaultRole)}`);
  return {
    issuer: env.OIDC_ISSUER,
    clientId: env.OIDC_CLIENT_ID,
    clientSecret: env.OIDC_CLIENT_SECRET || null,
    providerName: env.OIDC_PROVIDER_NAME || "single sign-on",
    defaultRole: defaultRole as OidcConfig["defaultRole"],
    roleClaim: env.OIDC_ROLE_CLAIM || null,
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const databaseUrl = env.DATABASE_URL || "sqlite:./data/forecourt.db";
  if (!/^(sqlite:|postgres(ql)?:\/\/)/.test(databaseUrl)) {
    throw new ConfigError(`DATABASE_URL must start with sqlite: or postgres://, got ${JSON.stringify(databaseUrl)}`);
  }
  // Read where requests are made (services/foundation/outbound-http.ts); a mistyped entry stops the server here.
  let cachePurge: CachePurgeConfig;
  try {
    parseAllowList(env.OUTBOUND_ALLOW_HOSTS);
    cachePurge = cachePurgeConfig(env);
  } catch (error) {
    throw new ConfigError((error as Error).message);
  }
  return {
    port: integer("PORT", env.PORT, 3000),
    host: env.HOST || "0.0.0.0",
    databaseUrl,
    adminEmail: env.ADMIN_EMAIL || null,
    adminPassword: env.ADMIN_PASSWORD || null,
    requireUserLogin: flag("REQUIRE_USER_LOGIN", env.REQUIRE_USER_LOGIN),
    dataDir: env.DATA_DIR || "./data",
    mediaStorage: mediaStorage(env),
    redis: redisConfig(env),
    clientDir: env.CLIENT_DIR || "./dist/client",
    logLevel: env.LOG_LEVEL || (env.NODE_ENV === "test" ? "warn" : "info"),
    webConcurrency: Math.max(1, count("WEB_CONCURRENCY", env.WEB_CONCURRENCY, 1, 64)),
    renderCacheMb: count("RENDER_CACHE_MB", env.RENDER_CACHE_MB, 64, 4096),
    oidc: oidcConfig(env),
    trustProxy: trustProxy(env.TRUST_PROXY),
    publicUrl: publicUrl(env.PUBLIC_URL),
    forms: formsConfig(env),
    orders: ordersConfig(env),
    cachePurge,
    shutdownTimeoutMs: count("SHUTDOWN_TIMEOUT_MS", env.SHUTDOWN_TIMEOUT_MS, 25_000, 600_000),
    shutdownDrainMs: count("SHUTDOWN_DRAIN_MS", env.SHUTDOWN_DRAIN_MS, 0, 600_000),
    testClockFile: testClockFile(env),
  };
}

/** MEDIA_STORAGE=local (default) keeps media under DATA_DIR; `s3` in the bucket the S3_* variables name. */
function mediaStorage(env: NodeJS.ProcessEnv): MediaStorageConfig {
  const kind = env.MEDIA_STORAGE || "local";
  if (kind === "local") return { kind };
  if (kind !== "s3") throw new ConfigError(`MEDIA_STORAGE must be local or s3, got ${JSON.stringify(kind)}`);
  if (!env.S3_BUCKET) throw new ConfigError("MEDIA_STORAGE=s3 needs S3_BUCKET, the bucket media are kept in");
  const endpoint = env.S3_ENDPOINT || null;
  if (endpoint !== null && !/^https?:\/\//.test(endpoint))
    throw new ConfigError(
      `S3_ENDPOINT must be the storage's URL, like https://s3.example.com or http://127.0.0.1:9000, got ${JSON.stringify(endpoint)}`,
    );
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY))
    throw new ConfigError("S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither");
  const forcePathStyle = env.S3_FORCE_PATH_STYLE || "0";
  if (forcePathStyle !== "0" && forcePathStyle !== "1")
    throw new ConfigError(`S3_FORCE_PATH_STYLE must be 1 or 0, got ${JSON.stringify(forcePathStyle)}`);
  const prefix = env.S3_PREFIX || "";
  if (prefix.startsWith("/") || prefix.includes(".."))
    throw new ConfigError(`S3_PREFIX must not start with / nor contain .., got ${JSON.stringify(prefix)}`);
  return {
    kind,
    bucket: env.S3_BUCKET,
    endpoint,
    region: env.S3_REGION || "us-east-1",
    credentials: env.S3_ACCESS_KEY_ID
      ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY! }
      : null,
    forcePathStyle: forcePathStyle === "1",
    // A prefix is a folder: keys read `site-a/originals/...`, not `site-aoriginals/...`.
    prefix: prefix === "" || prefix.endsWith("/") ? prefix : `${prefix}/`,
  };
}

function redisConfig(env: NodeJS.ProcessEnv): RedisConfig | null {
  if (!env.REDIS_URL) {
    if (env.REDIS_KEY_PREFIX)
      throw new ConfigError("REDIS_KEY_PREFIX is set but REDIS_URL is not; set both, or neither");
    return null;
  }
  if (!/^rediss?:\/\//.test(env.REDIS_URL) || !URL.canParse(env.REDIS_URL))
    throw new ConfigError(
      `REDIS_URL must be redis://[user:password@]host[:port][/db] or rediss://..., got ${JSON.stringify(env.REDIS_URL.replace(/\/\/[^@/]*@/, "//***@"))}`,
    );
  return { url: env.REDIS_URL, keyPrefix: env.REDIS_KEY_PREFIX || "forecourt:" };
}

/** TEST_CLOCK_FILE lets whoever can write the file set the site's time: never outside a test run. */
function testClockFile(env: NodeJS.ProcessEnv): string | null {
  if (!env.TEST_CLOCK_FILE) return null;
  if (env.NODE_ENV !== "test")
    throw new ConfigError(
      `TEST_CLOCK_FILE is for browser tests only and needs NODE_ENV=test (NODE_ENV is ${JSON.stringify(env.NODE_ENV ?? "")}); unset it`,
    );
  return env.TEST_CLOCK_FILE;
}
