import type { FieldProps } from "@rjsf/utils";
import { useEffect, useId, useMemo, useState, type KeyboardEvent } from "react";
import type { RefKind } from "../../../generated/contracts/block-meta.ts";
import { FieldHeading } from "./field-heading.tsx";
import { changedAt, refSources, type RefItem } from "./ref-sources.ts";

type Loaded = { state: "loading" } | { state: "failed" } | { state: "ready"; items: RefItem[] };

function useItems(kind: RefKind): [Loaded, () => void] {
  const [loaded, setLoaded] = useState<Loaded>({ state: "loading" });
  const [round, setRound] = useState(0);
  useEffect(() => {
    let live = true;
    refSources[kind].list().then(
      (items) => live && setLoaded({ state: "ready", items }),
      () => live && setLoaded({ state: "failed" }),
    );
    return () => {
      live = false;
    };
  }, [kind, round]);
  return [loaded, () => setRound((value) => value + 1)];
}

function matches(item: RefItem, query: string): boolean {
  const needle = query.trim().toLowerCase();
  return needle === "" || item.name.toLowerCase().includes(needle) || item.id.toLowerCase().includes(needle);
}

/**
 * A field naming another stored item (`x-ref` in the block schema): a combobox that searches the
 * items by name or id and lists them with their status and last change, instead of a text box for
 * an id. Items a page may not name (a draft form) are listed but cannot be picked; a value naming
 * one, or naming nothing that exists, is explained under the field, as the server refuses it on save.
 */
export function RefField(props: FieldProps) {
  const { formData, onChange, fieldPathId, uiSchema } = props;
  const kind = (uiSchema?.["ui:options"] as { ref?: RefKind } | undefined)?.ref ?? "form";
  const source = refSources[kind];
  const value = typeof formData === "string" ? formData : "";
  const [loaded, reload] = useItems(kind);
  const items = useMemo(() => (loaded.state === "ready" ? loaded.items : []), [loaded]);
  const key = source.keyOf ? source.keyOf(value) : value;
  const selected = items.find((item) => item.id === key) ?? null;
  // A kind whose field also takes a typed value (a link's URL): what is typed stands unless an item is picked.
  const free = source.freeText !== undefined;
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState("");
  const [active, setActive] = useState(0);
  const inputId = fieldPathId.$id;
  const listId = `${useId()}-options`;
  const shown = useMemo(() => items.filter((item) => matches(item, query)), [items, query]);
  const activeItem = open ? shown[Math.min(active, shown.length - 1)] : undefined;
  const optionId = (item: RefItem) => `${listId}-${item.id}`;

  const pick = (item: RefItem) => {
    if (!item.usable) return;
    onChange(item.id, fieldPathId.path);
    setOpen(false);
    setQuery("");
  };
  const keepTyped = () => {
    onChange(query.trim(), fieldPathId.path);
    setOpen(false);
    setQuery("");
  };
  const openList = () => {
    if (!open) reload();
    setOpen(true);
    setActive(
      Math.max(
        0,
        shown.findIndex((item) => item.id === value),
      ),
    );
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (!open) return openList();
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((index) => Math.min(Math.max(index + step, 0), Math.max(shown.length - 1, 0)));
    } else if (event.key === "Enter" && open && activeItem) {
      event.preventDefault();
      pick(activeItem);
    } else if (event.key === "Enter" && open && free && query.trim() !== "") {
      event.preventDefault();
      keepTyped();
    } else if (event.key === "Escape" && open) {
      event.preventDefault();
      setOpen(false);
      setQuery("");
    }
  };

  const problem =
    value === "" || loaded.state !== "ready"
      ? null
      : !selected
        ? source.ownValue?.(value)
          ? null
          : `No ${source.noun} has the id "${value}": pick another, or the page cannot be saved.`
        : selected.usable
          ? null
          : `“${selected.name}” ${source.unusable}.`;

  return (
    <div className="fc-ref-field">
      <FieldHeading props={props} />
      <div className="fc-ref-field__combo">
        <div className="fc-ref-field__row">
          <input
            id={inputId}
            className={`fc-input${problem ? " fc-input--invalid" : ""}`}
            role="combobox"
            aria-expanded={open}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={activeItem ? optionId(activeItem) : undefined}
            aria-describedby={`${listId}-current`}
            autoComplete="off"
            placeholder={free ? `Search ${source.noun}s by name, or type` : `Search ${source.noun}s by name or id`}
            value={open ? query : (selected?.name ?? value)}
            disabled={props.readonly || props.disabled}
            onFocus={openList}
            onClick={openList}
            onBlur={() => {
              if (free && open && query.trim() !== "") return keepTyped();
              setOpen(false);
              setQuery("");
            }}
            onChange={(event) => {
              setQuery(event.currentTarget.value);
              setActive(0);
              setOpen(true);
            }}
            onKeyDown={onKeyDown}
          />
          {value !== "" ? (
            <button
              type="button"
              className="fc-link-button"
              aria-label={`Clear the ${source.noun}`}
              disabled={props.readonly || props.disabled}
              onClick={() => onChange("", fieldPathId.path)}
            >
              Clear
            </button>
          ) : null}
        </div>
        <ul id={listId} role="listbox" aria-label={`${source.noun}s`} className="fc-ref-field__options" hidden={!open}>
          {loaded.state === "loading" ? <li className="fc-ref-field__note">Loading…</li> : null}
          {loaded.state === "failed" ? (
            <li className="fc-ref-field__note">The {source.noun}s could not be loaded.</li>
          ) : null}
          {loaded.state === "ready" && shown.length === 0 ? (
            <li className="fc-ref-field__note">
              No {source.noun} matches “{query}”{free ? ": press Enter to use it as typed" : ""}.
            </li>
          ) : null}
          {shown.map((item) => (
            <li
              key={item.id}
              id={optionId(item)}
              role="option"
              aria-selected={item.id === value}
              aria-disabled={!item.usable}
              className={`fc-ref-field__option${item === activeItem ? " fc-ref-field__option--active" : ""}`}
              // Keep the focus in the input, so the list stays open until the pick lands.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(item)}
            >
              <span className="fc-ref-field__name">{item.name}</span>
              <span className="fc-ref-field__meta">
                {[item.status, changedAt(item.updatedAt)].filter(Boolean).join(" · ")}
              </span>
            </li>
          ))}
        </ul>
      </div>
      <p id={`${listId}-current`} className="fc-field__hint">
        {selected ? (
          <>
            {[selected.status, changedAt(selected.updatedAt)].filter(Boolean).join(", ")} ·{" "}
            <a href={selected.href ?? source.adminUrl(selected.id)} target="_blank" rel="noopener noreferrer">
              {source.openLabel ? source.openLabel(selected.name) : `Open “${selected.name}” in the admin`}
            </a>
          </>
        ) : value === "" ? (
          `No ${source.noun} chosen${free ? `: pick one, ${source.freeText}` : ""}.`
        ) : free && source.ownValue?.(value) ? (
          source.typed
        ) : null}
      </p>
      {problem ? (
        <p className="fc-ref-field__problem" role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
