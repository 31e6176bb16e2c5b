import type { PageDocument } from "../../generated/contracts/block-types.ts";
import type { PageRecordDetail } from "../../generated/contracts/entities/page-record.ts";
import { routes } from "../../model/api/routes.ts";
import { call, type ApiResponse } from "./http.ts";

import type { Comparison, PageDetail, PageFields, PageSummary, VersionSummary } from "../../model/cms/page-api.ts";

export type { Comparison, PageDetail, PageFields, PageSummary, VersionSummary };

/**
 * The schema says only that a draft is an object (the server checks it against the block schemas); the
 * editor reads it as the page document it is.
 */
const asDetail = async (answer: Promise<ApiResponse<PageRecordDetail>>): Promise<ApiResponse<PageDetail>> =>
  (await answer) as ApiResponse<PageDetail>;

/** The admin pages API as the editor uses it (services/cms/pages-routes.ts). */
export const pagesClient = {
  list: async () => (await call(routes.pages, {})).data.data,
  get: (id: string) => asDetail(call(routes.page, { params: { id } })),
  create: (fields: Partial<PageFields> & Pick<PageFields, "path" | "title">, draft?: PageDocument) =>
    asDetail(call(routes.pageCreate, { body: { ...fields, ...(draft ? { draft } : {}) } })),
  update: (
    id: string,
    etag: string,
    changes: { fields?: Partial<PageFields>; draft?: PageDocument },
    options: { keepalive?: boolean } = {},
  ) => asDetail(call(routes.pageUpdate, { params: { id }, body: changes }, { ifMatch: etag, ...options })),
  remove: (id: string, etag: string) => call(routes.pageDelete, { params: { id } }, { ifMatch: etag }),
  publish: (id: string, etag: string) => asDetail(call(routes.pagePublish, { params: { id } }, { ifMatch: etag })),
  versions: async (id: string) => (await call(routes.pageVersions, { params: { id } })).data.data,
  // The schema's block change names its fields only where they changed; the comparison's type says so per kind.
  compare: async (id: string, from: string, to: string) =>
    (await call(routes.pageCompare, { params: { id }, query: { from, to } })).data as Comparison,
  restore: (id: string, etag: string, versionId: string) =>
    asDetail(call(routes.pageRestore, { params: { id, versionId } }, { ifMatch: etag })),
};
