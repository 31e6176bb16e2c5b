import { useEffect, useState, type ReactNode } from "react";
import { isTabClickable, type JourneyStep, type StepsState } from "../../../model/order-journey/index.ts";
import type { JourneyVehicle } from "./api.ts";
import type { Availability } from "../../../model/listings/availability.ts";
import { PriceWithExchange, useUiText } from "../../../renderer/primitives/index.ts";
import { stepLabel, useJourneyText, withElement } from "./journey-text.tsx";
import { stockValue } from "../../../model/i18n/stock-values.ts";

/** The time now, ticking every second while `active`. */
export function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [active]);
  return now;
}

/** The step tabs: the active one marked; the others buttons only when the steps model lets them be clicked. */
export function StepTabs({
  steps,
  state,
  requirements,
  onSelect,
}: {
  steps: readonly JourneyStep[];
  state: StepsState;
  requirements: readonly (readonly string[])[];
  onSelect: (index: number) => void;
}) {
  const text = useJourneyText();
  return (
    <nav aria-label={text.t("order.steps_nav")}>
      <ol className="order-online__steps">
        {steps.map((step, index) => {
          const active = state.active === index;
          const clickable = isTabClickable(state, index, requirements);
          return (
            <li
              key={`${index}-${step.label}`}
              className={`order-online__step${active ? " order-online__step--active" : ""}`}
            >
              <button
                type="button"
                className="order-online__step-button"
                aria-current={active ? "step" : undefined}
                disabled={!clickable || active}
                onClick={() => onSelect(index)}
              >
                <span className="order-online__step-number">{(index + 1).toLocaleString(text.locale)}</span>
                <span>{stepLabel(step, text)}</span>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/** The vehicle being ordered; `configured` says it is built to order (configurator mode). */
export function VehicleSummary({ vehicle, configured = false }: { vehicle: JourneyVehicle; configured?: boolean }) {
  const { t, locale, isDefault } = useJourneyText();
  const note = configured ? t("order.configured_note") : "";
  // Known stock values (fuel, gearbox, ...) in the page's language; paint and model names stay as written.
  const fact = (value: string) => (isDefault ? value : stockValue(locale, value));
  return (
    <div className="order-online__vehicle">
      {vehicle.photo ? (
        <img className="order-online__photo" src={vehicle.photo} alt="" width={320} height={180} />
      ) : null}
      <div>
        {note ? <p className="order-online__vehicle-note">{note}</p> : null}
        <h3 className="order-online__vehicle-title">{vehicle.title}</h3>
        {vehicle.price ? (
          <p className="order-online__price">
            <PriceWithExchange
              stacked
              price={vehicle.price}
              exchanged={vehicle.exchanged}
              exchangeClass={vehicle.exchangeClass}
            />
          </p>
        ) : null}
        {vehicle.facts.length > 0 ? (
          <p className="order-online__facts">
            {/* Each fact isolated: "78,173 km" keeps its own order inside an Arabic line. */}
            {vehicle.facts.map((value, index) => (
              <span key={index}>
                {index > 0 ? " · " : null}
                <bdi>{fact(value)}</bdi>
              </span>
            ))}
          </p>
        ) : null}
      </div>
    </div>
  );
}

export function Notice({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="order-online__notice" role="status">
      <h2 className="order-online__notice-title">{title}</h2>
      {children}
    </div>
  );
}

/**
 * The journey's answer, before anything starts, for a vehicle that cannot be bought (another buyer holds
 * it, the dealer marked it reserved, or it is sold): said plainly, with the way back to the stock.
 */
export function UnbuyableNotice({ availability }: { availability: Exclude<Availability, "available"> }) {
  const t = useUiText();
  const { path } = useJourneyText();
  return (
    <Notice title={t(`availability.${availability}_heading`)}>
      <p className="order-online__unbuyable">{t(`availability.${availability}_text`)}</p>
      <p>
        <a className="fc-button fc-button--secondary" href={path("/stock")}>
          {t("availability.back_to_stock")}
        </a>
      </p>
    </Notice>
  );
}

/** "Find the vehicle you want in our stock, ...": the sentence with its link to the stock, in the page's language. */
export function FindInStock({ textKey }: { textKey: "order.find_in_stock" | "order.find_a_vehicle" }) {
  const { t, path } = useJourneyText();
  return <p>{withElement(t(textKey), "link", <a href={path("/stock")}>{t("order.stock_link")}</a>)}</p>;
}

/** The browser's local storage, or an in-memory stand-in when it is refused. */
export function journeyStorage(): Pick<Storage, "getItem" | "setItem" | "removeItem"> {
  try {
    const storage = window.localStorage;
    storage.getItem("sl_order_online_steps");
    return storage;
  } catch {
    const items = new Map<string, string>();
    return {
      getItem: (key) => items.get(key) ?? null,
      setItem: (key, value) => void items.set(key, value),
      removeItem: (key) => void items.delete(key),
    };
  }
}
