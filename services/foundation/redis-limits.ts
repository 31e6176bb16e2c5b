import { Redis } from "ioredis";
import type { RedisConfig } from "../config.ts";
import { type HitWindow, type LimitStore, type Marks, MemoryMarks, SlidingWindow, memoryLimits } from "./rate-limit.ts";

/**
 * One sliding window in a sorted set (member per hit, scored by its time), checked and counted in one
 * atomic script so that two instances cannot both take the last place. Answers the milliseconds to
 * wait (0: counted, or room left). ARGV: at, windowMs, limit (0: no limit), member, count (1/0).
 */
const WINDOW_SCRIPT = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', tonumber(ARGV[1]) - tonumber(ARGV[2]))
local limit = tonumber(ARGV[3])
if limit > 0 then
  local count = redis.call('ZCARD', KEYS[1])
  if count >= limit then
    local oldest = redis.call('ZRANGE', KEYS[1], count - limit, count - limit, 'WITHSCORES')
    return math.max(1, tonumber(oldest[2]) + tonumber(ARGV[2]) - tonumber(ARGV[1]))
  end
end
if ARGV[5] == '1' then
  redis.call('ZADD', KEYS[1], ARGV[1], ARGV[4])
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
end
return 0
`;

/** After a failed command, how long every counter uses its local fallback before Redis is asked again. */
const RETRY_REDIS_MS = 5_000;

/**
 * Counters shared by every instance through Redis (REDIS_URL), decision 149. When Redis cannot
 * answer within `commandTimeout`, each counter counts in this process instead (as without Redis) and
 * Redis is tried again after a few seconds: a Redis outage makes limits per-instance again, it
 * neither opens them nor locks everyone out.
 */
class RedisLimits implements LimitStore {
  readonly #redis: Redis;
  readonly #prefix: string;
  readonly #log: (message: string) => void;
  #downUntil = 0;
  #closed = false;

  constructor(config: RedisConfig, log: (message: string) => void = (message) => console.warn(message)) {
    this.#prefix = config.keyPrefix;
    this.#log = log;
    this.#redis = new Redis(config.url, {
      // Connects at the first count: a command-line tool that counts nothing never opens a connection.
      lazyConnect: true,
      // Long enough that a busy instance (its event loop late, not Redis) does not give up on a live Redis:
      // at 500 ms the cluster test's sign-in throttle, under a request burst at load 20, fell back to
      // counting per instance and let an 11th wrong password through. A Redis that is really gone is
      // noticed once per RETRY_REDIS_MS, so this wait is paid once per instance every few seconds.
      commandTimeout: 2_000,
      maxRetriesPerRequest: 1,
    });
    this.#redis.on("error", (error: Error) => this.#down(error));
  }

  #down(error: unknown): void {
    if (this.#closed) return;
    const now = Date.now();
    if (now >= this.#downUntil)
      this.#log(
        `Redis unavailable (${error instanceof Error ? error.message : String(error)}); counting in this process`,
      );
    this.#downUntil = now + RETRY_REDIS_MS;
  }

  /** Runs `shared` against Redis, or `local` while Redis is failing. */
  async #either<T>(shared: (redis: Redis) => Promise<T>, local: () => Promise<T>): Promise<T> {
    if (Date.now() < this.#downUntil) return local();
    try {
      return await shared(this.#redis);
    } catch (error) {
      this.#down(error);
      return local();
    }
  }

  window(name: string, windowMs: number): HitWindow {
    const fallback = new SlidingWindow(windowMs);
    const key = (subject: string) => `${this.#prefix}limit:${name}:${subject}`;
    const run = async (redis: Redis, subject: string, at: number, limit: number, count: boolean) => {
      const member = `${at}:${Math.random().toString(36).slice(2, 10)}`;
      const waitMs = Number(
        await redis.eval(WINDOW_SCRIPT, 1, key(subject), at, windowMs, limit, member, count ? "1" : "0"),
      );
      return waitMs > 0 ? Math.max(1, Math.ceil(waitMs / 1000)) : 0;
    };
    return {
      retryAfter: (subject, limit, at) =>
        this.#either(
          (redis) => run(redis, subject, at, limit, false),
          () => fallback.retryAfter(subject, limit, at),
        ),
      hit: (subject, limit, at) =>
        this.#either(
          (redis) => run(redis, subject, at, limit, true),
          () => fallback.hit(subject, limit, at),
        ),
      add: (subject, at) =>
        this.#either(
          async (redis) => void (await run(redis, subject, at, 0, true)),
          () => fallback.add(subject, at),
        ),
      forget: (subject) =>
        this.#either(
          async (redis) => void (await redis.del(key(subject))),
          () => fallback.forget(subject),
        ),
    };
  }

  marks(name: string, ttlMs: number): Marks {
    const fallback = new MemoryMarks(ttlMs);
    const key = (subject: string) => `${this.#prefix}mark:${name}:${subject}`;
    return {
      set: (subject, at) =>
        this.#either(
          async (redis) => void (await redis.set(key(subject), String(at), "PX", ttlMs)),
          () => fallback.set(subject, at),
        ),
      has: (subject, at) =>
        this.#either(
          async (redis) => {
            const since = await redis.get(key(subject));
            return since !== null && Number(since) > at - ttlMs;
          },
          () => fallback.has(subject, at),
        ),
      delete: (subject) =>
        this.#either(
          async (redis) => void (await redis.del(key(subject))),
          () => fallback.delete(subject),
        ),
    };
  }

  async close(): Promise<void> {
    this.#closed = true;
    // A connection never opened (lazy) or already lost has nothing to say goodbye to.
    if (this.#redis.status === "ready") await this.#redis.quit().catch(() => undefined);
    else this.#redis.disconnect();
  }
}

/** The store REDIS_URL names, or this process's memory. */
export function configuredLimits(redis: RedisConfig | null): LimitStore {
  return redis ? new RedisLimits(redis) : memoryLimits();
}
