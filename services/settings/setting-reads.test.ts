import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SETTING_FAMILY_INFO } from "../../generated/contracts/settings.ts";
import { definitionOf } from "./setting-definitions.ts";

const SERVICES = path.resolve(import.meta.dirname, "..");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "migrations" ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/**
 * A read call's key arguments: the reader's `.read`, `.readMember`, `.texts`, the orders' `.settings`,
 * the offers' `setting`, the shell's `read(values, ...)` and `checkSetting`; a constant's keys may be
 * passed as `Object.values(NAME)`. A lower-case identifier is a parameter passed on (typed
 * `SettingKey`, so the compiler checks its callers).
 */
const READ_CALL =
  /(?:\.(?:read|readMember|texts|settings)|\b(?:read|setting|checkSetting))(?:<[^>(]*>)?\(\s*(?:values,\s*)?(\[[^\]]*\]|"[^"]*"|Object\.values\([A-Z_][A-Z0-9_]*\)|[A-Z_][A-Z0-9_]*)/g;

/** `const NAME = "..."`, `const NAMES = ["...", ...]` and `const NAMES = { name: "...", ... }` of the sources: the keys' names. */
function constantsOf(sources: string[]): Map<string, string[]> {
  const constants = new Map<string, string[]>();
  for (const source of sources)
    for (const match of source.matchAll(/\bconst ([A-Z_][A-Z0-9_]*) = (\[[^\]]*\]|\{[^}]*\}|"[^"]*")/g))
      constants.set(
        match[1]!,
        [...match[2]!.matchAll(/"([^"]*)"/g)].map((literal) => literal[1]!),
      );
  return constants;
}

/** The keys a source names in its read calls, string literals and the constants they use resolved. */
function keysReadIn(source: string, constants = constantsOf([source])): { keys: string[]; unresolved: string[] } {
  const keys: string[] = [];
  const unresolved: string[] = [];
  for (const [, argument] of source.matchAll(READ_CALL)) {
    const parts = argument!.startsWith("[")
      ? argument!
          .slice(1, -1)
          .split(",")
          .map((part) => part.trim().replace(/^\.\.\./, ""))
      : [argument!.replace(/^Object\.values\((.*)\)$/, "$1")];
    for (const part of parts.filter((part) => part !== "" && !/^[a-z]/.test(part))) {
      if (part.startsWith('"')) keys.push(part.slice(1, -1));
      else if (constants.has(part)) keys.push(...constants.get(part)!);
      else unresolved.push(part);
    }
  }
  return { keys, unresolved };
}

describe("every setting the server reads is declared in the registry", () => {
  const files = sourceFiles(SERVICES).map((file) => ({ file, source: readFileSync(file, "utf8") }));
  const constants = constantsOf(files.map(({ source }) => source));
  const reads = files.flatMap(({ file, source }) => {
    const { keys, unresolved } = keysReadIn(source, constants);
    const at = path.relative(SERVICES, file);
    return [...keys.map((key) => ({ at, key })), ...unresolved.map((name) => ({ at, key: `<${name} not resolved>` }))];
  });

  it("finds the reads of every domain that has settings", () => {
    const keys = new Set(reads.map((read) => read.key));
    for (const key of [
      "consent.banner",
      "search.popup.enabled",
      "exit_popup.config",
      "maps.tiles",
      "buy_online.reservation_amount",
      "buy_online.liqpay_paytypes",
      "buy_online.handover_slot_minutes",
      "mena.offers_api_url",
      "stock_import.max_rejected_ratio",
      "sl.company_config",
      "translations.*",
      "currency_exchange.api_url",
    ])
      expect(keys, key).toContain(key);
  });

  it("lists no read of a key (or family) the registry does not declare", () => {
    const undeclared = reads.filter(({ key }) => !definitionOf(key) && !Object.hasOwn(SETTING_FAMILY_INFO, key));
    expect(undeclared).toEqual([]);
  });

  it("knows a read of an undeclared key when it sees one", () => {
    const probe = keysReadIn(
      'const X_SETTING = "made.up";\nawait reader.read(X_SETTING);\nreader.texts(["site.name", "nope.key"]);',
    );
    expect(probe.keys).toEqual(["made.up", "site.name", "nope.key"]);
    expect(probe.keys.filter((key) => !definitionOf(key))).toEqual(["made.up", "nope.key"]);
  });
});
