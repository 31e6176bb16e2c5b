import { route } from "./route-contract.ts";
import { siteRoutes } from "./site-routes.ts";

/**
 * The routes the browser calls (the editor, its admin screens, the blocks' islands and the checkout), each
 * declared once: path, method and the entity schemas of its params, query, body and success answer, the
 * same refs the server's route registers (tests/integration/route-contracts.test.ts holds them equal), so a
 * schema change retypes both sides; api.call (model/api/client.ts) is typed from them (decision 183).
 */
export const routes = {
  // Buy online: the checkout journey (blocks/_shared/order-online) and the rent-a-car block.
  journeyOptions: route({
    method: "GET",
    path: "/buy_online/journey_options",
    query: "order#journey-options-query",
    response: "order#journey-options",
  }),
  orderInit: route({
    method: "POST",
    path: "/buy_online/orders/init",
    body: "order#init",
    status: 201,
    response: "order#lock",
  }),
  orderSubmit: route({
    method: "POST",
    path: "/buy_online/orders",
    body: "order#order-post",
    status: 201,
    response: "order#order",
  }),
  orderRead: route({
    method: "GET",
    path: "/buy_online/orders/:number",
    params: "order#order-params",
    response: "order#order",
  }),
  orderConfirm: route({
    method: "PUT",
    path: "/buy_online/orders/:number/confirm",
    params: "order#order-params",
    response: "order#order",
  }),
  orderInquiry: route({
    method: "PUT",
    path: "/buy_online/orders/send_inquiry_email",
    body: "order#inquiry",
    status: 202,
    response: "order#inquiry-queued",
  }),
  paymentProviders: route({ method: "GET", path: "/buy_online/providers", response: "order#providers" }),
  paymentCreate: route({
    method: "POST",
    path: "/buy_online/payment",
    body: "order#payment-post",
    status: 201,
    response: "order#payment-created",
  }),
  paypalOrderCreate: route({
    method: "POST",
    path: "/buy_online/paypal/create_order",
    body: "order#paypal-order-post",
    status: 201,
    response: "order#paypal-order-created",
  }),
  liqpayCheckout: route({
    method: "GET",
    path: "/buy_online/liqpay/checkout_data",
    query: "order#liqpay-query",
    response: "order#liqpay-checkout",
  }),
  showroomConfig: route({
    method: "GET",
    path: "/public_api/showroom_config",
    query: "showroom-config#query",
    response: "showroom-config#list",
  }),

  // Orders in the admin (editor/admin).
  adminOrders: route({ method: "GET", path: "/orders", query: "order#list-query", response: "order#admin-list" }),
  adminOrder: route({ method: "GET", path: "/orders/:number/admin", response: "order#admin-order" }),
  adminOrderCancel: route({
    method: "POST",
    path: "/orders/:number/cancel",
    params: "order#order-params",
    response: "order#admin-order",
  }),
  adminOrderRefund: route({
    method: "POST",
    path: "/orders/:number/refund",
    params: "order#order-params",
    response: "order#admin-order",
  }),
  adminOrderResend: route({
    method: "POST",
    path: "/orders/:number/deliveries/:id/resend",
    params: "order#delivery-params",
    response: "order#admin-order",
  }),
  orderLocks: route({ method: "GET", path: "/order_locks", response: "order#lock-list" }),
  orderLockRelease: route({
    method: "DELETE",
    path: "/order_locks/:vehicle_id",
    params: "order#lock-params",
    response: "order#admin-order",
  }),

  // Listings and stock.
  listingVehicle: route({
    method: "GET",
    path: "/public_api/listing/:list/vehicle/:id",
    params: "listing#vehicle-params",
    query: "listing#vehicle-query",
    response: "listing#vehicle-answer",
  }),
  listingLight: route({
    method: "GET",
    path: "/public_api/listing/:list/light",
    params: "listing#list-params",
    query: "listing#query",
    response: "listing#light-answer",
  }),
  configuredVehicle: route({
    method: "GET",
    path: "/public_api/vehicles/config_data",
    query: "listing#config-data-query",
    response: "listing#config-data-answer",
  }),

  // Offers: the offers blocks and the admin's offers screen.
  publicOffers: route({
    method: "GET",
    path: "/public_api/offers",
    query: "offer#public_query",
    response: "offer#public_list",
  }),
  offers: route({ method: "GET", path: "/api/offers", response: "offer#list" }),
  offer: route({ method: "GET", path: "/api/offers/:id", params: "offer#params", response: "offer" }),
  offerCreate: route({ method: "POST", path: "/api/offers", body: "offer#write", status: 201, response: "offer" }),
  offerUpdate: route({
    method: "PUT",
    path: "/api/offers/:id",
    params: "offer#params",
    body: "offer#write",
    response: "offer",
  }),
  offerDelete: route({ method: "DELETE", path: "/api/offers/:id", params: "offer#params", status: 204 }),
  offersImport: route({ method: "POST", path: "/api/offers/import", response: "offer#import_report" }),

  // Quizzes' VIN check.
  vinLookup: route({
    method: "POST",
    path: "/public_api/vin_lookup",
    body: "vin#lookup",
    response: "vin#lookup_result",
  }),

  // Forms: the editor's forms, leads and exports (a form's definition is a site route: site-routes.ts).
  forms: route({ method: "GET", path: "/forms", response: "form#form_list" }),
  formCreate: route({ method: "POST", path: "/forms", body: "form#form_write", status: 201, response: "form#form" }),
  formUpdate: route({
    method: "PUT",
    path: "/forms/:id",
    params: "form#params",
    body: "form#form_write",
    response: "form#form",
  }),
  formDelete: route({ method: "DELETE", path: "/forms/:id", params: "form#params", status: 204 }),
  formDuplicate: route({
    method: "POST",
    path: "/forms/:id/duplicate",
    params: "form#params",
    query: "form#duplicate_query",
    status: 201,
    response: "form#form",
  }),
  formImport: route({ method: "POST", path: "/forms/import", body: "form-export", status: 201, response: "form#form" }),
  formIntegrations: route({
    method: "GET",
    path: "/forms/:id/integrations",
    params: "form#params",
    response: "form-integrations",
  }),
  formIntegrationsSave: route({
    method: "PUT",
    path: "/forms/:id/integrations",
    params: "form#params",
    body: "form-integrations",
    response: "form-integrations",
  }),
  activeSystem: route({ method: "GET", path: "/integrations/active_system", response: "form#active_system" }),
  formLeads: route({
    method: "GET",
    path: "/forms/:id/leads",
    params: "form#params",
    query: "lead#lead-list-query",
    response: "lead#lead-list",
  }),
  formLead: route({
    method: "GET",
    path: "/forms/:id/leads/:leadId",
    params: "form#lead_params",
    response: "lead#lead",
  }),
  formLeadDelete: route({
    method: "DELETE",
    path: "/forms/:id/leads/:leadId",
    params: "form#lead_params",
    status: 204,
  }),
  formLeadDeliveries: route({
    method: "GET",
    path: "/forms/:id/leads/:leadId/integrations",
    params: "form#lead_params",
    response: "lead#deliveries",
  }),
  formLeadDeliveriesFix: route({
    method: "POST",
    path: "/forms/:id/leads/:leadId/integrations/fix",
    params: "form#lead_params",
    response: "lead#deliveries",
  }),
  leadExportStart: route({
    method: "POST",
    path: "/forms/:id/lead_exports",
    params: "form#params",
    query: "lead#lead-export-query",
    status: 202,
    response: "lead#lead-export",
  }),
  leadExport: route({
    method: "GET",
    path: "/forms/:id/lead_exports/:exportId",
    params: "form#export_params",
    response: "lead#lead-export",
  }),
  locations: route({ method: "GET", path: "/locations", response: "location#location-list" }),
  locationCreate: route({
    method: "POST",
    path: "/locations",
    body: "location#location-input",
    status: 201,
    response: "location",
  }),
  locationUpdate: route({
    method: "PUT",
    path: "/locations/:id",
    params: "location#params",
    body: "location#location-input",
    response: "location",
  }),
  locationDelete: route({ method: "DELETE", path: "/locations/:id", params: "location#params", status: 204 }),

  // The leads back office (editor/leads).
  leads: route({ method: "GET", path: "/leads", query: "lead#lead-search-query", response: "lead#lead-search-list" }),
  leadChoices: route({ method: "GET", path: "/leads/choices", response: "lead#lead-choices" }),
  lead: route({ method: "GET", path: "/leads/:leadId", params: "lead#lead-params", response: "lead#lead" }),
  leadUpdate: route({
    method: "PATCH",
    path: "/leads/:leadId",
    params: "lead#lead-params",
    body: "lead#lead-update",
    response: "lead#lead",
  }),
  leadNote: route({
    method: "POST",
    path: "/leads/:leadId/notes",
    params: "lead#lead-params",
    body: "lead#lead-note-input",
    status: 201,
    response: "lead#lead-event",
  }),
  leadHistory: route({
    method: "GET",
    path: "/leads/:leadId/history",
    params: "lead#lead-params",
    response: "lead#lead-history",
  }),

  // Pages (the editor's page tree, canvas saves, publishing and history).
  pages: route({ method: "GET", path: "/api/cms/pages", response: "page-record#list" }),
  pageCreate: route({
    method: "POST",
    path: "/api/cms/pages",
    body: "page-record#create",
    status: 201,
    response: "page-record#detail",
  }),
  page: route({
    method: "GET",
    path: "/api/cms/pages/:id",
    params: "page-record#params",
    response: "page-record#detail",
  }),
  pageUpdate: route({
    method: "PATCH",
    path: "/api/cms/pages/:id",
    params: "page-record#params",
    body: "page-record#update",
    response: "page-record#detail",
  }),
  pageDelete: route({ method: "DELETE", path: "/api/cms/pages/:id", params: "page-record#params", status: 204 }),
  pagePublish: route({
    method: "POST",
    path: "/api/cms/pages/:id/publish",
    params: "page-record#params",
    response: "page-record#detail",
  }),
  pageVersions: route({
    method: "GET",
    path: "/api/cms/pages/:id/versions",
    params: "page-record#params",
    response: "page-record#versions",
  }),
  pageCompare: route({
    method: "GET",
    path: "/api/cms/pages/:id/compare",
    params: "page-record#params",
    query: "page-record#compare-query",
    response: "page-record#comparison",
  }),
  pageRestore: route({
    method: "POST",
    path: "/api/cms/pages/:id/versions/:versionId/restore",
    params: "page-record#version-params",
    response: "page-record#detail",
  }),

  // VIN lists (editor/admin): editors read, admins upload and delete.
  vinLists: route({ method: "GET", path: "/api/vins", response: "vin#lists" }),
  vinListUpload: route({
    method: "PUT",
    path: "/api/vins/:list",
    params: "vin#list_params",
    query: "vin#upload_query",
    body: "vin#csv",
    upload: true,
    response: "vin",
  }),
  vinListDelete: route({ method: "DELETE", path: "/api/vins/:list", params: "vin#list_params", status: 204 }),
  vinEntries: route({
    method: "GET",
    path: "/api/vins/:list/entries",
    params: "vin#list_params",
    query: "vin#page_query",
    response: "vin#page",
  }),
  vinEntryAdd: route({
    method: "POST",
    path: "/api/vins/:list/entries",
    params: "vin#list_params",
    body: "vin#add",
    status: 201,
    response: "vin#entry",
  }),
  vinEntryDelete: route({
    method: "DELETE",
    path: "/api/vins/:list/entries/:vin",
    params: "vin#entry_params",
    status: 204,
  }),

  // Stock imports (editor/admin): the publication lists, the imports and their progress.
  stockLists: route({ method: "GET", path: "/api/stock/lists", response: "stock-feed#publication_lists" }),
  stockImports: route({ method: "GET", path: "/api/stock/imports", response: "stock-feed#list" }),
  stockImport: route({
    method: "GET",
    path: "/api/stock/imports/:id",
    params: "stock-feed#params",
    response: "stock-feed#answer",
  }),
  stockImportUpload: route({
    method: "POST",
    path: "/api/stock/imports",
    query: "stock-feed#query",
    upload: true,
    status: 202,
    response: "stock-feed#answer",
  }),
  stockImportFromUrl: route({
    method: "POST",
    path: "/api/stock/imports/url",
    body: "stock-feed#url_import",
    status: 202,
    response: "stock-feed#answer",
  }),
  stockImportSwitchAnyway: route({
    method: "POST",
    path: "/api/stock/imports/:id/switch_anyway",
    params: "stock-feed#params",
    status: 202,
    response: "stock-feed#answer",
  }),

  // The session and visitors' browser errors.
  session: route({ method: "GET", path: "/api/auth/session", response: "session" }),
  browserErrors: route({
    method: "GET",
    path: "/api/browser-errors",
    query: "browser-error#list_query",
    response: "browser-error#list",
  }),

  // Settings, metaheads, users and navigation (editor admin screens).
  settings: route({ method: "GET", path: "/settings", query: "setting#query", response: "setting#list" }),
  settingSave: route({ method: "POST", path: "/settings", body: "setting#input", response: "setting" }),
  settingDelete: route({ method: "DELETE", path: "/settings/:id", params: "setting#params", status: 204 }),
  metaheads: route({ method: "GET", path: "/metaheads", query: "metahead#query", response: "metahead#list" }),
  metaheadCreate: route({
    method: "POST",
    path: "/metaheads",
    body: "metahead#create",
    status: 201,
    response: "metahead",
  }),
  metaheadUpdate: route({
    method: "PUT",
    path: "/metaheads/:id",
    params: "metahead#params",
    body: "metahead#update",
    response: "metahead",
  }),
  metaheadDelete: route({ method: "DELETE", path: "/metaheads/:id", params: "metahead#params", status: 204 }),
  users: route({ method: "GET", path: "/api/users", response: "user#list" }),
  userCreate: route({ method: "POST", path: "/api/users", body: "user#create", status: 201, response: "user" }),
  userUpdate: route({
    method: "PATCH",
    path: "/api/users/:id",
    params: "user#params",
    body: "user#update",
    response: "user",
  }),
  userDelete: route({ method: "DELETE", path: "/api/users/:id", params: "user#params", status: 204 }),
  navigationPageSets: route({ method: "GET", path: "/api/navigation", response: "nav-entry#page_sets" }),
  navigationMenu: route({
    method: "GET",
    path: "/api/navigation/:page_set",
    params: "nav-entry#page_set_params",
    response: "nav-entry#tree",
  }),
  navigationSave: route({
    method: "PUT",
    path: "/api/navigation/:page_set",
    params: "nav-entry#page_set_params",
    body: "nav-entry#menu_input",
    response: "nav-entry#tree",
  }),
  mediaImages: route({
    method: "GET",
    path: "/media/api/v2/images",
    query: "media-image#list-query",
    response: "media-image#list",
  }),
  mediaImage: route({
    method: "GET",
    path: "/media/api/v2/images/:id",
    params: "media-image#params",
    response: "media-image#answer",
  }),
  mediaUpload: route({
    method: "POST",
    path: "/media/api/v2/images",
    query: "media-image#upload-query",
    status: 201,
    response: "media-image#answer",
  }),
  ...siteRoutes,
} as const;
