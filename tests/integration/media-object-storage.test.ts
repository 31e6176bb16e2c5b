import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MediaStore, localMediaFolder } from "../../services/media/media-store.ts";
import { createTestApp, signIn, type SignedIn, type TestApp } from "../support/app.ts";
import { runCli } from "../support/cli.ts";
import { startTestS3, type TestS3 } from "../support/s3.ts";

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#1d2b3a" } })
    .png()
    .toBuffer();

const upload = (instance: TestApp, editor: SignedIn, name: string, image: Buffer) =>
  instance.app.inject({
    method: "POST",
    url: `/media/api/v2/images?name=${encodeURIComponent(name)}`,
    headers: { ...editor.headers, "content-type": "image/png" },
    payload: image,
  });

/** `npm run media:to-s3` as an operator runs it, with `env` on top of this process's environment. */
const copyToBucket = (env: Record<string, string>) => runCli("media-to-s3", [], env);

describe("media in an S3-compatible bucket, shared by two instances", () => {
  let s3: TestS3;
  let first: TestApp;
  let second: TestApp;
  let firstEditor: SignedIn;
  let secondEditor: SignedIn;
  beforeAll(async () => {
    s3 = await startTestS3();
    first = await createTestApp("postgres", { env: s3.env });
    second = await createTestApp("postgres", { env: s3.env, database: first.database });
    // Each instance's first request pays for its lazy start (seconds on a loaded machine): here, not in a test.
    firstEditor = await signIn(first, "editor");
    secondEditor = await signIn(second, "editor");
  }, 90_000);
  afterAll(async () => {
    await second?.close();
    await first?.close();
    await s3?.close();
  });

  it("serves an image uploaded through one instance from the other, and keeps its variants in the bucket", async () => {
    const uploaded = await upload(first, firstEditor, "Launch Day.png", await png(1700, 1000));
    expect(uploaded.statusCode).toBe(201);
    expect(uploaded.json().data.id).toBe("launch-day");

    const info = await second.app.inject({ url: "/media/api/v2/images/launch-day" });
    expect(info.statusCode).toBe(200);
    expect(info.json().data).toMatchObject({ id: "launch-day", width: 1700, height: 1000 });

    const variant = await second.app.inject({ url: "/media/images/launch-day/640x360.webp" });
    expect(variant.statusCode).toBe(200);
    expect(variant.headers["content-type"]).toBe("image/webp");
    expect(variant.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(Number(variant.headers["content-length"])).toBe(variant.rawPayload.length);
    expect(await sharp(variant.rawPayload).metadata()).toMatchObject({ format: "webp", width: 640, height: 360 });
    expect(await s3.keys()).toEqual(["originals/launch-day.png", "variants/launch-day-640x360.webp"]);
    // Nothing of it on either instance's disk: a third instance with an empty volume serves it too.
    for (const instance of [first, second])
      expect(existsSync(path.join(instance.config.dataDir, "media", "originals"))).toBe(false);

    // The variant the second instance rendered is served by the first with the same ETag, and revalidates.
    const again = await first.app.inject({ url: "/media/images/launch-day/640x360/launch-day.webp" });
    expect(again.statusCode).toBe(200);
    expect(again.headers.etag).toBe(variant.headers.etag);
    expect(again.rawPayload.equals(variant.rawPayload)).toBe(true);
    const revalidated = await first.app.inject({
      url: "/media/images/launch-day/640x360.webp",
      headers: { "if-none-match": String(variant.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload.length).toBe(0);
  });

  it("gives a second upload of a name taken on the other instance its own id, and lists both everywhere", async () => {
    const uploaded = await upload(second, secondEditor, "launch-day.png", await png(800, 600));
    expect(uploaded.statusCode).toBe(201);
    expect(uploaded.json().data.id).toBe("launch-day-2");
    const listed = await first.app.inject({ url: "/media/api/v2/images?q=launch" });
    expect(listed.json().data.map((image: { id: string }) => image.id)).toEqual(["launch-day", "launch-day-2"]);
    expect((await first.app.inject({ url: "/media/images/nothing-here/640x360.webp" })).statusCode).toBe(404);
  });

  it("copies a local library into the bucket with npm run media:to-s3, once, and the bucket's instances serve it", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "forecourt-local-media-"));
    const local = new MediaStore(localMediaFolder(dataDir), path.join(dataDir, "media", "videos"));
    await local.add(await png(1200, 700), "Old Showroom.png");
    const rendered = await local.variant("old-showroom", 640, 360, "jpg");
    const localBytes = await rendered!.body.toArray().then((chunks) => Buffer.concat(chunks));
    const env = { ...s3.env, S3_PREFIX: "migrated", DATA_DIR: dataDir };

    const copied = await copyToBucket(env);
    expect(copied.stderr).not.toContain("failed");
    expect(copied.code).toBe(0);
    expect(copied.stdout).toContain("2 copied, 0 already in the bucket, 0 failed");
    const rerun = await copyToBucket(env);
    expect(rerun.code).toBe(0);
    expect(rerun.stdout).toContain("0 copied, 2 already in the bucket, 0 failed");
    expect((await s3.keys()).filter((key) => key.startsWith("migrated/"))).toEqual([
      "migrated/originals/old-showroom.png",
      "migrated/variants/old-showroom-640x360.jpg",
    ]);

    const migrated = await createTestApp("sqlite", { env: { ...s3.env, S3_PREFIX: "migrated" } });
    try {
      const info = await migrated.app.inject({ url: "/media/api/v2/images/old-showroom" });
      expect(info.json().data).toMatchObject({ width: 1200, height: 700 });
      const variant = await migrated.app.inject({ url: "/media/images/old-showroom/640x360.jpg" });
      expect(variant.statusCode).toBe(200);
      expect(variant.rawPayload.equals(localBytes)).toBe(true);
    } finally {
      await migrated.close();
    }
  }, 60_000);

  it("refuses to copy without a bucket to copy into", async () => {
    const refused = await copyToBucket({ MEDIA_STORAGE: "", DATA_DIR: mkdtempSync(path.join(tmpdir(), "fc-")) });
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain("set MEDIA_STORAGE=s3 and S3_BUCKET");
  });
});
