import { createReadStream } from "node:fs";
import type { FastifyPluginAsync, FastifyReply } from "fastify";
import { guard } from "../auth/index.ts";
import { sendError } from "../foundation/errors.ts";
import { errorResponses } from "../foundation/error-responses.ts";
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_MB, UPLOAD_CONTENT_TYPES } from "../../model/media/uploads.ts";
import { FORMATS, MAX_EDGE, isServedSize, snapToServedSize, type ImageFormat } from "./image-presets.ts";
import { UploadError, type MediaStore } from "./media-store.ts";

const image = {
  type: "object",
  required: ["id", "width", "height", "variants"],
  properties: {
    id: { type: "string" },
    width: { type: "integer" },
    height: { type: "integer" },
    variants: {
      type: "array",
      items: {
        type: "object",
        required: ["width", "height"],
        properties: { width: { type: "integer" }, height: { type: "integer" } },
      },
    },
  },
};

/**
 * The media library's public API (seed 002 section 7): `GET /media/api/v2/images/{id}` answers the
 * image's variants; `GET /media/images/{id}/{w}x{h}.{format}` (optionally `/{w}x{h}/{name}.{format}`
 * for a readable file name) serves a variant of a served size (SERVED_SIZES; another size answers
 * 302 to the nearest one). Beside the seed: `GET /media/api/v2/images?q=` lists
 * the library for the editor's image picker, and editors upload with `POST /media/api/v2/images`.
 */
export function mediaRoutes(store: MediaStore): FastifyPluginAsync {
  return async (app) => {
    const tags = ["media"];
    // Uploads arrive as the raw image bytes with the image's own content type (no multipart).
    app.addContentTypeParser(
      [...UPLOAD_CONTENT_TYPES],
      { parseAs: "buffer", bodyLimit: MAX_UPLOAD_BYTES },
      (_request, body, done) => done(null, body),
    );

    app.get<{ Querystring: { q?: string; items?: number } }>(
      "/media/api/v2/images",
      {
        schema: {
          tags,
          summary: "List the library's images (ids containing every word of q), by id",
          querystring: {
            type: "object",
            additionalProperties: false,
            properties: {
              q: { type: "string", maxLength: 100 },
              items: { type: "integer", minimum: 1, maximum: 200, default: 100 },
            },
          },
          response: {
            200: { type: "object", required: ["data"], properties: { data: { type: "array", items: image } } },
            ...errorResponses([400]),
          },
        },
      },
      async (request) => ({ data: await store.list(request.query.q ?? "", request.query.items ?? 100) }),
    );

    app.post<{ Querystring: { name: string }; Body: Buffer }>(
      "/media/api/v2/images",
      {
        ...guard("media:write"),
        bodyLimit: MAX_UPLOAD_BYTES,
        schema: {
          tags,
          summary: "Upload an image (editors)",
          description: `The body is the image itself, sent with its content type (${UPLOAD_CONTENT_TYPES.join(", ")}), at most ${MAX_UPLOAD_MB} MB. The id is made from name; a taken id gets a numeric suffix.`,
          querystring: {
            type: "object",
            required: ["name"],
            additionalProperties: false,
            properties: { name: { type: "string", minLength: 1, maxLength: 200 } },
          },
          response: {
            201: { type: "object", required: ["data"], properties: { data: image } },
            ...errorResponses([400, 401, 403, 413, 415]),
          },
        },
      },
      async (request, reply) => {
        if (!Buffer.isBuffer(request.body) || request.body.length === 0) {
          return sendError(
            reply,
            415,
            "unsupported_media_type",
            `Send the image itself as the request body, with its content type (${UPLOAD_CONTENT_TYPES.join(", ")}).`,
          );
        }
        try {
          return reply.code(201).send({ data: await store.add(request.body, request.query.name) });
        } catch (failure) {
          if (failure instanceof UploadError) return sendError(reply, 400, "invalid_image", failure.message);
          throw failure;
        }
      },
    );

    app.get<{ Params: { id: string } }>("/media/api/v2/images/:id", async (request, reply) => {
      const info = await store.info(request.params.id);
      if (!info) return reply.code(404).send({ error: "not_found", message: `No image with id ${request.params.id}` });
      return { data: info };
    });

    const serve = async (id: string, size: string, format: string, reply: FastifyReply) => {
      const match = /^(\d{1,4})x(\d{1,4})$/.exec(size);
      if (!match || !Object.hasOwn(FORMATS, format))
        return reply.code(404).send({ error: "not_found", message: "Unknown image size or format" });
      const width = Number(match[1]);
      const height = Number(match[2]);
      if (width < 1 || height < 1 || width > MAX_EDGE || height > MAX_EDGE) {
        return reply
          .code(400)
          .send({ error: "bad_size", message: `Width and height must be between 1 and ${MAX_EDGE}` });
      }
      if (!store.originalPath(id))
        return reply.code(404).send({ error: "not_found", message: `No image with id ${id}` });
      if (!isServedSize(width, height)) {
        // Only declared sizes are rendered and stored: another size is sent to the nearest one (decision 014).
        const snapped = snapToServedSize(width, height);
        return reply
          .header("cache-control", "public, max-age=86400")
          .redirect(`/media/images/${encodeURIComponent(id)}/${snapped.width}x${snapped.height}.${format}`, 302);
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
    app.get<{ Params: { id: string; size: string; name: string } }>(
      "/media/images/:id/:size/:name",
      async (request, reply) => {
        const format = request.params.name.split(".").pop() ?? "";
        return serve(request.params.id, request.params.size, format, reply);
      },
    );
  };
}
