import { useCallback, useEffect, useState } from "react";
import { useParams } from "react-router";
import { pagesClient, type PageDetail } from "../api/pages-client.ts";
import { PageEditor } from "./page-editor.tsx";

interface Loaded {
  page: PageDetail;
  etag: string;
  /** Bumped whenever other data is loaded: Puck is uncontrolled, so new data means a new editor. */
  generation: number;
}

/** /cms/pages/:id: loads the page with its ETag, then hands it to the editor. */
export function PageEditorScreen() {
  const { id = "" } = useParams();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [error, setError] = useState<string | null>(null);

  const replace = useCallback(
    (page: PageDetail, etag: string) =>
      setLoaded((previous) => ({ page, etag, generation: (previous?.generation ?? 0) + 1 })),
    [],
  );

  const load = useCallback(() => {
    setError(null);
    pagesClient.get(id).then(
      ({ data, etag }) =>
        etag ? replace(data, etag) : setError("The server did not send the page's revision (ETag)."),
      (failure: unknown) => setError(failure instanceof Error ? failure.message : String(failure)),
    );
  }, [id, replace]);

  useEffect(load, [load]);

  if (error) {
    return (
      <div className="editor-error" role="alert">
        <p>Could not load the page: {error}</p>
        <button type="button" className="editor-button" onClick={load}>
          Try again
        </button>
      </div>
    );
  }
  if (!loaded) return <p className="editor-loading">Loading the page…</p>;
  return (
    <PageEditor key={loaded.generation} page={loaded.page} etag={loaded.etag} onReplace={replace} onReload={load} />
  );
}
