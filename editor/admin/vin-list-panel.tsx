import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { Link, useParams } from "react-router";
import { vinListDownloadUrl, vinsClient } from "../api/vins-client.ts";
import { CheckboxField, Notice, SelectField, TextField, failureOf, type NoticeMessage } from "../ui/index.ts";
import { formatTime } from "./order-format.ts";

/** VINs per page: the server answers at most 100. */
const PAGE_SIZE = 25;
const MATCHES = [
  { value: "prefix", label: "Starts with" },
  { value: "contains", label: "Contains" },
] as const;

/** Adds one VIN; the server checks it as it checks an uploaded row. */
function AddVinForm({ list, onAdded }: { list: string; onAdded: (vin: string) => Promise<void> }) {
  const [vin, setVin] = useState("");
  const [checkDigit, setCheckDigit] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (vin.trim() === "") return setError("Enter the VIN to add.");
    setBusy(true);
    setError(undefined);
    try {
      const added = await vinsClient.add(list, vin, checkDigit);
      setVin("");
      await onAdded(added.vin);
    } catch (problem) {
      const failure = failureOf(problem, ["vin"]);
      setError(failure.fieldErrors.vin ?? failure.message ?? undefined);
    } finally {
      setBusy(false);
    }
  }
  return (
    <section className="admin-vins__upload" aria-labelledby="vin-add-title">
      <h3 id="vin-add-title">Add a VIN</h3>
      <form className="admin-vins__form" onSubmit={submit} noValidate>
        <TextField
          label="VIN to add"
          name="vin"
          value={vin}
          onChange={setVin}
          error={error}
          monospace
          spellCheck={false}
          hint="17 characters; spaces and dashes are ignored, lower case is fine."
        />
        <CheckboxField
          label="Check the check digit"
          name="check_digit"
          checked={checkDigit}
          onChange={setCheckDigit}
          hint="For North American VINs, whose ninth character is a check digit."
        />
        <button type="submit" className="editor-button" disabled={busy}>
          {busy ? "Adding…" : "Add VIN"}
        </button>
      </form>
    </section>
  );
}

/**
 * One VIN list, read a page at a time: search by the start of a VIN or anywhere in it, page through,
 * download the whole list as CSV; admins add and remove single VINs.
 */
export function VinListPanel({ canWrite }: { canWrite: boolean }) {
  const list = useParams().list ?? "";
  const queryClient = useQueryClient();
  const [q, setQ] = useState("");
  const [match, setMatch] = useState<"prefix" | "contains">("prefix");
  const [offset, setOffset] = useState(0);
  const [notice, setNotice] = useState<NoticeMessage | null>(null);
  const key = ["admin", "vins", list, q, match, offset] as const;
  const page = useQuery({
    queryKey: key,
    queryFn: () => vinsClient.page(list, { q, match, offset, limit: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ["admin", "vins"] });
  const total = page.data?.total ?? 0;
  const last = Math.min(offset + PAGE_SIZE, total);

  async function remove(vin: string) {
    try {
      await vinsClient.removeVin(list, vin);
      setNotice({ tone: "success", text: `Removed ${vin} from ${list}.` });
      if (offset > 0 && page.data?.data.length === 1) setOffset(Math.max(0, offset - PAGE_SIZE));
      await refresh();
    } catch (error) {
      setNotice({ tone: "error", text: failureOf(error).message ?? "The VIN could not be removed." });
    }
  }

  return (
    <div className="admin-panel">
      <div className="admin-panel__bar">
        <div>
          <h2>
            VIN list <code>{list}</code>
          </h2>
          <p className="admin-panel__lead">
            <Link to="/admin/vins">All VIN lists</Link> ·{" "}
            <a href={vinListDownloadUrl(list)} download={`${list}.csv`}>
              Download as CSV
            </a>
          </p>
        </div>
      </div>
      <Notice notice={notice} onDismiss={() => setNotice(null)} />
      <form className="admin-vin-list__search" role="search" onSubmit={(event) => event.preventDefault()}>
        <TextField
          label="Search VINs"
          name="q"
          type="search"
          value={q}
          onChange={(value) => {
            setQ(value);
            setOffset(0);
          }}
          monospace
          spellCheck={false}
        />
        <SelectField
          label="Match"
          name="match"
          value={match}
          options={MATCHES}
          onChange={(value) => {
            setMatch(value as "prefix" | "contains");
            setOffset(0);
          }}
        />
      </form>
      {page.isError ? (
        <p className="editor-error" role="alert">
          The VINs could not be loaded: {page.error.message}
        </p>
      ) : null}
      <p role="status" className="admin-vin-list__count">
        {page.data
          ? total === 0
            ? q
              ? "No VIN matches."
              : "This list has no VIN."
            : `VINs ${(offset + 1).toLocaleString("en-GB")}–${last.toLocaleString("en-GB")} of ${total.toLocaleString("en-GB")}${q ? " matching" : ""}`
          : "Loading VINs…"}
      </p>
      {page.data && page.data.data.length > 0 ? (
        <table className="admin-table" aria-label={`VINs in ${list}`}>
          <thead>
            <tr>
              <th scope="col">VIN</th>
              <th scope="col">Added</th>
              {canWrite ? (
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {page.data.data.map((entry) => (
              <tr key={entry.vin}>
                <th scope="row">
                  <code>{entry.vin}</code>
                </th>
                <td>{formatTime(entry.created_at)}</td>
                {canWrite ? (
                  <td>
                    <button
                      type="button"
                      className="editor-button editor-button--quiet"
                      aria-label={`Remove ${entry.vin}`}
                      onClick={() => void remove(entry.vin)}
                    >
                      Remove
                    </button>
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {total > PAGE_SIZE ? (
        <nav className="admin-vin-list__pager" aria-label="VIN pages">
          <button
            type="button"
            className="editor-button editor-button--quiet"
            disabled={offset === 0}
            onClick={() => setOffset(Math.max(0, offset - PAGE_SIZE))}
          >
            Previous page
          </button>
          <button
            type="button"
            className="editor-button editor-button--quiet"
            disabled={last >= total}
            onClick={() => setOffset(offset + PAGE_SIZE)}
          >
            Next page
          </button>
        </nav>
      ) : null}
      {canWrite ? (
        <AddVinForm
          list={list}
          onAdded={async (vin) => {
            setNotice({ tone: "success", text: `Added ${vin} to ${list}.` });
            await refresh();
          }}
        />
      ) : null}
    </div>
  );
}
