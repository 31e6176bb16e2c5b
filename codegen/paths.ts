import { fileURLToPath } from "node:url";
import path from "node:path";

/** Repository root (codegen/ sits directly below it). */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const SCHEMAS_DIR = path.join(ROOT, "schemas");
export const BLOCKS_DIR = path.join(ROOT, "blocks");
export const GENERATED_DIR = path.join(ROOT, "generated");

const SCHEMA_BASE = "https://forecourt.dev/";
export const FIELDS_ID = `${SCHEMA_BASE}schemas/fields`;
export const PAGE_DOCUMENT_ID = `${SCHEMA_BASE}schemas/page-document`;
export const BLOCK_TEMPLATE_ID = `${SCHEMA_BASE}schemas/block-template`;
export const BLOCK_ID_PREFIX = `${SCHEMA_BASE}blocks/`;
export const SLOT_REF = `${FIELDS_ID}#/$defs/slot`;

export function posix(relativePath: string): string {
  return relativePath.split(path.sep).join("/");
}
