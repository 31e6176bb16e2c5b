/**
 * The location dialog's fields: the retailer fields a dealer fills in (name, dealer
 * code, address, city, postcode, phone, e-mail), and any other attributes as JSON, kept as they are,
 * so a location written by a feed or a form mapping keeps what this screen does not show.
 */
export const LOCATION_FIELDS = [
  { name: "name", label: "Name", required: true },
  { name: "dealer_code", label: "Dealer code" },
  { name: "address", label: "Address" },
  { name: "city", label: "City" },
  { name: "postcode", label: "Postcode" },
  { name: "phone", label: "Phone" },
  { name: "email", label: "E-mail" },
] as const;

type LocationFieldName = (typeof LOCATION_FIELDS)[number]["name"];
export type LocationValues = Record<LocationFieldName | "other", string>;

const NAMED = new Set<string>(LOCATION_FIELDS.map((field) => field.name));

/** The dialog's values for `attributes`: the named fields as text, the rest as pretty JSON ("" when none). */
export function locationValues(attributes: Record<string, unknown> | null): LocationValues {
  const values = Object.fromEntries(
    LOCATION_FIELDS.map(({ name }) => {
      const value = attributes?.[name];
      return [name, typeof value === "string" || typeof value === "number" ? String(value) : ""];
    }),
  ) as LocationValues;
  const other = Object.fromEntries(Object.entries(attributes ?? {}).filter(([key]) => !NAMED.has(key)));
  values.other = Object.keys(other).length > 0 ? JSON.stringify(other, null, 2) : "";
  return values;
}

export type LocationCheck =
  | { ok: true; attributes: Record<string, unknown> }
  | { ok: false; problems: Partial<Record<LocationFieldName | "other", string>> };

/**
 * The attributes to store, or what is wrong, by field: a name is required, an e-mail must look like
 * one, and the other attributes must be a JSON object that does not repeat a named field.
 */
export function locationAttributes(values: LocationValues): LocationCheck {
  const problems: Partial<Record<LocationFieldName | "other", string>> = {};
  if (values.name.trim() === "") problems.name = "is required";
  if (values.email.trim() !== "" && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email.trim()))
    problems.email = "must be an e-mail address";
  let other: Record<string, unknown> = {};
  if (values.other.trim() !== "") {
    try {
      const parsed: unknown = JSON.parse(values.other);
      if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed))
        problems.other = 'must be a JSON object, like {"opening_hours": "Mon-Fri 9-18"}';
      else {
        other = parsed as Record<string, unknown>;
        const repeated = Object.keys(other).filter((key) => NAMED.has(key));
        if (repeated.length > 0) problems.other = `repeats ${repeated.join(", ")}: use the field above instead`;
      }
    } catch (error) {
      problems.other = `is not valid JSON (${(error as Error).message})`;
    }
  }
  if (Object.keys(problems).length > 0) return { ok: false, problems };
  const named = Object.fromEntries(
    LOCATION_FIELDS.flatMap(({ name }) => (values[name].trim() === "" ? [] : [[name, values[name].trim()]])),
  );
  return { ok: true, attributes: { ...other, ...named } };
}

/** One line for the list: the address parts that are filled in. */
export function addressLine(attributes: Record<string, unknown>): string {
  return ["address", "postcode", "city"]
    .map((key) => attributes[key])
    .filter((value): value is string => typeof value === "string" && value.trim() !== "")
    .join(", ");
}
