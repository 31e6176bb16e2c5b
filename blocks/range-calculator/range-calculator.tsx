import { useEffect, useState } from "react";
import type { BlockProps } from "../../generated/contracts/block-types.ts";
import { estimateRange, parseRangeData, showTemperature, type RangeData } from "../../model/finance/range.ts";
import type { UiTranslate } from "../../model/i18n/ui-dictionary.ts";
import { Heading, blockClassNames, useBlock, useUiText } from "../../renderer/primitives/index.ts";

/** A wheel size of the range data ("21-inch") in the page's language; other labels as the data writes them. */
function wheelText(t: UiTranslate, label: string): string {
  const inches = /^(\d+)-inch$/.exec(label);
  return inches ? t("finance.inch", { size: inches[1]! }) : label;
}

type Load = { state: "loading" } | { state: "failed" } | { state: "ready"; data: RangeData };

/**
 * Range calculator: the island reads the factors from data_url (a site path or an https URL), checks
 * their shape (model/finance/range.ts) and lets the visitor choose wheels, outside temperature and
 * climate control; the estimate stays within minimal_range and maximal_range. When data_url cannot be
 * read or answers something else, the seed's load-failure text and a Try again button replace the
 * controls; the rest of the page is untouched.
 */
export default function RangeCalculator({
  heading,
  header_tag,
  data_url,
  minimal_range,
  maximal_range,
  distance_unit,
  wheel_label,
  temperature_label,
  temperature_unit,
  climate_label,
  result_label,
  disclaimer,
  box_color,
  padding,
}: BlockProps<"range-calculator">) {
  const block = useBlock();
  const t = useUiText();
  const id = block.id || "range-calculator";
  const [load, setLoad] = useState<Load>({ state: "loading" });
  const [attempt, setAttempt] = useState(0);
  const [wheel, setWheel] = useState<string | null>(null);
  const [celsius, setCelsius] = useState<number | null>(null);
  const [climate, setClimate] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    setLoad({ state: "loading" });
    fetch(data_url, { signal: controller.signal, headers: { accept: "application/json" } })
      .then((response) => (response.ok ? response.json() : Promise.reject(new Error(String(response.status)))))
      .then((json: unknown) => {
        const data = parseRangeData(json);
        setLoad(data ? { state: "ready", data } : { state: "failed" });
      })
      .catch(() => {
        if (!controller.signal.aborted) setLoad({ state: "failed" });
      });
    return () => controller.abort();
  }, [data_url, attempt]);

  const headingId = `${id}-heading`;
  const bounds = { minimal: Math.min(minimal_range, maximal_range), maximal: maximal_range };
  let body;
  if (load.state === "loading") {
    body = (
      <p className="fin-calc__note" role="status">
        {t("finance.loading_range")}
      </p>
    );
  } else if (load.state === "failed") {
    body = (
      <div className="fin-calc__failure" role="alert">
        <p>{t("finance.load_failed")}</p>
        <button type="button" className="fc-button fc-button--secondary" onClick={() => setAttempt((n) => n + 1)}>
          {t("finance.try_again")}
        </button>
      </div>
    );
  } else {
    const { data } = load;
    const chosenWheel = wheel ?? data.wheels[0]!.key;
    const middle = data.temperatures[Math.floor(data.temperatures.length / 2)]!.celsius;
    const chosenCelsius = celsius ?? middle;
    const estimate = estimateRange(data, { wheel: chosenWheel, celsius: chosenCelsius, climate }, bounds);
    const index = Math.max(
      0,
      data.temperatures.findIndex((entry) => entry.celsius === chosenCelsius),
    );
    const share = ((estimate - bounds.minimal) / Math.max(1, bounds.maximal - bounds.minimal)) * 100;
    body = (
      <>
        <div className="fin-calc__controls">
          <fieldset className="fin-field fin-segments">
            <legend>{wheel_label}</legend>
            <div className="fin-segments__row">
              {data.wheels.map((option) => (
                <label key={option.key} className="fin-segments__option">
                  <input
                    type="radio"
                    name={`${id}-wheel`}
                    value={option.key}
                    checked={chosenWheel === option.key}
                    onChange={() => setWheel(option.key)}
                  />
                  <span>{wheelText(t, option.label)}</span>
                </label>
              ))}
            </div>
          </fieldset>
          <div className="fin-field">
            <div className="fin-field__head">
              <label htmlFor={`${id}-temperature`}>{temperature_label}</label>
              <output htmlFor={`${id}-temperature`} className="fin-field__value">
                {showTemperature(chosenCelsius, temperature_unit)}
              </output>
            </div>
            <input
              id={`${id}-temperature`}
              className="fin-range"
              type="range"
              min={0}
              max={data.temperatures.length - 1}
              step={1}
              value={index}
              aria-valuetext={showTemperature(chosenCelsius, temperature_unit)}
              onChange={(event) => setCelsius(data.temperatures[Number(event.currentTarget.value)]!.celsius)}
            />
          </div>
          <label className="fin-check">
            <input type="checkbox" checked={climate} onChange={(event) => setClimate(event.currentTarget.checked)} />
            <span>{climate_label}</span>
          </label>
        </div>
        <div className="fin-calc__result" aria-live="polite">
          <p className="fin-calc__result-label">{result_label}</p>
          <p className="fin-calc__monthly" data-testid="range-estimate">
            {estimate}
            <span className="fin-calc__per">&nbsp;{distance_unit}</span>
          </p>
          <div className="range-calculator__bar" aria-hidden="true">
            <span style={{ width: `${share}%` }} />
          </div>
          <p className="fin-field__scale">
            <span>
              {bounds.minimal}&nbsp;{distance_unit}
            </span>
            <span>
              {bounds.maximal}&nbsp;{distance_unit}
            </span>
          </p>
        </div>
      </>
    );
  }
  return (
    <section
      className={blockClassNames("range-calculator-block fin-calc", { box_color, padding })}
      aria-labelledby={heading.trim() ? headingId : undefined}
      aria-label={heading.trim() ? undefined : t("finance.range_calculator")}
    >
      <Heading text={heading} tag={header_tag} size="l" id={headingId} className="fin-calc__heading" />
      {body}
      {disclaimer ? <p className="fin-calc__disclaimer">{disclaimer}</p> : null}
    </section>
  );
}
