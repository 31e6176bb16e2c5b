import { useMemo, useRef } from "react";
import { DayPicker, type DateRange } from "react-day-picker";
import type { BlockProps } from "../../generated/contracts/block-types.ts";
import type { FieldValue, FormDefinition } from "../../model/forms/index.ts";
import {
  fillTemplate,
  formatDay,
  formatPrice,
  isoDayOf,
  rentalDays,
  rentalInquiry,
  rentalTotal,
  type PendingInquiry,
  type RentalExtra,
} from "../../model/rentals/index.ts";
import type { MapTiles } from "../../model/retailers/index.ts";
import { Heading, RichText, blockClassNames, useBlockData } from "../../renderer/primitives/index.ts";
import { MapFrame } from "../_shared/maps/map-frame.tsx";
import { FormView, newIdempotencyKey } from "../../renderer/primitives/form/index.ts";
import { useFocusOnChange, useStoredState } from "../_shared/quizzes/use-stored-state.ts";
import { parseRentalState, START, type RentalState } from "./rental-state.ts";
import { useContactForm } from "./use-contact-form.ts";
import { sendRentalInquiry } from "./send-inquiry.ts";

type Props = BlockProps<"rent-a-car">;
type Step = Props["steps"][number];

const BUTTON = "fc-button fc-button--medium";

/** The ISO day as a local Date at noon, for the date picker (noon keeps it on the day in every zone). */
function dateOf(day: string | null): Date | undefined {
  if (!day) return undefined;
  const [y, m, d] = day.split("-").map(Number);
  return new Date(y!, m! - 1, d!, 12);
}

/**
 * The steps the flow walks: the editor's order, the first group of each kind; the inquiry needs a
 * location and date step (added first when missing) and a contact step (added last).
 */
function flowSteps(steps: readonly Step[], t: Props["block_translations"]): Step[] {
  const seen = new Set<string>();
  const chosen = steps.filter((step) => !seen.has(step.step) && seen.add(step.step));
  const added = (step: Step["step"], title: string): Step => ({ step, title, description: "", data_json: {} });
  if (!seen.has("location")) chosen.unshift(added("location", t.location_step));
  if (!seen.has("contact")) chosen.push(added("contact", t.contact_step));
  return chosen;
}

/**
 * Rent a Car: location and dates (Sundays closed, en-US dates), vehicle, extras, then the
 * contact form of the forms service under a summary of the choices; the stored lead is the inquiry
 * (decision 076) and the rental desk is e-mailed it through the inquiry e-mail route, then the
 * thank-you or the seed's error view (whose Try again re-sends only what did not go). Choices survive a reload
 * (sessionStorage per block); focus moves to each new step; every control works with the keyboard.
 */
export default function RentACar(props: Props) {
  const { id, header_tag, box_color, heading, block_translations: t } = props;
  const base = id || "rent-a-car";
  const [state, setState] = useStoredState<RentalState>(`rent-a-car:${base}`, START, parseRentalState);
  const latest = useRef(state);
  latest.current = state;
  const update = (patch: Partial<RentalState>) => setState({ ...latest.current, ...patch });
  const steps = flowSteps(props.steps, t);
  const view = state.outcome ?? String(Math.min(state.step, steps.length - 1));
  const focusRef = useFocusOnChange<HTMLDivElement>(view);
  const form = useContactForm(props.contact_step_form_id);
  // The pick-up points on a map (Leaflet, behind consent, decision 074); their addresses where maps are off.
  const tiles = useBlockData<MapTiles | null>();
  const places = useMemo(
    () =>
      props.locations_json.map((entry) => ({
        name: `${entry.city_name}: ${entry.point_name}`,
        address: entry.address,
        latitude: entry.coordinates.lat,
        longitude: entry.coordinates.lng,
      })),
    [props.locations_json],
  );

  const location = props.locations_json.find((entry) => entry.name_key === state.location) ?? null;
  const available = props.vehicles_json
    .map((vehicle, index) => ({ vehicle, index }))
    .filter(({ vehicle }) => location !== null && vehicle.locations.includes(location.name_key));
  const vehicle =
    state.vehicle !== null && available.some((entry) => entry.index === state.vehicle)
      ? props.vehicles_json[state.vehicle]!
      : null;
  const extras: RentalExtra[] = props.additional_json.map((extra) => ({ ...extra, charge: extra.charge }));
  const days = rentalDays(state.pickUp, state.dropOff);
  const locationStep = steps.find((step) => step.step === "location");
  const limits = locationStep?.data_json ?? {};
  const daysValid =
    days !== null && days >= (limits.min_days ?? 1) && (limits.max_days === undefined || days <= limits.max_days);
  const symbol = props.currency_symbol;
  const totals = vehicle && days !== null ? rentalTotal(vehicle, days, extras, state.extras) : null;

  const summaryValues: Record<string, string> = {
    location: location ? `${location.point_name}, ${location.city_name}` : "",
    address: location?.address ?? "",
    pick_up_date: formatDay(state.pickUp),
    return_date: formatDay(state.dropOff),
    days: days === null ? "" : String(days),
    vehicle: vehicle?.display_name ?? "",
    daily_price: vehicle ? formatPrice(vehicle.price.daily, symbol) : "",
    extras:
      totals && totals.lines.length > 1
        ? totals.lines
            .slice(1)
            .map((line) => (line.quantity > 1 ? `${line.label} × ${line.quantity}` : line.label))
            .join(", ")
        : "none",
    total: totals ? formatPrice(totals.total, symbol) : "",
  };
  const summary = fillTemplate(props.form_summary_template, summaryValues);

  const ready = (step: Step): boolean => {
    if (step.step === "location") return location !== null && daysValid;
    if (step.step === "vehicle") return vehicle !== null;
    return true;
  };
  const firstUnready = steps.findIndex((step) => !ready(step));
  // A stored step past a choice the editor has since removed goes back to that choice.
  const stepIndex =
    firstUnready !== -1 && firstUnready < state.step ? firstUnready : Math.min(state.step, steps.length - 1);
  const current = steps[stepIndex]!;
  // The lead is stored: queue the inquiry e-mail, and thank the visitor once it is queued.
  const sendInquiry = async (inquiry: PendingInquiry) => {
    update({ inquiry });
    const outcome = await sendRentalInquiry(inquiry);
    update(outcome === "sent" ? { outcome: "sent", inquiry: null } : { outcome: "failed", inquiry });
  };
  const subheading = (text: string) => (
    <Heading text={text} tag={Math.min(header_tag + 1, 6) as Props["header_tag"]} size="m" />
  );

  // The summary's heading sits one level under the block's heading (axe heading-order).
  const SummaryTag = `h${Math.min(header_tag + 1, 6)}` as "h2";

  let body;
  if (state.outcome === "sent") {
    body = (
      <div className="flow__result rent-a-car__thanks">
        {subheading(props.thank_you_heading)}
        <RichText value={props.thank_you_text} className="flow__text" />
        <div className="flow__actions">
          <button type="button" className={`${BUTTON} fc-button--secondary`} onClick={() => setState(START)}>
            {t.start_again}
          </button>
        </div>
      </div>
    );
  } else if (state.outcome === "failed") {
    body = (
      <div className="flow__result rent-a-car__error" role="alert">
        {subheading(props.error_heading)}
        <RichText value={props.error_text} className="flow__text" />
        <div className="flow__actions">
          <button
            type="button"
            className={`${BUTTON} fc-button--primary`}
            onClick={() => (state.inquiry ? void sendInquiry(state.inquiry) : update({ outcome: null }))}
          >
            {t.try_again}
          </button>
        </div>
      </div>
    );
  } else {
    const back =
      stepIndex > 0 ? (
        <button
          type="button"
          className={`${BUTTON} fc-button--secondary`}
          onClick={() => update({ step: stepIndex - 1 })}
        >
          {t.back}
        </button>
      ) : null;
    const progress = <span className="flow__progress">{`Step ${stepIndex + 1} of ${steps.length}`}</span>;
    if (current.step === "contact") {
      body = (
        <div className="flow__step">
          <p className="flow__legend">
            {progress}
            <span className="flow__question">{current.title}</span>
          </p>
          <RichText value={current.description} className="flow__text" />
          <section className="rent-a-car__summary" aria-label={t.summary_heading}>
            <SummaryTag className="rent-a-car__summary-title">{t.summary_heading}</SummaryTag>
            <p className="rent-a-car__summary-text">{summary}</p>
            {totals ? (
              <table className="rent-a-car__lines">
                <tbody>
                  {totals.lines.map((line) => (
                    <tr key={line.label}>
                      <th scope="row">{line.quantity > 1 ? `${line.label} × ${line.quantity}` : line.label}</th>
                      <td>{formatPrice(line.amount, symbol)}</td>
                    </tr>
                  ))}
                  <tr className="rent-a-car__total">
                    <th scope="row">{t.total}</th>
                    <td>{formatPrice(totals.total, symbol)}</td>
                  </tr>
                </tbody>
              </table>
            ) : null}
          </section>
          <ContactForm
            form={form}
            idPrefix={`${base}-contact`}
            values={() => contactValues(form, props.form_hidden_field_mapping, { ...summaryValues, summary })}
            onSent={(lead) => void sendInquiry(rentalInquiry(newIdempotencyKey(), lead, { ...summaryValues, summary }))}
            onFailed={() => update({ outcome: "failed" })}
          />
          <div className="flow__actions">{back}</div>
        </div>
      );
    } else {
      const next = (
        <button type="submit" className={`${BUTTON} fc-button--primary`} disabled={!ready(current)}>
          {t.next}
        </button>
      );
      let fields;
      if (current.step === "location") {
        const today = new Date();
        const last = new Date(today);
        last.setDate(today.getDate() + (limits.max_days_ahead ?? 365));
        const selected: DateRange | undefined = state.pickUp
          ? { from: dateOf(state.pickUp), to: dateOf(state.dropOff) }
          : undefined;
        fields = (
          <>
            <label className="rent-a-car__field">
              <span>{t.pick_up_location}</span>
              <select
                value={state.location ?? ""}
                onChange={(event) => update({ location: event.target.value || null, vehicle: null })}
              >
                <option value="">{t.choose_location}</option>
                {props.locations_json.map((entry) => (
                  <option key={entry.name_key} value={entry.name_key}>
                    {`${entry.city_name}: ${entry.point_name}`}
                  </option>
                ))}
              </select>
            </label>
            {location ? <p className="flow__hint">{location.address}</p> : null}
            <div className="rent-a-car__map">
              <MapFrame places={places} tiles={tiles} label={t.map_label} />
            </div>
            <div className="rent-a-car__calendar" role="group" aria-label={`${t.pick_up_date} / ${t.return_date}`}>
              <DayPicker
                mode="range"
                numberOfMonths={1}
                selected={selected}
                defaultMonth={dateOf(state.pickUp) ?? today}
                startMonth={today}
                endMonth={last}
                disabled={[{ dayOfWeek: [0] }, { before: today }, { after: last }]}
                onSelect={(range) =>
                  update({
                    pickUp: range?.from ? isoDayOf(range.from) : null,
                    dropOff: range?.to ? isoDayOf(range.to) : null,
                  })
                }
                footer={<p className="flow__hint">{t.sundays_closed}</p>}
              />
            </div>
            <dl className="rent-a-car__dates">
              <dt>{t.pick_up_date}</dt>
              <dd data-testid="pick-up-date">{formatDay(state.pickUp) || "–"}</dd>
              <dt>{t.return_date}</dt>
              <dd data-testid="return-date">{formatDay(state.dropOff) || "–"}</dd>
              <dt>{t.days}</dt>
              <dd>{days ?? "–"}</dd>
            </dl>
          </>
        );
      } else if (current.step === "vehicle") {
        fields =
          available.length === 0 ? (
            <p className="flow__hint">{t.no_vehicles}</p>
          ) : (
            <div className="flow__answers rent-a-car__vehicles">
              {available.map(({ vehicle: entry, index }) => (
                <label key={index} className="flow__answer rent-a-car__vehicle">
                  <input
                    type="radio"
                    name={`${base}-vehicle`}
                    checked={state.vehicle === index}
                    onChange={() => update({ vehicle: index })}
                  />
                  <span className="rent-a-car__vehicle-body">
                    <strong>{entry.display_name}</strong>
                    <span>{`${formatPrice(entry.price.daily, symbol)} ${t.per_day}`}</span>
                    {entry.specification.length > 0 ? (
                      <span className="rent-a-car__specs">
                        {entry.specification.map((spec) => `${spec.label}: ${spec.value}`).join(" · ")}
                      </span>
                    ) : null}
                  </span>
                </label>
              ))}
            </div>
          );
      } else {
        fields = (
          <div className="rent-a-car__extras">
            {props.additional_json.map((extra, index) => (
              <fieldset key={index} className="flow__fieldset rent-a-car__extra">
                <legend className="rent-a-car__extra-heading">
                  {`${extra.heading}: ${formatPrice(extra.price, symbol)} ${extra.price_string_context}`.trim()}
                </legend>
                {extra.features_list.length > 0 ? (
                  <ul className="rent-a-car__features">
                    {extra.features_list.map((feature) => (
                      <li key={feature}>{feature}</li>
                    ))}
                  </ul>
                ) : null}
                {extra.controller.type === "amount" ? (
                  <label className="rent-a-car__field">
                    <span>{`${extra.heading}: amount`}</span>
                    <input
                      type="number"
                      inputMode="numeric"
                      min={extra.controller.min}
                      max={extra.controller.max}
                      step={extra.controller.value}
                      value={
                        typeof state.extras[index] === "number"
                          ? (state.extras[index] as number)
                          : extra.controller.default
                      }
                      onChange={(event) =>
                        update({ extras: { ...latest.current.extras, [index]: Number(event.target.value) } })
                      }
                    />
                  </label>
                ) : (
                  <div className="flow__answers">
                    {[true, false].map((on) => (
                      <label key={String(on)} className="flow__answer">
                        <input
                          type="radio"
                          name={`${base}-extra-${index}`}
                          checked={(state.extras[index] === true) === on}
                          onChange={() => update({ extras: { ...latest.current.extras, [index]: on } })}
                        />
                        <span>
                          {on
                            ? (extra.controller as { true_label: string }).true_label
                            : (extra.controller as { false_label: string }).false_label}
                        </span>
                      </label>
                    ))}
                  </div>
                )}
              </fieldset>
            ))}
          </div>
        );
      }
      body = (
        <form
          className="flow__step"
          onSubmit={(event) => {
            event.preventDefault();
            if (ready(current)) update({ step: stepIndex + 1 });
          }}
        >
          <fieldset className="flow__fieldset">
            <legend className="flow__legend">
              {progress}
              <span className="flow__question">{current.title}</span>
            </legend>
            <RichText value={current.description} className="flow__text" />
            {fields}
          </fieldset>
          <div className="flow__actions">
            {back}
            {next}
          </div>
        </form>
      );
    }
  }

  return (
    <section className={`rent-a-car ${blockClassNames("flow", { box_color })}`} aria-label={heading}>
      <div className="flow__frame" ref={focusRef} tabIndex={-1}>
        <Heading text={heading} tag={header_tag} size="l" />
        {body}
      </div>
    </section>
  );
}

/** The form's fields filled from the block's mapping (values may use the summary's placeholders). */
function contactValues(
  form: FormDefinition | null | undefined,
  mapping: Props["form_hidden_field_mapping"],
  values: Record<string, string>,
): Record<string, FieldValue> {
  const filled: Record<string, FieldValue> = {};
  if (!form) return filled;
  for (const { name, value } of mapping) {
    if (form.schema.properties[name]) filled[name] = fillTemplate(value, values);
  }
  return filled;
}

/**
 * The forms service's form for the contact step. A stored lead (201) is the sent inquiry; a failure
 * other than invalid answers (422, shown on the fields) turns into the seed's error view.
 */
function ContactForm({
  form,
  idPrefix,
  values,
  onSent,
  onFailed,
}: {
  form: FormDefinition | null | undefined;
  idPrefix: string;
  values: () => Record<string, FieldValue>;
  onSent: (lead: { id: string; data: Record<string, FieldValue> }) => void;
  onFailed: () => void;
}) {
  if (form === undefined) return <p className="flow__hint">Loading the form…</p>;
  if (form === null)
    return <p className="flow__hint">This form is not available at the moment. Please try again later.</p>;
  const fetcher: typeof fetch = async (input, init) => {
    try {
      const response = await fetch(input, init);
      if (!response.ok && response.status !== 422) onFailed();
      return response;
    } catch (error) {
      onFailed();
      throw error;
    }
  };
  return (
    <FormView
      form={form}
      idPrefix={idPrefix}
      initialValues={values}
      hideThanks
      onSubmitted={onSent}
      fetcher={fetcher}
    />
  );
}
