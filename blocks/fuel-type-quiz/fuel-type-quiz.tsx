import type { BlockProps } from "../../generated/contracts/block-types.ts";
import { chooseAnswer, fuelResult, isStepAnswered } from "../../model/quizzes/index.ts";
import { Heading, LinkButton, RichText, blockClassNames } from "../../renderer/primitives/index.ts";
import { useFocusOnChange, useStoredState } from "../_shared/quizzes/use-stored-state.ts";

type Props = BlockProps<"fuel-type-quiz">;

/** The steps in the seed's order. */
const STEP_KEYS = ["annual_distance", "journey_distance", "driving_types", "charging", "long_journeys"] as const;
/** Only the driving types step takes several answers. */
const MULTIPLE = new Set<string>(["driving_types"]);

/** 0 is the intro, 1 to 5 the questions, 6 the result. */
interface QuizState {
  step: number;
  answers: number[][];
}

const START: QuizState = { step: 0, answers: [] };

function parseState(value: unknown): QuizState | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const { step, answers } = value as Record<string, unknown>;
  if (typeof step !== "number" || !Number.isInteger(step) || step < 0 || step > STEP_KEYS.length + 1) return undefined;
  if (!Array.isArray(answers) || !answers.every((a) => Array.isArray(a) && a.every(Number.isInteger))) return undefined;
  return { step, answers: answers as number[][] };
}

/**
 * Fuel-type quiz: intro, five questions with Next and Previous, See result on the last, one
 * of four results and Start again. Native radio buttons and checkboxes in a fieldset per question, so
 * the keyboard works as everywhere; focus moves to each new step. Answers survive a reload.
 */
export default function FuelTypeQuiz(props: Props) {
  const { id, steps, results, header_tag, box_color, padding } = props;
  const base = id || "fuel-type-quiz";
  const [state, setState] = useStoredState<QuizState>(`fuel-type-quiz:${base}`, START, parseState);
  const focusRef = useFocusOnChange<HTMLDivElement>(state.step);

  const quizSteps: (Props["steps"]["annual_distance"] & { multiple: boolean })[] = STEP_KEYS.map((key) => ({
    ...steps[key],
    multiple: MULTIPLE.has(key),
  }));
  // A stored state may point past answers the editor has since changed: the result needs every step answered.
  const complete = quizSteps.every((step, index) => isStepAnswered(step, state.answers[index]));
  const step = state.step > STEP_KEYS.length && !complete ? 0 : state.step;
  const go = (next: number) => setState({ ...state, step: next });

  let body;
  if (step === 0) {
    body = (
      <div className="flow__intro">
        <RichText value={props.intro_text} className="flow__text" />
        <button type="button" className="fc-button fc-button--primary fc-button--medium" onClick={() => go(1)}>
          {props.start_label}
        </button>
      </div>
    );
  } else if (step > STEP_KEYS.length) {
    const result = results[fuelResult(quizSteps, state.answers)];
    body = (
      <div className="flow__result" data-result={fuelResult(quizSteps, state.answers)}>
        <Heading text={result.heading} tag={Math.min(header_tag + 1, 6) as Props["header_tag"]} size="m" />
        <RichText value={result.paragraph} className="flow__text" />
        <div className="flow__actions">
          {result.link ? <LinkButton item={result.link} /> : null}
          <button
            type="button"
            className="fc-button fc-button--secondary fc-button--medium"
            onClick={() => setState(START)}
          >
            {props.restart_label}
          </button>
        </div>
      </div>
    );
  } else {
    const index = step - 1;
    const current = quizSteps[index]!;
    const chosen = state.answers[index];
    const answered = isStepAnswered(current, chosen);
    const last = step === STEP_KEYS.length;
    const choose = (answer: number) => {
      const answers = STEP_KEYS.map((_key, i) => state.answers[i] ?? []);
      answers[index] = chooseAnswer(current, chosen, answer);
      setState({ step, answers });
    };
    body = (
      <form
        className="flow__step"
        onSubmit={(event) => {
          event.preventDefault();
          if (answered) go(step + 1);
        }}
      >
        <fieldset className="flow__fieldset">
          <legend className="flow__legend">
            <span className="flow__progress">{`Question ${step} of ${STEP_KEYS.length}`}</span>
            <span className="flow__question">{current.question}</span>
          </legend>
          {current.hint ? <p className="flow__hint">{current.hint}</p> : null}
          <div className="flow__answers">
            {current.answers.map((answer, answerIndex) => (
              <label key={answerIndex} className="flow__answer">
                <input
                  type={current.multiple ? "checkbox" : "radio"}
                  name={`${base}-step-${step}`}
                  value={answerIndex}
                  checked={chosen?.includes(answerIndex) ?? false}
                  onChange={() => choose(answerIndex)}
                />
                <span>{answer.label}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <div className="flow__actions">
          <button
            type="button"
            className="fc-button fc-button--secondary fc-button--medium"
            onClick={() => go(step - 1)}
          >
            {props.previous_label}
          </button>
          <button type="submit" className="fc-button fc-button--primary fc-button--medium" disabled={!answered}>
            {last ? props.result_label : props.next_label}
          </button>
        </div>
      </form>
    );
  }

  return (
    <section
      className={`fuel-quiz ${blockClassNames("flow", { box_color, padding })}`}
      aria-label={props.intro_heading}
    >
      <div className="flow__frame" ref={focusRef} tabIndex={-1}>
        {/* The quiz's heading stays on every step: the page outline does not change under the visitor. */}
        <Heading text={props.intro_heading} tag={header_tag} size="l" />
        {body}
      </div>
    </section>
  );
}
