import { fieldUi, type DataSchema, type FieldValue, type UiSchema } from "./definition.ts";

/** A query parameter (or a link's hidden field) and the form field it fills. */
interface ParamMapping {
  param: string;
  field: string;
}

/** The Form block's mapping fields, as prefill reads them. */
export interface PrefillMappings {
  /** form_params_mapping: query parameters copied into fields. */
  params: readonly ParamMapping[];
  /** form_location_params_mapping: query parameters that name a location. */
  locationParams: readonly ParamMapping[];
  /** form_location_mapping: a location parameter's value and what the field receives instead. */
  locationMapping: readonly { from: string; to: string }[];
  /** form_hidden_field_mapping, or a form link's hidden_fields: values for hidden fields. */
  hiddenFields: readonly { name: string; value: string }[];
}

export const NO_MAPPINGS: PrefillMappings = { params: [], locationParams: [], locationMapping: [], hiddenFields: [] };

type Form = { schema: DataSchema; ui_schema: UiSchema };

/**
 * Query parameters named in the params mapping fill the mapped fields when
 * non-empty; location parameters are translated through the location mapping if it has the value,
 * else used directly; hidden-field values are prefilled only when the form is a modal form (an inline
 * form's hidden fields keep their defaults, so a shared URL cannot change them).
 *
 * A value is converted to its field's type; one that does not fit (not a number, not an option of a
 * select) is left out rather than shown as something the visitor did not choose.
 */
export function prefillValues(
  form: Form,
  query: URLSearchParams,
  mappings: PrefillMappings,
  { modal }: { modal: boolean },
): Record<string, FieldValue> {
  const values: Record<string, FieldValue> = {};
  const put = (field: string, raw: string) => {
    if (raw.trim() === "") return;
    if (!modal && fieldUi(form.ui_schema, field)["ui:widget"] === "hidden") return;
    const value = converted(form, field, raw.trim());
    if (value !== null) values[field] = value;
  };
  for (const { param, field } of mappings.params) put(field, query.get(param) ?? "");
  const translations = new Map(mappings.locationMapping.map((entry) => [entry.from, entry.to]));
  for (const { param, field } of mappings.locationParams) {
    const raw = (query.get(param) ?? "").trim();
    if (raw !== "") put(field, translations.get(raw) ?? raw);
  }
  if (modal) {
    for (const { name, value } of mappings.hiddenFields) {
      if (fieldUi(form.ui_schema, name)["ui:widget"] === "hidden") put(name, value);
    }
  }
  return values;
}

function converted(form: Form, field: string, raw: string): FieldValue | null {
  const schema = form.schema.properties[field];
  if (!schema) return null;
  if (schema.oneOf) {
    const option = schema.oneOf.find((entry) => String(entry.const) === raw);
    return option ? option.const : null;
  }
  switch (schema.type) {
    case "number":
    case "integer": {
      const number = Number(raw);
      if (!Number.isFinite(number) || (schema.type === "integer" && !Number.isInteger(number))) return null;
      return number;
    }
    case "boolean":
      if (raw === "true" || raw === "1") return true;
      if (raw === "false" || raw === "0") return false;
      return null;
    default:
      return raw;
  }
}

/** The site-wide form field mappings setting (forms.field_mappings) as stored. */
export interface StoredFieldMappings {
  params?: readonly ParamMapping[];
  location_params?: readonly ParamMapping[];
  location_mapping?: readonly { from: string; to: string }[];
}

/** The setting read into prefill mappings; anything that is not a list of complete pairs is left out. */
export function siteFieldMappings(stored: StoredFieldMappings | null | undefined): PrefillMappings {
  const pairs = <K extends string>(value: unknown, a: K, b: K) =>
    (Array.isArray(value) ? value : []).filter(
      (entry): entry is Record<K, string> =>
        typeof entry === "object" &&
        entry !== null &&
        typeof (entry as Record<string, unknown>)[a] === "string" &&
        typeof (entry as Record<string, unknown>)[b] === "string",
    );
  return {
    params: pairs(stored?.params, "param", "field"),
    locationParams: pairs(stored?.location_params, "param", "field"),
    locationMapping: pairs(stored?.location_mapping, "from", "to"),
    hiddenFields: [],
  };
}

export function hasMappings(mappings: PrefillMappings): boolean {
  return mappings.params.length + mappings.locationParams.length + mappings.locationMapping.length > 0;
}

/**
 * A form block's mappings over the site's: the block's come first for the fields (and locations) they
 * name, the site's fill the rest; hidden fields are the block's or the link's alone.
 */
export function withSiteMappings(block: PrefillMappings, site: PrefillMappings): PrefillMappings {
  const blockFields = new Set([...block.params, ...block.locationParams].map((entry) => entry.field));
  const blockLocations = new Set(block.locationMapping.map((entry) => entry.from));
  return {
    params: [...block.params, ...site.params.filter((entry) => !blockFields.has(entry.field))],
    locationParams: [...block.locationParams, ...site.locationParams.filter((entry) => !blockFields.has(entry.field))],
    locationMapping: [
      ...block.locationMapping,
      ...site.locationMapping.filter((entry) => !blockLocations.has(entry.from)),
    ],
    hiddenFields: block.hiddenFields,
  };
}
