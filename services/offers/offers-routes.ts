import type { FastifyReply } from "fastify";
import { OFFER_CATEGORIES, OFFER_FAMILIES } from "../../model/offers/index.ts";
import { guard } from "../auth/index.ts";
import { errorResponses } from "../foundation/error-responses.ts";
import { outboundFetch, type OutboundFetch } from "../foundation/outbound-http.ts";
import { sendError } from "../foundation/errors.ts";
import { etagOf, expectedRevision } from "../foundation/revisions.ts";
import { ref, type RoutePlugin } from "../foundation/schemas.ts";
import { MISSING_OFFERS_URL, OfferImportError, importOffers } from "./offer-import.ts";
import type { OfferWriteResult } from "./offer-store.ts";
import { checkOffer } from "./offer-validation.ts";
import type { OffersService, SettingReader } from "./offers-service.ts";
import { CACHE_TAGS } from "../../model/http/shared-cache.ts";

const tags = ["offers"];
const errors = errorResponses([400, 401, 403, 404, 409, 412, 422, 428]);
const NOT_FOUND = "There is no such offer.";

function answer(reply: FastifyReply, result: OfferWriteResult, status = 200): FastifyReply {
  if (result.ok) return reply.code(status).header("etag", etagOf(result.offer.revision)).send(result.offer);
  if (result.kind === "not-found") return sendError(reply, 404, "not_found", NOT_FOUND);
  if (result.kind === "exists")
    return sendError(reply, 409, "conflict", "An offer with this id exists already; change it instead.");
  return sendError(
    reply.header("etag", etagOf(result.revision)),
    412,
    "precondition_failed",
    "The offer was changed by someone else; reload it and apply your change again.",
  );
}

function list(value: string | undefined, allowed: readonly string[]): string[] {
  return (value ?? "").split(",").filter((item) => allowed.includes(item));
}

/**
 * Offers (decision 103): admins create, change (If-Match), delete and import; editors and viewers read.
 * Visitors read the active offers (published and inside their schedule).
 */
export function offersRoutes(
  offers: OffersService,
  setting: SettingReader,
  fetchImpl: () => OutboundFetch = () => outboundFetch,
): RoutePlugin {
  const store = offers.store;
  return async (app) => {
    const read = guard("offers:read");
    const write = guard("offers:write");

    app.get(
      "/api/offers",
      { ...read, schema: { tags, summary: "Every offer, by id", response: { 200: ref("offer", "list"), ...errors } } },
      async () => ({ data: await store.list() }),
    );

    app.get(
      "/api/offers/:id",
      {
        ...read,
        schema: {
          tags,
          summary: "One offer; the ETag is its revision",
          params: ref("offer", "params"),
          response: { 200: ref("offer"), ...errors },
        },
      },
      async (request, reply) => {
        const offer = await store.get(request.params.id);
        if (!offer) return sendError(reply, 404, "not_found", NOT_FOUND);
        return reply.header("etag", etagOf(offer.revision)).send(offer);
      },
    );

    app.post(
      "/api/offers",
      {
        ...write,
        schema: {
          tags,
          summary: "Create an offer (its description is sanitised); 409 when the id is taken",
          body: ref("offer", "write"),
          response: { 201: ref("offer"), ...errors },
        },
      },
      async (request, reply) => {
        const checked = checkOffer(request.body);
        if (!checked.ok)
          return sendError(reply, 422, "invalid_offer", "The offer is not valid.", { issues: checked.issues });
        return answer(reply, await store.create(checked.offer), 201);
      },
    );

    app.put(
      "/api/offers/:id",
      {
        ...write,
        schema: {
          tags,
          summary: "Replace an offer (If-Match required)",
          params: ref("offer", "params"),
          body: ref("offer", "write"),
          response: { 200: ref("offer"), ...errors },
        },
      },
      async (request, reply) => {
        const expected = expectedRevision(request, reply);
        if (expected === null) return reply;
        const checked = checkOffer({ ...request.body, id: request.params.id });
        if (!checked.ok)
          return sendError(reply, 422, "invalid_offer", "The offer is not valid.", { issues: checked.issues });
        return answer(reply, await store.update(request.params.id, checked.offer, expected));
      },
    );

    app.delete(
      "/api/offers/:id",
      {
        ...write,
        schema: {
          tags,
          summary: "Delete an offer (If-Match required)",
          params: ref("offer", "params"),
          response: { 204: { type: "null" }, ...errors },
        },
      },
      async (request, reply) => {
        const expected = expectedRevision(request, reply);
        if (expected === null) return reply;
        const result = await store.delete(request.params.id, expected);
        if (result.ok) return reply.code(204).send();
        return answer(reply, result);
      },
    );

    app.post(
      "/api/offers/import",
      {
        ...write,
        schema: {
          tags,
          summary: `Import the offers at mena.offers_api_url (an array): valid items upserted by id, the others reported. 422 '${MISSING_OFFERS_URL}' without the setting; 502 when the remote fails.`,
          response: { 200: ref("offer", "import_report"), ...errorResponses([401, 403, 422, 502]) },
        },
      },
      async (_request, reply) => {
        try {
          return await importOffers(store, setting, fetchImpl());
        } catch (error) {
          if (!(error instanceof OfferImportError)) throw error;
          if (error.message === MISSING_OFFERS_URL) return sendError(reply, 422, "missing_api_url", error.message);
          return sendError(reply, 502, "import_failed", error.message);
        }
      },
    );

    app.get(
      "/public_api/offers",
      {
        config: { public: true, sharedCache: [CACHE_TAGS.offers] },
        schema: {
          tags,
          summary: "The active offers (published, inside their schedule), filtered by categories and model families",
          querystring: ref("offer", "public_query"),
          response: { 200: ref("offer", "public_list"), ...errorResponses([400]) },
        },
      },
      async (request) => {
        const { cards: data } = await offers.activeCards({
          categories: list(request.query.categories, OFFER_CATEGORIES),
          families: list(request.query.families, OFFER_FAMILIES),
          locale: request.query.locale || undefined,
        });
        return { data };
      },
    );
  };
}
