import { useQuery } from "@tanstack/react-query";
import { locationsClient, type Location } from "../api/locations-client.ts";
import { EntityPanel } from "../ui/index.ts";
import { LocationDialog } from "./location-dialog.tsx";
import { addressLine } from "./location-form.ts";

const LOCATIONS_KEY = ["admin", "locations"] as const;
/** Columns a phone leaves out (name and address fit; Edit shows the rest). */
const WIDE_ONLY = "admin-table__wide-only";
/** Long names and addresses break anywhere rather than widen the table past a phone's screen. */
const WRAPS = "admin-table__wraps";

const text = (value: unknown): string => (typeof value === "string" || typeof value === "number" ? String(value) : "");
const nameOf = (location: Location): string => text(location.attributes.name) || location.id;

/** The retailer locations: listed, added, changed and deleted; forms' location mappings read them. */
export function LocationsPanel() {
  const locations = useQuery({ queryKey: LOCATIONS_KEY, queryFn: locationsClient.list });
  return (
    <EntityPanel<Location>
      title="Locations"
      lead="The retailers' locations. Forms with a location mapping fill in their fields from the location a visitor picks."
      addLabel="Add location"
      noun="locations"
      list={locations}
      writesKey={LOCATIONS_KEY}
      empty="No locations yet."
      rowKey={(location) => location.id}
      subject={(location) => `location ${nameOf(location)}`}
      columns={[
        { header: "Name", rowHeader: true, cell: nameOf, className: WRAPS },
        {
          header: "Dealer code",
          cell: (location) => text(location.attributes.dealer_code),
          className: WIDE_ONLY,
          headerClassName: WIDE_ONLY,
        },
        { header: "Address", cell: (location) => addressLine(location.attributes), className: WRAPS },
        {
          header: "Contact",
          cell: (location) =>
            [text(location.attributes.phone), text(location.attributes.email)].filter(Boolean).join(" · "),
          className: WIDE_ONLY,
          headerClassName: WIDE_ONLY,
        },
      ]}
      form={(location, close, run) => <LocationDialog location={location} onClose={close} run={run} />}
      deletion={{
        title: (location) => `Delete the location “${nameOf(location)}”?`,
        confirmLabel: "Delete location",
        remove: (location) => locationsClient.remove(location.id),
        success: (location) => `Deleted the location “${nameOf(location)}”.`,
        body: () => <p>Forms that map this location stop filling in its fields.</p>,
      }}
    />
  );
}
