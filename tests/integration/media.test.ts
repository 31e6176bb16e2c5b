import { readdirSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureDemoImages } from "../../services/media/demo-images.ts";
import { idFromName } from "../../services/media/media-store.ts";
import { isServedSize } from "../../model/media/served-sizes.ts";
import {
  BANNER_SIZES,
  HERO_FALLBACK,
  HERO_SIZES,
  SQUARE_LARGE_WIDTHS,
  SQUARE_WIDTHS,
} from "../../model/media/image-sizes.ts";
import { createTestApp, signIn, type SignedIn, type TestApp } from "../support/app.ts";

interface ImageInfo {
  id: string;
  width: number;
  height: number;
  variants: { width: number; height: number }[];
}

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#9e1b32" } })
    .png()
    .toBuffer();

describe("the media library's list and upload", () => {
  let testApp: TestApp;
  let editor: SignedIn;
  let originals: string;
  beforeAll(async () => {
    testApp = await createTestApp("sqlite");
    originals = path.join(testApp.config.dataDir, "media", "originals");
    await ensureDemoImages(testApp.services.media);
    editor = await signIn(testApp, "editor");
    // Drawing some 60 demo JPEGs takes several seconds on a loaded two-core machine.
  }, 60_000);
  afterAll(() => testApp.close());

  const list = async (query = "") =>
    (await testApp.app.inject({ url: `/media/api/v2/images${query}` })).json() as { data: ImageInfo[] };
  const upload = async (
    body: Buffer,
    name: string,
    contentType = "image/png",
    headers: Record<string, string> = editor.headers,
  ) =>
    testApp.app.inject({
      method: "POST",
      url: `/media/api/v2/images?name=${encodeURIComponent(name)}`,
      headers: { ...headers, "content-type": contentType },
      payload: body,
    });

  it("lists the library by id, with each image's size and variants, and narrows it by words of the id", async () => {
    const all = (await list()).data;
    expect(all.length).toBeGreaterThan(3);
    expect(all.map((image) => image.id)).toEqual([...all.map((image) => image.id)].sort());
    expect(all.find((image) => image.id === "demo-hero-1")?.variants).toEqual(
      expect.arrayContaining([{ width: 1600, height: 900 }]),
    );
    const heroes = (await list("?q=HERO")).data.map((image) => image.id);
    expect(heroes.length).toBeGreaterThan(0);
    expect(heroes.every((id) => id.includes("hero"))).toBe(true);
    expect((await list("?q=no-such-words-anywhere")).data).toEqual([]);
  });

  it("takes an editor's upload under an id made from its file name, lists it and serves its variants", async () => {
    const response = await upload(await png(1700, 1000), "Summer Drive.PNG");
    expect(response.statusCode).toBe(201);
    const added = (response.json() as { data: ImageInfo }).data;
    expect(added).toMatchObject({ id: "summer-drive", width: 1700, height: 1000 });
    expect(added.variants).toContainEqual({ width: 1600, height: 900 });
    expect((await list("?q=summer")).data.map((image) => image.id)).toEqual(["summer-drive"]);
    const variant = await testApp.app.inject({ url: "/media/images/summer-drive/640x360.webp" });
    expect(variant.statusCode).toBe(200);
    expect((await sharp(variant.rawPayload).metadata()).width).toBe(640);

    const second = await upload(await png(800, 600), "summer drive.png");
    expect((second.json() as { data: ImageInfo }).data.id).toBe("summer-drive-2");
  });

  it("refuses what is not an image, and a wrong content type, storing nothing", async () => {
    const before = readdirSync(originals).sort();
    const notAnImage = await upload(Buffer.from("<svg onload=alert(1)>"), "evil.png");
    expect(notAnImage.statusCode).toBe(400);
    expect(notAnImage.json()).toMatchObject({
      error: "invalid_image",
      message: expect.stringContaining("JPEG, PNG or WebP"),
    });
    const json = await testApp.app.inject({
      method: "POST",
      url: "/media/api/v2/images?name=x",
      headers: editor.headers,
      payload: { image: "x" },
    });
    expect(json.statusCode).toBe(415);
    const gif = await upload(
      await sharp({ create: { width: 10, height: 10, channels: 3, background: "#000" } })
        .gif()
        .toBuffer(),
      "anim.gif",
      "image/png",
    );
    expect(gif.statusCode).toBe(400);
    expect(readdirSync(originals).sort()).toEqual(before);
  });

  it("lets only editors and admins upload", async () => {
    const viewer = await signIn(testApp, "viewer");
    expect((await upload(await png(20, 20), "viewer.png", "image/png", viewer.headers)).statusCode).toBe(403);
    expect((await upload(await png(20, 20), "anonymous.png", "image/png", {})).statusCode).toBe(401);
    expect((await list("?q=viewer")).data).toEqual([]);
  });

  it("makes ids from file names", () => {
    expect(idFromName("Été à Genève (final).JPG")).toBe("ete-a-geneve-final");
    expect(idFromName("---.png")).toBe("image");
  });

  it("renders no size of a visitor's choosing: a random size is sent to the nearest served size and writes no file", async () => {
    const variants = path.join(testApp.config.dataDir, "media", "variants");
    const before = readdirSync(variants).sort();
    for (const [size, snapped] of [
      ["1601x899", "2400x1350"],
      ["1100x619", "1280x720"],
      ["1600x700", "1600x650"],
      ["1000x1000", "1024x1024"],
      ["37x2000", "360x360"],
    ]) {
      const response = await testApp.app.inject({ url: `/media/images/demo-hero-1/${size}.webp` });
      expect(response.statusCode, size).toBe(302);
      expect(response.headers.location, size).toBe(`/media/images/demo-hero-1/${snapped}.webp`);
      const named = await testApp.app.inject({ url: `/media/images/demo-hero-1/${size}/a-name.jpg` });
      expect(named.headers.location, size).toBe(`/media/images/demo-hero-1/${snapped}.jpg`);
    }
    expect(readdirSync(variants).sort()).toEqual(before);
    // The size it is sent to is served (and stored once).
    const served = await testApp.app.inject({ url: "/media/images/demo-hero-1/960x540.webp" });
    expect(served.statusCode).toBe(200);
    expect((await sharp(served.rawPayload).metadata()).width).toBe(960);
    expect(readdirSync(variants).filter((file) => !before.includes(file))).toEqual(["demo-hero-1-960x540.webp"]);
  });

  it("serves every size the site's presets and the stock API link to", async () => {
    const { generateFleet } = await import("../../services/listings/demo-fleet.ts");
    await testApp.services.fleet.replace(generateFleet(5, 1));
    const listing = await testApp.app.inject({ url: "/public_api/listing/all" });
    const stockSizes = [...listing.body.matchAll(/\/media\/images\/[^/]+\/(\d+x\d+)/g)].map((match) => match[1]!);
    expect(stockSizes.length).toBeGreaterThan(0);
    const presets = [
      ...HERO_SIZES,
      HERO_FALLBACK,
      ...BANNER_SIZES,
      ...[...SQUARE_WIDTHS, ...SQUARE_LARGE_WIDTHS].map((width) => ({ width, height: width })),
    ].map((size) => `${size.width}x${size.height}`);
    for (const size of new Set([...stockSizes, ...presets]))
      expect(isServedSize(...(size.split("x").map(Number) as [number, number])), size).toBe(true);
  });
});
