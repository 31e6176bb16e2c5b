/**
 * The built-in widget translations (English): what GET /public_api/widget_translations_configs/en
 * answers when no setting overrides them, and the fallback texts of the showroom page. A stored
 * `translations.<id>` setting (a JSON object of key -> text) adds or replaces keys.
 */
export const DEFAULT_LANGUAGE = "en";

export const WIDGET_TRANSLATIONS_EN = {
  "showroom.back": "Back to all vehicles",
  "showroom.gallery": "Photos",
  "showroom.previous_photo": "Previous photo",
  "showroom.next_photo": "Next photo",
  "showroom.photo_of": "Photo {{count}}",
  "showroom.overview": "Overview",
  "showroom.specification": "Specification",
  "showroom.key_facts": "Key facts",
  "showroom.equipment": "Equipment",
  "showroom.equipment_standard": "Standard equipment",
  "showroom.equipment_optional": "Optional equipment",
  "showroom.accessories": "Accessories",
  "showroom.footnotes": "Notes",
  "showroom.retailer": "Your retailer",
  "showroom.similar": "Similar vehicles",
  "showroom.enquire": "Enquire",
  "showroom.call": "Call retailer",
  "showroom.price_on_request": "Price on request",
  "showroom.price_information": "Price information",
  "showroom.reference": "Ref.",
  "showroom.finance": "Finance this vehicle",
  "showroom.seats_one": "{{count}} seat",
  "showroom.seats_other": "{{count}} seats",
  "showroom.photos_one": "{{count}} photo",
  "showroom.photos_other": "{{count}} photos",
  "spec.state": "Condition",
  "spec.status": "Availability",
  "spec.deliveryDate": "Delivery date",
  "spec.productionYear": "Production year",
  "spec.mileage": "Mileage",
  "spec.transmission": "Transmission",
  "spec.engines": "Fuel type",
  "spec.capacity": "Engine capacity",
  "spec.power": "Power",
  "spec.color": "Exterior colour",
  "spec.colorInterior": "Interior colour",
  "spec.vin": "VIN",
  "spec.orderNumber": "Order number",
  "spec.avl": "Stock source",
  "stock.results_one": "{{count}} vehicle",
  "stock.results_other": "{{count}} vehicles",
  "stock.no_results": "Sorry there were no results for your search. Please try again with another term or phrase.",
  "stock.no_dealers": "Sorry, there were no results for your search.",
} as const satisfies Record<string, string>;

export type ShowroomTranslationKey = keyof typeof WIDGET_TRANSLATIONS_EN;

/** Built-in translations by config id (a language). */
export const BUILT_IN_TRANSLATIONS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  [DEFAULT_LANGUAGE]: WIDGET_TRANSLATIONS_EN,
};
