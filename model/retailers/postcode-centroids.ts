import type { LatLng } from "./distance.ts";

/**
 * Approximate centroids of the demo market's main postcode areas (South Africa, four-digit codes),
 * to three decimals: enough to rank retailers by distance without asking a geocoding service (there
 * is none offline). Loaded by the retailer cards island only when a visitor submits a postcode. A
 * real market ships its postal service's centroid file in the same shape.
 */
const CENTROIDS: Readonly<Record<string, readonly [number, number]>> = {
  "0002": [-25.748, 28.229], // Pretoria central
  "0081": [-25.763, 28.281], // Lynnwood, Pretoria east
  "0157": [-25.86, 28.189], // Centurion
  "0300": [-25.668, 27.242], // Rustenburg
  "0699": [-23.905, 29.469], // Polokwane
  "1200": [-25.466, 30.985], // Mbombela
  "1459": [-26.213, 28.263], // Boksburg
  "1685": [-25.999, 28.126], // Midrand
  "1709": [-26.113, 27.908], // Roodepoort
  "2000": [-26.204, 28.047], // Johannesburg central
  "2191": [-26.052, 28.023], // Bryanston
  "2196": [-26.108, 28.057], // Sandton
  "2520": [-26.715, 27.097], // Potchefstroom
  "3201": [-29.601, 30.379], // Pietermaritzburg
  "4001": [-29.859, 31.022], // Durban central
  "4319": [-29.726, 31.084], // Umhlanga
  "5201": [-33.015, 27.912], // East London
  "6001": [-33.961, 25.602], // Gqeberha
  "6529": [-33.963, 22.462], // George
  "7441": [-33.82, 18.49], // Table View
  "7530": [-33.9, 18.629], // Bellville
  "7600": [-33.932, 18.86], // Stellenbosch
  "7700": [-33.963, 18.476], // Rondebosch
  "8001": [-33.925, 18.424], // Cape Town central
  "8301": [-28.728, 24.75], // Kimberley
  "9301": [-29.085, 26.16], // Bloemfontein
};

/** The centroid of a (normalised) postcode, or null when the file does not know it. */
export function postcodeCentroid(postcode: string): LatLng | null {
  const found = CENTROIDS[postcode];
  return found ? { latitude: found[0], longitude: found[1] } : null;
}
