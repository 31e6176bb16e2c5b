import { ApiCallError, api } from "../../../model/api/client.ts";
import { routes } from "../../../model/api/routes.ts";
import { normaliseVin, vinProblem } from "../../../model/vin/index.ts";

/** What a VIN lookup came to: in the list, not in it, not a VIN at all, or no answer (network, 429, 5xx). */
export type VinLookup = "found" | "not_found" | "invalid" | "failed";

/**
 * Asks the server whether a VIN is in a list (POST /public_api/vin_lookup, decision 081). The format is
 * checked here first, so a typo costs no request; the server checks it again.
 */
export async function lookupVin(list: string, raw: string, checkDigit: boolean): Promise<VinLookup> {
  const vin = normaliseVin(raw);
  if (vinProblem(vin, { checkDigit })) return "invalid";
  try {
    const answer = await api.call(routes.vinLookup, { body: { list, vin, check_digit: checkDigit } });
    return answer.found === true ? "found" : "not_found";
  } catch (error) {
    return error instanceof ApiCallError && error.status === 422 ? "invalid" : "failed";
  }
}
