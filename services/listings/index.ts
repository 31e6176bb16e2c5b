/** The listings domain's public surface: stock search, dealers, stock settings, the stock locator's server data. */
import { createCurrencyService } from "../currency/index.ts";
import { defineDomain } from "../foundation/domain.ts";
import { Dealers } from "./dealers.ts";
import { BackgroundImports } from "./feed/background-imports.ts";
import { StockImports } from "./feed/stock-import.ts";
import { Fleet } from "./fleet-import.ts";
import { ListingService } from "./listing-service.ts";
import { ListingSettings } from "./listing-settings.ts";
import { listingsConfigRoutes } from "./listings-config-routes.ts";
import { listingsRoutes } from "./listings-routes.ts";
import { catalogueRoutes } from "./catalogue-routes.ts";
import { StockCatalogue } from "./stock-catalogue.ts";
import { stockImportRoutes } from "./stock-import-routes.ts";
import { StockLists } from "./stock-lists.ts";
import { stockListsRoutes } from "./stock-lists-routes.ts";

export { buildYoursPage } from "./build-yours.ts";
export { SITE_COMPANY, shapeOptionsOf } from "./company-config.ts";
export { AUSTRALIAN_FLEET, generateFleet, GULF_FLEET, PHOTO_ANGLES, photoId } from "./demo-fleet.ts";
export { stockListingResolver } from "./stock-listing-resolver.ts";
export { derivativesResolver, infotainmentResolver } from "./catalogue-block-data.ts";
export { shapeVehicle } from "./vehicle-shape.ts";
export type { Dealers } from "./dealers.ts";
export type { ListingService } from "./listing-service.ts";
export type { ListingSettings } from "./listing-settings.ts";
export type { StockCatalogue } from "./stock-catalogue.ts";

export const listingsDomain = defineDomain({
  name: "listings",
  create: ({ database, revisions }, options?: { revisionTtlMs?: number }) => {
    const listings = new ListingService(database.db);
    const stockImports = new StockImports(database.db);
    // The double price's rate cache is the listings' (the listing API, stock locator and showroom share it); the site reads its revision.
    const currency = createCurrencyService(database.db, revisions, options);
    return {
      listings,
      currency,
      dealers: new Dealers(database.db, listings),
      listingSettings: new ListingSettings(database.db, currency),
      fleet: new Fleet(database.db),
      stockCatalogue: new StockCatalogue(database.db, listings),
      stockImports,
      stockLists: new StockLists(database.db),
      backgroundImports: new BackgroundImports(stockImports),
    };
  },
  routes: (services) => async (app) => {
    await app.register(listingsRoutes(services));
    await app.register(listingsConfigRoutes(services.listingSettings));
    await app.register(catalogueRoutes(services));
    await app.register(stockImportRoutes(services.stockImports, services.backgroundImports));
    await app.register(stockListsRoutes(services.stockLists));
  },
});
