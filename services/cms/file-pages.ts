import { createHash } from "node:crypto";
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import type { PageDocument } from "../../generated/contracts/block-types.ts";
import { normalizePage } from "../../model/page-document/normalize.server.ts";
import { validatePage, type PageIssue } from "../../model/page-document/validate.ts";
import type { PageRecord } from "./page-record.ts";

export class InvalidPageFileError extends Error {
  constructor(
    readonly file: string,
    readonly issues: PageIssue[],
  ) {
    super(`${file}: ${issues.map((issue) => `${issue.pointer} ${issue.message}`).join("; ")}`);
  }
}

/** A published page ready to render: the record's fields plus its normalised document. */
export interface PublishedPage {
  record: PageRecord;
  /** Changes when the stored page changes. */
  revision: string;
  document: PageDocument;
}

const DEFAULTS: Omit<PageRecord, "id" | "path" | "title" | "document"> = {
  page_type: "page",
  link_type: "internal",
  redirect_to: null,
  http_code: 301,
  meta_title: null,
  meta_description: null,
  canonical_url: null,
  image_id: null,
  external_meta_image: null,
  disable_seo_tracking: false,
};

/**
 * Page records read from `*.page.json` files: the demo content and test fixtures. Every document is
 * validated on load (an invalid one is refused with its pointers) and normalised once.
 */
export function readPageFiles(directory: string): Map<string, PublishedPage> {
  const pages = new Map<string, PublishedPage>();
  for (const name of readdirSync(directory).filter((file) => file.endsWith(".page.json")).sort()) {
    const file = path.join(directory, name);
    const text = readFileSync(file, "utf8");
    const raw = JSON.parse(text) as Partial<PageRecord> & { path: string; title: string };
    const record: PageRecord = { ...DEFAULTS, id: name.replace(/\.page\.json$/, ""), document: null, ...raw };
    let document: PageDocument = { schemaVersion: 1, root: { props: {} }, content: [] };
    if (record.page_type === "page" && record.redirect_to === null) {
      const validation = validatePage(record.document);
      if (!validation.valid) throw new InvalidPageFileError(file, validation.issues);
      document = normalizePage(record.document as PageDocument);
    }
    pages.set(record.path, { record, document, revision: createHash("sha256").update(text).digest("hex").slice(0, 16) });
  }
  return pages;
}
