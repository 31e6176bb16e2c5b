import type { BlockProps } from "../../generated/contracts/block-types.ts";
import {
  MILEAGES,
  PERIODS,
  PURPOSES,
  isComplete,
  parseSubscriptionAnswers,
  subscriptionProducts,
  type SubscriptionAnswers,
} from "../../model/quizzes/index.ts";
import { Heading, LinkButton, RichText, blockClassNames } from "../../renderer/primitives/index.ts";
import { useFocusOnChange, useStoredState } from "../_shared/quizzes/use-stored-state.ts";

type Props = BlockProps<"subscription-quiz">;

const SCREENS = ["welcome", "quiz", "summary", "products"] as const;
type Screen = (typeof SCREENS)[number];
const STEP_KEYS = ["purpose", "period", "mileage"] as const;

interface QuizState {
  screen: Screen;
  step: number;
  answers: SubscriptionAnswers;
}

const START: QuizState = { screen: "welcome", step: 0, answers: {} };

function parseState(value: unknown): QuizState | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const { screen, step, answers } = value as Record<string, unknown>;
  if (!SCREENS.includes(screen as Screen)) return undefined;
  if (typeof step !== "number" || !Number.isInteger(step) || step < 0 || step >= STEP_KEYS.length) return undefined;
  return { screen: screen as Screen, step, answers: parseSubscriptionAnswers(answers) };
}

/**
 * Subscription quiz: welcome, three one-answer questions (purpose, period, mileage below or
 * above 20000 km), a summary of the answers, then the main and alternative products. Answers survive
 * a reload; native radio buttons, so the keyboard works; focus follows each new screen.
 */
export default function SubscriptionQuiz(props: Props) {
  const { id, header_tag, products, box_color, padding } = props;
  const base = id || "subscription-quiz";
  const [state, setState] = useStoredState<QuizState>(`subscription-quiz:${base}`, START, parseState);
  const questions = [
    { key: "purpose", question: props.purpose_question, options: PURPOSES, labels: props.purpose_labels },
    { key: "period", question: props.period_question, options: PERIODS, labels: props.period_labels },
    { key: "mileage", question: props.mileage_question, options: MILEAGES, labels: props.mileage_labels },
  ] as const;
  const answers = state.answers;
  // Summary and products need every answer; a stored state that lacks one goes back to the questions.
  const screen: Screen =
    (state.screen === "summary" || state.screen === "products") && !isComplete(answers) ? "quiz" : state.screen;
  const focusRef = useFocusOnChange<HTMLDivElement>(`${screen}-${state.step}`);
  const primary = "fc-button fc-button--primary fc-button--medium";
  const secondary = "fc-button fc-button--secondary fc-button--medium";

  let body;
  if (screen === "welcome") {
    body = (
      <>
        <RichText value={props.welcome_text} className="flow__text" />
        <button type="button" className={primary} onClick={() => setState({ screen: "quiz", step: 0, answers })}>
          {props.start_label}
        </button>
      </>
    );
  } else if (screen === "quiz") {
    const question = questions[state.step]!;
    const chosen = answers[question.key];
    const last = state.step === questions.length - 1;
    const labels = question.labels as Record<string, string>;
    body = (
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (chosen === undefined) return;
          setState(last ? { ...state, screen: "summary" } : { ...state, step: state.step + 1 });
        }}
      >
        <fieldset className="flow__fieldset">
          <legend className="flow__legend">
            <span className="flow__progress">{`Question ${state.step + 1} of ${questions.length}`}</span>
            <span className="flow__question">{question.question}</span>
          </legend>
          <div className="flow__answers">
            {question.options.map((option) => (
              <label key={option} className="flow__answer">
                <input
                  type="radio"
                  name={`${base}-${question.key}`}
                  value={option}
                  checked={chosen === option}
                  onChange={() => setState({ ...state, answers: { ...answers, [question.key]: option } })}
                />
                <span>{labels[option]}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <div className="flow__actions">
          <button
            type="button"
            className={secondary}
            onClick={() =>
              setState(state.step === 0 ? { ...state, screen: "welcome" } : { ...state, step: state.step - 1 })
            }
          >
            {props.previous_label}
          </button>
          <button type="submit" className={primary} disabled={chosen === undefined}>
            {props.next_label}
          </button>
        </div>
      </form>
    );
  } else if (screen === "summary") {
    body = (
      <>
        <Heading text={props.summary_heading} tag={Math.min(header_tag + 1, 6) as Props["header_tag"]} size="m" />
        <dl className="subscription-quiz__summary">
          {questions.map((question) => (
            <div key={question.key}>
              <dt>{question.question}</dt>
              <dd>{(question.labels as Record<string, string>)[answers[question.key] ?? ""]}</dd>
            </div>
          ))}
        </dl>
        <div className="flow__actions">
          <button type="button" className={secondary} onClick={() => setState({ ...state, screen: "quiz", step: 0 })}>
            {props.edit_label}
          </button>
          <button type="button" className={primary} onClick={() => setState({ ...state, screen: "products" })}>
            {props.products_label}
          </button>
        </div>
      </>
    );
  } else {
    const advice = isComplete(answers) ? subscriptionProducts(answers) : null;
    body = advice ? (
      <>
        <div className="subscription-quiz__products">
          {(["main", "alternative"] as const).map((kind) => {
            const product = products[advice[kind]];
            return (
              <article key={kind} className={`subscription-quiz__product subscription-quiz__product--${kind}`}>
                <p className="flow__progress">{kind === "main" ? props.main_label : props.alternative_label}</p>
                <Heading text={product.heading} tag={Math.min(header_tag + 1, 6) as Props["header_tag"]} size="m" />
                <RichText value={product.paragraph} className="flow__text" />
                {product.link ? <LinkButton item={product.link} /> : null}
              </article>
            );
          })}
        </div>
        <div className="flow__actions">
          <button type="button" className={secondary} onClick={() => setState(START)}>
            {props.restart_label}
          </button>
        </div>
      </>
    ) : null;
  }

  return (
    <section
      className={`subscription-quiz ${blockClassNames("flow", { box_color, padding })}`}
      aria-label={props.welcome_heading}
    >
      <div className="flow__frame" ref={focusRef} tabIndex={-1}>
        <Heading text={props.welcome_heading} tag={header_tag} size="l" />
        {body}
      </div>
    </section>
  );
}
