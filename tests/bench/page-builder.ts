import { readFileSync } from "node:fs";
import path from "node:path";
import { blockKeys, blockMeta } from "../../generated/contracts/block-meta.ts";
import type { BlockNode, PageDocument } from "../../generated/contracts/block-types.ts";
import { normalizePage } from "../../model/page-document/normalize.server.ts";
import type { SitePage } from "../../model/site/site-data.ts";

type Props = Record<string, unknown>;

function examplesOf(key: string): Props[] {
  const schema = JSON.parse(readFileSync(path.join(process.cwd(), "blocks", key, "block.schema.json"), "utf8")) as {
    examples?: Props[];
  };
  return [blockMeta[key as keyof typeof blockMeta].insertDefaults as Props, ...(schema.examples ?? [])];
}

/** Gives every block node in `value` a fresh id, so copies of one example can share a page. */
function reId(value: unknown, next: () => string): unknown {
  if (Array.isArray(value)) return value.map((item) => reId(item, next));
  if (typeof value !== "object" || value === null) return value;
  const entries = Object.entries(value).map(([key, child]) => [key, reId(child, next)] as const);
  const copy = Object.fromEntries(entries) as Props;
  if (typeof copy.type === "string" && typeof copy.props === "object" && copy.props !== null) {
    (copy.props as Props).id = next();
  }
  return copy;
}

/**
 * A realistic page of `count` top-level blocks: every registered block's defaults and examples in
 * turn (nested blocks included), deterministic. `filter` restricts the block types used.
 */
export function buildPage(
  count: number,
  filter: (key: string) => boolean = () => true,
  sampleFilter: (props: Props) => boolean = () => true,
): PageDocument {
  const pool = blockKeys
    .filter(filter)
    .flatMap((key) => examplesOf(key).map((props) => ({ type: key, props })))
    .filter((sample) => sampleFilter(sample.props));
  let counter = 0;
  const next = (): string => `b${++counter}`;
  const content = Array.from({ length: count }, (_, index) => {
    const sample = pool[index % pool.length]!;
    return reId({ type: sample.type, props: { ...sample.props, id: "" } }, next) as BlockNode;
  });
  return { schemaVersion: 1, root: { props: { title: `Benchmark page (${count} blocks)` } }, content };
}

/**
 * An example that draws no shell island: no form link (the modal form dialog) and no video link (the
 * video modal). A "static blocks only" page built from such examples ships no JavaScript at all.
 */
export function drawsNoShellIsland(props: Props): boolean {
  return !/"type":"form"|youtube\.com|youtu\.be|youtube-nocookie|\.(?:webm|mp4|ogg)"/.test(JSON.stringify(props));
}

export function isStatic(key: string): boolean {
  return !blockMeta[key as keyof typeof blockMeta].interactive;
}

/** A published page around a document, as the site data source hands it to the renderer. */
export function sitePageOf(document: PageDocument, path: string): SitePage {
  return {
    id: `bench${path.replaceAll("/", "-")}`,
    revision: "1",
    path,
    title: "Benchmark",
    meta: {
      meta_title: null,
      meta_description: null,
      canonical_url: null,
      image_id: null,
      external_meta_image: null,
      disable_seo_tracking: false,
    },
    document: normalizePage(document),
  };
}

/** Blocks that render from server data (x-block.data), e.g. the stock locator. */
export function isDataBlock(key: string): boolean {
  return blockMeta[key as keyof typeof blockMeta].data !== null;
}
