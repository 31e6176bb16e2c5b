import type { BlockDataDependencies, BlockDataRequest, SiteData, SitePage } from "../../../model/site/site-data.ts";
import { blockMeta, isBlockKey } from "../../../generated/contracts/block-meta.ts";
import { forEachBlock } from "../../../model/page-document/walk.ts";

/** The earlier of two optional instants (ms). */
export function earliest(a: number | null, b: number | null): number | null {
  if (a === null) return b;
  return b === null ? a : Math.min(a, b);
}

export function blockDataRequests(page: SitePage, url: URL, now?: Date): BlockDataRequest[] {
  const requests: BlockDataRequest[] = [];
  forEachBlock(page.document, ({ node }) => {
    const kind = isBlockKey(node.type) ? blockMeta[node.type].data : null;
    if (kind)
      requests.push({
        kind,
        blockId: node.props.id,
        props: node.props as Record<string, unknown>,
        url,
        now,
        pageLocale: page.locale ?? null,
      });
  });
  return requests;
}

/**
 * What the page's data depends on, without resolving it: the union of the parameters each block's
 * resolver reads (sorted) and their revisions. Null when a resolver cannot say.
 */
export async function dataDependencies(
  site: SiteData,
  requests: readonly BlockDataRequest[],
): Promise<BlockDataDependencies | null> {
  if (requests.length === 0 || !site.resolveBlockData) return { query: "", revision: "" };
  if (!site.blockDataDependencies) return null;
  const found = await Promise.all(requests.map((request) => site.blockDataDependencies!(request)));
  if (found.some((dependency) => dependency === null)) return null;
  const query = new URLSearchParams();
  for (const dependency of found)
    for (const [name, value] of new URLSearchParams(dependency!.query)) if (!query.has(name)) query.append(name, value);
  query.sort();
  return { query: query.toString(), revision: found.map((dependency) => dependency!.revision).join(",") };
}

/** Runs the resolver of every block that declares server data, in parallel. */
export async function resolveBlockData(
  site: SiteData,
  requests: readonly BlockDataRequest[],
): Promise<{ blockData: Record<string, unknown>; dataRevision: string; expiresAt: number | null }> {
  if (requests.length === 0 || !site.resolveBlockData) return { blockData: {}, dataRevision: "", expiresAt: null };
  const results = await Promise.all(requests.map((request) => site.resolveBlockData!(request)));
  const blockData: Record<string, unknown> = {};
  const revisions: string[] = [];
  let expiresAt: number | null = null;
  results.forEach((result, index) => {
    if (!result) return;
    blockData[requests[index]!.blockId] = result.data;
    revisions.push(result.revision);
    expiresAt = earliest(expiresAt, result.expiresAt ?? null);
  });
  return { blockData, dataRevision: revisions.join(","), expiresAt };
}
