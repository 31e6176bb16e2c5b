import {
  INFOTAINMENT_PARAMETER,
  stockLinkOf,
  type DerivativesData,
  type InfotainmentData,
  type StockModel,
} from "../../model/catalogue/block-data.ts";
import { derivativesOf, type Derivative, type DerivativeRow } from "../../model/catalogue/derivatives.ts";
import { modelKey } from "../../model/catalogue/model-key.ts";
import type { NameplateCount } from "../../model/catalogue/nameplates.ts";
import { formatPrice } from "../../model/listings/prices.ts";
import type { BlockDataDependencies, BlockDataRequest, BlockDataResult } from "../../model/site/site-data.ts";
import type { ListingSettings } from "./listing-settings.ts";
import type { StockCatalogue } from "./stock-catalogue.ts";

/** The catalogue blocks read the whole stock: the "all" publication list. */
const LIST = "all";

interface CatalogueServices {
  stockCatalogue: StockCatalogue;
  listingSettings: ListingSettings;
}

const text = (value: unknown): string => (typeof value === "string" ? value : "");

type StockModels = ReadonlyMap<string, { nameplate: string; brand: string; count: number }>;

/*
 * What the resolvers derive from the catalogue's query results, made once per result: the catalogue
 * keeps one result array per listings revision, so a page rendered again (a derivatives block on
 * every model page) reuses them, and they go when a stock change replaces the arrays. Read only.
 */
const modelsByRows = new WeakMap<readonly NameplateCount[], StockModels>();
const derivativesByRows = new WeakMap<readonly DerivativeRow[], Map<string, readonly Derivative[]>>();

/** The stock's models by model key (a key shared by two nameplates keeps the first). */
async function stockModels(catalogue: StockCatalogue): Promise<StockModels> {
  const rows = await catalogue.nameplates(LIST);
  const kept = modelsByRows.get(rows);
  if (kept) return kept;
  const models = new Map<string, { nameplate: string; brand: string; count: number }>();
  for (const row of rows) {
    const key = modelKey(row.nameplate);
    const known = models.get(key);
    models.set(key, { nameplate: row.nameplate, brand: row.brand, count: (known?.count ?? 0) + row.count });
  }
  modelsByRows.set(rows, models);
  return models;
}

/** derivativesOf, once per query result and engine type. */
function derivativesOfRows(rows: readonly DerivativeRow[], engine: string): readonly Derivative[] {
  let byEngine = derivativesByRows.get(rows);
  if (!byEngine) derivativesByRows.set(rows, (byEngine = new Map()));
  let derivatives = byEngine.get(engine);
  if (!derivatives) byEngine.set(engine, (derivatives = derivativesOf(rows, engine)));
  return derivatives;
}

/**
 * The "derivatives" block data resolver (the Derivatives block): the derivatives of the block's
 * car_key in stock, optionally of one engine type, with their lowest prices as the site shows prices.
 * Depends on no URL parameter; its revision is the listings revision.
 */
export function derivativesResolver(
  { stockCatalogue, listingSettings }: CatalogueServices,
  warn?: (message: string) => void,
) {
  const resolve = async (request: BlockDataRequest): Promise<BlockDataResult> => {
    const revision = await stockCatalogue.revision(LIST);
    const key = text(request.props.car_key);
    const model = (await stockModels(stockCatalogue)).get(key);
    if (!model)
      return { data: { model: null, derivatives: [] } satisfies DerivativesData, revision: `listings-${revision}` };
    const [rows, options] = await Promise.all([
      stockCatalogue.derivatives(LIST, model.nameplate),
      listingSettings.shapeOptions(warn),
    ]);
    const derivatives = derivativesOfRows(rows, text(request.props.engine_key)).map((derivative) => ({
      ...derivative,
      price: formatPrice(derivative.from_price, "price", options.prices),
    }));
    const data: DerivativesData = {
      model: { key, name: model.nameplate, brand: model.brand, count: model.count, link: stockLinkOf(model.nameplate) },
      derivatives,
    };
    return { data, revision: `listings-${revision}` };
  };
  const dependencies = async (): Promise<BlockDataDependencies> => ({
    query: "",
    revision: `listings-${await stockCatalogue.revision(LIST)}`,
  });
  return Object.assign(resolve, { dependencies });
}

/** The car keys of an Infotainment system block's groups. */
function carKeysOf(request: BlockDataRequest): string[] {
  const items = Array.isArray(request.props.items) ? (request.props.items as unknown[]) : [];
  return items.map((item) => text((item as { car_key?: unknown } | null)?.car_key)).filter(Boolean);
}

/** The vehicle chosen in the URL (the block's form without JavaScript), when it is one of the block's. */
function chosenOf(request: BlockDataRequest): string | null {
  const chosen = request.url.searchParams.get(INFOTAINMENT_PARAMETER);
  return chosen && carKeysOf(request).includes(chosen) ? chosen : null;
}

/**
 * The "infotainment" block data resolver (the Infotainment system block): the name and stock count
 * of each group's model, and the vehicle the visitor chose through the form when JavaScript is off
 * (the `infotainment` URL parameter, part of the page's cache key only when it names a group).
 */
export function infotainmentResolver({ stockCatalogue }: CatalogueServices) {
  const resolve = async (request: BlockDataRequest): Promise<BlockDataResult> => {
    const revision = await stockCatalogue.revision(LIST);
    const stock = await stockModels(stockCatalogue);
    const models: Record<string, StockModel> = {};
    for (const key of carKeysOf(request)) {
      const model = stock.get(key);
      if (model) models[key] = { name: model.nameplate, count: model.count, link: stockLinkOf(model.nameplate) };
    }
    const data: InfotainmentData = { models, chosen: chosenOf(request) };
    return { data, revision: `listings-${revision}` };
  };
  const dependencies = async (request: BlockDataRequest): Promise<BlockDataDependencies> => {
    const chosen = chosenOf(request);
    return {
      query: chosen ? new URLSearchParams({ [INFOTAINMENT_PARAMETER]: chosen }).toString() : "",
      revision: `listings-${await stockCatalogue.revision(LIST)}`,
    };
  };
  return Object.assign(resolve, { dependencies });
}
