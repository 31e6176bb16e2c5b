import { isBlockKey } from "../../generated/contracts/block-meta.ts";
import { forEachBlock } from "./walk.ts";

/**
 * One step of one block's props, from version n to n + 1 (decision 019). Pure: it returns new props
 * and never changes its argument. Nested blocks in the props are migrated by the walker, each by its
 * own block's migrations, so a step only reshapes its own block's fields.
 */
export type BlockMigration = (props: Readonly<Record<string, unknown>>) => Record<string, unknown>;

/** What migrating needs to know: today's versions and every block's ordered steps. */
export interface BlockMigrations {
  /** The current version of every block whose version is above 1 (a block not listed is at 1). */
  readonly versions: Readonly<Record<string, number>>;
  /** Ordered steps by block key: index 0 migrates version 1 to 2, index n - 1 version n to n + 1. */
  readonly migrations: Readonly<Record<string, readonly BlockMigration[]>>;
}

/** One block a migration changed. */
export interface MigratedBlock {
  pointer: string;
  type: string;
  id: string | null;
  from: number;
  to: number;
}

/**
 * A document written by newer code than this (a block at a version this code does not know): it is
 * refused, never silently downgraded, since older code cannot know what the newer fields mean.
 */
export class BlockVersionError extends Error {
  constructor(
    readonly pointer: string,
    message: string,
  ) {
    super(message);
  }
}

type Envelope = Record<string, unknown> & { blockVersions?: unknown };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The versions a document says its blocks are at; null when the field is malformed (validation reports it). */
function storedVersionsOf(document: Envelope): Readonly<Record<string, unknown>> | null {
  const stored = document.blockVersions;
  if (stored === undefined) return NONE;
  return isRecord(stored) ? stored : null;
}

const NONE: Readonly<Record<string, unknown>> = Object.freeze({});

/** True when the document is stamped with exactly today's versions; allocation-free (the hot path). */
function isCurrent(stored: Readonly<Record<string, unknown>>, versions: Readonly<Record<string, number>>): boolean {
  for (const key in versions) if (stored[key] !== versions[key]) return false;
  for (const key in stored) if (!(key in versions)) return false;
  return true;
}

function refuseNewer(stored: Readonly<Record<string, unknown>>, versions: Readonly<Record<string, number>>): void {
  for (const key in stored) {
    const version = stored[key];
    const current = versions[key] ?? 1;
    if (isBlockKey(key) && typeof version === "number" && version > current) {
      throw new BlockVersionError(
        `/blockVersions/${key}`,
        `was written with the ${key} block at version ${version}, but this code knows version ${current} at most: run the newer code (or restore a newer build) to load it`,
      );
    }
  }
}

/**
 * The document with today's block versions: every block older than its current version is passed
 * through its migrations in order (nested slots included, a parent before its children, so children
 * are found where today's schema puts them), and the envelope is stamped with today's versions.
 * Returns the very same object when the document is already current, so loading a current document
 * costs a few comparisons and allocates nothing. Throws BlockVersionError for a document from newer
 * code. A malformed document is returned as it is: validation reports what is wrong with it.
 */
export function migratePage<T>(document: T, set: BlockMigrations, onMigrated?: (block: MigratedBlock) => void): T {
  if (!isRecord(document)) return document;
  const stored = storedVersionsOf(document);
  if (stored === null || isCurrent(stored, set.versions)) return document;
  refuseNewer(stored, set.versions);
  const copy = structuredClone(document) as Envelope;
  forEachBlock(copy as { content: never }, (visit) => {
    const node = visit.node as { type: string; props: Record<string, unknown> };
    const to = set.versions[node.type];
    if (to === undefined) return;
    const recorded = stored[node.type];
    const from = typeof recorded === "number" && Number.isInteger(recorded) && recorded >= 1 ? recorded : 1;
    if (from >= to) return;
    let props: Record<string, unknown> = node.props;
    for (let version = from; version < to; version++) {
      const step = set.migrations[node.type]?.[version - 1];
      if (!step)
        throw new Error(
          `the ${node.type} block is at version ${to} but has no migration from version ${version} (codegen checks this: run npm run codegen)`,
        );
      props = step(props);
    }
    node.props = props;
    onMigrated?.({
      pointer: visit.pointer,
      type: node.type,
      id: typeof props.id === "string" ? props.id : null,
      from,
      to,
    });
  });
  return stampVersions(copy, set.versions) as T;
}

/**
 * The envelope stamped with `versions` (the field is left out when no block is above version 1), as
 * `{ schemaVersion, blockVersions, ...the rest }`: one key order, so equal documents serialise alike.
 */
export function stampVersions<T extends Record<string, unknown>>(
  document: T,
  versions: Readonly<Record<string, number>>,
): T {
  const { schemaVersion, blockVersions: _previous, ...rest } = document;
  const stamp = Object.keys(versions).length > 0 ? { blockVersions: { ...versions } } : {};
  return { schemaVersion, ...stamp, ...rest } as unknown as T;
}
