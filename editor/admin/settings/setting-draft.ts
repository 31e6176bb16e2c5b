import { jsonProblem } from "../json-text.ts";
import type { DraftValue } from "./setting-control.tsx";
import type { SettingField } from "./settings-catalogue.ts";

/** What a setting's input starts with: the stored value, else the registry's default. */
export function initialValue(field: SettingField, stored: string | undefined): DraftValue {
  if (field.control.kind === "form") {
    const text = stored ?? (field.defaultValue === null ? undefined : JSON.stringify(field.defaultValue));
    try {
      const parsed: unknown = text === undefined ? {} : JSON.parse(text);
      return typeof parsed === "object" && parsed !== null && !Array.isArray(parsed)
        ? (parsed as Record<string, unknown>)
        : {};
    } catch {
      return {};
    }
  }
  if (field.json) {
    if (stored !== undefined) {
      try {
        return JSON.stringify(JSON.parse(stored), null, 2);
      } catch {
        return stored;
      }
    }
    return field.defaultValue === null ? "" : JSON.stringify(field.defaultValue, null, 2);
  }
  return stored ?? (field.defaultValue as string | null) ?? "";
}

/** The text sent for a draft, or the problem that keeps it from being sent. */
export function sentText(field: SettingField, value: DraftValue): { text: string } | { problem: string } {
  if (typeof value !== "string") return { text: JSON.stringify(value) };
  if (!field.json) return { text: value };
  const problem = jsonProblem(value);
  // JSON is sent compact: what is stored is what the site parses, without the editing whitespace.
  return problem ? { problem } : { text: JSON.stringify(JSON.parse(value)) };
}
