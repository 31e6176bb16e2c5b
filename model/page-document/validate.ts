import { blockKeys, blockMeta, isBlockKey } from "../../generated/contracts/block-meta.ts";
import type { BlockKey, BlockNode, PageDocument } from "../../generated/contracts/block-types.ts";
import { blockValidators, validatePageDocument, type SchemaIssue } from "../../generated/contracts/validators.ts";
import { describeSchemaIssue, type PageIssue } from "./issues.ts";
import { blockAtPointer } from "./pointer.ts";
import { compilePath, type PathReader } from "./field-paths.ts";
import { shapeIssue } from "./limits.ts";
import { forEachBlock } from "./walk.ts";

export type { PageIssue } from "./issues.ts";

export type PageValidation = { valid: true; issues: readonly [] } | { valid: false; issues: PageIssue[] };

const VALID: PageValidation = { valid: true, issues: [] };

/**
 * Validates a whole page document with the generated validator (nested slots included), then checks
 * what JSON Schema cannot: block ids are unique within the page. Nesting depth and block count are
 * checked first, without recursion, so no document can overflow the stack of the validator.
 */
export function validatePage(document: unknown): PageValidation {
  const tooLarge = shapeIssue(document);
  if (tooLarge) return { valid: false, issues: [tooLarge] };
  if (!validatePageDocument(document)) {
    return { valid: false, issues: toPageIssues(document, validatePageDocument.errors ?? []) };
  }
  const issues = duplicateIdIssues(document as PageDocument);
  return issues.length === 0 ? VALID : { valid: false, issues };
}

/** Validates one block's props; pointers are relative to the props object. */
export function validateBlockProps(type: string, props: unknown): PageValidation {
  if (!isBlockKey(type)) {
    return {
      valid: false,
      issues: [
        {
          pointer: "",
          blockId: null,
          blockType: type,
          message: `is not a known block type (${JSON.stringify(type)})`,
          keyword: "type",
        },
      ],
    };
  }
  const validate = blockValidators[type as BlockKey];
  if (validate(props)) return VALID;
  const node = { type, props };
  return {
    valid: false,
    issues: (validate.errors ?? []).map((issue) => {
      const { pointer, message } = describeSchemaIssue(issue);
      const owner = blockAtPointer({ wrapper: node }, `/wrapper/props${pointer}`);
      return { pointer, message, keyword: issue.keyword, blockId: blockIdOf(owner), blockType: owner?.type ?? type };
    }),
  };
}

function toPageIssues(document: unknown, errors: SchemaIssue[]): PageIssue[] {
  const seen = new Set<string>();
  const issues: PageIssue[] = [];
  // With a discriminated union, a failed oneOf adds a summary error on top of the branch's own errors.
  const hasSpecific = errors.some((issue) => issue.keyword !== "oneOf");
  for (const issue of errors) {
    if (issue.keyword === "oneOf" && hasSpecific) continue;
    const { pointer, message } = describeSchemaIssue(issue);
    const key = `${pointer}\u0000${message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const owner = blockAtPointer(document, pointer);
    issues.push({
      pointer,
      message,
      keyword: issue.keyword,
      blockId: blockIdOf(owner),
      blockType: owner?.type ?? null,
    });
  }
  return issues;
}

function blockIdOf(node: { props: unknown } | null): string | null {
  const id = node ? (node.props as { id?: unknown }).id : undefined;
  return typeof id === "string" ? id : null;
}

const slotReaders = new Map<string, PathReader[]>(
  blockKeys.map((key) => [key, blockMeta[key].slotPaths.map(compilePath)] as const),
);

/** True when some block id repeats; allocation-free apart from the set, since it runs on every valid save. */
function hasDuplicateIds(nodes: readonly BlockNode[], seen: Set<string>): boolean {
  for (const node of nodes) {
    const id = node.props.id;
    if (seen.has(id)) return true;
    seen.add(id);
    const readers = slotReaders.get(node.type);
    if (readers)
      for (const read of readers)
        if (read(node.props as Record<string, unknown>, listHasDuplicateIds, seen)) return true;
  }
  return false;
}

function listHasDuplicateIds(list: unknown, seen: Set<string>): boolean {
  return Array.isArray(list) && hasDuplicateIds(list as BlockNode[], seen);
}

function duplicateIdIssues(document: PageDocument): PageIssue[] {
  if (!hasDuplicateIds(document.content, new Set())) return [];
  const seen = new Set<string>();
  const issues: PageIssue[] = [];
  forEachBlock(document, ({ node, pointer }) => {
    const id = node.props.id;
    if (seen.has(id)) {
      issues.push({
        pointer: `${pointer}/props/id`,
        message: `repeats the id ${JSON.stringify(id)} of another block on this page`,
        keyword: "uniqueId",
        blockId: id,
        blockType: node.type,
      });
    }
    seen.add(id);
  });
  return issues;
}
