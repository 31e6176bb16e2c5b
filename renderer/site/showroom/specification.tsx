import { formatDate, Icon } from "../../primitives/index.ts";
import {
  SHOWROOM_ACCORDION_ATTRIBUTES,
  SHOWROOM_SPEC_ATTRIBUTES,
  type ShowroomSpecAttribute,
  type ShowroomVehicle,
} from "../../../model/listings/showroom-vehicle.ts";
import type { Labels } from "./labels.ts";

export interface SpecRow {
  attribute: ShowroomSpecAttribute;
  label: string;
  value: string;
}

function isAttribute(name: string): name is ShowroomSpecAttribute {
  return (SHOWROOM_ACCORDION_ATTRIBUTES as readonly string[]).includes(name);
}

/** The rows of a specification list: known attributes with a value, in the given order (dates en-GB). */
function specRows(
  vehicle: Pick<ShowroomVehicle, "specification">,
  attributes: readonly string[],
  labels: Labels,
): SpecRow[] {
  return attributes.filter(isAttribute).flatMap((attribute) => {
    const raw = vehicle.specification[attribute].trim();
    const value =
      attribute === "deliveryDate" && raw
        ? formatDate(raw) || raw
        : attribute === "transmission"
          ? raw.charAt(0).toUpperCase() + raw.slice(1)
          : raw;
    return value
      ? [{ attribute, label: labels.any(`spec.${attribute}`) || attribute, value: labels.value(value) }]
      : [];
  });
}

function Rows({ rows }: { rows: SpecRow[] }) {
  return (
    <dl className="showroom-spec__rows">
      {rows.map((row) => (
        <div key={row.attribute} className="showroom-spec__row" data-attribute={row.attribute}>
          <dt>{row.label}</dt>
          <dd>
            {/* Isolated: "78,173 km" keeps its order on an Arabic page. */}
            <bdi>{row.value}</bdi>
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The specification in both of the seed's presentations: the list (seed attributes) from 768 px
 * up, and below that an accordion version, which adds status. Both are server HTML with no script.
 */
export function Specification({
  vehicle,
  labels,
  attributes = SHOWROOM_SPEC_ATTRIBUTES,
  accordionAttributes = SHOWROOM_ACCORDION_ATTRIBUTES,
}: {
  vehicle: Pick<ShowroomVehicle, "specification">;
  labels: Labels;
  attributes?: readonly string[];
  accordionAttributes?: readonly string[];
}) {
  const list = specRows(vehicle, attributes, labels);
  const accordion = specRows(vehicle, accordionAttributes, labels);
  return (
    <div className="showroom-spec">
      <div className="showroom-spec__list" data-presentation="list">
        <Rows rows={list} />
      </div>
      <details className="showroom-spec__accordion" data-presentation="accordion">
        <summary>
          <span>{labels("showroom.specification")}</span>
          <Icon name="chevron-down" size={20} className="showroom-spec__chevron" />
        </summary>
        <Rows rows={accordion} />
      </details>
    </div>
  );
}
