import type { FastifyReply, FastifyRequest } from "fastify";
import { COMPANY_CONFIG_KEYS, type CompanyConfigKey } from "../../model/listings/company-config.ts";
import { sendError } from "../foundation/errors.ts";
import { errorResponses } from "../foundation/error-responses.ts";
import { ref, type RoutePlugin } from "../foundation/schemas.ts";
import { COMPANY_PATTERN, SITE_COMPANY } from "./company-config.ts";
import { configurationData } from "./configurator.ts";
import { tradeInOptions } from "./trade-in.ts";
import type { ListingSettings } from "./listing-settings.ts";
import { TRANSLATIONS_ID_PATTERN } from "../../model/i18n/ui-string-settings.ts";

/** The request header naming the company whose configuration is asked for. */
const COMPANY_HEADER = "Company-Config";

/**
 * The parameter a schema validation error is about: a missing or unexpected property by name, else
 * the first segment of the failing value's JSON pointer. Headers keep the spelling clients send.
 */
function parameterOf(error: NonNullable<FastifyRequest["validationError"]>, context: string | undefined): string {
  const issue = error.validation[0];
  const params = (issue?.params ?? {}) as Record<string, unknown>;
  let name =
    typeof params.missingProperty === "string"
      ? params.missingProperty
      : typeof params.additionalProperty === "string"
        ? params.additionalProperty
        : "";
  if (!name && issue)
    name = decodeURIComponent(issue.instancePath.split("/")[1] ?? "")
      .replaceAll("~1", "/")
      .replaceAll("~0", "~");
  if (context === "headers" && name.toLowerCase() === COMPANY_HEADER.toLowerCase()) return COMPANY_HEADER;
  return name || context || "request";
}

/** 400 naming the bad parameter (as the listing API does), from a route's attached schema validation error. */
function refuseInvalid(request: FastifyRequest, reply: FastifyReply): FastifyReply | null {
  const error = request.validationError;
  if (!error) return null;
  const context = (error as { validationContext?: string }).validationContext;
  const parameter = parameterOf(error, context);
  const issue = error.validation[0];
  return sendError(reply, 400, "bad_parameter", `${parameter}: ${issue?.message ?? "is not valid"}`, { parameter });
}

const tags = ["listings"];
const errors = errorResponses([400, 404]);

/**
 * The rest of the listings API at the seed's paths: company configuration,
 * widget translations, configurator data and trade-in form options. Every bad parameter gets a 400
 * that names it (`parameter`).
 */
export function listingsConfigRoutes(settings: ListingSettings): RoutePlugin {
  return async (app) => {
    const warn = (message: string): void => app.log.warn(message);
    app.get<{ Params: { key: "all" | CompanyConfigKey }; Headers: { "company-config": string } }>(
      "/public_api/company_config/:key",
      {
        attachValidation: true,
        schema: {
          tags,
          summary:
            "A company's stock locator configuration (price settings, feature flags, sort options, statuses, ...), all of it or one key; the Company-Config header names the company",
          params: { type: "object", required: ["key"], properties: { key: { enum: ["all", ...COMPANY_CONFIG_KEYS] } } },
          headers: {
            type: "object",
            required: ["company-config"],
            properties: {
              "company-config": {
                type: "string",
                pattern: COMPANY_PATTERN.source,
                description: "The company, e.g. default",
              },
            },
          },
          response: { 200: ref("listing", "company-config-answer"), ...errors },
        },
      },
      async (request, reply) => {
        const refused = refuseInvalid(request, reply);
        if (refused) return refused;
        const company = request.headers["company-config"];
        const config = await settings.companyConfig(company, warn);
        const { key } = request.params;
        if (key === "all") return { data: config, meta: { company } };
        return { data: config[key], meta: { company, key } };
      },
    );

    app.get<{ Params: { id: string } }>(
      "/public_api/widget_translations_configs/:id",
      {
        attachValidation: true,
        schema: {
          tags,
          summary:
            "Widget translations of one language (config id, e.g. en): data.attributes.data is the key -> text map",
          params: {
            type: "object",
            required: ["id"],
            properties: { id: { type: "string", pattern: TRANSLATIONS_ID_PATTERN } },
          },
          response: { 200: ref("listing", "translations-answer"), ...errors },
        },
      },
      async (request, reply) => {
        const refused = refuseInvalid(request, reply);
        if (refused) return refused;
        const translations = await settings.translations(request.params.id, warn);
        if (!translations) return sendError(reply, 404, "not_found", `No translations config ${request.params.id}.`);
        return {
          data: {
            id: request.params.id,
            type: "widget_translations_config",
            attributes: { language: request.params.id, data: translations },
          },
        };
      },
    );

    app.get(
      "/public_api/vehicles/config_data",
      {
        attachValidation: true,
        schema: {
          tags,
          summary:
            "Configurator data for a vehicle by config_url: the configured vehicle, its list price and the choices from there",
          querystring: ref("listing", "config-data-query"),
          response: { 200: ref("listing", "config-data-answer"), ...errors },
        },
      },
      async (request, reply) => {
        const refused = refuseInvalid(request, reply);
        if (refused) return refused;
        const config = await settings.companyConfig(SITE_COMPANY, warn);
        const data = configurationData(request.query.config_url, config.price_settings);
        if (!data) return sendError(reply, 404, "not_found", `No configuration at ${request.query.config_url}.`);
        return { data };
      },
    );

    app.get(
      "/trade_in/form_options",
      {
        attachValidation: true,
        schema: {
          tags,
          summary:
            "Trade-in form options: bodyTypes, brands, models, fuelTypes (labels in lang when available, else English)",
          querystring: ref("listing", "trade-in-options-query"),
          response: { 200: ref("listing", "trade-in-options"), ...errors },
        },
      },
      async (request, reply) => {
        const refused = refuseInvalid(request, reply);
        if (refused) return refused;
        return tradeInOptions(request.query.lang ?? "en");
      },
    );
  };
}
