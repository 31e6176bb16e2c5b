import type { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import type { S3Config } from "../config.ts";
import type { ObjectInfo, ObjectStore, PutOptions } from "./object-store.ts";

function isMissing(error: unknown): boolean {
  return error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404;
}

/** What a HEAD or GET answer says of an object. */
function infoOf(found: {
  ContentLength?: number;
  ContentType?: string;
  ETag?: string;
  Metadata?: Record<string, string>;
}): ObjectInfo {
  return {
    size: found.ContentLength ?? 0,
    contentType: found.ContentType ?? "application/octet-stream",
    etag: found.ETag ?? "",
    metadata: found.Metadata ?? {},
  };
}

/**
 * An S3-compatible bucket (AWS, MinIO, R2, ...) through the official SDK. Keys are stored under the
 * configured prefix. Checksums are sent and checked only where the S3 API requires them: several
 * S3-compatible servers refuse the SDK's newer default of a checksum on every upload.
 */
export class S3ObjectStore implements ObjectStore {
  readonly #client: S3Client;
  readonly #bucket: string;
  readonly #prefix: string;

  constructor(config: S3Config) {
    this.#bucket = config.bucket;
    this.#prefix = config.prefix;
    this.#client = new S3Client({
      region: config.region,
      ...(config.endpoint ? { endpoint: config.endpoint } : {}),
      ...(config.credentials ? { credentials: config.credentials } : {}),
      forcePathStyle: config.forcePathStyle,
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
    });
  }

  /** `ifNoneMatch`: `*` writes only when the key is free. */
  async #put(key: string, body: Buffer, options: PutOptions, ifNoneMatch?: "*"): Promise<void> {
    await this.#client.send(
      new PutObjectCommand({
        Bucket: this.#bucket,
        Key: this.#prefix + key,
        Body: body,
        ContentType: options.contentType,
        Metadata: options.metadata,
        IfNoneMatch: ifNoneMatch,
      }),
    );
  }

  put(key: string, body: Buffer, options: PutOptions): Promise<void> {
    return this.#put(key, body, options);
  }

  /**
   * Asks first (most taken keys are found so), then writes with `If-None-Match: *`, which S3, MinIO
   * and R2 refuse with 412 when another instance wrote the key in between.
   */
  async create(key: string, body: Buffer, options: PutOptions): Promise<boolean> {
    if (await this.head(key)) return false;
    try {
      await this.#put(key, body, options, "*");
      return true;
    } catch (error) {
      if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 412) return false;
      throw error;
    }
  }

  async head(key: string): Promise<ObjectInfo | null> {
    try {
      const found = await this.#client.send(new HeadObjectCommand({ Bucket: this.#bucket, Key: this.#prefix + key }));
      return infoOf(found);
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async get(key: string): Promise<(ObjectInfo & { body: Readable }) | null> {
    try {
      const found = await this.#client.send(new GetObjectCommand({ Bucket: this.#bucket, Key: this.#prefix + key }));
      return {
        ...infoOf(found),
        // In Node the SDK's body is the HTTP response itself, a Readable.
        body: found.Body as Readable,
      };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.#client.send(new DeleteObjectCommand({ Bucket: this.#bucket, Key: this.#prefix + key }));
  }

  async list(prefix: string): Promise<string[]> {
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const page = await this.#client.send(
        new ListObjectsV2Command({ Bucket: this.#bucket, Prefix: this.#prefix + prefix, ContinuationToken: token }),
      );
      for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key.slice(this.#prefix.length));
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return keys;
  }

  close(): void {
    this.#client.destroy();
  }
}
