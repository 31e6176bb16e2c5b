import type { PageKind } from "./page-tree.ts";

const PATHS: Record<PageKind, string> = {
  page: "M5 2.5h6l4 4v11H5z M11 2.5v4h4 M7.5 10h5 M7.5 13h5",
  folder: "M2.5 5.5h5l1.5 2h8.5v9h-15z",
  redirect: "M4 15V9.5a3 3 0 0 1 3-3h8 M12 3.5l3 3-3 3",
  link: "M8.5 11.5l3-3 M7 9.5l-2 2a2.5 2.5 0 0 0 3.5 3.5l2-2 M13 10.5l2-2A2.5 2.5 0 0 0 11.5 5l-2 2",
};

/** A small outline icon for a page kind (decorative: the badge says the kind in words). */
export function KindIcon({ kind }: { kind: PageKind }) {
  return (
    <svg
      viewBox="0 0 20 20"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[kind]} />
    </svg>
  );
}
