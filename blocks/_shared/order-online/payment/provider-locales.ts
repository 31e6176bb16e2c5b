/**
 * The page's language as each payment provider's browser SDK takes it (issue 28), so its form, buttons
 * and pages speak the buyer's language:
 * - Stripe Elements `locale` (https://docs.stripe.com/js/appendix/supported_locales): a code of its
 *   list, else the language alone, else "auto" (the browser's language);
 * - PayPal JS SDK `locale` (https://developer.paypal.com/reference/locale-codes): `ll_CC`; Arabic is
 *   ar_EG in every region, a language alone has no PayPal code (then PayPal picks from the browser);
 * - LiqPay checkout `language` (https://www.liqpay.ua/en/documentation/api/aquiring/checkout/doc):
 *   uk or en only, so every other language is shown in English.
 */
const STRIPE_LOCALES = new Set([
  "ar",
  "bg",
  "cs",
  "da",
  "de",
  "el",
  "en",
  "en-AU",
  "en-CA",
  "en-NZ",
  "en-GB",
  "es",
  "es-ES",
  "es-419",
  "et",
  "fi",
  "fil",
  "fr",
  "fr-CA",
  "fr-FR",
  "he",
  "hu",
  "hr",
  "id",
  "it",
  "it-IT",
  "ja",
  "ko",
  "lt",
  "lv",
  "ms",
  "mt",
  "nb",
  "nl",
  "no",
  "pl",
  "pt",
  "pt-BR",
  "ro",
  "ru",
  "sk",
  "sl",
  "sv",
  "th",
  "tr",
  "vi",
  "zh",
  "zh-HK",
  "zh-TW",
]);

const language = (locale: string): string => locale.split(/[-_]/)[0]!.toLowerCase();

export function stripeLocale(locale: string): string {
  if (STRIPE_LOCALES.has(locale)) return locale;
  return STRIPE_LOCALES.has(language(locale)) ? language(locale) : "auto";
}

export function paypalLocale(locale: string): string | undefined {
  if (language(locale) === "ar") return "ar_EG";
  const match = /^([a-z]{2})[-_]([A-Z]{2})$/i.exec(locale);
  return match ? `${match[1]!.toLowerCase()}_${match[2]!.toUpperCase()}` : undefined;
}

export function liqpayLanguage(locale: string): "uk" | "en" {
  return language(locale) === "uk" ? "uk" : "en";
}
