import type { RefKind } from "../../../generated/contracts/block-meta.ts";
import { formsClient } from "../../api/forms-client.ts";
import { mediaClient } from "../../api/media-client.ts";
import { offersClient } from "../../api/offers-client.ts";
import { pagesClient } from "../../api/pages-client.ts";
import { stockImportsClient } from "../../api/stock-imports-client.ts";
import { vinsClient } from "../../api/vins-client.ts";

/** One item a reference field can name, as its picker shows it. */
export interface RefItem {
  id: string;
  name: string;
  /** Whether a page may name it: only published forms show on the site. */
  usable: boolean;
  status: string;
  updatedAt: string;
  /** Where the item opens, when it is not the kind's admin page for its id (a page opens in the editor). */
  href?: string;
}

/** Where the items of one kind come from, and how the editor speaks of them. */
interface RefSource {
  /** e.g. "form", in a sentence. */
  noun: string;
  list: () => Promise<RefItem[]>;
  /** The item's page in the admin, opened beside the editor. */
  adminUrl: (id: string) => string;
  /** The words of the link that opens the item; "Open “name” in the admin" when not set. */
  openLabel?: (name: string) => string;
  /** Why an item that exists cannot be picked. */
  unusable: string;
  /**
   * Set when the field also takes a value of its own that names no item (a link's URL may lead
   * outside the page tree, an image may be a URL): what the editor may type instead of picking.
   */
  freeText?: string;
  /** A typed value the site does not look up (a URL, a route of the site): it stands as it is. */
  ownValue?: (value: string) => boolean;
  /** Said under such a typed value. */
  typed?: string;
  /** The item a value names, when it names one with more than its id (a page's path with a query). */
  keyOf?: (value: string) => string;
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
  "stock-list": {
    noun: "publication list",
    list: async () =>
      (await stockImportsClient.lists()).map((list) => ({
        id: list.list,
        name: list.list,
        usable: true,
        status: `${list.vehicles.toLocaleString("en-GB")} vehicle${list.vehicles === 1 ? "" : "s"}`,
        updatedAt: list.updated_at ?? "",
      })),
    // A list is what the stock imports made it: the import screen shows them (to admins).
    adminUrl: () => "/admin/stock-import",
    unusable: "cannot be used",
  },
  page: {
    noun: "page",
    list: async () =>
      (await pagesClient.list())
        .filter((page) => page.page_type !== "folder")
        .map((page) => {
          const published = page.published_version_id !== null && !page.disabled;
          return {
            id: page.path,
            name: `${page.title} (${page.path})`,
            usable: published,
            status: published ? "Published" : page.disabled ? "Disabled" : "Not published",
            updatedAt: page.updated_at,
            href: `/cms/pages/${encodeURIComponent(page.id)}`,
          };
        }),
    adminUrl: (path) => path,
    openLabel: (name) => `Open “${name}” in the editor`,
    unusable: "is not published: publish it first, or the page cannot be saved",
    freeText: "or type a path of this site (/stock), an anchor (#id) or an https URL",
    // A path no page holds is one of the site's own routes (/stock, /search) or a page to come.
    ownValue: () => true,
    typed: "Used as typed: no page of the page tree has this path (a route of the site, an anchor or another site).",
    keyOf: (value) => {
      const path = value.replace(/[?#].*$/, "");
      return path.length > 1 ? path.replace(/\/+$/, "") : path;
    },
  },
  media: {
    noun: "image",
    list: async () =>
      (await mediaClient.list("")).map((image) => ({
        id: image.id,
        name: image.id,
        usable: true,
        status: `${image.width} × ${image.height} px`,
        updatedAt: "",
      })),
    adminUrl: (id) => mediaClient.thumbnailUrl(id),
    openLabel: (name) => `View “${name}”`,
    unusable: "cannot be used",
    freeText: "or type an image URL",
    ownValue: (value) => !/^[a-z0-9][a-z0-9-]{0,99}$/.test(value),
    typed: "Used as typed: an image URL, not an image of the library.",
  },
};

const DATE = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });

/** "changed 3 Nov 2026, 14:05 UTC", or nothing for a time that cannot be read. */
export function changedAt(iso: string): string {
  const time = new Date(iso);
  return Number.isNaN(time.getTime()) ? "" : `changed ${DATE.format(time)} UTC`;
}
