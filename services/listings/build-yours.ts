import type { BuildYoursChoice, BuildYoursPage } from "../../model/catalogue/build-yours.ts";
import { BUILD_YOURS_PATH, orderPathFor } from "../../model/catalogue/build-yours.ts";
import type { PriceSettings } from "../../model/listings/prices.ts";
import { seatsLabel } from "../../model/listings/vehicle-presentation.ts";
import { stockValue } from "../../model/i18n/stock-values.ts";
import { uiTranslator } from "../../model/i18n/ui-translator.ts";
import { configurationData } from "./configurator.ts";
import { COLOURS, NAMEPLATES, catalogueSlug, configUrlFor } from "./demo-catalogue.ts";

const firstConfigUrl = (nameplate: (typeof NAMEPLATES)[number]) =>
  configUrlFor(nameplate, nameplate.versions[0]!, 0, COLOURS[0]!.name);

/**
 * The /build-yours pages from the catalogue (decision 172): the models with their first
 * configuration and its price; a model's path leads to its first configuration; a configuration's
 * path (its config_url) gives the car with the choices that change one step each. Null: no such
 * model or configuration (404).
 */
export function buildYoursPage(
  path: string,
  prices: PriceSettings,
  seatNames: Readonly<Record<string, string>> | null = null,
  language = "en",
): BuildYoursPage | null {
  const trimmed = path.replace(/\/+$/, "") || "/";
  if (trimmed === BUILD_YOURS_PATH)
    return {
      kind: "models",
      models: NAMEPLATES.map((nameplate) => {
        const data = configurationData(firstConfigUrl(nameplate), prices)!;
        return {
          brand: nameplate.brand,
          name: nameplate.name,
          path: data.config_url,
          photo: data.photos[0]!.medium_path,
          fromPrice: data.prices.purchase.formatted,
        };
      }),
    };
  const model = new RegExp(`^${BUILD_YOURS_PATH}/([a-z0-9-]+)$`).exec(trimmed);
  if (model) {
    const nameplate = NAMEPLATES.find((candidate) => catalogueSlug(candidate.name) === model[1]);
    return nameplate ? { kind: "redirect", to: firstConfigUrl(nameplate) } : null;
  }
  const data = configurationData(trimmed, prices);
  if (!data) return null;
  const choice = (label: string, detail: string, configUrl: string): BuildYoursChoice => ({
    label,
    detail,
    path: configUrl,
    selected: configUrl === data.config_url,
  });
  const spec = data.specification;
  // Every seat layout the model comes in, each by the site's name for it (sl.seats_translations).
  const t = uiTranslator(language);
  const layouts = data.options.seats.map((count) => seatsLabel(count, seatNames, language));
  const seats = layouts.length ? layouts.reduce((first, second) => t("build_yours.or", { first, second })) : "";
  // The facts in the page's language: the stock's known words (fuel, gearbox, drive, colour) translated.
  const word = (value: string) => (value ? stockValue(language, value) : value);
  return {
    kind: "configuration",
    configuration: {
      configUrl: data.config_url,
      brand: data.brand,
      model: data.model,
      title: data.title,
      // Written in the page's language; the catalogue's own description is English.
      description: t("build_yours.description", {
        car: `${data.brand} ${data.model} ${data.version}`,
        colour: word(spec.color),
      }),
      photos: data.photos.map((photo) => ({ src: photo.medium_path, srcLarge: photo.big_path })),
      price: data.prices.purchase.formatted,
      facts: [
        word(spec.engines),
        spec.power,
        word(spec.transmission),
        word(spec.drivetrain),
        seats,
        word(spec.color),
        spec.colorInterior ? t("build_yours.interior", { colour: word(spec.colorInterior) }) : "",
      ].filter(Boolean),
      versions: data.options.versions.map((version) => choice(version.name, "", version.config_url)),
      engines: data.options.engines.map((engine) => choice(word(engine.label), engine.power, engine.config_url)),
      paints: data.options.colours.map((colour) => choice(colour.name, "", colour.config_url)),
      orderPath: orderPathFor(data.config_url),
    },
  };
}
