import { Ajv } from "ajv";
import offerSchema from "../../schemas/offer.schema.json" with { type: "json" };
import type { OfferWrite } from "../../generated/contracts/entities/offer.ts";
import { describeSchemaIssue } from "../../model/page-document/issues.ts";
import { sanitizeRichText } from "../../model/rich-text/sanitize-html.ts";

export interface OfferIssue {
  pointer: string;
  message: string;
}

let validateWrite: ReturnType<Ajv["compile"]> | null = null;

/** The write shape of schemas/offer.schema.json, compiled once; defaults applied to the checked copy. */
function writeValidator(): ReturnType<Ajv["compile"]> {
  if (!validateWrite) {
    const ajv = new Ajv({ allErrors: true, strict: false, useDefaults: true });
    ajv.addSchema(offerSchema);
    validateWrite = ajv.getSchema(`${offerSchema.$id}#/$defs/write`)!;
  }
  return validateWrite;
}

/**
 * An untrusted offer (an admin's body, an imported item) checked against the schema, with its
 * description sanitised and its schedule checked (the end not before the start). Issues name the JSON
 * pointer of each problem.
 */
export function checkOffer(input: unknown): { ok: true; offer: OfferWrite } | { ok: false; issues: OfferIssue[] } {
  const copy = structuredClone(input);
  const validate = writeValidator();
  if (!validate(copy)) {
    return {
      ok: false,
      issues: (validate.errors ?? []).map((error) => describeSchemaIssue(error)),
    };
  }
  const offer = copy as OfferWrite;
  const { start, end } = offer.schedule ?? {};
  if (start && end && end < start)
    return { ok: false, issues: [{ pointer: "/schedule/end", message: "must not be before the start date" }] };
  return { ok: true, offer: { ...offer, description: sanitizeRichText(offer.description ?? "") } };
}
