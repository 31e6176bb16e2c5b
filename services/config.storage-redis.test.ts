import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

describe("MEDIA_STORAGE and S3_*", () => {
  it("keeps media in the local folder by default", () => {
    expect(loadConfig({}).mediaStorage).toEqual({ kind: "local" });
    expect(loadConfig({ MEDIA_STORAGE: "local", S3_BUCKET: "ignored" }).mediaStorage).toEqual({ kind: "local" });
  });

  it("reads a bucket, its endpoint, region, keys, path style and a prefix that is a folder", () => {
    expect(
      loadConfig({
        MEDIA_STORAGE: "s3",
        S3_BUCKET: "media",
        S3_ENDPOINT: "http://127.0.0.1:9000",
        S3_ACCESS_KEY_ID: "key",
        S3_SECRET_ACCESS_KEY: "secret",
        S3_FORCE_PATH_STYLE: "1",
        S3_PREFIX: "site-a",
      }).mediaStorage,
    ).toEqual({
      kind: "s3",
      bucket: "media",
      endpoint: "http://127.0.0.1:9000",
      region: "us-east-1",
      credentials: { accessKeyId: "key", secretAccessKey: "secret" },
      forcePathStyle: true,
      prefix: "site-a/",
    });
    expect(loadConfig({ MEDIA_STORAGE: "s3", S3_BUCKET: "media", S3_REGION: "eu-west-1" }).mediaStorage).toMatchObject({
      endpoint: null,
      region: "eu-west-1",
      credentials: null,
      forcePathStyle: false,
      prefix: "",
    });
  });

  it.each([
    [{ MEDIA_STORAGE: "disk" }, "MEDIA_STORAGE must be local or s3"],
    [{ MEDIA_STORAGE: "s3" }, "MEDIA_STORAGE=s3 needs S3_BUCKET"],
    [{ MEDIA_STORAGE: "s3", S3_BUCKET: "m", S3_ENDPOINT: "127.0.0.1:9000" }, "S3_ENDPOINT must be the storage's URL"],
    [
      { MEDIA_STORAGE: "s3", S3_BUCKET: "m", S3_ACCESS_KEY_ID: "key" },
      "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together",
    ],
    [{ MEDIA_STORAGE: "s3", S3_BUCKET: "m", S3_FORCE_PATH_STYLE: "true" }, "S3_FORCE_PATH_STYLE must be 1 or 0"],
    [{ MEDIA_STORAGE: "s3", S3_BUCKET: "m", S3_PREFIX: "../other" }, "S3_PREFIX must not start with / nor contain .."],
  ])("refuses %o with a message saying what to set", (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});

describe("REDIS_URL", () => {
  it("counts in each process when unset, in Redis under a key prefix when set", () => {
    expect(loadConfig({}).redis).toBeNull();
    expect(loadConfig({ REDIS_URL: "redis://127.0.0.1:6379/2" }).redis).toEqual({
      url: "redis://127.0.0.1:6379/2",
      keyPrefix: "forecourt:",
    });
    expect(loadConfig({ REDIS_URL: "rediss://cache.internal", REDIS_KEY_PREFIX: "site-a:" }).redis).toMatchObject({
      keyPrefix: "site-a:",
    });
  });

  it("refuses what is not a Redis URL without echoing its password", () => {
    expect(() => loadConfig({ REDIS_URL: "http://user:hunter2@cache:6379" })).toThrow(/REDIS_URL must be redis:\/\//);
    expect(() => loadConfig({ REDIS_URL: "http://user:hunter2@cache:6379" })).not.toThrow(/hunter2/);
    expect(() => loadConfig({ REDIS_KEY_PREFIX: "a:" })).toThrow("REDIS_KEY_PREFIX is set but REDIS_URL is not");
  });
});
