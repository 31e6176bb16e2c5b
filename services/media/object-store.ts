import { createHash } from "node:crypto";
import { createReadStream, mkdirSync } from "node:fs";
import { link, readdir, rename, stat, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";

/** What the store knows of an object without reading it. */
export interface ObjectInfo {
  size: number;
  contentType: string;
  /** Quoted, as sent in an ETag header; changes whenever the bytes do. */
  etag: string;
  /** Small string values kept beside the bytes (an original's width and height); the local folder keeps none. */
  metadata: Record<string, string>;
}

export interface PutOptions {
  contentType: string;
  metadata?: Record<string, string>;
}

/**
 * Where media bytes live, by key (`originals/summer-drive.jpg`, `variants/...`): the local folder
 * (the embedded default) or an S3-compatible bucket (decision 148). Every instance of the app reads
 * and writes the same keys, so a file written by one is served by all.
 */
export interface ObjectStore {
  /** Writes `body` under `key`, replacing what was there; readers see the old or the new bytes, never a part. */
  put(key: string, body: Buffer, options: PutOptions): Promise<void>;
  /** Writes `body` only when nothing is stored under `key`; false when the key is taken. */
  create(key: string, body: Buffer, options: PutOptions): Promise<boolean>;
  get(key: string): Promise<(ObjectInfo & { body: Readable }) | null>;
  head(key: string): Promise<ObjectInfo | null>;
  delete(key: string): Promise<void>;
  /** Every key that starts with `prefix` (`originals/` or `originals/summer-drive.`), in no set order. */
  list(prefix: string): Promise<string[]>;
  close(): void;
}

const CONTENT_TYPES: Record<string, string> = {
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  avif: "image/avif",
};

/** The content type a key's extension names; the local folder keeps no other record of it. */
export function contentTypeOfKey(key: string): string {
  const extension = /\.([a-z0-9]+)$/i.exec(key)?.[1]?.toLowerCase() ?? "";
  return CONTENT_TYPES[extension] ?? "application/octet-stream";
}

/** A key is a relative path of plain names: nothing that could leave the root or name a hidden or temporary file. */
function checkedKey(key: string): string {
  if (!/^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/i.test(key) || key.split("/").some((part) => part === ".."))
    throw new RangeError(`not a media key: ${JSON.stringify(key)}`);
  return key;
}

/**
 * The local folder (`<DATA_DIR>/media`), one file per key. Writes go through a temporary file (named
 * with a leading dot, which no key has) and a rename or a hard link, so a half-written file is never
 * served and `create` cannot overwrite a file another process finished first.
 */
export class LocalObjectStore implements ObjectStore {
  constructor(
    readonly root: string,
    folders: readonly string[] = [],
  ) {
    for (const folder of folders) mkdirSync(path.join(root, folder), { recursive: true });
  }

  #file(key: string): string {
    return path.join(this.root, checkedKey(key));
  }

  async #temporary(file: string, body: Buffer): Promise<string> {
    mkdirSync(path.dirname(file), { recursive: true });
    const temporary = path.join(
      path.dirname(file),
      `.${process.pid}.${Math.random().toString(36).slice(2)}.${path.basename(file)}.tmp`,
    );
    await writeFile(temporary, body);
    return temporary;
  }

  async put(key: string, body: Buffer): Promise<void> {
    const file = this.#file(key);
    await rename(await this.#temporary(file, body), file);
  }

  async create(key: string, body: Buffer): Promise<boolean> {
    const file = this.#file(key);
    const temporary = await this.#temporary(file, body);
    try {
      await link(temporary, file);
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
      throw error;
    } finally {
      await unlink(temporary).catch(() => undefined);
    }
  }

  async head(key: string): Promise<ObjectInfo | null> {
    const found = await stat(this.#file(key)).catch((error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT") return null;
      throw error;
    });
    if (!found?.isFile()) return null;
    // Size and time of the last write: a rewritten file gets a new tag without reading its bytes.
    const tag = createHash("sha1").update(`${key}:${found.size}:${found.mtimeMs}`).digest("hex").slice(0, 20);
    return { size: found.size, contentType: contentTypeOfKey(key), etag: `"${tag}"`, metadata: {} };
  }

  async get(key: string): Promise<(ObjectInfo & { body: Readable }) | null> {
    const info = await this.head(key);
    return info && { ...info, body: createReadStream(this.#file(key)) };
  }

  async delete(key: string): Promise<void> {
    await unlink(this.#file(key)).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== "ENOENT") throw error;
    });
  }

  async list(prefix: string): Promise<string[]> {
    const slash = prefix.lastIndexOf("/");
    const folder = prefix.slice(0, slash + 1);
    const start = prefix.slice(slash + 1);
    const names = await readdir(path.join(this.root, folder)).catch((error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT") return [];
      throw error;
    });
    // Temporary files of writes under way start with a dot, which no key does.
    return names.filter((name) => !name.startsWith(".") && name.startsWith(start)).map((name) => folder + name);
  }

  close(): void {}
}
