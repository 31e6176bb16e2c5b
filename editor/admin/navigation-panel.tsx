import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { ApiError, type ApiIssue } from "../api/api-error.ts";
import { navigationClient } from "../api/navigation-client.ts";
import { pagesClient } from "../api/pages-client.ts";
import { allPageOptions } from "../page-tree/page-options.ts";
import { PAGES_QUERY_KEY } from "../page-tree/use-page-writes.ts";
import { CheckboxField, FormError, SelectField, TextField, type SelectOption } from "../ui/index.ts";
import { blankEntry, editedFrom, menuOf, moved, pointerOf, type EditedEntry } from "./navigation-form.ts";
import { languageName, useOtherLanguages } from "./site-languages.ts";

const NAVIGATION_KEY = ["admin", "navigation"] as const;
const DEFAULT_PAGE_SET = "default";

/**
 * Navigation: the header menu of each brand page set (`default` for every path without its own; a
 * set named after a first path segment, e.g. `defender`, serves /defender and below). Entries link to
 * a page or a URL, with up to one level of children; the whole menu is saved at once, and a refused
 * save marks each field the server names.
 */
export function NavigationPanel() {
  const queryClient = useQueryClient();
  const [pageSet, setPageSet] = useState(DEFAULT_PAGE_SET);
  const [chosenSet, setChosenSet] = useState(DEFAULT_PAGE_SET);
  const pageSets = useQuery({ queryKey: [...NAVIGATION_KEY, "sets"], queryFn: navigationClient.pageSets });
  const menu = useQuery({ queryKey: [...NAVIGATION_KEY, chosenSet], queryFn: () => navigationClient.menu(chosenSet) });
  const pages = useQuery({ queryKey: PAGES_QUERY_KEY, queryFn: pagesClient.list });
  const [entries, setEntries] = useState<EditedEntry[]>([]);
  const [issues, setIssues] = useState<ApiIssue[]>([]);
  const [message, setMessage] = useState<string | null>(null);
  const [status, setStatus] = useState("");
  const [busy, setBusy] = useState(false);
  const errorRef = useRef<HTMLDivElement>(null);
  const languages = useOtherLanguages();
  const suggestions = [
    ...new Set([DEFAULT_PAGE_SET, ...languages.map((locale) => locale.code), ...(pageSets.data ?? [])]),
  ];
  const setName = (set: string) =>
    languages.some((locale) => locale.code === set) ? `${set} (${languageName(set)} pages)` : set;

  useEffect(() => {
    if (menu.data) setEntries(editedFrom(menu.data));
  }, [menu.data]);

  const pageOptions: SelectOption[] = [{ value: "", label: "Choose a page" }, ...allPageOptions(pages.data ?? [])];
  const errorAt = (pointer: string) => issues.find((issue) => issue.pointer === pointer)?.message;

  async function save(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setStatus("");
    try {
      const saved = await navigationClient.save(chosenSet, menuOf(entries));
      setIssues([]);
      setMessage(null);
      setEntries(editedFrom(saved));
      queryClient.setQueryData([...NAVIGATION_KEY, chosenSet], saved);
      await queryClient.invalidateQueries({ queryKey: [...NAVIGATION_KEY, "sets"] });
      setStatus(`Saved the ${setName(chosenSet)} menu. The site shows it now.`);
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        setIssues(error.issues);
        setMessage(
          `The menu was not saved: ${error.issues.length} problem${error.issues.length === 1 ? "" : "s"} to fix below.`,
        );
      } else setMessage(error instanceof Error ? error.message : "The menu was not saved.");
      queueMicrotask(() => errorRef.current?.focus());
    } finally {
      setBusy(false);
    }
  }

  const update = (index: number, childIndex: number | undefined, change: Partial<EditedEntry>) =>
    setEntries((current) =>
      current.map((entry, i) => {
        if (i !== index) return entry;
        if (childIndex === undefined) return { ...entry, ...change };
        return {
          ...entry,
          children: entry.children.map((child, j) => (j === childIndex ? { ...child, ...change } : child)),
        };
      }),
    );

  function row(entry: EditedEntry, index: number, childIndex?: number) {
    const pointer = pointerOf(index, childIndex);
    const siblings = childIndex === undefined ? entries.length : entries[index]!.children.length;
    const position = childIndex ?? index;
    const name = entry.label || "new entry";
    const move = (by: -1 | 1) =>
      setEntries((current) =>
        childIndex === undefined
          ? moved(current, index, by)
          : current.map((parent, i) =>
              i === index ? { ...parent, children: moved(parent.children, childIndex, by) } : parent,
            ),
      );
    const remove = () =>
      setEntries((current) =>
        childIndex === undefined
          ? current.filter((_, i) => i !== index)
          : current.map((parent, i) =>
              i === index ? { ...parent, children: parent.children.filter((_, j) => j !== childIndex) } : parent,
            ),
      );
    return (
      <fieldset key={entry.key} className="nav-admin__entry" data-pointer={pointer}>
        <legend>{childIndex === undefined ? `Entry ${index + 1}` : `Entry ${index + 1}.${childIndex + 1}`}</legend>
        <div className="fc-field-row">
          <TextField
            label="Label"
            name={`${pointer}/label`}
            value={entry.label}
            required
            error={errorAt(`${pointer}/label`)}
            onChange={(label) => update(index, childIndex, { label })}
          />
          <SelectField
            label="Links to"
            name={`${pointer}/link_type`}
            value={entry.link_type}
            options={[
              { value: "page", label: "A page of this site" },
              { value: "url", label: "A URL" },
            ]}
            onChange={(value) => update(index, childIndex, { link_type: value as EditedEntry["link_type"] })}
          />
          {entry.link_type === "page" ? (
            <SelectField
              label="Page"
              name={`${pointer}/page_id`}
              value={entry.page_id}
              options={pageOptions}
              error={errorAt(`${pointer}/page_id`)}
              onChange={(page_id) => update(index, childIndex, { page_id })}
            />
          ) : (
            <TextField
              label="URL"
              name={`${pointer}/url`}
              value={entry.url}
              hint="A path on this site (/offers), #anchor, or an http, https, mailto or tel URL."
              error={errorAt(`${pointer}/url`)}
              onChange={(url) => update(index, childIndex, { url })}
            />
          )}
        </div>
        <CheckboxField
          label="Open in a new tab"
          name={`${pointer}/target`}
          checked={entry.newTab}
          onChange={(newTab) => update(index, childIndex, { newTab })}
        />
        <div className="nav-admin__actions">
          <button
            type="button"
            className="row-button"
            disabled={position === 0}
            onClick={() => move(-1)}
            aria-label={`Move ${name} up`}
          >
            Move up
          </button>
          <button
            type="button"
            className="row-button"
            disabled={position === siblings - 1}
            onClick={() => move(1)}
            aria-label={`Move ${name} down`}
          >
            Move down
          </button>
          {childIndex === undefined ? (
            <button
              type="button"
              className="row-button"
              onClick={() => update(index, undefined, { children: [...entry.children, blankEntry()] })}
              aria-label={`Add a sub-entry to ${name}`}
            >
              Add sub-entry
            </button>
          ) : null}
          <button
            type="button"
            className="row-button row-button--danger"
            onClick={remove}
            aria-label={`Remove ${name}`}
          >
            Remove
          </button>
        </div>
        {childIndex === undefined && entry.children.length > 0 ? (
          <div className="nav-admin__children">{entry.children.map((child, j) => row(child, index, j))}</div>
        ) : null}
      </fieldset>
    );
  }

  return (
    <section className="admin-panel nav-admin" aria-labelledby="nav-admin-title">
      <div className="admin-panel__bar">
        <h2 id="nav-admin-title">Navigation</h2>
      </div>
      <p className="admin-panel__lead">
        The header menu of each brand page set. <code>default</code> serves every page without its own set; a set named
        after a path’s first segment (<code>defender</code>) serves that section. A set named after a language (
        {languages.map((locale, index) => (
          <span key={locale.code}>
            {index > 0 ? ", " : null}
            <code>{locale.code}</code> for {languageName(locale.code)}
          </span>
        ))}
        ) serves every page in that language; without one, those pages show the menus above. Up to 12 entries, each with
        up to 20 sub-entries.
      </p>
      <form
        className="nav-admin__set"
        onSubmit={(event) => {
          event.preventDefault();
          setIssues([]);
          setMessage(null);
          setStatus("");
          setChosenSet(pageSet.trim() || DEFAULT_PAGE_SET);
        }}
      >
        <TextField label="Page set" name="page_set" value={pageSet} suggestions={suggestions} onChange={setPageSet} />
        <button type="submit" className="editor-button">
          Open menu
        </button>
      </form>
      <form onSubmit={save} aria-label={`The ${setName(chosenSet)} menu`}>
        <div ref={errorRef} tabIndex={-1}>
          <FormError message={message} />
        </div>
        {menu.isPending ? <p>Loading the menu…</p> : null}
        {!menu.isPending && entries.length === 0 ? (
          <p className="admin-panel__empty">No menu for this page set yet: the header shows the default links.</p>
        ) : null}
        {entries.map((entry, index) => row(entry, index))}
        <div className="nav-admin__actions">
          <button
            type="button"
            className="editor-button editor-button--secondary"
            onClick={() => setEntries((current) => [...current, blankEntry()])}
          >
            Add entry
          </button>
          <button type="submit" className="editor-button" disabled={busy}>
            {busy ? "Saving…" : "Save menu"}
          </button>
        </div>
        <p role="status" className="nav-admin__status">
          {status}
        </p>
      </form>
    </section>
  );
}
