import { Ajv } from "ajv";
import { Ajv2020 } from "ajv/dist/2020.js";

/** Keywords our schemas carry for codegen and the editor; validators ignore them. */
export const VENDOR_KEYWORDS = [
  "x-block",
  "x-field",
  "x-format",
  "x-enum-labels",
  "x-hints",
  "x-invalid-examples",
  "x-generated",
  // A string that names another stored item (a form, ...): the inspector picks it, saves check it exists.
  "x-ref",
] as const;

/** The kinds of item an `x-ref` field may name. */
export const REF_KINDS = ["form", "offer", "vin-list", "stock-list", "page", "media"] as const;

export interface AjvOptions {
  /** Fill in `default` values while validating (used to normalise documents). */
  useDefaults?: boolean;
}

/**
 * The ajv configuration every generated validator is compiled with.
 *
 * Schemas are authored (and meta-validated, see `createMetaAjv`) as draft 2020-12, but compiled with
 * ajv's core class: our schemas use no dynamic references or unevaluated* keywords, and without that
 * machinery the generated code allocates nothing per block, which roughly halves page validation
 * time. Callers strip `$schema` before adding schemas (see `forCompilation`).
 */
export function createAjv({ useDefaults = false }: AjvOptions = {}): Ajv {
  const ajv = new Ajv({
    allErrors: true,
    strict: true,
    strictTypes: false,
    discriminator: true,
    useDefaults,
    validateSchema: false,
    code: { source: true, esm: true, lines: false, optimize: 2 },
  });
  ajv.addVocabulary([...VENDOR_KEYWORDS]);
  return ajv;
}

/** Draft 2020-12 ajv used only to check that schemas are well formed and to validate block templates. */
export function createMetaAjv(): Ajv2020 {
  const ajv = new Ajv2020({ allErrors: true, strict: true, strictTypes: false, discriminator: true });
  ajv.addVocabulary([...VENDOR_KEYWORDS]);
  return ajv;
}

/** A schema as the compiling ajv takes it: without `$schema` (the core class would look the draft up). */
export function forCompilation<T extends Record<string, unknown>>(schema: T): Omit<T, "$schema"> {
  const { $schema: _ignored, ...rest } = schema;
  return rest;
}
