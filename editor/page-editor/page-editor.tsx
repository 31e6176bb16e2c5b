import { Puck, type Data } from "@puckeditor/core";
import { useCallback, useEffect, useMemo, useState } from "react";
import { pagesClient, type PageDetail } from "../api/pages-client.ts";
import { toPageDocument, toPuckData } from "../puck/page-data.ts";
import { puckConfig } from "../puck/puck-config.tsx";
import { DraftNotice } from "./draft-notice.tsx";
import { LeaveGuard } from "./leave-guard.tsx";
import { CanvasDirectionContext } from "./canvas-direction.ts";
import { DEFAULT_LOCALES, resolvePageLocale, type TextDirection } from "../../model/i18n/locales.ts";
import { DraftSessionContext, type DraftSession } from "./draft-session.ts";
import { createDraftStore } from "./draft-store.ts";
import { pagesDraftClient } from "./pages-draft-client.ts";
import { puckDictionary, puckIframe, puckOverrides, puckPlugins } from "./puck-setup.tsx";
// Puck's styles without the web font it would fetch from a CDN (the editor works offline).
import "@puckeditor/core/no-external.css";
import "../inspector/inspector.css";
import "./page-editor.css";

/**
 * Above this many top-level blocks the canvas draws only the blocks in view (Puck's root-zone
 * virtualisation). Measured in Chromium on a production build, deleting a block with the whole page
 * drawn took about 50 ms at 30 blocks, 115-195 ms at 50 and 250-300 ms at 100; virtualised, about
 * 90-160 ms at 500, with typing at a p95 of about 25 ms (docs/decisions/008-page-editor.md).
 * Smaller pages keep the whole page in the canvas, exactly as the site has it. Decided once per
 * editor mount.
 */
const VIRTUALIZE_ABOVE = 40;

interface PageEditorProps {
  page: PageDetail;
  etag: string;
  /** The editor is remounted with another draft (after a restore). */
  onReplace(page: PageDetail, etag: string): void;
  onReload(): void;
}

/**
 * One editing session of one page: Puck (uncontrolled: it gets the data once and reports changes,
 * which go to the draft and never back into Puck) and the draft lifecycle around it. Loading other
 * data (restore, reload) means remounting this component.
 */
export function PageEditor({ page, etag, onReplace, onReload }: PageEditorProps) {
  const [store] = useState(() =>
    createDraftStore({
      etag,
      document: page.draft,
      hasUnpublishedChanges: page.has_unpublished_changes,
      initialMessage: page.draft_problem,
      client: pagesDraftClient(page.id),
      toDocument: (data) => toPageDocument(data as Data),
    }),
  );
  const [initialData] = useState(() => toPuckData(page.draft));
  const [virtualize] = useState(() => page.draft.content.length > VIRTUALIZE_ABOVE);
  // The canvas follows the page's locale (the built-in locales: /ar/... is Arabic) until the editor switches it.
  const pageLocale = resolvePageLocale(DEFAULT_LOCALES, page);
  const [canvasDir, setCanvasDir] = useState<TextDirection>(pageLocale.dir);
  const canvasDirection = useMemo(
    () => ({ locale: pageLocale.code, dir: canvasDir, setDir: setCanvasDir }),
    [pageLocale.code, canvasDir],
  );
  useEffect(() => () => store.getState().dispose(), [store]);

  const onChange = useCallback((data: Data) => store.getState().changed(data), [store]);

  const session = useMemo<DraftSession>(
    () => ({
      page,
      store,
      reload: onReload,
      async restore(versionId) {
        await store.getState().flush();
        const response = await pagesClient.restore(page.id, store.getState().etag, versionId);
        if (!response.etag) throw new Error("the server did not send the page's new revision");
        onReplace(response.data, response.etag);
      },
    }),
    [page, store, onReload, onReplace],
  );

  return (
    <DraftSessionContext.Provider value={session}>
      <CanvasDirectionContext.Provider value={canvasDirection}>
        <div className="fc-page-editor">
          <DraftNotice />
          <LeaveGuard store={store} />
          <div className="fc-page-editor__puck">
            <Puck
              config={puckConfig}
              data={initialData}
              onChange={onChange}
              overrides={puckOverrides}
              plugins={puckPlugins}
              iframe={puckIframe}
              dictionary={puckDictionary}
              headerTitle={page.title}
              headerPath={page.path}
              height="100%"
              _experimentalVirtualization={virtualize}
            />
          </div>
        </div>
      </CanvasDirectionContext.Provider>
    </DraftSessionContext.Provider>
  );
}
