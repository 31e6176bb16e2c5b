import type { BlockProps, HeaderTag } from "../../generated/contracts/block-types.ts";
import { formatDistance, mapsAppUrl, type DistanceUnit } from "../../model/retailers/index.ts";

export type Retailer = BlockProps<"retailer-cards">["items"][number];

/** The JSON fields arrive typed unknown (a JSON field's shape is checked by the schema, not the generated type). */
interface ContactInfo {
  phone?: string;
  email?: string;
  website?: string;
}
const text = (value: unknown) => (typeof value === "string" && value.trim() !== "" ? value : undefined);
function contactOf(value: unknown): ContactInfo {
  if (typeof value !== "object" || value === null) return {};
  const record = value as Record<string, unknown>;
  return { phone: text(record.phone), email: text(record.email), website: text(record.website) };
}
const servicesOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;

/** One retailer: name, distance (once the visitor searched), address, contact details, services, maps link. */
export function RetailerCard({
  retailer,
  distance,
  unit,
  tag,
}: {
  retailer: Retailer;
  distance: number | null;
  unit: DistanceUnit;
  tag: HeaderTag;
}) {
  const Tag = `h${tag}` as const;
  const contact = contactOf(retailer.contact_info);
  const services = servicesOf(retailer.services);
  const place = [retailer.address, retailer.city].filter((part) => part.trim() !== "").join(", ");
  return (
    <li className="retailer-card">
      <Tag className="retailer-card__name">{retailer.name}</Tag>
      {distance !== null ? <p className="retailer-card__distance">{formatDistance(distance, unit)} away</p> : null}
      {place !== "" ? (
        <address className="retailer-card__address">
          {retailer.address.trim() !== "" ? <span>{retailer.address}</span> : null}
          {retailer.city.trim() !== "" ? <span>{retailer.city}</span> : null}
        </address>
      ) : null}
      {contact.phone || contact.email || contact.website ? (
        <ul className="retailer-card__contact">
          {contact.phone ? (
            <li>
              <a href={telHref(contact.phone)}>{contact.phone}</a>
            </li>
          ) : null}
          {contact.email ? (
            <li>
              <a href={`mailto:${contact.email}`}>{contact.email}</a>
            </li>
          ) : null}
          {contact.website ? (
            <li>
              <a href={contact.website} rel="noopener">
                Website<span className="visually-hidden"> of {retailer.name}</span>
              </a>
            </li>
          ) : null}
        </ul>
      ) : null}
      {services.length > 0 ? (
        <ul className="retailer-card__services" aria-label={`Services at ${retailer.name}`}>
          {services.map((service) => (
            <li key={service}>{service}</li>
          ))}
        </ul>
      ) : null}
      <a
        className="retailer-card__maps-link"
        href={mapsAppUrl({ latitude: retailer.latitude, longitude: retailer.longitude, address: place })}
        rel="noopener"
      >
        Open in maps<span className="visually-hidden">: {retailer.name}</span>
      </a>
    </li>
  );
}
