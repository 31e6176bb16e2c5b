import type { RJSFSchema } from "@rjsf/utils";
import settingsSchema from "../../../schemas/settings.schema.json";
import {
  SETTING_FAMILY_INFO,
  SETTING_GROUPS,
  type SettingFamily,
  type SettingGroup,
} from "../../../generated/contracts/settings.ts";

/** One definition of the registry, as far as the forms use it. */
interface Definition {
  title: string;
  description: string;
  "x-group": SettingGroup;
  "x-view-on-site"?: string;
  enum?: string[];
  default?: string | null;
  contentMediaType?: string;
  contentSchema?: RJSFSchema & { default?: unknown };
}

/** How a setting is edited on its group's form, from the type its definition gives. */
type SettingControl =
  | { kind: "toggle" }
  | { kind: "select"; options: string[] }
  | { kind: "text"; multiline: boolean }
  /** A JSON object with known properties: a form of them, drawn by the inspector's machinery. */
  | { kind: "form"; schema: RJSFSchema }
  /** Any other JSON (lists, free-form objects): a JSON editor. */
  | { kind: "json" };

export interface SettingField {
  key: string;
  title: string;
  description: string;
  control: SettingControl;
  /** Stored as JSON text. */
  json: boolean;
  /** The value when none is stored: text for text settings, the parsed value (or null) for JSON ones. */
  defaultValue: unknown;
  /** A page of the public site where the setting shows. */
  viewOnSite: string | null;
}

export interface SettingSection {
  group: SettingGroup;
  fields: SettingField[];
}

const definitions = settingsSchema.$defs as unknown as Record<string, Definition>;

function isToggle(values: readonly string[]): boolean {
  return values.length === 2 && values.includes("true") && values.includes("false");
}

/** Whether rjsf can draw a form of this schema: an object with properties and no references out of it. */
function formable(schema: RJSFSchema | undefined): schema is RJSFSchema {
  return (
    schema !== undefined &&
    schema.type === "object" &&
    Object.keys(schema.properties ?? {}).length > 0 &&
    !JSON.stringify(schema).includes('"$ref"')
  );
}

type Node = { [keyword: string]: unknown };

const isNode = (value: unknown): value is Node => typeof value === "object" && value !== null && !Array.isArray(value);
const PRIMITIVE = new Set(["string", "integer", "number", "null"]);

/**
 * A value the registry accepts in several plain forms (an image id as text or number, a heading level
 * as 2 or "h2") is edited as text: rjsf would otherwise draw an unlabelled chooser of the forms. The
 * server still checks the value against every form.
 */
function plainAlternatives(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(plainAlternatives);
  if (!isNode(schema)) return schema;
  const out: Node = {};
  for (const [keyword, value] of Object.entries(schema)) out[keyword] = plainAlternatives(value);
  const branches = out.anyOf ?? out.oneOf;
  if (
    Array.isArray(branches) &&
    branches.every((branch) => isNode(branch) && typeof branch.type === "string" && PRIMITIVE.has(branch.type))
  ) {
    const { anyOf: _anyOf, oneOf: _oneOf, ...rest } = out;
    const text = (branches as Node[]).find((branch) => branch.type === "string");
    return { ...(text ?? { type: "string" }), ...rest };
  }
  return out;
}

function controlOf(key: string, definition: Definition): SettingControl {
  if (definition.contentMediaType === "application/json") {
    // The registry's default describes what the site reads, not a value to start the form with.
    const { default: _default, ...schema } = definition.contentSchema ?? {};
    return formable(schema) ? { kind: "form", schema: plainAlternatives(schema) as RJSFSchema } : { kind: "json" };
  }
  if (definition.enum)
    return isToggle(definition.enum) ? { kind: "toggle" } : { kind: "select", options: definition.enum };
  return { kind: "text", multiline: key.endsWith(".html") };
}

function fieldOf(key: string, definition: Definition): SettingField {
  const json = definition.contentMediaType === "application/json";
  return {
    key,
    title: definition.title,
    description: definition.description,
    control: controlOf(key, definition),
    json,
    defaultValue: json ? (definition.contentSchema?.default ?? null) : (definition.default ?? null),
    viewOnSite: definition["x-view-on-site"] ?? null,
  };
}

/** A family of keys (one per language, per retailer): its members share one definition. */
export interface SettingFamilyForm {
  family: SettingFamily;
  /** What every member's key starts with, e.g. `translations.`. */
  prefix: string;
  title: string;
  description: string;
  /** Whether `key` may be a member (the registry's pattern for the family). */
  accepts: (key: string) => boolean;
  /** A member's key as the help names one. */
  example: string;
  /** The form of one member. */
  member: (key: string) => SettingField;
}

/** A member each family's help can show: the names the site's languages and retailers take. */
const EXAMPLES: Record<SettingFamily, string> = {
  "footer.config.*": "footer.config.ar",
  "sl.company_config.*": "sl.company_config.gulf_motors",
  "translations.*": "translations.en_au",
};

/** The key families of the registry, in key order. */
export const SETTING_FAMILIES: readonly SettingFamilyForm[] = (Object.keys(SETTING_FAMILY_INFO) as SettingFamily[])
  .sort((a, b) => a.localeCompare(b))
  .map((family) => {
    const definition = definitions[family]!;
    return {
      family,
      prefix: family.slice(0, -1),
      title: definition.title,
      description: definition.description,
      accepts: (key) => SETTING_FAMILY_INFO[family].pattern.test(key),
      example: EXAMPLES[family],
      member: (key) => fieldOf(key, definition),
    };
  });

/**
 * The settings screen's sections: one per group of the registry (in the registry's order), each with
 * its settings in key order. Families (one key per language or company) have their own section
 * (`SETTING_FAMILIES`), as well as the Expert view and the footer screen of each language.
 */
export const SETTING_SECTIONS: readonly SettingSection[] = SETTING_GROUPS.map((group) => ({
  group,
  fields: Object.entries(definitions)
    .filter(([key, definition]) => definition["x-group"] === group && !key.endsWith(".*"))
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, definition]) => fieldOf(key, definition)),
})).filter((section) => section.fields.length > 0);

/** A section's id in the page (its anchor): `Prices and currency` -> `settings-prices-and-currency`. */
export function sectionId(group: string): string {
  return `settings-${group.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
}
