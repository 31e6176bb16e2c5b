/**
 * Intl formatters, made once per locale and options and kept. Making one costs 20-50 µs (ICU loads
 * the locale's data), formatting with it under 2 µs; `toLocaleString(locale, options)` and
 * `toLocaleDateString(locale, options)` make a new one on every call (V8 keeps only the formatter of a
 * call without options), which showed as a tenth of the CPU of an uncached vehicle page.
 *
 * Locales come from the site's configured languages and options from the code, so the kept set stays
 * small; it is emptied past `KEPT` entries all the same, should a caller ever pass something open-ended.
 */
const KEPT = 256;

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

function kept<F>(formats: Map<string, F>, locale: string, options: object, make: () => F): F {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = make();
    if (formats.size >= KEPT) formats.clear();
    formats.set(key, format);
  }
  return format;
}

/** `new Intl.NumberFormat(locale, options)`, kept: what `value.toLocaleString(locale, options)` formats with. */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return kept(numberFormats, locale, options, () => new Intl.NumberFormat(locale, options));
}

/**
 * `new Intl.DateTimeFormat(locale, options)`, kept. Give the date fields wanted (`toLocaleDateString`
 * adds year, month and day when none is given; this does not).
 */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return kept(dateTimeFormats, locale, options, () => new Intl.DateTimeFormat(locale, options));
}
