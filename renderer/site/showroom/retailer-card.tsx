import { Icon } from "../../primitives/index.ts";
import type { ShowroomOwner, ShowroomVehicle } from "../../../model/listings/showroom-vehicle.ts";
import { EnquireLink } from "./enquire-link.tsx";
import type { Labels } from "./labels.ts";

/** tel: target of a displayed phone number. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, "")}`;
}

export function enquiryHref(owner: ShowroomOwner, subject: string): string {
  return `mailto:${owner.email}?subject=${encodeURIComponent(subject)}`;
}

/**
 * The retailer that has the vehicle (owner_visible on): the owner's full HTML variant (name,
 * address, city and postcode, phone, e-mail; escaped on the server), opening hours and the two ways
 * to get in touch. With the flag off the owner is not sent at all, and neither is this card.
 */
export function RetailerCard({
  owner,
  subject,
  labels,
  vehicle,
  enquiryFormId = "",
}: {
  owner: ShowroomOwner | null;
  subject: string;
  labels: Labels;
  /** The vehicle an enquiry is about, with the form it opens (showroom.enquiry_form). */
  vehicle?: Pick<ShowroomVehicle, "id" | "title">;
  enquiryFormId?: string;
}) {
  if (!owner) return null;
  return (
    <div className="showroom-retailer">
      <div className="showroom-retailer__icon" aria-hidden="true">
        <Icon name="location" size={28} />
      </div>
      <div className="showroom-retailer__body">
        <address className="showroom-retailer__address" dangerouslySetInnerHTML={{ __html: owner.html.full }} />
        {owner.opening_hours ? (
          <p className="showroom-retailer__hours">
            <span className="showroom-retailer__hours-label">{labels("showroom.opening_hours")}</span>{" "}
            {owner.opening_hours}
          </p>
        ) : null}
      </div>
      <div className="showroom-retailer__actions">
        <EnquireLink
          className="fc-button fc-button--primary"
          href={enquiryHref(owner, subject)}
          vehicle={vehicle ?? { id: "", title: "" }}
          owner={owner}
          formId={vehicle ? enquiryFormId : ""}
        >
          <Icon name="mail" size={18} />
          {labels("showroom.enquire")}
        </EnquireLink>
        <a className="fc-button fc-button--secondary" href={telHref(owner.phone)}>
          <Icon name="phone" size={18} />
          {labels("showroom.call")}
        </a>
      </div>
    </div>
  );
}
