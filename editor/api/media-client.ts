import { request } from "./http.ts";

/** An image of the media library with the size variants it holds (services/media/media-routes.ts). */
export interface MediaImage {
  id: string;
  width: number;
  height: number;
  variants: { width: number; height: number }[];
}

export const mediaClient = {
  image: async (id: string): Promise<MediaImage> => (await request<{ data: MediaImage }>(`/media/api/v2/images/${encodeURIComponent(id)}`)).data.data,
  /** A square thumbnail of the image, as the inspector previews it. */
  thumbnailUrl: (id: string): string => `/media/images/${encodeURIComponent(id)}/360x360.jpg`,
};
