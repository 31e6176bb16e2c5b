// Generated from schemas/ and blocks/<key>/block.schema.json by `npm run codegen`. Do not edit.
/* eslint-disable */
/** Offer: types of schemas/offer.schema.json (https://forecourt.dev/schemas/offer). */

/**
 * Offer: A regional (MENA) offer, edited in /admin/offers or imported from mena.offers_api_url (decision 103). Listed by the Offers block and shown by the Single offer block while published and inside its schedule.
 */
export type Offer = {
  id: OfferOfferId;
  car_model_key: OfferCarModelKey;
  brand: OfferBrand;
  model_family: OfferModelFamily;
  category: OfferCategory;
  market: OfferMarket;
  locale?: OfferLocale;
  title: OfferTitle;
  description?: OfferDescription;
  images?: OfferImages;
  prices?: OfferPrices;
  schedule?: OfferSchedule;
  published: boolean;
  cta_label?: OfferCtaLabel;
  /**
   * Bumped by every write; the ETag of the offer.
   */
  revision: number;
  updated_at: string;
};

/**
 * The offer's id: the remote feed's id for imported offers.
 */
export type OfferOfferId = string;

/**
 * Car model key: The model key the dynamic-content rules (mena_offers) compare, e.g. range_rover_sport.
 */
export type OfferCarModelKey = string;

/**
 * Brand
 */
export type OfferBrand = "land_rover" | "jaguar";

/**
 * Model family: The nameplate family the Offers block's brand switches filter on.
 */
export type OfferModelFamily = "defender" | "discovery" | "range_rover" | "jaguar" | "other";

/**
 * Category
 */
export type OfferCategory = "new_cars" | "approved" | "owners" | "branded_goods";

/**
 * Market: Two-letter market code, e.g. AE.
 */
export type OfferMarket = string;

/**
 * Title
 */
export type OfferTitle = string;

/**
 * Description: Rich text (HTML), sanitised when written.
 */
export type OfferDescription = string;

/**
 * Images: Media library image ids, first one is the card image.
 *
 * @maxItems 10
 */
export type OfferImages = string[];

/**
 * Prices
 *
 * @maxItems 5
 */
export type OfferPrices = {
  label: string;
  /**
   * In minor units (fils, cents): 18990000 is 189,900.00.
   */
  amount: number;
  currency: string;
}[];

/**
 * Schedule: Shown from 00:00:01 of start to 23:59:59 of end (site time); an open end is unbounded.
 */
export type OfferSchedule = {
  /**
   * A date, YYYY-MM-DD.
   */
  start?: string | null;
  /**
   * A date, YYYY-MM-DD.
   */
  end?: string | null;
};

/**
 * Call to action
 */
export type OfferCtaLabel = string;

/**
 * An offer as an admin (or the import) writes it.
 */
export type OfferWrite = {
  id: OfferOfferId;
  car_model_key: OfferCarModelKey;
  brand: OfferBrand;
  model_family: OfferModelFamily;
  category: OfferCategory;
  market: OfferMarket;
  locale?: OfferLocale;
  title: OfferTitle;
  description?: OfferDescription;
  images?: OfferImages;
  prices?: OfferPrices;
  schedule?: OfferSchedule;
  /**
   * Published
   */
  published?: boolean;
  cta_label?: OfferCtaLabel;
};

export type OfferParams = {
  id: OfferOfferId;
};

export type OfferList = {
  data: Offer[];
};

export type OfferPublicQuery = {
  /**
   * Comma-separated categories; none: all.
   */
  categories?: string;
  /**
   * Comma-separated model families; none: all.
   */
  families?: string;
  /**
   * The page's language: offers written in it and offers for every language; none: every offer.
   */
  locale?: string;
};

/**
 * An active offer as visitors see it.
 */
export type OfferCard = {
  id: string;
  car_model_key: string;
  brand: string;
  model_family: string;
  category: string;
  market: string;
  locale: string;
  title: string;
  description: string;
  images: string[];
  prices: {
    label: string;
    amount: number;
    currency: string;
  }[];
  schedule: {
    start?: string | null;
    end?: string | null;
  };
  cta_label: string;
};

export type OfferPublicList = {
  data: OfferCard[];
};

export type OfferImportReport = {
  imported: number;
  rejected: {
    index: number;
    id: string | null;
    issues: {
      pointer: string;
      message: string;
    }[];
  }[];
};

/**
 * Language: The language the offer's title, description and labels are written in (a site language code such as en or ar). Empty: the offer is shown on the pages of every language.
 */
export type OfferLocale = string;

/**
 * The offers table. An offer (migration 011, decision 103): its document (schemas/offer.schema.json write shape) as JSON.
 */
export type OfferTable = {
  id: string;
  document: string;
  published: number;
  revision: number;
  /**
   * "admin" or "import".
   */
  source: string;
  created_at: string;
  updated_at: string;
};
