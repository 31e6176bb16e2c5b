import { existsSync, mkdirSync, readdirSync } from "node:fs";
import { rename, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { FORMATS, type ImageFormat, VARIANT_PRESETS, isImageId } from "./image-presets.ts";

export interface ImageInfo {
  id: string;
  width: number;
  height: number;
  variants: { width: number; height: number }[];
}

/**
 * Originals live in `<dataDir>/media/originals/<id>.<ext>`; resized variants are produced on first
 * request with sharp and cached in `<dataDir>/media/variants/`. Writes go through a temporary file
 * and a rename, so a half-written variant is never served.
 */
export class MediaStore {
  readonly #originals: string;
  readonly #variants: string;
  readonly #info = new Map<string, ImageInfo>();
  /** Variants being rendered: concurrent requests for the same one share the work (and the file). */
  readonly #rendering = new Map<string, Promise<string>>();

  constructor(dataDir: string) {
    this.#originals = path.join(dataDir, "media", "originals");
    this.#variants = path.join(dataDir, "media", "variants");
    mkdirSync(this.#originals, { recursive: true });
    mkdirSync(this.#variants, { recursive: true });
  }

  get originalsDir(): string {
    return this.#originals;
  }

  originalPath(id: string): string | null {
    if (!isImageId(id)) return null;
    const name = readdirSync(this.#originals).find((file) => file.replace(/\.[a-z0-9]+$/i, "") === id);
    return name ? path.join(this.#originals, name) : null;
  }

  async info(id: string): Promise<ImageInfo | null> {
    const cached = this.#info.get(id);
    if (cached) return cached;
    const original = this.originalPath(id);
    if (!original) return null;
    const { width = 0, height = 0 } = await sharp(original).metadata();
    const info: ImageInfo = {
      id,
      width,
      height,
      variants: VARIANT_PRESETS.filter((preset) => preset.width <= width && preset.height <= height).map((preset) => ({ ...preset })),
    };
    this.#info.set(id, info);
    return info;
  }

  /** The file of a variant, rendering it first if needed; null when the image does not exist. */
  async variant(id: string, width: number, height: number, format: ImageFormat): Promise<string | null> {
    const original = this.originalPath(id);
    if (!original) return null;
    const file = path.join(this.#variants, `${id}-${width}x${height}.${format}`);
    if (existsSync(file)) return file;
    const pending = this.#rendering.get(file);
    if (pending) return pending;
    const rendering = (async () => {
      const pipeline = sharp(original).resize(width, height, { fit: "cover", position: "attention" });
      const buffer = await (format === "webp" ? pipeline.webp({ quality: 78 }) : format === "png" ? pipeline.png() : pipeline.jpeg({ quality: 80, mozjpeg: true })).toBuffer();
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
