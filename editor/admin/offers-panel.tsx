import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { ApiError } from "../api/api-error.ts";
import { offersClient, type Offer, type OfferImportReport } from "../api/offers-client.ts";
import { EntityPanel, failureOf, type FormRun } from "../ui/index.ts";
import { OfferDialog } from "./offer-dialog.tsx";
import { BRAND_LABELS, CATEGORY_LABELS, FAMILY_LABELS, scheduleText } from "./offer-form.ts";

const OFFERS_KEY = ["admin", "offers"] as const;

/**
 * The regional offers (decision 103): admins add, change, delete and import them from the
 * mena.offers_api_url setting; editors read the list.
 */
export function OffersPanel({ canWrite }: { canWrite: boolean }) {
  const queryClient = useQueryClient();
  const offers = useQuery({ queryKey: OFFERS_KEY, queryFn: offersClient.list });
  // A 412 means the row's revision is stale: the list is refreshed so the next try starts from the current offer.
  const refreshWhenStale = async <T,>(write: Promise<T>): Promise<T> => {
    try {
      return await write;
    } catch (error) {
      if (error instanceof ApiError && error.status === 412)
        void queryClient.invalidateQueries({ queryKey: OFFERS_KEY });
      throw error;
    }
  };
  const staleAware =
    (run: FormRun): FormRun =>
    (action, options) =>
      run(() => refreshWhenStale(action()), options);
  return (
    <EntityPanel<Offer>
      title="Offers"
      lead={
        <>
          The offers the Offers and Single offer blocks show while published and inside their schedule.{" "}
          {canWrite ? "Imported offers replace the ones with the same id." : "Only admins may change offers."}
        </>
      }
      addLabel="Add offer"
      noun="offers"
      list={offers}
      writesKey={OFFERS_KEY}
      readOnly={!canWrite}
      empty="No offers yet."
      filters={canWrite ? <OfferImport /> : undefined}
      rowKey={(offer) => offer.id}
      subject={(offer) => `offer ${offer.title}`}
      columns={[
        { header: "Title", rowHeader: true, cell: (offer) => offer.title },
        { header: "Category", cell: (offer) => CATEGORY_LABELS[offer.category] },
        {
          header: "Family / brand",
          cell: (offer) => `${FAMILY_LABELS[offer.model_family]} / ${BRAND_LABELS[offer.brand]}`,
        },
        { header: "Market", cell: (offer) => offer.market },
        { header: "Language", cell: (offer) => offer.locale || "All" },
        { header: "Schedule", cell: (offer) => scheduleText(offer.schedule) },
        { header: "Published", cell: (offer) => (offer.published ? "Published" : "Draft") },
      ]}
      form={(offer, close, run) => <OfferDialog offer={offer} onClose={close} run={staleAware(run)} />}
      deletion={{
        title: (offer) => `Delete the offer “${offer.title}”?`,
        confirmLabel: "Delete offer",
        remove: (offer) => refreshWhenStale(offersClient.remove(offer.id, offer.revision)),
        success: (offer) => `Deleted the offer “${offer.title}”.`,
        body: (offer) => (
          <p>
            Offers blocks stop listing it and a Single offer block showing <code>{offer.id}</code> shows nothing. An
            import from the feed brings it back if the feed still has it.
          </p>
        ),
      }}
    />
  );
}

type ImportState =
  | { kind: "idle" }
  | { kind: "running" }
  | { kind: "done"; report: OfferImportReport }
  | { kind: "failed"; message: string };

/** The import button and what the last import did: the count, and each rejected item with its problems. */
function OfferImport() {
  const queryClient = useQueryClient();
  const [state, setState] = useState<ImportState>({ kind: "idle" });
  const start = async () => {
    setState({ kind: "running" });
    try {
      const report = await offersClient.importFeed();
      setState({ kind: "done", report });
      await queryClient.invalidateQueries({ queryKey: OFFERS_KEY });
    } catch (error) {
      const failure = failureOf(error);
      setState({ kind: "failed", message: failure.serverMessage ?? failure.message ?? "The import failed." });
    }
  };
  return (
    <section className="admin-offer-import" aria-label="Import offers">
      <button
        type="button"
        className="editor-button editor-button--quiet"
        disabled={state.kind === "running"}
        onClick={() => void start()}
      >
        {state.kind === "running" ? "Importing…" : "Import from mena.offers_api_url"}
      </button>
      {state.kind === "failed" ? (
        <p className="editor-error" role="alert">
          {state.message}
        </p>
      ) : null}
      {state.kind === "done" ? <ImportReport report={state.report} /> : null}
    </section>
  );
}

function ImportReport({ report }: { report: OfferImportReport }) {
  const { imported, rejected } = report;
  return (
    <div role="status" className="admin-offer-import__report">
      <p>
        Imported or updated {imported} offer{imported === 1 ? "" : "s"}
        {rejected.length > 0 ? `; rejected ${rejected.length} item${rejected.length === 1 ? "" : "s"}.` : "."}
      </p>
      {rejected.length > 0 ? (
        <ul aria-label="Rejected items">
          {rejected.map((item) => (
            <li key={item.index}>
              Item {item.index + 1}
              {item.id ? ` (${item.id})` : ""}:{" "}
              {item.issues.map((issue) => `${issue.pointer || "/"} ${issue.message}`).join("; ")}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
