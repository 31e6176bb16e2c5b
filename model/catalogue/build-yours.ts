/**
 * The configurator pages (/build-yours, decision 172): what the server gives the page to draw. The
 * configuration's own path is its config_url, so the page, the order journey (configurator mode)
 * and GET /public_api/vehicles/config_data name a configured car the same way.
 */
export const BUILD_YOURS_PATH = "/build-yours";

export interface BuildYoursModel {
  brand: string;
  name: string;
  /** Its first configuration: the first version, engine and paint. */
  path: string;
  photo: string;
  /** The first configuration's price, as the site writes prices. */
  fromPrice: string;
}

/** One choice of a step (version, engine, paint): the configuration with it, and whether it is this one. */
export interface BuildYoursChoice {
  label: string;
  detail: string;
  path: string;
  selected: boolean;
}

export interface BuildYoursConfiguration {
  configUrl: string;
  brand: string;
  model: string;
  title: string;
  description: string;
  photos: { src: string; srcLarge: string }[];
  price: string;
  /** Engine, power, transmission, drivetrain, seats, paint, interior: values as the stock pages write them. */
  facts: string[];
  versions: BuildYoursChoice[];
  engines: BuildYoursChoice[];
  paints: BuildYoursChoice[];
  /** The order journey in configurator mode for this configuration. */
  orderPath: string;
}

export type BuildYoursPage =
  | { kind: "models"; models: BuildYoursModel[] }
  | { kind: "configuration"; configuration: BuildYoursConfiguration }
  | { kind: "redirect"; to: string };

/** The order journey's start for a configuration (configurator mode reads config_url). */
export function orderPathFor(configUrl: string): string {
  return `/showroom-order-online/?config_url=${encodeURIComponent(configUrl)}`;
}
