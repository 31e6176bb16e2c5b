import { existsSync, mkdirSync, readdirSync } from "node:fs";
import { link, rename, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import type { MediaImage } from "../../generated/contracts/entities/media-image.ts";
import { FORMATS, type ImageFormat, VARIANT_PRESETS, isImageId, isServedSize } from "./image-presets.ts";

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

/**
 * Originals live in `<dataDir>/media/originals/<id>.<ext>`; resized variants are produced on first
 * request with sharp and cached in `<dataDir>/media/variants/`. Writes go through a temporary file
 * and a rename, so a half-written variant is never served.
 */
export class MediaStore {
  readonly #originals: string;
  readonly #variants: string;
  readonly #videos: string;
  readonly #info = new Map<string, MediaImage>();
  /** Variants being rendered: concurrent requests for the same one share the work (and the file). */
  readonly #rendering = new Map<string, Promise<string>>();

  constructor(dataDir: string) {
    this.#originals = path.join(dataDir, "media", "originals");
    this.#variants = path.join(dataDir, "media", "variants");
    this.#videos = path.resolve(dataDir, "media", "videos");
    mkdirSync(this.#originals, { recursive: true });
    mkdirSync(this.#variants, { recursive: true });
    mkdirSync(this.#videos, { recursive: true });
  }

  get originalsDir(): string {
    return this.#originals;
  }

  /** Video files and their captions, served as they are under /media/videos/ (no upload yet: placed on the volume). */
  get videosDir(): string {
    return this.#videos;
  }

  originalPath(id: string): string | null {
    if (!isImageId(id)) return null;
    const name = readdirSync(this.#originals).find((file) => idOfFile(file) === id);
    return name ? path.join(this.#originals, name) : null;
  }

  async info(id: string): Promise<MediaImage | null> {
    const cached = this.#info.get(id);
    if (cached) return cached;
    const original = this.originalPath(id);
    return original ? this.#read(id, original) : null;
  }

  async #read(id: string, original: string): Promise<MediaImage> {
    const { width = 0, height = 0 } = await sharp(original).metadata();
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

  /** The library's images whose id contains every word of `query` (case-insensitive), by id; at most `limit`. */
  async list(query = "", limit = 100): Promise<MediaImage[]> {
    const words = query
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter(Boolean);
    // Temporary files of uploads under way start with a dot, which no id does.
    const files = readdirSync(this.#originals)
      .map((file) => ({ id: idOfFile(file), file }))
      .filter(({ id }) => isImageId(id) && words.every((word) => id.includes(word)))
      .sort((a, b) => (a.id < b.id ? -1 : 1))
      .slice(0, limit);
    return Promise.all(
      files.map(({ id, file }) => this.#info.get(id) ?? this.#read(id, path.join(this.#originals, file))),
    );
  }

  /**
   * Adds an uploaded image under an id made from `name` ("Summer Drive.JPG" -> summer-drive, then
   * summer-drive-2 ... when taken). Refuses what sharp cannot read as a JPEG, PNG or WebP image. The
   * file appears under its id only complete (hard link of a finished temporary file), and the link
   * fails rather than overwrite when another upload took the id first.
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
    const temporary = path.join(this.#originals, `.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`);
    await writeFile(temporary, bytes);
    try {
      for (let attempt = 1; attempt < 1000; attempt++) {
        const id = attempt === 1 ? base : `${base.slice(0, 90)}-${attempt}`;
        if (this.originalPath(id)) continue;
        const original = path.join(this.#originals, `${id}.${extension}`);
        try {
          await link(temporary, original);
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code === "EEXIST") continue;
          throw error;
        }
        return this.#read(id, original);
      }
      throw new UploadError("Too many images share this name; rename the file and try again.");
    } finally {
      await unlink(temporary).catch(() => undefined);
    }
  }

  /** The file of a variant, rendering it first if needed; null when the image does not exist. */
  async variant(id: string, width: number, height: number, format: ImageFormat): Promise<string | null> {
    // The routes snap other sizes first; this keeps the bound should another caller forget.
    if (!isServedSize(width, height)) throw new RangeError(`${width}x${height} is not a size the library serves`);
    const original = this.originalPath(id);
    if (!original) return null;
    const file = path.join(this.#variants, `${id}-${width}x${height}.${format}`);
    if (existsSync(file)) return file;
    const pending = this.#rendering.get(file);
    if (pending) return pending;
    const rendering = (async () => {
      const pipeline = sharp(original).resize(width, height, { fit: "cover", position: "attention" });
      const buffer = await (
        format === "webp"
          ? pipeline.webp({ quality: 78 })
          : format === "png"
            ? pipeline.png()
            : pipeline.jpeg({ quality: 80, mozjpeg: true })
      ).toBuffer();
      // Unique per render: another process (WEB_CONCURRENCY) may be writing the same variant.
      const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
      await writeFile(temporary, buffer);
      await rename(temporary, file);
      return file;
    })().finally(() => this.#rendering.delete(file));
    this.#rendering.set(file, rendering);
    return rendering;
  }

  contentType(format: ImageFormat): string {
    return FORMATS[format];
  }
}
