import { Icon } from "../../primitives/index.ts";
import type { ShowroomVehicle } from "../../../model/listings/showroom-vehicle.ts";
import type { Labels } from "./labels.ts";

function FeatureList({ heading, items, id }: { heading: string; items: readonly string[]; id: string }) {
  if (items.length === 0) return null;
  return (
    <div className="showroom-features">
      <h3 className="fc-heading fc-heading--xs showroom-features__heading" id={id}>
        {heading}
      </h3>
      <ul className="showroom-features__list" aria-labelledby={id}>
        {items.map((item) => (
          <li key={item}>
            <Icon name="check" size={18} className="showroom-features__icon" />
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Standard and optional equipment, then accessories; nothing at all when the vehicle lists none. */
export function Equipment({
  vehicle,
  labels,
}: {
  vehicle: Pick<ShowroomVehicle, "equipment" | "accessories">;
  labels: Labels;
}) {
  const { standard, optional } = vehicle.equipment;
  if (standard.length + optional.length + vehicle.accessories.length === 0) return null;
  return (
    <div className="showroom-equipment">
      <FeatureList id="equipment-standard" heading={labels("showroom.equipment_standard")} items={standard} />
      <FeatureList id="equipment-optional" heading={labels("showroom.equipment_optional")} items={optional} />
      <FeatureList id="equipment-accessories" heading={labels("showroom.accessories")} items={vehicle.accessories} />
    </div>
  );
}

export function hasEquipment(vehicle: Pick<ShowroomVehicle, "equipment" | "accessories">): boolean {
  return vehicle.equipment.standard.length + vehicle.equipment.optional.length + vehicle.accessories.length > 0;
}
