/**
 * The catalogue of hire purchase variants a Finance calculator block can offer ("one of about
 * 30 country-specific hire purchase variants"). The seed names none, so these are representative
 * products of each market, written as data: each carries the rules its market quotes by. Rates and
 * fees are illustrative defaults an editor can override per block (finance_product_input.interest_rate);
 * the rules (how the rate is applied, balloon, fees, rounding, deposit and term limits) are fixed here.
 *
 * - rate_kind: "apr" is an effective annual rate (monthly rate (1 + APR)^(1/12) - 1, as the EU and UK
 *   consumer credit rules state it); "nominal" a yearly rate divided by 12; "flat" simple interest on
 *   the amount of credit for every year of the term (markets that quote flat rates: AE, SA, IN, ZA...).
 * - balloon_percent: the final payment (guaranteed future value, GMFV) as a percentage of the price
 *   by term in years; null for a classic instalment loan that is fully repaid.
 * - Fees are in minor units of the product's currency: arrangement_fee is added to the credit, final_fee
 *   (option-to-purchase) is paid with the last payment, deposit_contribution is the maker's share of the deposit.
 * - rounding: how the monthly payment is rounded ("cent-half-up" to the minor unit, "cent-up" up to it,
 *   "unit-up" up to the whole currency unit).
 * - Deposit and term limits sit inside the seed's 20 to 50 percent and 4 to 7 years.
 */
type RateKind = "apr" | "nominal" | "flat";
export type Rounding = "cent-half-up" | "cent-up" | "unit-up";

export interface FinanceProduct {
  key: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  locale: string;
  /** ISO 4217. */
  currency: string;
  name: string;
  rate_kind: RateKind;
  /** Percent, e.g. 7.9. */
  default_rate: number;
  balloon_percent: Readonly<Record<"4" | "5" | "6" | "7", number>> | null;
  arrangement_fee: number;
  final_fee: number;
  deposit_contribution: number;
  /** Payments at the start of each month (leases such as the French LOA) rather than at the end. */
  in_advance: boolean;
  rounding: Rounding;
  deposit_min: number;
  deposit_max: number;
  years_min: number;
  years_max: number;
}

type Row = Pick<FinanceProduct, "key" | "country" | "locale" | "currency" | "name" | "rate_kind" | "default_rate"> &
  Partial<FinanceProduct>;

const GMFV_STANDARD = { "4": 35, "5": 30, "6": 25, "7": 20 } as const;
const GMFV_HIGH = { "4": 40, "5": 35, "6": 30, "7": 25 } as const;
const GMFV_LOW = { "4": 30, "5": 25, "6": 20, "7": 15 } as const;

const ROWS: readonly Row[] = [
  {
    key: "uk-pcp",
    country: "GB",
    locale: "en-GB",
    currency: "GBP",
    name: "Personal Contract Purchase (PCP)",
    rate_kind: "apr",
    default_rate: 7.9,
    balloon_percent: GMFV_STANDARD,
    final_fee: 1000,
    rounding: "cent-half-up",
  },
  {
    key: "uk-hp",
    country: "GB",
    locale: "en-GB",
    currency: "GBP",
    name: "Hire Purchase (HP)",
    rate_kind: "apr",
    default_rate: 8.9,
    final_fee: 1000,
  },
  {
    key: "ie-pcp",
    country: "IE",
    locale: "en-IE",
    currency: "EUR",
    name: "Personal Contract Plan (PCP)",
    rate_kind: "apr",
    default_rate: 6.9,
    balloon_percent: GMFV_STANDARD,
    final_fee: 7500,
  },
  {
    key: "ie-hp",
    country: "IE",
    locale: "en-IE",
    currency: "EUR",
    name: "Hire Purchase",
    rate_kind: "apr",
    default_rate: 7.9,
    final_fee: 6350,
  },
  {
    key: "de-ballon",
    country: "DE",
    locale: "de-DE",
    currency: "EUR",
    name: "Ballonfinanzierung",
    rate_kind: "apr",
    default_rate: 5.99,
    balloon_percent: GMFV_HIGH,
  },
  {
    key: "de-klassik",
    country: "DE",
    locale: "de-DE",
    currency: "EUR",
    name: "Klassische Finanzierung",
    rate_kind: "apr",
    default_rate: 6.49,
  },
  {
    key: "fr-loa",
    country: "FR",
    locale: "fr-FR",
    currency: "EUR",
    name: "Location avec option d'achat (LOA)",
    rate_kind: "apr",
    default_rate: 5.9,
    balloon_percent: GMFV_HIGH,
    in_advance: true,
  },
  {
    key: "fr-credit",
    country: "FR",
    locale: "fr-FR",
    currency: "EUR",
    name: "Crédit classique",
    rate_kind: "apr",
    default_rate: 6.9,
  },
  {
    key: "it-formula",
    country: "IT",
    locale: "it-IT",
    currency: "EUR",
    name: "Finanziamento con maxi rata finale",
    rate_kind: "apr",
    default_rate: 6.95,
    balloon_percent: GMFV_STANDARD,
    arrangement_fee: 35000,
  },
  {
    key: "es-multiopcion",
    country: "ES",
    locale: "es-ES",
    currency: "EUR",
    name: "Financiación Multiopción",
    rate_kind: "apr",
    default_rate: 7.45,
    balloon_percent: GMFV_STANDARD,
  },
  {
    key: "nl-autofinanciering",
    country: "NL",
    locale: "nl-NL",
    currency: "EUR",
    name: "Slottermijnfinanciering",
    rate_kind: "apr",
    default_rate: 7.2,
    balloon_percent: GMFV_LOW,
  },
  {
    key: "be-lening",
    country: "BE",
    locale: "nl-BE",
    currency: "EUR",
    name: "Lening op afbetaling",
    rate_kind: "apr",
    default_rate: 5.49,
  },
  {
    key: "ch-kredit",
    country: "CH",
    locale: "de-CH",
    currency: "CHF",
    name: "Autokredit",
    rate_kind: "apr",
    default_rate: 4.9,
    rounding: "cent-up",
  },
  {
    key: "at-restwert",
    country: "AT",
    locale: "de-AT",
    currency: "EUR",
    name: "Restwertfinanzierung",
    rate_kind: "apr",
    default_rate: 6.25,
    balloon_percent: GMFV_STANDARD,
    arrangement_fee: 19900,
  },
  {
    key: "pl-kredyt",
    country: "PL",
    locale: "pl-PL",
    currency: "PLN",
    name: "Kredyt balonowy",
    rate_kind: "apr",
    default_rate: 9.9,
    balloon_percent: GMFV_LOW,
  },
  {
    key: "cz-uver",
    country: "CZ",
    locale: "cs-CZ",
    currency: "CZK",
    name: "Úvěr na vůz",
    rate_kind: "apr",
    default_rate: 7.9,
    rounding: "unit-up",
  },
  {
    key: "se-billan",
    country: "SE",
    locale: "sv-SE",
    currency: "SEK",
    name: "Billån",
    rate_kind: "nominal",
    default_rate: 6.95,
    arrangement_fee: 69500,
    rounding: "unit-up",
  },
  {
    key: "no-billan",
    country: "NO",
    locale: "nb-NO",
    currency: "NOK",
    name: "Billån",
    rate_kind: "nominal",
    default_rate: 7.4,
    arrangement_fee: 350000,
    rounding: "unit-up",
  },
  {
    key: "dk-billan",
    country: "DK",
    locale: "da-DK",
    currency: "DKK",
    name: "Billån med restværdi",
    rate_kind: "nominal",
    default_rate: 5.95,
    balloon_percent: GMFV_LOW,
    rounding: "unit-up",
  },
  {
    key: "pt-credito",
    country: "PT",
    locale: "pt-PT",
    currency: "EUR",
    name: "Crédito automóvel",
    rate_kind: "apr",
    default_rate: 8.5,
  },
  {
    key: "jp-zankaku",
    country: "JP",
    locale: "ja-JP",
    currency: "JPY",
    name: "残価設定型クレジット",
    rate_kind: "nominal",
    default_rate: 3.9,
    balloon_percent: GMFV_HIGH,
    rounding: "unit-up",
  },
  {
    key: "kr-halbu",
    country: "KR",
    locale: "ko-KR",
    currency: "KRW",
    name: "할부 금융",
    rate_kind: "nominal",
    default_rate: 5.5,
    rounding: "unit-up",
  },
  {
    key: "au-chattel",
    country: "AU",
    locale: "en-AU",
    currency: "AUD",
    name: "Chattel mortgage with balloon",
    rate_kind: "nominal",
    default_rate: 7.49,
    balloon_percent: GMFV_LOW,
    arrangement_fee: 39500,
  },
  {
    key: "nz-hp",
    country: "NZ",
    locale: "en-NZ",
    currency: "NZD",
    name: "Hire Purchase",
    rate_kind: "nominal",
    default_rate: 9.95,
    arrangement_fee: 35000,
  },
  {
    key: "za-instalment",
    country: "ZA",
    locale: "en-ZA",
    currency: "ZAR",
    name: "Instalment sale with residual",
    rate_kind: "nominal",
    default_rate: 11.75,
    balloon_percent: GMFV_LOW,
    arrangement_fee: 120750,
  },
  {
    key: "ae-flat",
    country: "AE",
    locale: "en-AE",
    currency: "AED",
    name: "Auto loan (flat rate)",
    rate_kind: "flat",
    default_rate: 2.99,
    rounding: "cent-half-up",
  },
  {
    key: "sa-murabaha",
    country: "SA",
    locale: "en-SA",
    currency: "SAR",
    name: "Murabaha (flat profit rate)",
    rate_kind: "flat",
    default_rate: 3.49,
    balloon_percent: GMFV_LOW,
  },
  {
    key: "in-loan",
    country: "IN",
    locale: "en-IN",
    currency: "INR",
    name: "Car loan (EMI)",
    rate_kind: "nominal",
    default_rate: 9.25,
    rounding: "unit-up",
  },
  {
    key: "br-cdc",
    country: "BR",
    locale: "pt-BR",
    currency: "BRL",
    name: "CDC com parcela final",
    rate_kind: "nominal",
    default_rate: 18.9,
    balloon_percent: GMFV_LOW,
  },
  {
    key: "mx-credito",
    country: "MX",
    locale: "es-MX",
    currency: "MXN",
    name: "Crédito automotriz",
    rate_kind: "nominal",
    default_rate: 13.9,
    arrangement_fee: 450000,
  },
  {
    key: "ca-loan",
    country: "CA",
    locale: "en-CA",
    currency: "CAD",
    name: "Retail finance",
    rate_kind: "nominal",
    default_rate: 6.99,
  },
  {
    key: "us-balloon",
    country: "US",
    locale: "en-US",
    currency: "USD",
    name: "Balloon retail contract",
    rate_kind: "nominal",
    default_rate: 6.49,
    balloon_percent: GMFV_STANDARD,
  },
  {
    key: "us-retail",
    country: "US",
    locale: "en-US",
    currency: "USD",
    name: "Retail installment contract",
    rate_kind: "nominal",
    default_rate: 5.99,
  },
];

function complete(row: Row): FinanceProduct {
  return {
    balloon_percent: null,
    arrangement_fee: 0,
    final_fee: 0,
    deposit_contribution: 0,
    in_advance: false,
    rounding: "cent-half-up",
    deposit_min: 20,
    deposit_max: 50,
    years_min: 4,
    years_max: 7,
    ...row,
  };
}

export const FINANCE_PRODUCTS: readonly FinanceProduct[] = ROWS.map(complete);

/** The keys, in catalogue order (the block schema's enum is checked against them in the tests). */
export const FINANCE_PRODUCT_KEYS: readonly string[] = FINANCE_PRODUCTS.map((product) => product.key);

export function financeProduct(key: string): FinanceProduct {
  return FINANCE_PRODUCTS.find((product) => product.key === key) ?? FINANCE_PRODUCTS[0]!;
}
