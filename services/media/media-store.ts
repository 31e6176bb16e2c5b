import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import sharp from "sharp";
import type { MediaImage } from "../../generated/contracts/entities/media-image.ts";
import type { Config } from "../config.ts";
import { VARIANT_PRESETS, isServedSize } from "../../model/media/served-sizes.ts";
import { FORMATS, type ImageFormat, isImageId } from "./image-presets.ts";
import { LocalObjectStore, contentTypeOfKey, type ObjectInfo, type ObjectStore } from "./object-store.ts";
import { S3ObjectStore } from "./s3-object-store.ts";

/** The largest original the library accepts, per edge: larger files are camera masters, not web images. */
const MAX_UPLOAD_EDGE = 12_000;

/** An upload the library refuses, with the message to show. */
export class UploadError extends Error {}

/** The id an original is stored under: its file name without the extension. */
function idOfFile(file: string): string {
  return file.replace(/\.[a-z0-9]+$/i, "");
}

/** A library id from a file name: lower-case words joined by hyphens, without the extension. */
export function idFromName(name: string): string {
  const id = idOfFile(name)
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80);
  return id === "" ? "image" : id;
}

const ORIGINALS = "originals/";
const VARIANTS = "variants/";

/** The store MEDIA_STORAGE names: `<dataDir>/media` (default) or the S3 bucket. */
export function mediaObjectStore(config: Pick<Config, "dataDir" | "mediaStorage">): ObjectStore {
  return config.mediaStorage.kind === "s3" ? new S3ObjectStore(config.mediaStorage) : localMediaFolder(config.dataDir);
}

/**
 * Which of `ids` the library at `objects` holds: what a page's references to images are checked
 * against on save. Asked of the store each time, as another instance may have added an image.
 */
export function libraryIds(objects: ObjectStore): (ids: string[]) => Promise<Set<string>> {
  return async (ids) => {
    const found = await Promise.all(
      ids.map(async (id) => (isImageId(id) && (await objects.list(`${ORIGINALS}${id}.`)).length > 0 ? id : null)),
    );
    return new Set(found.filter((id): id is string => id !== null));
  };
}

/** Today's layout: `<dataDir>/media/originals/<id>.<ext>` and `<dataDir>/media/variants/<id>-<w>x<h>.<format>`. */
export function localMediaFolder(dataDir: string): LocalObjectStore {
  return new LocalObjectStore(path.join(dataDir, "media"), [ORIGINALS, VARIANTS]);
}

/**
 * Originals are kept under `originals/<id>.<ext>` in the object store (decision 148), with their
 * width and height beside them where the store keeps metadata; resized variants are produced on
 * first request with sharp and kept under `variants/`, so every instance serves what any rendered.
 * Nothing is deleted or replaced once written: an id's original, and so its variants, never change,
 * which is what lets the answers be cached for a year and this process remember what it looked up.
 */
export class MediaStore {
  readonly #objects: ObjectStore;
  readonly #videos: string;
  readonly #info = new Map<string, MediaImage>();
  /** id -> key of its original, for ids found; an id not found is asked again (another instance may add it). */
  readonly #originals = new Map<string, string>();
  /** Variants being rendered: concurrent requests for the same one share the work. */
  readonly #rendering = new Map<string, Promise<void>>();

  constructor(objects: ObjectStore, videosDir: string) {
    this.#objects = objects;
    this.#videos = path.resolve(videosDir);
    mkdirSync(this.#videos, { recursive: true });
  }

  /** Video files and their captions, served as they are under /media/videos/ (no upload yet: placed on the volume). */
  get videosDir(): string {
    return this.#videos;
  }

  /** The key of the original stored for `id`, or null. */
  async originalKey(id: string): Promise<string | null> {
    if (!isImageId(id)) return null;
    const known = this.#originals.get(id);
    if (known) return known;
    // Ids have no dots, so `<id>.` names exactly this id's original whatever its extension.
    const [key] = await this.#objects.list(`${ORIGINALS}${id}.`);
    if (key) this.#originals.set(id, key);
    return key ?? null;
  }

  /** Every id in the library, in no set order. */
  async ids(): Promise<string[]> {
    return (await this.#objects.list(ORIGINALS)).map((key) => idOfFile(key.slice(ORIGINALS.length))).filter(isImageId);
  }

  async info(id: string): Promise<MediaImage | null> {
    const cached = this.#info.get(id);
    if (cached) return cached;
    const key = await this.originalKey(id);
    return key ? this.#read(id, key) : null;
  }

  async #read(id: string, key: string): Promise<MediaImage> {
    const stored = await this.#objects.head(key);
    let width = Number(stored?.metadata.width ?? 0);
    let height = Number(stored?.metadata.height ?? 0);
    if (!(width > 0 && height > 0)) {
      const bytes = await this.#bytes(key);
      if (!bytes) throw new Error(`the original ${key} went missing`);
      ({ width = 0, height = 0 } = await sharp(bytes).metadata());
    }
    const info: MediaImage = {
      id,
      width,
      height,
      variants: VARIANT_PRESETS.filter((preset) => preset.width <= width && preset.height <= height).map((preset) => ({
        ...preset,
      })),
    };
    this.#info.set(id, info);
    return info;
  }

  async #bytes(key: string): Promise<Buffer | null> {
    const found = await this.#objects.get(key);
    return found && buffer(found.body);
  }

  /** The library's images whose id contains every word of `query` (case-insensitive), by id; at most `limit`. */
  async list(query = "", limit = 100): Promise<MediaImage[]> {
    const words = query
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter(Boolean);
    const originals = (await this.#objects.list(ORIGINALS))
      .map((key) => ({ id: idOfFile(key.slice(ORIGINALS.length)), key }))
      .filter(({ id }) => isImageId(id) && words.every((word) => id.includes(word)))
      .sort((a, b) => (a.id < b.id ? -1 : 1))
      .slice(0, limit);
    return Promise.all(originals.map(({ id, key }) => this.#info.get(id) ?? this.#read(id, key)));
  }

  /**
   * Adds an uploaded image under an id made from `name` ("Summer Drive.JPG" -> summer-drive, then
   * summer-drive-2 ... when taken). Refuses what sharp cannot read as a JPEG, PNG or WebP image. The
   * store writes an original only where no other upload took the key first.
   */
  async add(bytes: Buffer, name: string): Promise<MediaImage> {
    let format: string | undefined;
    let width = 0;
    let height = 0;
    try {
      ({ format, width = 0, height = 0 } = await sharp(bytes).metadata());
    } catch {
      throw new UploadError("This file is not an image the library can read. Upload a JPEG, PNG or WebP image.");
    }
    const extension = format === "jpeg" ? "jpg" : format;
    if (extension === undefined || !Object.hasOwn(FORMATS, extension))
      throw new UploadError("Upload a JPEG, PNG or WebP image.");
    if (width < 1 || height < 1 || width > MAX_UPLOAD_EDGE || height > MAX_UPLOAD_EDGE)
      throw new UploadError(`Images must be at most ${MAX_UPLOAD_EDGE} pixels wide and high.`);
    const base = idFromName(name);
    for (let attempt = 1; attempt < 1000; attempt++) {
      const id = attempt === 1 ? base : `${base.slice(0, 90)}-${attempt}`;
      if (await this.putOriginal(id, extension, bytes, { width, height })) return (await this.info(id))!;
    }
    throw new UploadError("Too many images share this name; rename the file and try again.");
  }

  /** Stores `bytes` as the original of `id` unless the id is taken (under any extension); false when taken. */
  async putOriginal(
    id: string,
    extension: string,
    bytes: Buffer,
    size: { width: number; height: number },
  ): Promise<boolean> {
    if (await this.originalKey(id)) return false;
    const key = `${ORIGINALS}${id}.${extension}`;
    const created = await this.#objects.create(key, bytes, {
      contentType: contentTypeOfKey(key),
      metadata: { width: String(size.width), height: String(size.height) },
    });
    if (created) this.#originals.set(id, key);
    return created;
  }

  /** A variant's bytes and what is known of them, rendering and storing it first if needed; null when the image does not exist. */
  async variant(
    id: string,
    width: number,
    height: number,
    format: ImageFormat,
  ): Promise<(ObjectInfo & { body: Readable }) | null> {
    // The routes snap other sizes first; this keeps the bound should another caller forget.
    if (!isServedSize(width, height)) throw new RangeError(`${width}x${height} is not a size the library serves`);
    const original = await this.originalKey(id);
    if (!original) return null;
    const key = `${VARIANTS}${id}-${width}x${height}.${format}`;
    const stored = await this.#objects.get(key);
    if (stored) return stored;
    let rendering = this.#rendering.get(key);
    if (!rendering) {
      rendering = this.#render(original, key, width, height, format).finally(() => this.#rendering.delete(key));
      this.#rendering.set(key, rendering);
    }
    await rendering;
    // Read back, so the answer carries the store's own ETag, the one every instance will send.
    return this.#objects.get(key);
  }

  async #render(original: string, key: string, width: number, height: number, format: ImageFormat): Promise<void> {
    const bytes = await this.#bytes(original);
    if (!bytes) throw new Error(`the original ${original} went missing`);
    const pipeline = sharp(bytes).resize(width, height, { fit: "cover", position: "attention" });
    const rendered = await (
      format === "webp"
        ? pipeline.webp({ quality: 78 })
        : format === "png"
          ? pipeline.png()
          : pipeline.jpeg({ quality: 80, mozjpeg: true })
    ).toBuffer();
    // Another instance may render the same variant at the same time: both write the same bytes.
    await this.#objects.put(key, rendered, { contentType: FORMATS[format] });
  }

  contentType(format: ImageFormat): string {
    return FORMATS[format];
  }

  close(): void {
    this.#objects.close();
  }
}
