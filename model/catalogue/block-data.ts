/**
 * The server data of the catalogue blocks (x-block.data "derivatives" and "infotainment"), resolved by
 * services/listings/catalogue-block-data.ts from the stock and read by the blocks with useBlockData().
 */
import type { Derivative } from "./derivatives.ts";

/** The Derivatives block's data: the model found by its key, and its derivatives with their prices shown. */
export interface DerivativesData {
  /** null: no vehicle of the model key is in stock. */
  model: { key: string; name: string; brand: string; count: number; link: string } | null;
  derivatives: (Derivative & { price: string })[];
}

/** A model of the stock as the Infotainment system's vehicle choice names it. */
export interface StockModel {
  name: string;
  count: number;
  /** The stock locator filtered to the model. */
  link: string;
}

/** The Infotainment system block's data: the stock models by model key, and the vehicle chosen in the URL. */
export interface InfotainmentData {
  models: Record<string, StockModel>;
  /** The car_key chosen through the block's form without JavaScript (`?infotainment=`), if it is one of the block's. */
  chosen: string | null;
}

/** The URL parameter the Infotainment system's form sends when JavaScript is off. */
export const INFOTAINMENT_PARAMETER = "infotainment";

/** The stock locator filtered to one nameplate. */
export function stockLinkOf(nameplate: string): string {
  return `/stock?${new URLSearchParams({ nameplate_name: nameplate })}`;
}
