import fastifyStatic from "@fastify/static";
import type { FastifyReply, FastifyRequest } from "fastify";
import { guard } from "../auth/index.ts";
import { sendError } from "../foundation/errors.ts";
import { errorResponses } from "../foundation/error-responses.ts";
import { ref, type RoutePlugin } from "../foundation/schemas.ts";
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_MB, UPLOAD_CONTENT_TYPES } from "../../model/media/uploads.ts";
import { isServedSize, snapToServedSize } from "../../model/media/served-sizes.ts";
import { FORMATS, MAX_EDGE, type ImageFormat } from "./image-presets.ts";
import { UploadError, type MediaStore } from "./media-store.ts";

/**
 * The media library's public API: `GET /media/api/v2/images/{id}` answers the
 * image's variants; `GET /media/images/{id}/{w}x{h}.{format}` (optionally `/{w}x{h}/{name}.{format}`
 * for a readable file name) serves a variant of a served size (SERVED_SIZES; another size answers
 * 302 to the nearest one). Beside the seed: `GET /media/api/v2/images?q=` lists
 * the library for the editor's image picker, and editors upload with `POST /media/api/v2/images`.
 * `GET /media/videos/{file}` serves the video files and captions placed in `<DATA_DIR>/media/videos`.
 */
export function mediaRoutes(store: MediaStore): RoutePlugin {
  return async (app) => {
    const tags = ["media"];
    app.addHook("onClose", async () => store.close());
    // Video files and captions as they are, with range requests (a video streams and seeks by ranges).
    await app.register(fastifyStatic, {
      root: store.videosDir,
      prefix: "/media/videos/",
      decorateReply: false,
      maxAge: "1d",
      index: false,
      allowedPath: (pathName) => /^\/[a-z0-9][a-z0-9.-]*\.(webm|mp4|vtt)$/.test(pathName),
    });
    // Uploads arrive as the raw image bytes with the image's own content type (no multipart).
    app.addContentTypeParser(
      [...UPLOAD_CONTENT_TYPES],
      { parseAs: "buffer", bodyLimit: MAX_UPLOAD_BYTES },
      (_request, body, done) => done(null, body),
    );

    app.get(
      "/media/api/v2/images",
      {
        schema: {
          tags,
          summary: "List the library's images (ids containing every word of q), by id",
          querystring: ref("media-image", "list-query"),
          response: { 200: ref("media-image", "list"), ...errorResponses([400]) },
        },
      },
      async (request) => ({ data: await store.list(request.query.q ?? "", request.query.items ?? 100) }),
    );

    // The body is the image's bytes (a Buffer from the content-type parser), which no schema describes.
    app.post(
      "/media/api/v2/images",
      {
        ...guard("media:write"),
        bodyLimit: MAX_UPLOAD_BYTES,
        schema: {
          tags,
          summary: "Upload an image (editors)",
          description: `The body is the image itself, sent with its content type (${UPLOAD_CONTENT_TYPES.join(", ")}), at most ${MAX_UPLOAD_MB} MB. The id is made from name; a taken id gets a numeric suffix.`,
          querystring: ref("media-image", "upload-query"),
          response: {
            201: ref("media-image", "answer"),
            ...errorResponses([400, 401, 403, 413, 415]),
          },
        },
      },
      async (request, reply) => {
        const image = request.body;
        if (!Buffer.isBuffer(image) || image.length === 0) {
          return sendError(
            reply,
            415,
            "unsupported_media_type",
            `Send the image itself as the request body, with its content type (${UPLOAD_CONTENT_TYPES.join(", ")}).`,
          );
        }
        try {
          return reply.code(201).send({ data: await store.add(image, request.query.name) });
        } catch (failure) {
          if (failure instanceof UploadError) return sendError(reply, 400, "invalid_image", failure.message);
          throw failure;
        }
      },
    );

    app.get(
      "/media/api/v2/images/:id",
      {
        schema: {
          tags,
          summary: "An image's size and stored variants",
          params: ref("media-image", "params"),
          response: { 200: ref("media-image", "answer"), ...errorResponses([400, 404]) },
        },
      },
      async (request, reply) => {
        const info = await store.info(request.params.id);
        if (!info) return sendError(reply, 404, "not_found", `No image with id ${request.params.id}`);
        return { data: info };
      },
    );

    const serve = async (id: string, size: string, format: string, request: FastifyRequest, reply: FastifyReply) => {
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
      if (!(await store.originalKey(id)))
        return reply.code(404).send({ error: "not_found", message: `No image with id ${id}` });
      if (!isServedSize(width, height)) {
        // Only declared sizes are rendered and stored: another size is sent to the nearest one (decision 014).
        const snapped = snapToServedSize(width, height);
        return reply
          .header("cache-control", "public, max-age=86400")
          .redirect(`/media/images/${encodeURIComponent(id)}/${snapped.width}x${snapped.height}.${format}`, 302);
      }
      const variant = await store.variant(id, width, height, format as ImageFormat);
      if (!variant) return reply.code(404).send({ error: "not_found", message: `No image with id ${id}` });
      reply
        .header("content-type", store.contentType(format as ImageFormat))
        .header("cache-control", "public, max-age=31536000, immutable")
        .header("etag", variant.etag);
      if (ifNoneMatch(request.headers["if-none-match"], variant.etag)) {
        variant.body.destroy();
        return reply.code(304).send();
      }
      return reply.header("content-length", variant.size).send(variant.body);
    };

    const file = {
      tags,
      response: {
        200: ref("media-image", "file"),
        302: ref("media-image", "redirect"),
        ...errorResponses([400, 404]),
      },
    };
    app.get(
      "/media/images/:id/:file",
      {
        schema: {
          ...file,
          summary: "An image variant: {width}x{height}.{format}",
          params: ref("media-image", "file-params"),
        },
      },
      async (request, reply) => {
        const [size = "", format = ""] = request.params.file.split(".");
        return serve(request.params.id, size, format, request, reply);
      },
    );
    app.get(
      "/media/images/:id/:size/:name",
      {
        schema: {
          ...file,
          summary: "An image variant with a readable file name: {width}x{height}/{name}.{format}",
          params: ref("media-image", "named-file-params"),
        },
      },
      async (request, reply) => {
        const format = request.params.name.split(".").pop() ?? "";
        return serve(request.params.id, request.params.size, format, request, reply);
      },
    );
  };
}

/** Whether an If-None-Match header names `etag` (weak or strong, or `*`). */
function ifNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header || !etag) return false;
  const strong = (tag: string) => tag.trim().replace(/^W\//, "");
  return header.split(",").some((tag) => tag.trim() === "*" || strong(tag) === strong(etag));
}
