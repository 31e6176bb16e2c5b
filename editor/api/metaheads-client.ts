import type {
  Metahead,
  MetaheadCreate,
  MetaheadLanguage,
  MetaheadList,
} from "../../generated/contracts/entities/metahead.ts";
import { request } from "./http.ts";

/** The metaheads API (seed 001): code added to the head or body of every page or of one page. */
export type { Metahead, MetaheadLanguage };

export const METAHEAD_LANGUAGES: readonly MetaheadLanguage[] = ["javascript", "js-src", "css", "sass", "scss", "html"];

/** Languages that can run script in visitors' browsers: only admins may write them. */
export const SCRIPT_LANGUAGES: ReadonlySet<MetaheadLanguage> = new Set(["javascript", "js-src", "html"]);

/** What the metahead dialog sends: every field of a new metahead. */
export type MetaheadInput = Required<MetaheadCreate>;

const base = "/metaheads";
// A 403 here means "your role may not write this language": the screen shows the server's message.
const write = { redirectOnForbidden: false } as const;

export const metaheadsClient = {
  /** In sequence order; with `pageId`, that page's metaheads and the global ones. */
  list: async (pageId?: string) => {
    const query = pageId ? `?${encodeURIComponent("q[page_id_equal_or_null]")}=${encodeURIComponent(pageId)}` : "";
    return (await request<MetaheadList>(`${base}${query}`)).data.data;
  },
  create: async (input: MetaheadInput) =>
    (await request<Metahead>(base, { method: "POST", body: input, ...write })).data,
  update: async (id: string, input: MetaheadInput) =>
    (await request<Metahead>(`${base}/${encodeURIComponent(id)}`, { method: "PUT", body: input, ...write })).data,
  remove: async (id: string) => {
    await request<void>(`${base}/${encodeURIComponent(id)}`, { method: "DELETE", ...write });
  },
};
