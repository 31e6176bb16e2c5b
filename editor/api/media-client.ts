import type { MediaImage } from "../../generated/contracts/entities/media-image.ts";
import { routes } from "../../model/api/routes.ts";
import { call } from "./http.ts";

/** An image of the media library with the size variants it holds (services/media/media-routes.ts). */
export type { MediaImage };

export const mediaClient = {
  image: async (id: string): Promise<MediaImage> => (await call(routes.mediaImage, { params: { id } })).data.data,
  /** The library's images whose id holds every word of `query`. */
  list: async (query: string): Promise<MediaImage[]> =>
    (await call(routes.mediaImages, { query: { items: 60, ...(query.trim() ? { q: query.trim() } : {}) } })).data.data,
  /** Adds a file to the library; its id is made from the file name. */
  upload: async (file: File): Promise<MediaImage> =>
    (await call(routes.mediaUpload, { query: { name: file.name } }, { file, redirectOnForbidden: false })).data.data,
  /** A square thumbnail of the image, as the inspector previews it. */
  thumbnailUrl: (id: string): string => `/media/images/${encodeURIComponent(id)}/360x360.jpg`,
};
