import type { ReactNode } from "react";
import { useFormLinkRecord } from "../../primitives/form-links.ts";
import type { ShowroomOwner, ShowroomVehicle } from "../../../model/listings/showroom-vehicle.ts";

/** What a vehicle enquiry lead carries besides the visitor's answers: the form's hidden fields. */
function enquiryHiddenFields(
  vehicle: Pick<ShowroomVehicle, "id" | "title">,
  owner: ShowroomOwner | null,
): { name: string; value: string }[] {
  return [
    { name: "vehicle_id", value: vehicle.id },
    { name: "vehicle", value: vehicle.title },
    ...(owner
      ? [
          { name: "retailer", value: owner.name },
          { name: "retailer_code", value: owner.dealer_code },
        ]
      : []),
  ];
}

/**
 * The vehicle page's Enquire: with an enquiry form configured (showroom.enquiry_form) a click opens
 * that form in the site's form dialog, the vehicle and its retailer filled in; without JavaScript,
 * or without a form, the link itself still works (an e-mail to the retailer, else the contact page).
 */
export function EnquireLink({
  vehicle,
  owner,
  formId,
  href,
  className,
  children,
}: {
  vehicle: Pick<ShowroomVehicle, "id" | "title">;
  owner: ShowroomOwner | null;
  formId: string;
  href: string;
  className: string;
  children: ReactNode;
}) {
  useFormLinkRecord(formId !== "");
  if (formId === "")
    return (
      <a className={className} href={href}>
        {children}
      </a>
    );
  return (
    <a
      className={className}
      href={href}
      aria-haspopup="dialog"
      data-form-id={formId}
      data-hidden-fields={JSON.stringify(enquiryHiddenFields(vehicle, owner))}
    >
      {children}
    </a>
  );
}
