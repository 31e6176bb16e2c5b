import { buffer } from "node:stream/consumers";
import sharp from "sharp";
import { contentTypeOfKey, type ObjectStore } from "./object-store.ts";

export interface CopyReport {
  copied: number;
  /** Already in the target with the same size: left as they are. */
  skipped: number;
  failed: { key: string; message: string }[];
}

/**
 * Copies every original and variant of one store into another (the local folder into a bucket).
 * Idempotent: a key the target holds with the same size is skipped, so an interrupted copy is run
 * again to finish. Originals get their width and height as metadata, as uploads to a bucket do.
 */
export async function copyLibrary(
  from: ObjectStore,
  to: ObjectStore,
  onProgress: (done: number, total: number) => void = () => undefined,
): Promise<CopyReport> {
  const keys = [...(await from.list("originals/")), ...(await from.list("variants/"))].sort();
  const report: CopyReport = { copied: 0, skipped: 0, failed: [] };
  for (const [index, key] of keys.entries()) {
    try {
      const source = await from.get(key);
      if (!source) continue;
      const there = await to.head(key);
      if (there && there.size === source.size) {
        source.body.destroy();
        report.skipped++;
      } else {
        const bytes = await buffer(source.body);
        const metadata: Record<string, string> = {};
        if (key.startsWith("originals/")) {
          const { width, height } = await sharp(bytes).metadata();
          if (width && height) Object.assign(metadata, { width: String(width), height: String(height) });
        }
        await to.put(key, bytes, { contentType: contentTypeOfKey(key), metadata });
        report.copied++;
      }
    } catch (error) {
      report.failed.push({ key, message: error instanceof Error ? error.message : String(error) });
    }
    if ((index + 1) % 100 === 0 || index + 1 === keys.length) onProgress(index + 1, keys.length);
  }
  return report;
}
