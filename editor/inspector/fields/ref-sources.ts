import type { RefKind } from "../../../generated/contracts/block-meta.ts";
import { formsClient } from "../../api/forms-client.ts";
import { offersClient } from "../../api/offers-client.ts";
import { vinsClient } from "../../api/vins-client.ts";

/** One item a reference field can name, as its picker shows it. */
export interface RefItem {
  id: string;
  name: string;
  /** Whether a page may name it: only published forms show on the site. */
  usable: boolean;
  status: string;
  updatedAt: string;
}

/** Where the items of one kind come from, and how the editor speaks of them. */
interface RefSource {
  /** e.g. "form", in a sentence. */
  noun: string;
  list: () => Promise<RefItem[]>;
  /** The item's page in the admin, opened beside the editor. */
  adminUrl: (id: string) => string;
  /** Why an item that exists cannot be picked. */
  unusable: string;
}

/** The kinds of `x-ref` the editor can pick; codegen refuses a schema naming any other. */
export const refSources: Record<RefKind, RefSource> = {
  form: {
    noun: "form",
    list: async () =>
      (await formsClient.list()).map((form) => ({
        id: form.id,
        name: form.name,
        usable: form.status === "published",
        status: form.status === "published" ? "Published" : "Draft",
        updatedAt: form.updated_at,
      })),
    adminUrl: (id) => `/cms/forms/${encodeURIComponent(id)}`,
    unusable: "is a draft: publish it in the forms admin, or the page cannot be saved",
  },
  offer: {
    noun: "offer",
    list: async () =>
      (await offersClient.list()).map((offer) => ({
        id: offer.id,
        name: offer.title,
        // An unpublished offer may be named: the offer blocks hide it until it is published.
        usable: true,
        status: offer.published ? "Published" : "Not published",
        updatedAt: offer.updated_at,
      })),
    // The offers admin is one list (each offer opens in a dialog there).
    adminUrl: () => "/admin/offers",
    unusable: "cannot be used",
  },
  "vin-list": {
    noun: "VIN list",
    list: async () =>
      (await vinsClient.lists()).map((list) => ({
        id: list.list,
        name: list.list,
        usable: true,
        status: `${list.count.toLocaleString("en-GB")} VIN${list.count === 1 ? "" : "s"}`,
        updatedAt: list.updated_at ?? "",
      })),
    adminUrl: () => "/admin/vins",
    unusable: "cannot be used",
  },
};

const DATE = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });

/** "changed 3 Nov 2026, 14:05 UTC", or nothing for a time that cannot be read. */
export function changedAt(iso: string): string {
  const time = new Date(iso);
  return Number.isNaN(time.getTime()) ? "" : `changed ${DATE.format(time)} UTC`;
}
