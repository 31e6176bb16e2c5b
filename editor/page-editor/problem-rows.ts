import { blockMeta, isBlockKey } from "../../generated/contracts/block-meta.ts";
import type { PageDocument } from "../../generated/contracts/block-types.ts";
import { editorFields, type EditorField, type EditorFields } from "../../generated/contracts/editor-fields.ts";
import { parsePointer } from "../../model/page-document/pointer.ts";
import type { PageIssue } from "../../model/page-document/validate.ts";
import { forEachBlock } from "../../model/page-document/walk.ts";

/** One line of the page's problem list. */
export interface ProblemRow {
  key: string;
  /** The block to select when the line is clicked; null for problems outside any block. */
  blockId: string | null;
  /** e.g. "Hero title banner (block 3)" or "Tabs, in block 2". */
  blockName: string;
  /** e.g. "Sections › 2 › Heading"; empty when the problem is the block itself. */
  field: string;
  message: string;
}

function prettify(name: string): string {
  return name.replaceAll(/[_-]+/g, " ").replace(/^./, (first) => first.toUpperCase());
}

/** Field labels along a pointer relative to a block's props, from the generated field config. */
export function fieldLabel(fields: EditorFields | undefined, segments: readonly string[]): string {
  const labels: string[] = [];
  let current: EditorFields | undefined = fields;
  let field: EditorField | undefined;
  for (let index = 0; index < segments.length; index++) {
    const segment = segments[index]!;
    if (field?.type === "array" && /^\d+$/.test(segment)) {
      labels.push(String(Number(segment) + 1));
      current = field.arrayFields;
      field = undefined;
      continue;
    }
    field = current?.[segment];
    labels.push(field?.label ?? (/^\d+$/.test(segment) ? String(Number(segment) + 1) : prettify(segment)));
    current = field?.type === "object" ? field.objectFields : undefined;
  }
  return labels.join(" › ");
}

/**
 * Every issue of a page as a line an author understands: the block by its name and position, the
 * field by its label, the message; in page order.
 */
export function problemRows(issues: readonly PageIssue[], document: PageDocument): ProblemRow[] {
  const places = new Map<string, { pointer: string; topIndex: number; nested: boolean }>();
  forEachBlock(document, ({ node, pointer, topIndex, depth }) => {
    if (!places.has(node.props.id)) places.set(node.props.id, { pointer, topIndex, nested: depth > 0 });
  });
  return issues.map((issue, index) => {
    const place = issue.blockId === null ? undefined : places.get(issue.blockId);
    const key = `${index}:${issue.pointer}:${issue.message}`;
    if (!place || issue.blockType === null) {
      return {
        key,
        blockId: null,
        blockName: "Page",
        field: fieldLabel(undefined, parsePointer(issue.pointer)),
        message: issue.message,
      };
    }
    const name = isBlockKey(issue.blockType) ? blockMeta[issue.blockType].name : issue.blockType;
    const position = place.topIndex + 1;
    const relative = issue.pointer.startsWith(`${place.pointer}/props`)
      ? issue.pointer.slice(`${place.pointer}/props`.length)
      : "";
    const fields = isBlockKey(issue.blockType) ? editorFields[issue.blockType] : undefined;
    return {
      key,
      blockId: issue.blockId,
      blockName: place.nested ? `${name}, in block ${position}` : `${name} (block ${position})`,
      field: fieldLabel(fields, parsePointer(relative)),
      message: issue.message,
    };
  });
}
