import { engineLabel, listOf, stateLabel } from "./vehicle-presentation.ts";

/** The parts of a vehicle a showroom link is made of. */
export interface SlugSource {
  id: string;
  state: string;
  nameplate_brand_name: string;
  nameplate_name: string;
  production_year: number;
  engine_type: string;
  drivetrain: string;
  transmission: string;
  color_name: string;
}

/** The off-road brand is left out of the slug. */
const BRAND_OMITTED = "Land Rover";

function normalise(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/**
 * `/showroom/{slug}-{vehicleId}`: the slug joins state, brand (except Land Rover), model, production
 * year, engines, drivetrain, transmission and colour, normalised to lower-case words and dashes.
 */
export function showroomSlug(vehicle: SlugSource): string {
  const parts = [
    stateLabel(vehicle.state) || vehicle.state,
    vehicle.nameplate_brand_name === BRAND_OMITTED ? "" : vehicle.nameplate_brand_name,
    vehicle.nameplate_name,
    String(vehicle.production_year),
    engineLabel(listOf(vehicle.engine_type)),
    vehicle.drivetrain,
    vehicle.transmission,
    vehicle.color_name,
  ];
  return normalise(parts.filter(Boolean).join(" "));
}

export function showroomPath(vehicle: SlugSource, query = ""): string {
  return `/showroom/${showroomSlug(vehicle)}-${vehicle.id}${query ? `?${query.replace(/^\?/, "")}` : ""}`;
}

/** The vehicle id at the end of a showroom path segment (`{slug}-{id}`); ids contain no dashes. */
export function vehicleIdFromSlug(segment: string): string | null {
  const match = /(?:^|-)([a-z0-9]+)$/i.exec(segment);
  return match ? match[1]! : null;
}
