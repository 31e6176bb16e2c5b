import { useEffect, useRef, useState } from "react";
import { useBlocker } from "react-router";
import type { StoreApi } from "zustand/vanilla";
import { runWaitingPaintTasks } from "../inspector/after-paint.ts";
import { Dialog } from "../ui/dialog.tsx";
import type { DraftState } from "./draft-store.ts";

function whyUnsaved(state: DraftState): string {
  if (state.status === "invalid")
    return "The page has problems, so your latest changes cannot be saved. Stay to fix them, or leave and lose them.";
  return state.message ?? "Your latest changes could not be saved.";
}

/**
 * The last edit is never dropped silently when the author leaves the page editor:
 * - the inspector hands a keystroke to Puck (and so to the draft) only after the next paint: on
 *   leaving, that hand-over is done at once, or an edit typed just before a reload would be lost;
 * - the tab is hidden or the page unloads (reload, close, another address): the pending autosave goes
 *   out at once, as a keepalive request that outlives the page (the draft client sends every save so);
 * - the browser asks before unloading while anything is unsaved or the last save failed;
 * - another screen of the editor: the draft is saved first, and when that cannot be done (a problem in
 *   the page, a conflict, the server refusing) the author chooses to stay or to leave without it.
 */
export function LeaveGuard({ store }: { store: StoreApi<DraftState> }) {
  const unsaved = () => store.getState().status !== "saved";
  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    if (currentLocation.pathname === nextLocation.pathname) return false;
    runWaitingPaintTasks();
    return unsaved();
  });
  const blockerNow = useRef(blocker);
  blockerNow.current = blocker;
  const [unsavable, setUnsavable] = useState(false);

  useEffect(() => {
    const flush = () => {
      runWaitingPaintTasks();
      void store.getState().flush();
    };
    const hidden = () => {
      if (document.visibilityState === "hidden") flush();
    };
    const beforeUnload = (event: BeforeUnloadEvent) => {
      flush();
      // Still unsaved: the save just started may yet fail (or could not start: the page has problems).
      if (unsaved()) event.preventDefault();
    };
    window.addEventListener("beforeunload", beforeUnload);
    window.addEventListener("pagehide", flush);
    document.addEventListener("visibilitychange", hidden);
    return () => {
      window.removeEventListener("beforeunload", beforeUnload);
      window.removeEventListener("pagehide", flush);
      document.removeEventListener("visibilitychange", hidden);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- unsaved reads the store, which is stable
  }, [store]);

  useEffect(() => {
    if (blocker.state !== "blocked") return;
    let current = true;
    void store
      .getState()
      .flush()
      .then((saved) => {
        if (!current) return;
        if (saved) blockerNow.current.proceed?.();
        else setUnsavable(true);
      });
    return () => {
      current = false;
    };
  }, [blocker.state, store]);

  if (!unsavable || blocker.state !== "blocked") return null;
  const close = (leave: boolean) => {
    setUnsavable(false);
    if (leave) blocker.proceed();
    else blocker.reset();
  };
  return (
    <Dialog
      title="Leave without saving?"
      size="small"
      cancelLabel="Stay"
      onClose={() => close(false)}
      actions={
        <button type="button" className="editor-button editor-button--danger" onClick={() => close(true)}>
          Leave without saving
        </button>
      }
    >
      <p>{whyUnsaved(store.getState())}</p>
    </Dialog>
  );
}
