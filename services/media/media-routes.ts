import { createReadStream } from "node:fs";
import type { FastifyPluginAsync, FastifyReply } from "fastify";
import { FORMATS, MAX_EDGE, type ImageFormat } from "./image-presets.ts";
import type { MediaStore } from "./media-store.ts";

/**
 * The media library's public API (seed 002 section 7): `GET /media/api/v2/images/{id}` answers the
 * image's variants; `GET /media/images/{id}/{w}x{h}.{format}` (optionally `/{w}x{h}/{name}.{format}`
 * for a readable file name) serves a variant.
 */
export function mediaRoutes(store: MediaStore): FastifyPluginAsync {
  return async (app) => {
    app.get<{ Params: { id: string } }>("/media/api/v2/images/:id", async (request, reply) => {
      const info = await store.info(request.params.id);
      if (!info) return reply.code(404).send({ error: "not_found", message: `No image with id ${request.params.id}` });
      return { data: info };
    });

    const serve = async (id: string, size: string, format: string, reply: FastifyReply) => {
      const match = /^(\d{1,4})x(\d{1,4})$/.exec(size);
      if (!match || !(format in FORMATS)) return reply.code(404).send({ error: "not_found", message: "Unknown image size or format" });
      const width = Number(match[1]);
      const height = Number(match[2]);
      if (width < 1 || height < 1 || width > MAX_EDGE || height > MAX_EDGE) {
        return reply.code(400).send({ error: "bad_size", message: `Width and height must be between 1 and ${MAX_EDGE}` });
      }
      const file = await store.variant(id, width, height, format as ImageFormat);
      if (!file) return reply.code(404).send({ error: "not_found", message: `No image with id ${id}` });
      return reply
        .header("content-type", store.contentType(format as ImageFormat))
        .header("cache-control", "public, max-age=31536000, immutable")
        .send(createReadStream(file));
    };

    app.get<{ Params: { id: string; file: string } }>("/media/images/:id/:file", async (request, reply) => {
      const [size = "", format = ""] = request.params.file.split(".");
      return serve(request.params.id, size, format, reply);
    });
    app.get<{ Params: { id: string; size: string; name: string } }>("/media/images/:id/:size/:name", async (request, reply) => {
      const format = request.params.name.split(".").pop() ?? "";
      return serve(request.params.id, request.params.size, format, reply);
    });
  };
}
