import { useEffect, useState, type ReactNode } from "react";
import { isTabClickable, type JourneyStep, type StepsState } from "../../../model/order-journey/index.ts";
import type { JourneyVehicle } from "./api.ts";
import type { Availability } from "../../../model/listings/availability.ts";
import { PriceWithExchange, useUiText } from "../../../renderer/primitives/index.ts";

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
  return (
    <nav aria-label="Order steps">
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
                <span className="order-online__step-number">{index + 1}</span>
                <span>{step.label}</span>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/** What the summary says of a configured vehicle (configurator mode). */
export const CONFIGURED_NOTE = "Configured to order";

/** The vehicle being ordered; `note` says what kind (a configured vehicle is built to order). */
export function VehicleSummary({ vehicle, note }: { vehicle: JourneyVehicle; note?: string }) {
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
        {vehicle.facts.length > 0 ? <p className="order-online__facts">{vehicle.facts.join(" · ")}</p> : null}
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
  return (
    <Notice title={t(`availability.${availability}_heading`)}>
      <p className="order-online__unbuyable">{t(`availability.${availability}_text`)}</p>
      <p>
        <a className="fc-button fc-button--secondary" href="/stock">
          {t("availability.back_to_stock")}
        </a>
      </p>
    </Notice>
  );
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
