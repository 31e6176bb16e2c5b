// Generated from schemas/ and blocks/<key>/block.schema.json by `npm run codegen`. Do not edit.
/* eslint-disable */
/** The settings registry: types and defaults of schemas/settings.schema.json (https://forecourt.dev/schemas/settings). */

/** The sections of the admin's settings screen, in order. */
export const SETTING_GROUPS = [
  "Site",
  "Consent",
  "Overlays",
  "Search",
  "Stock",
  "Prices and currency",
  "Order online",
  "Forms and leads",
  "Regional",
  "SEO",
  "Navigation and footer",
  "Caching",
  "Integrations",
] as const;
export type SettingGroup = (typeof SETTING_GROUPS)[number];

/** Each setting key and the type of its value as read (the parsed JSON of a JSON setting). */
export interface SettingValues {
  /** Analytics data layer: "true" makes every page push its analytics page type (and the showroom its vehicle) to window.dataLayer with a small inline script; anything else keeps pages script-free. */
  "analytics.enabled": "true" | "false";
  /** Browser error reports: The share of visits whose script errors are reported to the Errors screen, from 0 (none) to 1 (every visit). Reports never include what visitors typed or the addresses' query strings. Default 1. */
  "browser_errors.sample_rate": string;
  /** Buy online: companies: The retailers that sell online: a JSON list of {uuid, name, vendor, stripe_account_id}. POST /buy_online/orders/init names one by company_uuid; an unknown uuid is refused with 422. The company's vendor is the only payment vendor its orders may use (left out: every configured one), and its Stripe Connect account receives its Stripe payments. Unset: one company, uuid "default", selling through every configured vendor on the platform's own account. */
  "buy_online.companies": {
    uuid: string;
    name: string;
    vendor?: "NO_PAYMENT_JAPAN" | "stripe" | "paypal" | "liqpay";
    stripe_account_id?: string;
    email?: string;
  }[];
  /** Reservation currency: The three-letter currency code of the reservation amount, e.g. EUR or AED. */
  "buy_online.currency": string;
  /** Order online: finance products: The finance products a buyer can choose at checkout, as comma-separated keys of the finance calculators' products (for example ae-flat,uk-pcp). The checkout shows each with a monthly payment for the vehicle; the buyer's choice is kept with the order. Empty: only cash is offered. */
  "buy_online.finance_products": string;
  /** Order online: handover hours: When handovers can be booked at a retailer whose opening hours cannot be read, written like "Mon–Fri 09:00–17:00, Sat 10:00–14:00". */
  "buy_online.handover_hours": string;
  /** Order online: handover slot length: How long each handover slot is, in minutes: buyers pick a slot that starts at opening time or later and ends by closing time. */
  "buy_online.handover_slot_minutes": "15" | "20" | "30" | "45" | "60" | "90" | "120";
  /** Buy online: inquiry e-mail: Where vehicle inquiries (PUT /buy_online/orders/send_inquiry_email) are e-mailed when their company names no e-mail of its own. Unset (and no company e-mail): inquiries are refused with 422. The caller never chooses the recipient. */
  "buy_online.inquiry_email": string | null;
  /** Buy online: LiqPay payment methods: The payment methods LiqPay's checkout offers (its paytypes parameter), comma-separated, e.g. apay,gpay,card. Unset: LiqPay's own choice. */
  "buy_online.liqpay_paytypes": string | null;
  /** Reservation amount: What a buyer pays to reserve a vehicle online, in the currency's smallest unit (cents, fils): 100000 is 1,000.00. 0 makes the reservation free. */
  "buy_online.reservation_amount": string;
  /** Order online: service packs: The service packs a buyer can add at checkout: a JSON list of {key, name, description, years, price, brands, models, translations}. price is in whole units of the vehicle prices' currency and is added to the vehicle's price in the order's total (the reservation amount does not change: the pack is paid with the vehicle). brands and models (nameplates, e.g. "Defender 110") limit a pack to those vehicles; left out, every vehicle is offered it. Choosing a pack is optional. Empty: no service pack section at checkout. */
  "buy_online.service_packs": {
    key: string;
    name: string;
    description?: string;
    years?: number;
    price: number;
    brands?: string[];
    models?: string[];
    translations?: { [name: string]: { name?: string; description?: string } };
  }[];
  /** Shared cache time: How many seconds a CDN or caching proxy in front of the site may keep a public page or public stock and offers data (whole seconds, 0 to 86400). Publishing, a stock import, an offers change or a settings change clears what it kept at once, so a longer time costs nothing in freshness. Visitors' browsers always check for a newer copy. Default 300. */
  "caching.shared_max_age": string;
  /** Serve stale while refreshing: For how many seconds after the shared cache time a CDN may still show the kept copy while it fetches a fresh one in the background (whole seconds, 0 to 86400), so no visitor waits for the site. Default 30. */
  "caching.stale_while_revalidate": string;
  /** Cookie consent banner: The banner's content. The banner, and the consent gating of script metaheads, the analytics data layer and embedded content, exist only when this is set. */
  "consent.banner": {
    title: string;
    title_level?: number | string;
    text?: string;
    accept_label: string;
    reject_label?: string;
    choose_label?: string;
    save_label?: string;
    button_position?: "left" | "center" | "right";
    policy_url?: string;
    scopes?: ("C0002" | "C0004" | "statistic" | "marketing" | "unclassified")[];
    scope_labels?: { [name: string]: string };
    placeholder_text?: string;
  } | null;
  /** Cookie consent strategy: basic: the visitor's choice is kept in local storage under 'cookieConsentStatus' and scripts of an optional scope wait for it; none: everything counts as accepted. Default basic; without consent.banner there is no banner and everything runs. */
  "consent.strategy": "basic" | "none";
  /** Currency exchange API: Host of the currency-exchange service; prices are converted only when this is set. */
  "currency_exchange.api_url": string;
  /** Currency exchange rate key: The key of the rate in the currency-exchange answer; default exchangeRate. An answer without it is logged as an error and the plain prices show. */
  "currency_exchange.response_key": string;
  /** Currency exchange start-date key: The key of the date the rate applies from in the currency-exchange answer; default startDate. */
  "currency_exchange.start_date_key": string;
  /** Double price CSS class: The class of the element holding the converted price; default price-exchange-class. */
  "double_price.css_class": string;
  /** Double price decimals: Decimals of the converted price (0 to 4); the converted price is truncated, not rounded; default 0. */
  "double_price.decimals": "0" | "1" | "2" | "3" | "4";
  /** Double price: "true" shows a second, converted price beside each vehicle price; "false" hides it. Unset: shown when currency_exchange.api_url is set. */
  "double_price.enabled": "true" | "false" | null;
  /** Double price rate: The conversion rate used when no currency-exchange service is configured (a positive decimal number, e.g. 1.0879); default 1. */
  "double_price.rate": string;
  /** Double price currency symbol: The currency symbol of the converted price; default EUR. */
  "double_price.symbol": string;
  /** External stock locator URL: What the mena_external_sl rule fetches in the browser (an https URL answering a JSON list, or {data: [...]}); its first item's keys are the models in stock. Empty: such rules show their content. */
  "dynamic_content.external_sl_url": string;
  /** Dynamic-content lists: The lists the reffine_sl rule reads (and GET /public_api/dynamic_content/{uuids} answers), computed from the published local stock: each has a uuid, a name (what a rule names) and the stock field whose values it holds (nameplate_name, model_key, brand, ...). Unset: reffine_sl rules log an error and show their content. */
  "dynamic_content.lists": { uuid: string; name: string; field: string }[] | null;
  /** Exit popup: A confirmation before following a link whose URL matches a whitelisted pattern and no blacklisted one. Patterns are JavaScript regular expressions tested against the link's absolute URL. */
  "exit_popup.config": {
    title?: string;
    text?: string;
    go_label: string;
    cancel_label?: string;
    whitelist: string[];
    blacklist?: string[];
    translations?: { [name: string]: { title?: string; text?: string; go_label?: string; cancel_label?: string } };
  } | null;
  /** Floating action button: The site-wide floating action button or quick links; a Floating action button block on a page takes priority. Each item links to a page, another site, a form or a file, and may be limited by a rule (brands of the page path, active offers, a stock list). */
  "floating_action_button.config": {
    items: {
      link: {
        url: string;
        link_text: string;
        target?: "_self" | "_blank";
        type?: "internal" | "external" | "form" | "file";
        form_id?: string;
      };
      icon?: string;
      dc_strategy?: {
        key: "url_brands" | "mena_offers" | "reffine_sl" | "mena_external_sl";
        value: string;
        name?: string;
        fallback?: boolean;
      };
      translations?: { [name: string]: string };
    }[];
    is_quick_links?: boolean;
    is_secondary?: boolean;
    is_fab_disabled?: boolean;
    mobile_button_label?: string;
    quick_links_label?: string;
    reversed?: boolean;
    translations?: { [name: string]: { mobile_button_label?: string; quick_links_label?: string } };
  } | null;
  /** Footer: The structured footer: top columns of links or social icons, each of rows with a heading and items; the search bar; free HTML middle and bottom sections (sanitised); a medium row of links. Items without a label (or an image without a source) and rows and columns left empty are dropped when the site reads it, each logged; when no structured footer has content, footer.html is used. */
  "footer.config": {
    columns?: {
      type?: "links" | "social";
      rows?: {
        heading?: string;
        heading_html_tag?: "h2" | "h3" | "h4" | "h5" | "h6" | "p" | "div";
        heading_link?: { url?: string; target?: "_self" | "_blank" };
        items?: {
          type?: "link" | "social" | "image" | "wrapper";
          label?: string;
          url?: string;
          target?: "_self" | "_blank";
          rel?: string;
          aria_label?: string;
          icon?: string;
          id?: string;
          class?: string;
          tag?: "div" | "span";
          image?: { src?: string; alt?: string; width?: number; height?: number };
          form_id?: string;
          dc_strategy?: { key?: string; value?: string };
        }[];
      }[];
    }[];
    search_bar?: boolean;
    middle_html?: string;
    medium_links?: {
      type?: "link" | "social" | "image" | "wrapper";
      label?: string;
      url?: string;
      target?: "_self" | "_blank";
      rel?: string;
      aria_label?: string;
      icon?: string;
      id?: string;
      class?: string;
      tag?: "div" | "span";
      image?: { src?: string; alt?: string; width?: number; height?: number };
      form_id?: string;
      dc_strategy?: { key?: string; value?: string };
    }[];
    bottom_html?: string;
  } | null;
  /** Footer (raw HTML fallback): Used when no structured footer has content; sanitised like rich text. */
  "footer.html": string;
  /** Footer (L460 page): The footer of the L460 electric-vehicle pages (paths under /l460); same shape as footer.config, which is used when this has no content. */
  "footer.l460_config": NonNullable<SettingValues["footer.config"]> | null;
  /** Footer (redesigned pages): The footer of the redesigned (lrdx theme) pages; same shape as footer.config, which is used when this has no content. */
  "footer.redesign_config": NonNullable<SettingValues["footer.config"]> | null;
  /** Form field mappings: Fills fields of every form on the site from the address of the page it is on, for example a campaign code from ?utm_campaign= or the retailer from ?dealer=. "params": a query parameter and the form field it fills (only when it has a value); "location_params": a query parameter that names a location and the field it fills; "location_mapping": a location as it comes in the address and what the field gets instead (for example dxb to Dubai). A form block's own mappings come first for the fields they name. Left empty, or not valid JSON: nothing is filled in this way. */
  "forms.field_mappings": {
    params?: { param: string; field: string }[];
    location_params?: { param: string; field: string }[];
    location_mapping?: { from: string; to: string }[];
  } | null;
  /** reCAPTCHA on forms: "true": every form on the site asks Google reCAPTCHA (invisible) whether the visitor is a person before its answers are sent, and leads without a valid answer are refused. Needs the site key below, and the secret key set up by your operator. Where cookie consent is asked, visitors must allow marketing cookies to send a form. */
  "forms.recaptcha.enabled": "true" | "false";
  /** reCAPTCHA site key: The public site key of your reCAPTCHA v3 site (from the reCAPTCHA admin console), used by the forms in visitors' browsers. */
  "forms.recaptcha.site_key": string;
  /** 404 page: The heading, text, picture and button label of the page visitors see when a page does not exist. Anything left out keeps its default. */
  "general.404_page": {
    heading?: string;
    paragraph?: string;
    image_id?: string | number | null;
    button_label?: string;
    header_tag?: number | string;
    header_size?: "xs" | "s" | "m" | "l" | "xl" | "title";
    font_size?: "xs" | "s" | "m" | "l" | "quote" | "subcopy";
  } | null;
  /** Footer retailers API: URL the footer's retailers section is loaded from. */
  "general.mena_retailers.footer.config.api": string;
  /** Map tiles: The raster tiles of the site's maps (Dual frame map): url is a template with {z}, {x} and {y} (and {key}, filled with api_key, for providers that need one), e.g. https://tile.openstreetmap.org/{z}/{x}/{y}.png or the demo's local /map-tiles/{z}/{x}/{y}.svg; attribution is shown on the map as the provider requires. Unset, maps are off and blocks show their list of addresses with a link to a maps app. Maps load only for visitors who allowed marketing cookies (when consent is configured). */
  "maps.tiles": { url: string; attribution: string; max_zoom?: number; api_key?: string } | null;
  /** Offers API: URL of the offers list (an array). */
  "mena.offers_api_url": string;
  /** Site-wide meta tags: A JSON list of meta tags added to the head of every page; each entry needs a name. A page's own tag of the same name wins. */
  meta: { name: string; content?: string }[];
  /** Title divider: Between the page title and the site name in <title>; default '|'. */
  "meta.title_divider": string;
  /** Pages without navigation: A JSON list of page paths (exact match) on which the navigation is hidden; default ["/"]. Applies to the lrdx theme only. */
  "navigation.disabled_on_pages": string[];
  /** Navigation service: Where the menu comes from when the navigation style is external. url is the address of the menu file, with {locale} standing for the page's language (for example https://nav.example.com/naas/nav.locale={locale}.json); the file lists entries with label, url and optional children (each with an id you may name below) and may name a logo (an image on this site, such as /logo.svg). disable lists entry ids to leave out; enable, when not empty, keeps only the entries it names. The site asks the service at most every ten minutes and waits at most timeout_ms (default 2000) for it; when it fails or is too slow, the site's own menu is shown. */
  "navigation.external": { url: string; disable?: string[]; enable?: string[]; timeout_ms?: number } | null | null;
  /** Logos by path: A JSON list: pages whose path starts with matchingPath show logo, which links to homepage. The first matching entry wins; other pages get the default logo linking to '/'. Unset, pages under /range-rover, /defender and /discovery show built-in wordmarks linking to those pages; an empty list [] shows the default logo everywhere. A list that cannot be read is ignored and the default logo is used. */
  "navigation.logo_settings": { matchingPath: string; homepage: string; logo: string }[];
  /** Navigation style: Which header the site shows. standard: the menu bar with drop-down groups. newer: the redesigned header, a centred logo and a Menu button that opens every menu entry and its sub-entries at once. external: the menu comes from your navigation service (set it under Navigation service); while that service cannot be reached the site shows its own menu instead. Plain text, not JSON. */
  "navigation.variant": "standard" | "newer" | "external";
  /** Popup search: "true" gives the navigation a search button that opens a search dialog (results as the visitor types, from GET /public_api/search); anything else keeps the plain link to /search and pages script-free. */
  "search.popup.enabled": "true" | "false";
  /** Vehicle enquiry form: The id of the published form the vehicle page's Enquire button opens, filled in with the vehicle and its retailer. Empty: Enquire opens an e-mail to the retailer instead. */
  "showroom.enquiry_form": string;
  /** Showroom config: additional: Further options the vehicle page offers: shown or not, their label and text. */
  "showroom_config.additional": {
    enabled?: boolean;
    label?: string;
    description?: string;
    [name: string]: unknown;
  } | null;
  /** Showroom config: cash: How the vehicle page offers paying in cash: shown or not, its label and its text. */
  "showroom_config.cash": NonNullable<SettingValues["showroom_config.additional"]> | null;
  /** Showroom config: config_additional: Further options the vehicle page offers: shown or not, their label and text, for a vehicle built in the configurator. */
  "showroom_config.config_additional": NonNullable<SettingValues["showroom_config.additional"]> | null;
  /** Showroom config: config_cash: How the vehicle page offers paying in cash: shown or not, its label and its text, for a vehicle built in the configurator. */
  "showroom_config.config_cash": NonNullable<SettingValues["showroom_config.additional"]> | null;
  /** Showroom config: config_lease: How the vehicle page offers leasing: shown or not, its label and its text, for a vehicle built in the configurator. */
  "showroom_config.config_lease": NonNullable<SettingValues["showroom_config.additional"]> | null;
  /** Showroom config: config_order_online: Ordering online from the vehicle page: offered or not, the payment provider, which vehicle statuses can be ordered, and the button's label, for a vehicle built in the configurator. */
  "showroom_config.config_order_online": {
    enabled?: boolean;
    vendor?: string;
    orderable_statuses?: (
      "stock" | "available_soon" | "reserved" | "sold" | "in_production" | "on_demand" | "delivery" | "demo"
    )[];
    cta_label?: string;
  } | null;
  /** Showroom config: config_order_online_checkout_page: The page where a buyer pays for or confirms an online order, for a vehicle built in the configurator. */
  "showroom_config.config_order_online_checkout_page": { page_path?: string } | null;
  /** Showroom config: config_order_online_steps_page: The page that walks a buyer through ordering online, for a vehicle built in the configurator. */
  "showroom_config.config_order_online_steps_page": {
    page_path?: string;
    steps?: { label: string; type: "vehicle" | "customer_details" | "checkout" }[];
  } | null;
  /** Showroom config: config_order_online_success_page: The page a buyer sees once the online order is placed, for a vehicle built in the configurator. */
  "showroom_config.config_order_online_success_page": NonNullable<
    SettingValues["showroom_config.config_order_online_checkout_page"]
  > | null;
  /** Showroom config: config_subscription: How the vehicle page offers a subscription: shown or not, its label and its text, for a vehicle built in the configurator. */
  "showroom_config.config_subscription": NonNullable<SettingValues["showroom_config.additional"]> | null;
  /** Showroom config: lease: How the vehicle page offers leasing: shown or not, its label and its text. */
  "showroom_config.lease": NonNullable<SettingValues["showroom_config.additional"]> | null;
  /** Showroom config: order_online: Ordering online from the vehicle page: offered or not, the payment provider, which vehicle statuses can be ordered, and the button's label. */
  "showroom_config.order_online": NonNullable<SettingValues["showroom_config.config_order_online"]> | null;
  /** Showroom config: order_online_checkout_page: The page where a buyer pays for or confirms an online order. */
  "showroom_config.order_online_checkout_page": NonNullable<
    SettingValues["showroom_config.config_order_online_checkout_page"]
  > | null;
  /** Showroom config: order_online_steps_page: The page that walks a buyer through ordering online. */
  "showroom_config.order_online_steps_page": NonNullable<
    SettingValues["showroom_config.config_order_online_steps_page"]
  > | null;
  /** Showroom config: order_online_success_page: The page a buyer sees once the online order is placed. */
  "showroom_config.order_online_success_page": NonNullable<
    SettingValues["showroom_config.config_order_online_checkout_page"]
  > | null;
  /** Showroom config: subscription: How the vehicle page offers a subscription: shown or not, its label and its text. */
  "showroom_config.subscription": NonNullable<SettingValues["showroom_config.additional"]> | null;
  /** Site languages: A JSON list of the site's locales: code (e.g. "en", "ar"), dir ("ltr" or "rtl"), prefix (the path prefix of its pages, e.g. "/ar") and default (true on one). Default: English, and Arabic under /ar. */
  "site.locales": { code: string; dir?: "ltr" | "rtl"; prefix?: string; default?: boolean }[] | null;
  /** Site name: Shown in the navigation and the footer, and after the title divider in page titles. */
  "site.name": string;
  /** Public origin: Scheme and host for canonical URLs, e.g. https://www.example.com (no trailing slash); empty for relative URLs. */
  "site.origin": string;
  /** Theme: Which brand theme the site uses: jdx or lrdx (plain text, not JSON). */
  "site.theme": "jdx" | "lrdx";
  /** Time zone: The site's IANA time zone (e.g. Europe/London, Asia/Dubai): offer schedules start at 00:00:01 and end at 23:59:59 in it. Default Europe/London. */
  "site.time_zone": string;
  /** Stock locator back button: The back link shown above a vehicle page, taking visitors back to the stock list they came from. A JSON list of links, each with url (the stock list page, e.g. /used-cars), an optional label (default 'Back to results', translated) and publication_lists (the lists whose vehicles use this link, e.g. ["approved"]; empty or missing means every list). A vehicle uses the first link naming its list, else the first link for every list. Unset or an empty list: no back link. A value that cannot be read is logged and ignored. */
  "sl.back_button": { url: string; label?: string; publication_lists?: string[] }[] | null | null;
  /** Stock locator configuration: Stock locator options for every retailer (features, price format, filters), as JSON; anything left out keeps its default. */
  "sl.company_config": { [name: string]: unknown } | null;
  /** Show the selling retailer: Whether stock lists and vehicle pages say which retailer sells the vehicle. */
  "sl.owner_visible": "true" | "false";
  /** Postcode search in the stock locator: Lets visitors search the stock near a postcode. */
  "sl.postcode_search": "true" | "false";
  /** Quick searches in the stock locator: Ready-made searches shown as links above the stock list, so visitors reach popular choices in one click. A JSON list of links, each with label (what visitors read, e.g. 'Defender under 2 years old') and url: either the search part of a stock page address (starting with ?, e.g. ?nameplate_name=Defender&state=used) for the page the visitor is on, or a whole path (e.g. /used-cars?state=approved). At most 12 are shown. Unset or an empty list: no quick searches. A value that cannot be read is logged and ignored. */
  "sl.predefined_links": { label: string; url: string }[] | null | null;
  /** Price format: How prices are written: currency symbol, thousands separator and the patterns of full, lease and subscription prices (% is the amount, ^ the symbol). Anything left out keeps its default. */
  "sl.price_settings": {
    symbol?: string;
    delimiter?: string;
    format?: string;
    leaseFormat?: string;
    subscribeFormat?: string;
    fullPrefix?: string;
    double?: { [name: string]: unknown };
    locales?: {
      [name: string]: {
        symbol?: string;
        delimiter?: string;
        format?: string;
        leaseFormat?: string;
        subscribeFormat?: string;
        fullPrefix?: string;
      };
    };
    [name: string]: unknown;
  } | null;
  /** Stock locator seat names: What a vehicle's seat count is called on the stock cards, the vehicle page and the configurator: a JSON object from a seat count to its name, for example {"7": "7 seats (2+3+2)", "5": "5 seats"}. A count not named shows as "N seats". A value that cannot be read is logged and ignored. */
  "sl.seats_translations": { [name: string]: string } | null | null;
  /** Stock import: most rejected rows allowed: A full stock import replaces the stock on the site only when at most this share of the feed's rows was rejected: a number from 0 to 1, e.g. 0.5 for half (the default), 0.1 for one row in ten. When more rows are rejected, or none is valid (an error page or an empty file instead of the feed), the cars already on the site stay published and the import says why. To replace the stock anyway, for example to empty it on purpose, an admin imports the feed again with force_switch (--force-switch on the command line). Delta imports are not checked: they only add and update the cars they name. */
  "stock_import.max_rejected_ratio": string;
}
export type SettingKey = keyof SettingValues;

/** Key families (one key per language, company...): the family's name and the type of each member's value. */
export interface SettingFamilyValues {
  /** Footer of one language: The footer of the pages in one language (the key ends with the language code, e.g. footer.config.ar); same content as the main footer, which is shown when this is not set. */
  "footer.config.*": NonNullable<SettingValues["footer.config"]> | null;
  /** Stock locator configuration of one retailer: The same options as the stock locator configuration, for one retailer only (the key ends with the retailer's company name); they win over the shared ones. */
  "sl.company_config.*": NonNullable<SettingValues["sl.company_config"]> | null;
  /** Texts of one language: Your own wording of the site's built-in texts in one language (the key ends with the language, e.g. translations.en or translations.en_au): a JSON object of text name to text. Texts left out keep the built-in wording. */
  "translations.*": NonNullable<SettingValues["sl.company_config"]> | null;
}
export type SettingFamily = keyof SettingFamilyValues;

interface SettingInfo<T> {
  group: SettingGroup;
  /** Stored as JSON text (the value is parsed); else the text is the value. */
  json: boolean;
  /** The value when none is stored or the stored one is broken; null: not set. */
  default: T;
}

export const SETTING_INFO: { readonly [K in SettingKey]: SettingInfo<SettingValues[K]> } = {
  "analytics.enabled": { group: "Integrations", json: false, default: "false" },
  "browser_errors.sample_rate": { group: "Site", json: false, default: "1" },
  "buy_online.companies": { group: "Order online", json: true, default: [] },
  "buy_online.currency": { group: "Order online", json: false, default: "EUR" },
  "buy_online.finance_products": { group: "Order online", json: false, default: "ae-flat" },
  "buy_online.handover_hours": { group: "Order online", json: false, default: "Mon–Sat 09:00–17:00" },
  "buy_online.handover_slot_minutes": { group: "Order online", json: false, default: "60" },
  "buy_online.inquiry_email": { group: "Forms and leads", json: false, default: null },
  "buy_online.liqpay_paytypes": { group: "Order online", json: false, default: null },
  "buy_online.reservation_amount": { group: "Order online", json: false, default: "100000" },
  "buy_online.service_packs": { group: "Order online", json: true, default: [] },
  "caching.shared_max_age": { group: "Caching", json: false, default: "300" },
  "caching.stale_while_revalidate": { group: "Caching", json: false, default: "30" },
  "consent.banner": { group: "Consent", json: true, default: null },
  "consent.strategy": { group: "Consent", json: false, default: "basic" },
  "currency_exchange.api_url": { group: "Prices and currency", json: false, default: "" },
  "currency_exchange.response_key": { group: "Prices and currency", json: false, default: "exchangeRate" },
  "currency_exchange.start_date_key": { group: "Prices and currency", json: false, default: "startDate" },
  "double_price.css_class": { group: "Prices and currency", json: false, default: "price-exchange-class" },
  "double_price.decimals": { group: "Prices and currency", json: false, default: "0" },
  "double_price.enabled": { group: "Prices and currency", json: false, default: null },
  "double_price.rate": { group: "Prices and currency", json: false, default: "1" },
  "double_price.symbol": { group: "Prices and currency", json: false, default: "EUR" },
  "dynamic_content.external_sl_url": { group: "Integrations", json: false, default: "" },
  "dynamic_content.lists": { group: "Stock", json: true, default: null },
  "exit_popup.config": { group: "Overlays", json: true, default: null },
  "floating_action_button.config": { group: "Overlays", json: true, default: null },
  "footer.config": { group: "Navigation and footer", json: true, default: null },
  "footer.html": { group: "Navigation and footer", json: false, default: "" },
  "footer.l460_config": { group: "Navigation and footer", json: true, default: null },
  "footer.redesign_config": { group: "Navigation and footer", json: true, default: null },
  "forms.field_mappings": { group: "Forms and leads", json: true, default: null },
  "forms.recaptcha.enabled": { group: "Forms and leads", json: false, default: "false" },
  "forms.recaptcha.site_key": { group: "Forms and leads", json: false, default: "" },
  "general.404_page": { group: "Site", json: true, default: null },
  "general.mena_retailers.footer.config.api": { group: "Navigation and footer", json: false, default: "" },
  "maps.tiles": { group: "Integrations", json: true, default: null },
  "mena.offers_api_url": { group: "Integrations", json: false, default: "" },
  meta: { group: "SEO", json: true, default: [] },
  "meta.title_divider": { group: "SEO", json: false, default: "|" },
  "navigation.disabled_on_pages": { group: "Navigation and footer", json: true, default: ["/"] },
  "navigation.external": { group: "Navigation and footer", json: true, default: null },
  "navigation.logo_settings": { group: "Navigation and footer", json: true, default: [] },
  "navigation.variant": { group: "Navigation and footer", json: false, default: "standard" },
  "search.popup.enabled": { group: "Search", json: false, default: "false" },
  "showroom.enquiry_form": { group: "Forms and leads", json: false, default: "demo-vehicle-enquiry" },
  "showroom_config.additional": { group: "Order online", json: true, default: null },
  "showroom_config.cash": { group: "Order online", json: true, default: null },
  "showroom_config.config_additional": { group: "Order online", json: true, default: null },
  "showroom_config.config_cash": { group: "Order online", json: true, default: null },
  "showroom_config.config_lease": { group: "Order online", json: true, default: null },
  "showroom_config.config_order_online": { group: "Order online", json: true, default: null },
  "showroom_config.config_order_online_checkout_page": { group: "Order online", json: true, default: null },
  "showroom_config.config_order_online_steps_page": { group: "Order online", json: true, default: null },
  "showroom_config.config_order_online_success_page": { group: "Order online", json: true, default: null },
  "showroom_config.config_subscription": { group: "Order online", json: true, default: null },
  "showroom_config.lease": { group: "Order online", json: true, default: null },
  "showroom_config.order_online": { group: "Order online", json: true, default: null },
  "showroom_config.order_online_checkout_page": { group: "Order online", json: true, default: null },
  "showroom_config.order_online_steps_page": { group: "Order online", json: true, default: null },
  "showroom_config.order_online_success_page": { group: "Order online", json: true, default: null },
  "showroom_config.subscription": { group: "Order online", json: true, default: null },
  "site.locales": { group: "Regional", json: true, default: null },
  "site.name": { group: "Site", json: false, default: "Forecourt Motors" },
  "site.origin": { group: "Site", json: false, default: "" },
  "site.theme": { group: "Site", json: false, default: "jdx" },
  "site.time_zone": { group: "Regional", json: false, default: "Europe/London" },
  "sl.back_button": { group: "Stock", json: true, default: null },
  "sl.company_config": { group: "Stock", json: true, default: null },
  "sl.owner_visible": { group: "Stock", json: false, default: "true" },
  "sl.postcode_search": { group: "Stock", json: false, default: "false" },
  "sl.predefined_links": { group: "Stock", json: true, default: null },
  "sl.price_settings": { group: "Prices and currency", json: true, default: null },
  "sl.seats_translations": { group: "Stock", json: true, default: null },
  "stock_import.max_rejected_ratio": { group: "Stock", json: false, default: "0.5" },
};

export const SETTING_FAMILY_INFO: {
  readonly [F in SettingFamily]: SettingInfo<SettingFamilyValues[F]> & { pattern: RegExp };
} = {
  "footer.config.*": {
    group: "Navigation and footer",
    json: true,
    default: null,
    pattern: /^footer\.config\.[a-z]{2,3}(_[a-z0-9]{2,8})*$/,
  },
  "sl.company_config.*": {
    group: "Stock",
    json: true,
    default: null,
    pattern: /^sl\.company_config\.[a-z0-9][a-z0-9_]{0,59}$/,
  },
  "translations.*": { group: "Regional", json: true, default: null, pattern: /^translations\.[a-z]{2}(_[a-z]{2})?$/ },
};
