import { useId, useState } from "react";
import type { BlockProps } from "../../generated/contracts/block-types.ts";
import {
  childOptions,
  isSelectionComplete,
  knownSelection,
  matchingGroups,
  type Mapper,
  type Selection,
} from "../../model/software-updates/index.ts";
import { Heading, RichText, blockClassNames } from "../../renderer/primitives/index.ts";
import { Modal } from "../../renderer/primitives/modal.tsx";
import { useFocusOnChange, useStoredState } from "../_shared/quizzes/use-stored-state.ts";

type Props = BlockProps<"select-vehicle-to-update">;

/** What the dropdowns hold, and the selection Show me applied (null: every group shows). */
interface FinderState {
  draft: Selection;
  applied: Selection | null;
}

const START: FinderState = { draft: {}, applied: null };

function parseSelection(value: unknown): Selection {
  if (typeof value !== "object" || value === null) return {};
  const { parent, child } = value as Record<string, unknown>;
  return {
    parent: typeof parent === "string" ? parent : undefined,
    child: typeof child === "string" ? child : undefined,
  };
}

function parseState(value: unknown): FinderState | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const { draft, applied } = value as Record<string, unknown>;
  return { draft: parseSelection(draft), applied: applied === null ? null : parseSelection(applied) };
}

/**
 * Select vehicle to update: a vehicle and a model year dropdown; Show me shows only the groups
 * the mapper matches to them, with a count; Clear empties both and shows every group again, as View all
 * systems does while keeping the choice. Every group is in the server HTML (hidden when not matched), so
 * nested blocks render once. The HOW TO UPDATE modal is the site's one modal primitive.
 */
export default function SelectVehicleToUpdate(props: Props) {
  const { id, groups, header_tag, box_color, padding } = props;
  // A JSON field is typed unknown; the block schema has already refused any mapper not of this shape.
  const mapper = props.mapper as Mapper;
  const base = id || "select-vehicle-to-update";
  const fieldId = useId();
  const [state, setState] = useStoredState<FinderState>(`select-vehicle-to-update:${base}`, START, parseState);
  const [howToOpen, setHowToOpen] = useState(false);

  const draft = knownSelection(mapper, state.draft);
  const applied = state.applied ? knownSelection(mapper, state.applied) : null;
  const shown = applied ? new Set(matchingGroups(mapper, applied)) : null;
  const years = childOptions(mapper, draft.parent);
  const resultRef = useFocusOnChange<HTMLParagraphElement>(JSON.stringify(applied));
  const visibleCount = shown ? groups.filter((group) => shown.has(group.key)).length : groups.length;

  return (
    <section className={`select-vehicle-to-update ${blockClassNames("flow", { box_color, padding })}`}>
      <div className="flow__frame select-vehicle-to-update__frame">
        <Heading text={props.heading} tag={header_tag} size="l" />
        <form
          className="select-vehicle-to-update__form"
          onSubmit={(event) => {
            event.preventDefault();
            if (isSelectionComplete(mapper, draft)) setState({ draft, applied: draft });
          }}
        >
          <div className="flow__field">
            <label htmlFor={`${fieldId}-parent`}>{props.parent_label}</label>
            <select
              id={`${fieldId}-parent`}
              value={draft.parent ?? ""}
              onChange={(event) => setState({ ...state, draft: { parent: event.target.value || undefined } })}
            >
              <option value="">{props.parent_placeholder}</option>
              {mapper.dropdowns.map((option) => (
                <option key={option.key} value={option.key}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
          <div className="flow__field">
            <label htmlFor={`${fieldId}-child`}>{props.child_label}</label>
            <select
              id={`${fieldId}-child`}
              value={draft.child ?? ""}
              disabled={years.length === 0}
              onChange={(event) =>
                setState({ ...state, draft: { parent: draft.parent, child: event.target.value || undefined } })
              }
            >
              <option value="">{props.child_placeholder}</option>
              {years.map((option) => (
                <option key={option.key} value={option.key}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
          <div className="flow__actions">
            <button
              type="submit"
              className="fc-button fc-button--primary fc-button--medium"
              disabled={!isSelectionComplete(mapper, draft)}
            >
              {props.show_label}
            </button>
            <button
              type="button"
              className="fc-button fc-button--secondary fc-button--medium"
              onClick={() => setState(START)}
            >
              {props.clear_label}
            </button>
          </div>
        </form>
        <div className="select-vehicle-to-update__status">
          <p className="select-vehicle-to-update__count" role="status" ref={resultRef} tabIndex={-1}>
            {shown
              ? visibleCount === 0
                ? props.no_results_text
                : props.result_count_text.replace("{count}", String(visibleCount))
              : ""}
          </p>
          {shown ? (
            <button
              type="button"
              className="fc-link select-vehicle-to-update__all"
              onClick={() => setState({ ...state, applied: null })}
            >
              {props.view_all_label}
            </button>
          ) : null}
          <button
            type="button"
            className="fc-button fc-button--tertiary fc-button--small"
            onClick={() => setHowToOpen(true)}
          >
            {props.how_to_label}
          </button>
        </div>
        <div className="select-vehicle-to-update__groups">
          {groups.map((group, index) => {
            const Content = group.content;
            return (
              <div
                key={`${group.key}-${index}`}
                className="select-vehicle-to-update__group"
                data-group={group.key}
                hidden={shown ? !shown.has(group.key) : false}
              >
                <Heading text={group.heading} tag={Math.min(header_tag + 1, 6) as Props["header_tag"]} size="m" />
                <RichText value={group.paragraph} className="flow__text" />
                <Content className="select-vehicle-to-update__content" />
              </div>
            );
          })}
        </div>
      </div>
      <Modal
        open={howToOpen}
        onClose={() => setHowToOpen(false)}
        header={props.how_to_heading}
        className="select-vehicle-to-update__modal"
      >
        <RichText value={props.how_to_text} />
      </Modal>
    </section>
  );
}
