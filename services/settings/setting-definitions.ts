import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import settingsSchema from "../../schemas/settings.schema.json" with { type: "json" };
import { describeSchemaIssue } from "../../model/page-document/issues.ts";
import { isPrototypeKey, prototypeKeyPointer } from "../../model/json/index.ts";
import { footerKeyLocale } from "../../model/footer/footer.ts";

/**
 * The known settings: each key's definition in schemas/settings.schema.json (`$defs/<key>`). A JSON
 * setting (`contentMediaType: application/json`) must parse, and its parsed value must match
 * `contentSchema`; any other definition describes the stored text itself.
 */
export const SETTINGS_SCHEMA_ID = settingsSchema.$id;

type Definition = { contentMediaType?: string; contentSchema?: unknown; [keyword: string]: unknown };
const DEFINITIONS = settingsSchema.$defs as unknown as Record<string, Definition>;

export interface SettingDefinition {
  key: string;
  /** Where the definition lives, e.g. `https://forecourt.dev/schemas/settings#/$defs/general.404_page`. */
  ref: string;
  /** The value must be JSON (and the parsed value is what the schema describes). */
  json: boolean;
}

/** Known key -> its definition. */
export const SETTING_DEFINITIONS: ReadonlyMap<string, SettingDefinition> = new Map(
  Object.entries(DEFINITIONS).map(([key, definition]) => [
    key,
    { key, ref: `${SETTINGS_SCHEMA_ID}#/$defs/${key}`, json: definition.contentMediaType === "application/json" },
  ]),
);

/**
 * A key's definition: its own, or for a language's footer (footer.config.ar, decision 129) the one of
 * footer.config, so every language's footer is checked as the default one is.
 */
function definitionOf(key: string): SettingDefinition | undefined {
  return SETTING_DEFINITIONS.get(key) ?? (footerKeyLocale(key) ? SETTING_DEFINITIONS.get("footer.config") : undefined);
}

/**
 * Keys are dot-namespaced (`general.404_page`); the few known keys of one segment (the seed's `meta`)
 * are accepted as well.
 */
export const SETTING_KEY_PATTERN = `^(?:${[...SETTING_DEFINITIONS.keys()].filter((key) => !key.includes(".")).join("|")}|[a-z0-9_]+(?:\\.[a-z0-9_]+)+)$`;

export interface SettingIssue {
  /** JSON pointer into the parsed value (JSON settings) or "" for the text itself. */
  pointer: string;
  message: string;
  keyword: string;
}

export type SettingCheck =
  | { ok: true; /** The parsed value for a JSON setting, else the text. */ value: unknown }
  | { ok: false; kind: "json"; message: string }
  | { ok: false; kind: "key"; message: string }
  | { ok: false; kind: "schema"; message: string; issues: SettingIssue[] };

const PROTOTYPE_KEY_MESSAGE = "must not be __proto__, constructor or prototype (nor have such a dot-separated segment)";

/** The value parsed when it is a JSON object or array (any setting, known or not), else undefined. */
function parsedObject(value: string): unknown {
  if (!/^\s*[[{]/.test(value)) return undefined;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return undefined;
  }
}

let ajv: Ajv2020 | null = null;
const validators = new Map<string, ValidateFunction>();

function validatorFor(key: string, json: boolean): ValidateFunction {
  let validate = validators.get(key);
  if (!validate) {
    if (!ajv) {
      ajv = new Ajv2020({ allErrors: true, strict: true, strictTypes: false });
      // Where the settings screen lists a key: for people, not for validation.
      ajv.addKeyword("x-group");
      ajv.addSchema(settingsSchema);
    }
    const ref = `${SETTINGS_SCHEMA_ID}#/$defs/${key}${json ? "/contentSchema" : ""}`;
    validate = ajv.getSchema(ref);
    if (!validate) throw new Error(`no schema at ${ref}`);
    validators.set(key, validate);
  }
  return validate;
}

function describeIssues(validate: ValidateFunction): SettingIssue[] {
  const seen = new Set<string>();
  const issues: SettingIssue[] = [];
  for (const error of validate.errors ?? []) {
    // anyOf reports each branch and then itself; the summary is enough.
    if (error.schemaPath.includes("/anyOf/")) continue;
    const { pointer, message } = describeSchemaIssue(error);
    const text = error.keyword === "anyOf" ? "is not one of the accepted forms" : message;
    if (seen.has(`${pointer} ${text}`)) continue;
    seen.add(`${pointer} ${text}`);
    issues.push({ pointer, message: text, keyword: error.keyword });
  }
  return issues;
}

/**
 * Checks a value (as stored: text) for `key`. Unknown keys accept any text (but no JSON key that names
 * the prototype chain). A JSON setting that does
 * not parse answers the parser's message; one that breaks its schema answers JSON pointers.
 */
export function checkSetting(key: string, value: string): SettingCheck {
  // Settings are read into dictionaries and trees keyed by their keys and their JSON keys (UI strings
  // split `a.b` into a path): a key naming the prototype chain would change every object in the
  // process, so it is refused whatever the setting, and a stored one reads as invalid.
  if (isPrototypeKey(key))
    return { ok: false, kind: "key", message: `The setting key ${key} ${PROTOTYPE_KEY_MESSAGE}.` };
  const poisoned = prototypeKeyPointer(parsedObject(value));
  if (poisoned !== null)
    return {
      ok: false,
      kind: "schema",
      message: `The value of ${key} has a key that ${PROTOTYPE_KEY_MESSAGE}: ${poisoned}`,
      issues: [{ pointer: poisoned, message: `key ${PROTOTYPE_KEY_MESSAGE}`, keyword: "propertyNames" }],
    };
  const definition = definitionOf(key);
  if (!definition) return { ok: true, value };
  let candidate: unknown = value;
  if (definition.json) {
    try {
      candidate = JSON.parse(value);
    } catch (error) {
      return {
        ok: false,
        kind: "json",
        message: `The value of ${key} must be JSON, and it is not: ${(error as Error).message}`,
      };
    }
  }
  const validate = validatorFor(definition.key, definition.json);
  if (validate(candidate)) return { ok: true, value: candidate };
  const issues = describeIssues(validate);
  const where = (pointer: string) => (definition.json ? pointer || "/" : "the value");
  return {
    ok: false,
    kind: "schema",
    message: `The value of ${key} does not match its schema: ${issues.map((issue) => `${where(issue.pointer)} ${issue.message}`).join("; ")}`,
    issues,
  };
}
