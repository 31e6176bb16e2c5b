import { locationsClient, type Location } from "../api/locations-client.ts";
import { EntityFormDialog, TextField, useEntityForm, type FieldList, type FormRun } from "../ui/index.ts";
import { LOCATION_FIELDS, locationAttributes, locationValues, type LocationValues } from "./location-form.ts";

const FIELDS: FieldList = [...LOCATION_FIELDS, { name: "other", label: "Other attributes (JSON)" }];

interface LocationDialogProps {
  /** Null: a new location. */
  location: Location | null;
  onClose: () => void;
  run: FormRun;
}

/** Adds a retailer location, or changes one: its named fields and any other attributes as JSON. */
export function LocationDialog({ location, onClose, run }: LocationDialogProps) {
  const form = useEntityForm<LocationValues>({
    fields: FIELDS,
    initial: () => locationValues(location?.attributes ?? null),
    validate: (values) => {
      const check = locationAttributes(values);
      return check.ok ? {} : check.problems;
    },
    save: async (values, fields) => {
      const check = locationAttributes(values);
      if (!check.ok) return null;
      const name = values.name.trim();
      return location
        ? run(() => locationsClient.update(location.id, check.attributes), { fields, success: `Saved ${name}.` })
        : run(() => locationsClient.create(check.attributes), { fields, success: `Added ${name}.` });
    },
    onDone: onClose,
  });
  return (
    <EntityFormDialog
      form={form}
      title={location ? `Edit ${String(location.attributes.name ?? "location")}` : "Add a location"}
      onClose={onClose}
      submitLabel={location ? "Save" : "Add location"}
    >
      <TextField {...form.text("name")} autoComplete="off" hint="As visitors see it, e.g. Forecourt Motors Leeds." />
      <TextField
        {...form.text("dealer_code")}
        autoComplete="off"
        hint="The retailer's code in the stock feed, which links its vehicles to this location."
      />
      <TextField {...form.text("address")} autoComplete="off" />
      <div className="admin-dialog__row">
        <TextField {...form.text("city")} autoComplete="off" />
        <TextField {...form.text("postcode")} autoComplete="off" />
      </div>
      <div className="admin-dialog__row">
        <TextField {...form.text("phone")} autoComplete="off" />
        <TextField {...form.text("email")} type="email" autoComplete="off" />
      </div>
      <TextField
        {...form.text("other")}
        rows={5}
        monospace
        spellCheck={false}
        hint='Anything else forms may read, as a JSON object, e.g. {"opening_hours": "Mon-Fri 9:00-18:00"}. Leave empty for none.'
      />
    </EntityFormDialog>
  );
}
