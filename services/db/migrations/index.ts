import type { Migration, MigrationProvider } from "kysely";
import * as contentStore from "./001-content-store.ts";
import * as listings from "./002-listings.ts";
import * as sessionsByExpiry from "./003-sessions-by-expiry.ts";
import * as formsAndLeads from "./004-forms-and-leads.ts";
import * as orders from "./005-orders.ts";
import * as navigation from "./006-navigation.ts";
import * as metaheadConsentScope from "./007-metahead-consent-scope.ts";
import * as orderDeliveries from "./008-order-deliveries.ts";
import * as stockImports from "./009-stock-imports.ts";
import * as vins from "./010-vins.ts";
import * as offers from "./011-offers.ts";
import * as newsPages from "./012-news-pages.ts";
import * as pageLocales from "./013-page-locales.ts";
import * as unloggedStaging from "./015-unlogged-stock-staging.ts";
import * as stockWithoutForeignKeys from "./016-stock-without-foreign-keys.ts";
import * as stockImportRefusal from "./017-stock-import-refusal.ts";
import * as auditLog from "./018-audit-log.ts";
import * as leadSpam from "./019-lead-spam.ts";
import * as cachePurges from "./020-cache-purges.ts";
import * as orderJourneyChoices from "./021-order-journey-choices.ts";
import * as fieldVerifications from "./022-field-verifications.ts";
import * as browserErrors from "./023-browser-errors.ts";
import * as leadBackOffice from "./024-lead-back-office.ts";
import * as orderEventActor from "./025-order-event-actor.ts";
import * as stockImportUnpublished from "./026-stock-import-unpublished.ts";
import * as orderLeadCalls from "./028-order-lead-calls.ts";
import * as orderServicePack from "./029-order-service-pack.ts";
import * as pageLogoOnlyHeader from "./030-page-logo-only-header.ts";

/** Every migration, in order. Names never change once released; add, never edit. */
const MIGRATIONS: Record<string, Migration> = {
  "001-content-store": contentStore,
  "002-listings": listings,
  "003-sessions-by-expiry": sessionsByExpiry,
  "004-forms-and-leads": formsAndLeads,
  "005-orders": orders,
  "006-navigation": navigation,
  "007-metahead-consent-scope": metaheadConsentScope,
  "008-order-deliveries": orderDeliveries,
  "009-stock-imports": stockImports,
  "010-vins": vins,
  "011-offers": offers,
  "012-news-pages": newsPages,
  "013-page-locales": pageLocales,
  "015-unlogged-stock-staging": unloggedStaging,
  "016-stock-without-foreign-keys": stockWithoutForeignKeys,
  "017-stock-import-refusal": stockImportRefusal,
  "018-audit-log": auditLog,
  "019-lead-spam": leadSpam,
  "020-cache-purges": cachePurges,
  "021-order-journey-choices": orderJourneyChoices,
  "022-field-verifications": fieldVerifications,
  "023-browser-errors": browserErrors,
  "024-lead-back-office": leadBackOffice,
  "025-order-event-actor": orderEventActor,
  "026-stock-import-unpublished": stockImportUnpublished,
  "028-order-lead-calls": orderLeadCalls,
  "029-order-service-pack": orderServicePack,
  "030-page-logo-only-header": pageLogoOnlyHeader,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => MIGRATIONS,
};
