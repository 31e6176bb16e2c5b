import type { Metahead, MetaheadCreate, MetaheadLanguage } from "../../generated/contracts/entities/metahead.ts";
import { routes } from "../../model/api/routes.ts";
import { call } from "./http.ts";

/** The metaheads API: code added to the head or body of every page or of one page. */
export type { Metahead, MetaheadLanguage };

export const METAHEAD_LANGUAGES: readonly MetaheadLanguage[] = ["javascript", "js-src", "css", "sass", "scss", "html"];

/** Languages that can run script in visitors' browsers: only admins may write them. */
export const SCRIPT_LANGUAGES: ReadonlySet<MetaheadLanguage> = new Set(["javascript", "js-src", "html"]);

/** What the metahead dialog sends: every field of a new metahead. */
export type MetaheadInput = Required<MetaheadCreate>;

// A 403 here means "your role may not write this language": the screen shows the server's message.
const write = { redirectOnForbidden: false } as const;

export const metaheadsClient = {
  /** In sequence order; with `pageId`, that page's metaheads and the global ones. */
  list: async (pageId?: string) =>
    (await call(routes.metaheads, { query: pageId ? { "q[page_id_equal_or_null]": pageId } : {} })).data.data,
  create: async (input: MetaheadInput) => (await call(routes.metaheadCreate, { body: input }, write)).data,
  update: async (id: string, input: MetaheadInput) =>
    (await call(routes.metaheadUpdate, { params: { id }, body: input }, write)).data,
  remove: async (id: string) => {
    await call(routes.metaheadDelete, { params: { id } }, write);
  },
};
