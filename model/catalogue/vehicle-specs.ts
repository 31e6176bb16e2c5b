/**
 * A vehicle's specification in groups (GET /vehicles/{id}/specs) and in the compare shape
 * (GET /compare/spec/{id}), from the showroom specification strings. The shapes are
 * schemas/vehicle-catalogue.schema.json.
 */
import type {
  VehicleCatalogueCompareSpec as CompareSpec,
  VehicleCatalogueVehicleSpecs as VehicleSpecs,
} from "../../generated/contracts/entities/vehicle-catalogue.ts";
import type { ListingVehicle } from "../../generated/contracts/entities/listing.ts";

type SpecKey = keyof ListingVehicle["specification"];

/** The groups and their items, in the order a reader expects; labels as the showroom page words them. */
const SPEC_GROUPS: readonly { key: string; label: string; items: readonly (readonly [SpecKey, string])[] }[] = [
  {
    key: "overview",
    label: "Overview",
    items: [
      ["brand", "Brand"],
      ["model", "Model"],
      ["version", "Version"],
      ["state", "Condition"],
      ["status", "Status"],
      ["modelYear", "Model year"],
      ["productionYear", "Production year"],
      ["mileage", "Mileage"],
    ],
  },
  {
    key: "engine",
    label: "Engine and performance",
    items: [
      ["engines", "Engine"],
      ["capacity", "Engine capacity"],
      ["power", "Power"],
      ["batteryCapacity", "Battery capacity"],
    ],
  },
  {
    key: "drivetrain",
    label: "Transmission and drivetrain",
    items: [
      ["transmission", "Transmission"],
      ["drivetrain", "Drivetrain"],
    ],
  },
  {
    key: "interior",
    label: "Colours and seating",
    items: [
      ["color", "Exterior colour"],
      ["colorInterior", "Interior colour"],
      ["numberOfSeats", "Seats"],
    ],
  },
];

/** The label of a spec item key ("power" -> "Power"), or the key itself when it is not one. */
export function specLabel(key: string): string {
  for (const group of SPEC_GROUPS) for (const [item, label] of group.items) if (item === key) return label;
  return key;
}

/** The vehicle's specification groups; items without a value and groups left empty are omitted. */
export function vehicleSpecs(vehicle: ListingVehicle): VehicleSpecs {
  return {
    id: vehicle.id,
    title: vehicle.title,
    link: vehicle.link,
    groups: SPEC_GROUPS.map((group) => ({
      key: group.key,
      label: group.label,
      items: group.items
        .map(([key, label]) => ({ key, label, value: vehicle.specification[key] ?? "" }))
        .filter((item) => item.value.trim() !== ""),
    })).filter((group) => group.items.length > 0),
  };
}

/**
 * The compare shape: every row of every group always present and in the same order (null when the
 * vehicle has no value), so two or three vehicles side by side line up row by row; with the photo and
 * price a compare column heads with.
 */
export function compareSpec(vehicle: ListingVehicle): CompareSpec {
  return {
    id: vehicle.id,
    title: vehicle.title,
    link: vehicle.link,
    photo: vehicle.photos[0]?.medium_path ?? null,
    price: vehicle.prices.purchase?.formatted || null,
    rows: SPEC_GROUPS.flatMap((group) =>
      group.items.map(([key, label]) => {
        const value = (vehicle.specification[key] ?? "").trim();
        return { group: group.key, group_label: group.label, key, label, value: value === "" ? null : value };
      }),
    ),
  };
}
