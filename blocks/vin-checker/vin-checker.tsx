import { useId, useState } from "react";
import type { BlockProps } from "../../generated/contracts/block-types.ts";
import { Heading, RichText, blockClassNames } from "../../renderer/primitives/index.ts";
import { useStoredState } from "../_shared/quizzes/use-stored-state.ts";
import { VinInput } from "../_shared/quizzes/vin-input.tsx";
import { lookupVin, type VinLookup } from "../_shared/quizzes/vin-lookup.ts";

type Props = BlockProps<"vin-checker">;

interface CheckerState {
  vin: string;
  outcome: VinLookup | null;
}

const START: CheckerState = { vin: "", outcome: null };
const OUTCOMES: readonly VinLookup[] = ["found", "not_found", "invalid", "failed"];

function parseState(value: unknown): CheckerState | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const { vin, outcome } = value as Record<string, unknown>;
  if (typeof vin !== "string" || vin.length > 40) return undefined;
  return { vin, outcome: OUTCOMES.includes(outcome as VinLookup) ? (outcome as VinLookup) : null };
}

/**
 * VIN checker ("Local VIN checker"): a VIN input and a button; the answer is the positive
 * response when the VIN is in the block's list, the negative one when it is not. A VIN that is not
 * well-formed gets its own message without a request; a failed request the error text. The last
 * answer survives a reload (in this tab only).
 */
export default function VinChecker(props: Props) {
  const { id, list, check_digit, header_tag, box_color, padding } = props;
  const base = id || "vin-checker";
  const inputId = useId();
  const [state, setState] = useStoredState<CheckerState>(`vin-checker:${base}`, START, parseState);
  const [busy, setBusy] = useState(false);
  const messageId = `${inputId}-message`;

  let message = null;
  if (state.outcome === "found" || state.outcome === "not_found")
    message = (
      <div className={`flow__response vin-checker__response vin-checker__response--${state.outcome}`}>
        <RichText value={state.outcome === "found" ? props.response_positive : props.response_negative} />
      </div>
    );
  else if (state.outcome === "invalid" || state.outcome === "failed")
    message = <p className="flow__error">{state.outcome === "invalid" ? props.invalid_text : props.error_text}</p>;

  return (
    <section className={`vin-checker ${blockClassNames("flow", { box_color, padding })}`}>
      <div className="flow__frame">
        <Heading text={props.heading} tag={header_tag} size="m" />
        <form
          className="vin-checker__form"
          noValidate
          onSubmit={async (event) => {
            event.preventDefault();
            setBusy(true);
            const outcome = await lookupVin(list, state.vin, check_digit);
            setBusy(false);
            setState({ vin: state.vin, outcome });
          }}
        >
          <VinInput
            id={inputId}
            label={props.label_text}
            value={state.vin}
            invalid={state.outcome === "invalid"}
            describedBy={messageId}
            onChange={(vin) => setState({ vin, outcome: null })}
          />
          <button type="submit" className="fc-button fc-button--primary fc-button--medium" disabled={busy}>
            {props.button_text}
          </button>
        </form>
        <div id={messageId} aria-live="polite">
          {message}
        </div>
      </div>
    </section>
  );
}
