import { route } from "./route-contract.ts";

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

  // Forms: a form's definition, read by every form the site shows.
  form: route({ method: "GET", path: "/forms/:id", response: "form#form" }),

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
} as const;
