import type { OfferImportReport } from "../../generated/contracts/entities/offer.ts";
import { outboundFetch, type OutboundFetch } from "../foundation/outbound-http.ts";
import type { SettingReader } from "./offers-service.ts";
import { checkOffer } from "./offer-validation.ts";
import type { OfferStore } from "./offer-store.ts";

/** The setting naming the remote offers list. */
const OFFERS_API_SETTING = "mena.offers_api_url";
/** The import rejects with exactly this when the setting is missing. */
export const MISSING_OFFERS_URL = `Missing api url: ${OFFERS_API_SETTING}`;
/** A remote that does not answer within this is a failed import. */
const FETCH_TIMEOUT_MS = 15_000;
/** At most this many items are read from one answer. */
const MAX_ITEMS = 5000;
/** The largest answer read: room for MAX_ITEMS offers of a few kilobytes each. */
const MAX_ANSWER_BYTES = 32 * 1024 * 1024;

export class OfferImportError extends Error {}

/**
 * Imports the offers list at mena.offers_api_url (an array): every item is checked against the offer
 * schema, the valid ones are upserted by id in one transaction, the others are reported with the JSON
 * pointers of their problems. Offers not in the answer are left as they are (decision 103).
 */
export async function importOffers(
  store: OfferStore,
  setting: SettingReader,
  fetchImpl: OutboundFetch = outboundFetch,
): Promise<OfferImportReport> {
  const url = (await setting(OFFERS_API_SETTING))?.trim() ?? "";
  if (url === "") throw new OfferImportError(MISSING_OFFERS_URL);
  let body: unknown;
  try {
    const response = await fetchImpl(url, {
      headers: { accept: "application/json" },
      timeoutMs: FETCH_TIMEOUT_MS,
      maxBytes: MAX_ANSWER_BYTES,
    });
    if (!response.ok) throw new OfferImportError(`The offers API answered ${response.status}.`);
    body = await response.json();
  } catch (error) {
    if (error instanceof OfferImportError) throw error;
    throw new OfferImportError(`The offers API could not be read: ${(error as Error).message}`);
  }
  if (!Array.isArray(body)) throw new OfferImportError("The offers API did not answer an array.");
  if (body.length > MAX_ITEMS) throw new OfferImportError(`The offers API answered more than ${MAX_ITEMS} offers.`);
  const valid = [];
  const rejected: OfferImportReport["rejected"] = [];
  for (const [index, item] of body.entries()) {
    const checked = checkOffer(item);
    if (checked.ok) valid.push(checked.offer);
    else {
      const id = typeof (item as { id?: unknown } | null)?.id === "string" ? (item as { id: string }).id : null;
      rejected.push({ index, id, issues: checked.issues.slice(0, 20) });
    }
  }
  const imported = await store.upsertMany(valid, "import");
  return { imported, rejected };
}
