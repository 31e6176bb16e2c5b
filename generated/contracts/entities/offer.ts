// Generated from schemas/ and blocks/<key>/block.schema.json by `npm run codegen`. Do not edit.
/* eslint-disable */
/** Offer: types of schemas/offer.schema.json (https://forecourt.dev/schemas/offer). */

/**
 * Offer: A regional (MENA) offer, edited in /admin/offers or imported from mena.offers_api_url (decision 103). Listed by the Offers block and shown by the Single offer block while published and inside its schedule.
 */
export interface Offer {
  id: OfferOfferId;
  car_model_key: OfferCarModelKey;
  brand: OfferBrand;
  model_family: OfferModelFamily;
  category: OfferCategory;
  market: OfferMarket;
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
}

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
export interface OfferSchedule {
  /**
   * A date, YYYY-MM-DD.
   */
  start?: string | null;
  /**
   * A date, YYYY-MM-DD.
   */
  end?: string | null;
}

/**
 * Call to action
 */
export type OfferCtaLabel = string;

/**
 * An offer as an admin (or the import) writes it.
 */
export interface OfferWrite {
  id: OfferOfferId;
  car_model_key: OfferCarModelKey;
  brand: OfferBrand;
  model_family: OfferModelFamily;
  category: OfferCategory;
  market: OfferMarket;
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
}

export interface OfferParams {
  id: OfferOfferId;
}

export interface OfferList {
  data: Offer[];
}

export interface OfferPublicQuery {
  /**
   * Comma-separated categories; none: all.
   */
  categories?: string;
  /**
   * Comma-separated model families; none: all.
   */
  families?: string;
}

/**
 * An active offer as visitors see it.
 */
export interface OfferCard {
  id: string;
  car_model_key: string;
  brand: string;
  model_family: string;
  category: string;
  market: string;
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
}

export interface OfferPublicList {
  data: OfferCard[];
}

export interface OfferImportReport {
  imported: number;
  rejected: {
    index: number;
    id: string | null;
    issues: {
      pointer: string;
      message: string;
    }[];
  }[];
}
