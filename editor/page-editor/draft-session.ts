import { createContext, useContext } from "react";
import { useStore } from "zustand";
import type { StoreApi } from "zustand/vanilla";
import type { PageDetail } from "../api/pages-client.ts";
import type { DraftState } from "./draft-store.ts";

/** What the panels inside Puck (header actions, problems, versions) need to know about the page being edited. */
export interface DraftSession {
  page: PageDetail;
  store: StoreApi<DraftState>;
  /** Makes a version the draft and reloads the editor with it. */
  restore(versionId: string): Promise<void>;
  /** Loads the page again from the server (after a conflict), dropping unsaved changes. */
  reload(): void;
}

export const DraftSessionContext = createContext<DraftSession | null>(null);

export function useDraftSession(): DraftSession {
  const session = useContext(DraftSessionContext);
  if (!session) throw new Error("useDraftSession must be used inside the page editor");
  return session;
}

/** A slice of the draft's state, re-rendering only when it changes. */
export function useDraft<T>(select: (state: DraftState) => T): T {
  return useStore(useDraftSession().store, select);
}
