import type { PageDocument } from "../../generated/contracts/block-types.ts";
import { request, type ApiResponse } from "./http.ts";

/** The admin pages API as the editor uses it (services/cms/pages-routes.ts). */
export interface PageFields {
  parent_id: string | null;
  position: number;
  path: string;
  title: string;
  page_type: "page" | "folder";
  link_type: "internal" | "external" | "file";
  redirect_path: string | null;
  to: string | null;
  http_code: 301 | 302 | 303 | 307 | 308;
  link_new_window: boolean;
  meta_title: string | null;
  meta_description: string | null;
  canonical_url: string | null;
  image_id: string | null;
  external_meta_image: string | null;
  disable_seo_tracking: boolean;
  disabled: boolean;
}

export interface PageSummary extends PageFields {
  id: string;
  revision: number;
  published_version_id: string | null;
  has_unpublished_changes: boolean;
  created_at: string;
  updated_at: string;
}

export interface PageDetail extends PageSummary {
  draft: PageDocument;
}

export interface VersionSummary {
  id: string;
  number: number;
  title: string;
  created_at: string;
  created_by: string | null;
  published: boolean;
}

export interface Comparison {
  added: { id: string; type: string }[];
  removed: { id: string; type: string }[];
  changed: { id: string; type: string; fields: string[] }[];
  moved: { id: string; type: string }[];
}

const base = "/api/cms/pages";

export const pagesClient = {
  list: async () => (await request<{ data: PageSummary[] }>(base)).data.data,
  get: (id: string): Promise<ApiResponse<PageDetail>> => request<PageDetail>(`${base}/${id}`),
  create: (fields: Partial<PageFields> & Pick<PageFields, "path" | "title">, draft?: PageDocument) =>
    request<PageDetail>(base, { method: "POST", body: { ...fields, ...(draft ? { draft } : {}) } }),
  update: (id: string, etag: string, changes: { fields?: Partial<PageFields>; draft?: PageDocument }) =>
    request<PageDetail>(`${base}/${id}`, { method: "PATCH", body: changes, ifMatch: etag }),
  remove: (id: string, etag: string) => request<void>(`${base}/${id}`, { method: "DELETE", ifMatch: etag }),
  publish: (id: string, etag: string) => request<PageDetail>(`${base}/${id}/publish`, { method: "POST", ifMatch: etag }),
  versions: async (id: string) => (await request<{ data: VersionSummary[] }>(`${base}/${id}/versions`)).data.data,
  compare: async (id: string, from: string, to: string) => (await request<Comparison>(`${base}/${id}/compare?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`)).data,
  restore: (id: string, etag: string, versionId: string) => request<PageDetail>(`${base}/${id}/versions/${versionId}/restore`, { method: "POST", ifMatch: etag }),
};
