import type { MediaImage, MediaImageAnswer, MediaImageList } from "../../generated/contracts/entities/media-image.ts";
import { request } from "./http.ts";

/** An image of the media library with the size variants it holds (services/media/media-routes.ts). */
export type { MediaImage };

export const mediaClient = {
  image: async (id: string): Promise<MediaImage> =>
    (await request<MediaImageAnswer>(`/media/api/v2/images/${encodeURIComponent(id)}`)).data.data,
  /** The library's images whose id holds every word of `query`. */
  list: async (query: string): Promise<MediaImage[]> =>
    (
      await request<MediaImageList>(
        `/media/api/v2/images?items=60${query.trim() ? `&q=${encodeURIComponent(query.trim())}` : ""}`,
      )
    ).data.data,
  /** Adds a file to the library; its id is made from the file name. */
  upload: async (file: File): Promise<MediaImage> =>
    (
      await request<MediaImageAnswer>(`/media/api/v2/images?name=${encodeURIComponent(file.name)}`, {
        method: "POST",
        file,
        redirectOnForbidden: false,
      })
    ).data.data,
  /** A square thumbnail of the image, as the inspector previews it. */
  thumbnailUrl: (id: string): string => `/media/images/${encodeURIComponent(id)}/360x360.jpg`,
};
