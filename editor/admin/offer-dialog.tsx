import { useState } from "react";
import offerSchema from "../../schemas/offer.schema.json";
import { offersClient, type Offer } from "../api/offers-client.ts";
import { ImagePicker } from "../inspector/fields/image-picker.tsx";
// The picker's styles live with the inspector, which the admin screens do not load otherwise.
import "../inspector/inspector.css";
import {
  CheckboxField,
  EntityFormDialog,
  fieldsFromSchema,
  missingRequired,
  SelectField,
  TextField,
  useEntityForm,
  type FieldList,
  type FieldProblems,
  type FormRun,
} from "../ui/index.ts";
import {
  BRAND_LABELS,
  CATEGORY_LABELS,
  FAMILY_LABELS,
  inputOf,
  parsePrices,
  valuesOf,
  withFormPointers,
  type OfferFormValues,
} from "./offer-form.ts";

// The write shape of schemas/offer.schema.json; the schedule's two dates are fields of their own.
const FIELDS: FieldList = [
  ...fieldsFromSchema(offerSchema.$defs.write, {
    id: "Offer id",
    title: "Title",
    car_model_key: "Car model key",
    brand: "Brand",
    model_family: "Model family",
    category: "Category",
    market: "Market",
    locale: "Language",
    description: "Description",
    images: "Images",
    prices: "Prices",
    published: "Published",
    cta_label: "Call to action",
  }),
  { name: "schedule_start", label: "Shown from" },
  { name: "schedule_end", label: "Shown until" },
];

const options = (labels: Record<string, string>) => Object.entries(labels).map(([value, label]) => ({ value, label }));

function validate(values: OfferFormValues): FieldProblems {
  const problems = missingRequired(FIELDS, values);
  if (values.cta_label.trim() === "") problems.cta_label = "is required";
  const prices = parsePrices(values.prices);
  if (!prices.ok) problems.prices = prices.problem;
  if (values.schedule_start && values.schedule_end && values.schedule_end < values.schedule_start)
    problems.schedule_end = "must not be before the start date";
  return problems;
}

interface OfferDialogProps {
  /** Null: a new offer. */
  offer: Offer | null;
  onClose: () => void;
  run: FormRun;
}

/** Adds or changes an offer (a change sends If-Match of the row's revision); the server's 422 issues show at their fields. */
export function OfferDialog({ offer, onClose, run }: OfferDialogProps) {
  const form = useEntityForm<OfferFormValues>({
    fields: FIELDS,
    initial: () => valuesOf(offer),
    validate,
    save: (values, fields) => {
      const prices = parsePrices(values.prices);
      const input = inputOf(values, prices.ok ? prices.prices : []);
      return offer
        ? run(() => withFormPointers(offersClient.update(offer.id, offer.revision, input)), {
            fields,
            success: `Saved the offer “${input.title}”.`,
          })
        : run(() => withFormPointers(offersClient.create(input)), {
            fields,
            success: `Added the offer “${input.title}”.`,
          });
    },
    onDone: onClose,
  });
  const [picking, setPicking] = useState(false);
  const addImage = (id: string) => {
    const current = form.values.images.trimEnd();
    form.set("images", current ? `${current}\n${id}` : id);
    setPicking(false);
  };

  return (
    <EntityFormDialog
      form={form}
      title={offer ? `Edit offer ${offer.id}` : "Add an offer"}
      size="large"
      onClose={onClose}
      submitLabel="Save offer"
    >
      {offer ? null : (
        <TextField
          {...form.text("id")}
          monospace
          spellCheck={false}
          hint="Letters, digits, - and _; the remote feed's id for offers that are also imported. It cannot be changed later."
        />
      )}
      <TextField {...form.text("title")} />
      <div className="fc-field-row">
        <TextField
          {...form.text("car_model_key")}
          monospace
          spellCheck={false}
          hint="The model key the mena_offers rules compare, e.g. range_rover_sport."
        />
        <TextField {...form.text("market")} hint="Two capital letters, e.g. AE." />
        <TextField
          {...form.text("locale")}
          monospace
          spellCheck={false}
          hint="The language its texts are written in, a code of the site.locales setting such as ar. Empty: shown on the pages of every language."
        />
      </div>
      <div className="fc-field-row">
        <SelectField {...form.text("brand")} options={options(BRAND_LABELS)} />
        <SelectField {...form.text("model_family")} options={options(FAMILY_LABELS)} />
        <SelectField {...form.text("category")} options={options(CATEGORY_LABELS)} />
      </div>
      <TextField {...form.text("description")} rows={5} hint="HTML; sanitised when saved." />
      <TextField
        {...form.text("images")}
        rows={3}
        monospace
        spellCheck={false}
        hint="Media library image ids, one per line; the first is the card image (up to 10)."
      />
      <p className="admin-offer-images">
        <button type="button" className="editor-button editor-button--secondary" onClick={() => setPicking(true)}>
          Add an image from the library
        </button>
      </p>
      {picking ? (
        <ImagePicker currentId="" onPick={(image) => addImage(image.id)} onClose={() => setPicking(false)} />
      ) : null}
      <TextField
        {...form.text("prices")}
        rows={3}
        hint="One per line: label | amount | currency, e.g. From | 189900.00 | AED (up to 5)."
      />
      <div className="fc-field-row">
        <TextField {...form.text("schedule_start")} type="date" hint="Empty: from now on." />
        <TextField {...form.text("schedule_end")} type="date" hint="Empty: no end." />
      </div>
      <TextField {...form.text("cta_label")} />
      <CheckboxField
        {...form.checkbox("published")}
        hint="Visitors see it while it is published and inside its schedule."
      />
    </EntityFormDialog>
  );
}
