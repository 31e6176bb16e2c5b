import { SORT_OPTIONS, type SortOption } from "../../model/listings/filter-keys.ts";
import { parseListingQuery } from "../../model/listings/listing-query.ts";
import { parseStockUrl, toApiParams, writeStockUrl } from "../../model/listings/url-state.ts";
import type { BlockDataDependencies, BlockDataRequest, BlockDataResult } from "../../model/site/site-data.ts";
import { publicDealer, type Dealers } from "./dealers.ts";
import type { ListingSettings } from "./listing-settings.ts";
import type { ListingService } from "./listing-service.ts";
import { shapeCard } from "./vehicle-shape.ts";
import type { StockListingData } from "../../model/stock/stock-data.ts";

/**
 * The "stock-listing" block data resolver: stock locator blocks (x-block.data = stock-listing) get
 * their first page of results on the server, from the same URL state they keep in the browser, so the
 * page arrives with vehicles in it. The block's `ci_key_list` names the publication list.
 */
function listKeyOf(request: BlockDataRequest): string {
  return typeof request.props.ci_key_list === "string" && request.props.ci_key_list !== ""
    ? request.props.ci_key_list
    : "all";
}

function defaultSortOf(request: BlockDataRequest): SortOption | undefined {
  return typeof request.props.default_sort === "string" &&
    (SORT_OPTIONS as readonly string[]).includes(request.props.default_sort)
    ? (request.props.default_sort as SortOption)
    : undefined;
}

/**
 * What a stock locator's first page depends on: the stock filter state of the URL, written back in
 * canonical form (unknown parameters such as campaign tags dropped, defaults left out), and the
 * listings revision the search would be answered at, and the reservations revision (Reserved badges). Two URLs with the same state share one cached page.
 */
function stockListingDependencies(listings: ListingService) {
  return async (request: BlockDataRequest): Promise<BlockDataDependencies> => {
    const defaultSort = defaultSortOf(request);
    const query = writeStockUrl(parseStockUrl(request.url.searchParams, defaultSort), new URLSearchParams(), {
      defaultSort,
    }).toString();
    const [revision, reservations] = await Promise.all([
      listings.answeringRevision(listKeyOf(request)),
      listings.reservationsRevision(),
    ]);
    return { query, revision: `listings-${revision}.${reservations}` };
  };
}

export function stockListingResolver(
  {
    listings,
    dealers: directory,
    listingSettings,
  }: { listings: ListingService; dealers: Dealers; listingSettings: ListingSettings },
  warn?: (message: string) => void,
) {
  const shapeOptions = (request: BlockDataRequest) =>
    listingSettings.shapeOptionsIn({ path: request.url.pathname, locale: request.pageLocale }, warn);
  const resolve = async (request: BlockDataRequest): Promise<BlockDataResult | null> => {
    const listKey = listKeyOf(request);
    if (!(await listings.listExists(listKey))) return null;
    const defaultSort = defaultSortOf(request);
    const forcedStatuses = Array.isArray(request.props.forced_statuses)
      ? request.props.forced_statuses.filter((status): status is string => typeof status === "string")
      : [];
    const state = parseStockUrl(request.url.searchParams, defaultSort);
    const searched = Object.values(state.location).some(Boolean);
    const dealers = searched
      ? await directory.retailers(listKey, {
          state: state.location.state,
          postcode: state.location.postcode,
          locality: state.location.locality,
        })
      : null;
    const dealerCodes = dealers
      ? dealers
          .filter((dealer) => !state.location.retailer || dealer.dealer_code === state.location.retailer)
          .map((dealer) => dealer.dealer_code)
      : null;
    let query;
    try {
      query = parseListingQuery(
        Object.fromEntries(toApiParams(state, { dealerCodes: dealerCodes ?? undefined, forcedStatuses })),
      );
    } catch {
      query = parseListingQuery({});
    }
    // Read before the search: the answer is at least as new as the revision it is keyed by.
    const [revision, reservations] = await Promise.all([
      listings.answeringRevision(listKey),
      listings.reservationsRevision(),
    ]);
    const { result, vehicles, changesAt } = await listings.search(
      listKey,
      dealerCodes && dealerCodes.length === 0 ? { ...query, dealerCodes: ["__none__"] } : query,
    );
    const options = { listKey, ...(await shapeOptions(request)) };
    const data: StockListingData = {
      listKey,
      data: vehicles.map((vehicle) => shapeCard(vehicle, options)),
      meta: {
        total: result.total,
        available: result.available,
        page: result.page,
        pages: result.pages,
        items: query.items,
        sort: query.sort,
        facets: result.facets,
        ranges: result.ranges,
      },
      dealerCodes,
      noDealers: dealerCodes !== null && dealerCodes.length === 0,
      retailers: (await directory.retailers(listKey, {})).map(publicDealer),
      prices: options.prices,
      predefinedLinks: await listingSettings.predefinedLinks(warn),
    };
    // A reservation lock running out frees its vehicle with no write (the sweeper expires its order
    // later): the cached page serves only until then, so Reserved badges and the count follow the clock.
    return { data, revision: `listings-${revision}.${reservations}`, expiresAt: changesAt };
  };
  return Object.assign(resolve, { dependencies: stockListingDependencies(listings) });
}
