import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { pagesClient } from "../api/pages-client.ts";

/** Placeholder list of pages; the page tree (create, rename, move, delete) replaces it. */
export function PageTreeScreen() {
  const pages = useQuery({ queryKey: ["pages"], queryFn: pagesClient.list });
  if (pages.isPending) return <p className="editor-loading">Loading pages…</p>;
  if (pages.isError) return <p className="editor-error">{pages.error.message}</p>;
  return (
    <section style={{ padding: 24 }}>
      <h1>Pages</h1>
      <ul>
        {pages.data.map((page) => (
          <li key={page.id}>
            <Link to={`/cms/pages/${page.id}`}>{page.title}</Link> <code>{page.path}</code>
          </li>
        ))}
      </ul>
    </section>
  );
}
