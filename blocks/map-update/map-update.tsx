import { useId, useState } from "react";
import type { BlockProps } from "../../generated/contracts/block-types.ts";
import { normaliseVin, vinTail } from "../../model/vin/index.ts";
import { Heading, LinkButton, RichText, blockClassNames } from "../../renderer/primitives/index.ts";
import { useFocusOnChange, useStoredState } from "../_shared/quizzes/use-stored-state.ts";
import { VinInput } from "../_shared/quizzes/vin-input.tsx";
import { lookupVin } from "../_shared/quizzes/vin-lookup.ts";

type Props = BlockProps<"map-update">;

const STEPS = ["intro", "vin", "download"] as const;
type Step = (typeof STEPS)[number];

/** The VIN as typed while on the VIN step; once recognised only its last 3 characters are kept. */
interface MapUpdateState {
  step: Step;
  vin: string;
  tail: string;
  error: boolean;
}

const START: MapUpdateState = { step: "intro", vin: "", tail: "", error: false };

function parseState(value: unknown): MapUpdateState | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const { step, vin, tail, error } = value as Record<string, unknown>;
  if (!STEPS.includes(step as Step) || typeof vin !== "string" || typeof tail !== "string") return undefined;
  if (step === "download" && tail === "") return undefined;
  return { step: step as Step, vin: vin.slice(0, 40), tail: tail.slice(0, 3), error: error === true };
}

/**
 * Map update: an introduction, the VIN step (checked against the block's list of eligible
 * vehicles; anything else, a typo or a failed check, gets the seed's VIN error text), then the
 * download with the VIN shown by its last 3 characters. The step survives a reload.
 */
export default function MapUpdate(props: Props) {
  const { id, list, check_digit, header_tag, box_color, padding } = props;
  const base = id || "map-update";
  const inputId = useId();
  const [state, setState] = useStoredState<MapUpdateState>(`map-update:${base}`, START, parseState);
  const [busy, setBusy] = useState(false);
  const focusRef = useFocusOnChange<HTMLDivElement>(state.step);
  const stepNumber = STEPS.indexOf(state.step) + 1;
  const primary = "fc-button fc-button--primary fc-button--medium";
  const secondary = "fc-button fc-button--secondary fc-button--medium";

  let body;
  if (state.step === "intro") {
    body = (
      <>
        <RichText value={props.intro_text} className="flow__text" />
        <button type="button" className={primary} onClick={() => setState({ ...START, step: "vin" })}>
          {props.start_label}
        </button>
      </>
    );
  } else if (state.step === "vin") {
    const errorId = `${inputId}-error`;
    body = (
      <form
        noValidate
        onSubmit={async (event) => {
          event.preventDefault();
          setBusy(true);
          const outcome = await lookupVin(list, state.vin, check_digit);
          setBusy(false);
          if (outcome === "found")
            setState({ step: "download", vin: "", tail: vinTail(normaliseVin(state.vin)), error: false });
          else setState({ ...state, error: true });
        }}
      >
        <Heading text={props.vin_heading} tag={Math.min(header_tag + 1, 6) as Props["header_tag"]} size="m" />
        <VinInput
          id={inputId}
          label={props.vin_label}
          hint={props.vin_hint}
          value={state.vin}
          invalid={state.error}
          describedBy={errorId}
          onChange={(vin) => setState({ ...state, vin, error: false })}
        />
        <div id={errorId} aria-live="polite">
          {state.error ? <p className="flow__error">{props.vin_error}</p> : null}
        </div>
        <div className="flow__actions">
          <button
            type="button"
            className={secondary}
            onClick={() => setState({ ...state, step: "intro", error: false })}
          >
            {props.back_label}
          </button>
          <button type="submit" className={primary} disabled={busy}>
            {props.vin_button}
          </button>
        </div>
      </form>
    );
  } else {
    body = (
      <>
        <Heading text={props.download_heading} tag={Math.min(header_tag + 1, 6) as Props["header_tag"]} size="m" />
        <p className="map-update__vin">{`${props.vin_shown_label} ${state.tail}`}</p>
        <RichText value={props.download_text} className="flow__text" />
        <div className="flow__actions">
          <LinkButton item={props.download_link} />
          <button type="button" className={secondary} onClick={() => setState(START)}>
            {props.restart_label}
          </button>
        </div>
      </>
    );
  }

  return (
    <section className={`map-update ${blockClassNames("flow", { box_color, padding })}`}>
      <div className="flow__frame" ref={focusRef} tabIndex={-1}>
        <Heading text={props.heading} tag={header_tag} size="l" />
        <p className="flow__progress">{`Step ${stepNumber} of ${STEPS.length}`}</p>
        {body}
      </div>
    </section>
  );
}
