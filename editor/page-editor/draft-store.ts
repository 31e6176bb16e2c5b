import { createStore, type StoreApi } from "zustand/vanilla";
import type { PageDocument } from "../../generated/contracts/block-types.ts";
import { validatePage, type PageIssue } from "../../model/page-document/validate.ts";
import { ApiError } from "../api/api-error.ts";

/** Where the draft stands relative to the server. */
export type SaveStatus = "saved" | "pending" | "saving" | "invalid" | "conflict" | "failed";

export interface DraftState {
  status: SaveStatus;
  /** The revision the next write is based on (sent as If-Match). */
  etag: string;
  /** Problems of the document as last validated (debounced while typing). */
  issues: readonly PageIssue[];
  hasUnpublishedChanges: boolean;
  publishing: boolean;
  /** Counts publishes, so lists that depend on them (versions) know to refresh. */
  publishCount: number;
  /** What went wrong last, in words for the author; null when nothing did. */
  message: string | null;
  savedAt: Date | null;

  /** The document as it is in the editor now (converted from Puck's data on demand). */
  currentDocument(): PageDocument;
  /** Puck reported a change; the data is converted and validated lazily. */
  changed(data: unknown): void;
  /** Saves now if there is something to save; true when the server has the current draft. */
  flush(): Promise<boolean>;
  /** Saves first if needed, then publishes the draft. */
  publish(): Promise<boolean>;
  /** Stops every timer; the store is dead afterwards (the editor remounts with a new one). */
  dispose(): void;
}

/** The writes the draft needs; pages-client in the editor, a fake in tests. */
export interface DraftClient {
  save(etag: string, document: PageDocument): Promise<{ etag: string; hasUnpublishedChanges: boolean }>;
  publish(etag: string): Promise<{ etag: string }>;
}

export interface DraftOptions {
  etag: string;
  document: PageDocument;
  hasUnpublishedChanges: boolean;
  /** Shown in the notice bar from the start: why the stored draft could not be used (`draft_problem`). */
  initialMessage?: string;
  client: DraftClient;
  /** Puck data -> page document. */
  toDocument: (data: unknown) => PageDocument;
  /** Autosave this long after the last change. */
  saveDelay?: number;
  /** Validate the whole page this long after the last change (the selected block is validated per keystroke). */
  validateDelay?: number;
  /** Retry a save that failed for a reason other than a conflict or a problem in the page. */
  retryDelay?: number;
}

export const CONFLICT_MESSAGE =
  "Someone else changed this page since you opened it, so your changes were not saved. Reload to see their changes; your unsaved changes are kept in this tab until you reload.";

function failure(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * The draft lifecycle of one page in the editor: debounced whole-page validation, autosave of the
 * whole document about a second after the last change (never a document that fails validation),
 * If-Match on every write, and a stop on the first conflict so nobody's work is overwritten.
 */
export function createDraftStore(options: DraftOptions): StoreApi<DraftState> {
  const { client, toDocument, saveDelay = 1000, validateDelay = 250, retryDelay = 5000 } = options;
  let latest: unknown = null;
  let latestDocument: PageDocument | null = options.document;
  let changes = 0;
  let savedChanges = 0;
  let saveTimer: ReturnType<typeof setTimeout> | undefined;
  let validateTimer: ReturnType<typeof setTimeout> | undefined;
  let inFlight: Promise<boolean> | null = null;
  let disposed = false;

  const documentNow = (): PageDocument => {
    if (latestDocument === null) latestDocument = toDocument(latest);
    return latestDocument;
  };

  const validateNow = (): readonly PageIssue[] => {
    const validation = validatePage(documentNow());
    store.setState({ issues: validation.issues });
    return validation.issues;
  };

  const saveNow = async (): Promise<boolean> => {
    if (inFlight) {
      await inFlight;
      return changes === savedChanges ? store.getState().status === "saved" : saveNow();
    }
    if (disposed || store.getState().status === "conflict") return false;
    if (changes === savedChanges) return store.getState().status === "saved";
    const document = documentNow();
    const issues = validateNow();
    if (issues.length > 0) {
      store.setState({ status: "invalid", message: null });
      return false;
    }
    const upTo = changes;
    store.setState({ status: "saving", message: null });
    inFlight = (async () => {
      try {
        const result = await client.save(store.getState().etag, document);
        if (disposed) return false;
        savedChanges = upTo;
        store.setState({
          etag: result.etag,
          hasUnpublishedChanges: result.hasUnpublishedChanges,
          savedAt: new Date(),
          status: changes === upTo ? "saved" : "pending",
        });
        return true;
      } catch (error) {
        if (disposed) return false;
        if (error instanceof ApiError && error.status === 409) {
          clearTimeout(saveTimer);
          store.setState({ status: "conflict", message: CONFLICT_MESSAGE });
        } else if (error instanceof ApiError && error.status === 422 && error.issues.length > 0) {
          store.setState({
            status: "invalid",
            issues: error.issues.map((issue) => ({
              ...issue,
              blockId: issue.blockId ?? null,
              blockType: issue.blockType ?? null,
              keyword: "server",
            })),
            message: error.message,
          });
        } else {
          store.setState({ status: "failed", message: `Not saved: ${failure(error)}. Retrying shortly.` });
          scheduleSave(retryDelay);
        }
        return false;
      } finally {
        inFlight = null;
      }
    })();
    const saved = await inFlight;
    // Changes made while the request was under way get their own save.
    if (saved && changes !== savedChanges) scheduleSave(saveDelay);
    return saved && changes === savedChanges;
  };

  const scheduleSave = (delay: number) => {
    clearTimeout(saveTimer);
    saveTimer = setTimeout(() => void saveNow(), delay);
  };

  const store = createStore<DraftState>()((set, get) => ({
    status: "saved",
    etag: options.etag,
    issues: validatePage(options.document).issues,
    hasUnpublishedChanges: options.hasUnpublishedChanges,
    publishing: false,
    publishCount: 0,
    // A damaged stored draft was replaced by an empty page on load: the editor says so before anything else.
    message: options.initialMessage ?? null,
    savedAt: null,

    currentDocument: documentNow,

    changed(data) {
      if (disposed) return;
      latest = data;
      latestDocument = null;
      changes++;
      if (get().status === "conflict") return;
      if (get().status !== "saving") set({ status: "pending" });
      clearTimeout(validateTimer);
      validateTimer = setTimeout(validateNow, validateDelay);
      scheduleSave(saveDelay);
    },

    async flush() {
      clearTimeout(saveTimer);
      if (changes === savedChanges && !inFlight) return get().status === "saved";
      return saveNow();
    },

    async publish() {
      if (get().publishing || get().status === "conflict") return false;
      set({ publishing: true, message: null });
      try {
        if (!(await get().flush())) return false;
        if (validateNow().length > 0) return false;
        const result = await client.publish(get().etag);
        if (disposed) return false;
        set((state) => ({
          etag: result.etag,
          hasUnpublishedChanges: false,
          publishCount: state.publishCount + 1,
          message: null,
        }));
        return true;
      } catch (error) {
        if (error instanceof ApiError && error.status === 409) set({ status: "conflict", message: CONFLICT_MESSAGE });
        else if (error instanceof ApiError && error.status === 422) set({ message: error.message });
        else set({ message: `Not published: ${failure(error)}` });
        return false;
      } finally {
        set({ publishing: false });
      }
    },

    dispose() {
      disposed = true;
      clearTimeout(saveTimer);
      clearTimeout(validateTimer);
    },
  }));
  return store;
}
