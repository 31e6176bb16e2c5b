import type { PageDocument } from "../../generated/contracts/block-types.ts";
import { request, type ApiResponse } from "./http.ts";

import type { Comparison, PageDetail, PageFields, PageSummary, VersionSummary } from "../../model/cms/page-api.ts";

export type { Comparison, PageDetail, PageFields, PageSummary, VersionSummary };

/** The admin pages API as the editor uses it (services/cms/pages-routes.ts). */
const base = "/api/cms/pages";

export const pagesClient = {
  list: async () => (await request<{ data: PageSummary[] }>(base)).data.data,
  get: (id: string): Promise<ApiResponse<PageDetail>> => request<PageDetail>(`${base}/${id}`),
  create: (fields: Partial<PageFields> & Pick<PageFields, "path" | "title">, draft?: PageDocument) =>
    request<PageDetail>(base, { method: "POST", body: { ...fields, ...(draft ? { draft } : {}) } }),
  update: (
    id: string,
    etag: string,
    changes: { fields?: Partial<PageFields>; draft?: PageDocument },
    options: { keepalive?: boolean } = {},
  ) => request<PageDetail>(`${base}/${id}`, { method: "PATCH", body: changes, ifMatch: etag, ...options }),
  remove: (id: string, etag: string) => request<void>(`${base}/${id}`, { method: "DELETE", ifMatch: etag }),
  publish: (id: string, etag: string) =>
    request<PageDetail>(`${base}/${id}/publish`, { method: "POST", ifMatch: etag }),
  versions: async (id: string) => (await request<{ data: VersionSummary[] }>(`${base}/${id}/versions`)).data.data,
  compare: async (id: string, from: string, to: string) =>
    (await request<Comparison>(`${base}/${id}/compare?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`))
      .data,
  restore: (id: string, etag: string, versionId: string) =>
    request<PageDetail>(`${base}/${id}/versions/${versionId}/restore`, { method: "POST", ifMatch: etag }),
};
