/** The offers domain's public surface: offers, their admin API and import, the public list, the blocks' data. */
import { defineDomain } from "../foundation/domain.ts";
import { outboundFetch, type OutboundFetch } from "../foundation/outbound-http.ts";
import { settingsReader } from "../settings/index.ts";
import { OfferStore } from "./offer-store.ts";
import { offersRoutes } from "./offers-routes.ts";
import { createOffersService, type SettingReader } from "./offers-service.ts";

export type { OffersService } from "./offers-service.ts";
export { offersBlockResolver } from "./offers-service.ts";
export { seedDemoOffers } from "./seed.ts";

export const offersDomain = defineDomain({
  name: "offers",
  create: ({ database, clock }, options?: { fetch?: () => OutboundFetch }) => {
    const setting: SettingReader = async (key) => (await settingsReader(database.db).texts([key])).get(key) ?? null;
    return {
      offers: createOffersService(new OfferStore(database.db), setting, clock),
      offersSetting: setting,
      offersFetch: options?.fetch ?? (() => outboundFetch),
    };
  },
  routes: ({ offers, offersSetting, offersFetch }) => offersRoutes(offers, offersSetting, offersFetch),
});
