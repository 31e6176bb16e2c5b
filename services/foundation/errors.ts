import type { FastifyError, FastifyInstance, FastifyReply } from "fastify";

/** Errors in one shape everywhere: `{ error, message }` (plus details where useful). */
export function sendError(
  reply: FastifyReply,
  status: number,
  error: string,
  message: string,
  details?: Record<string, unknown>,
): FastifyReply {
  return reply.code(status).send({ error, message, ...details });
}

/**
 * The app's error handler: a schema validation failure is a 400 naming every failing pointer, another
 * client error keeps its status, anything else is logged and answered with a 500 that says nothing
 * was changed. Every body has the shared error shape.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.validation) {
      return sendError(
        reply,
        400,
        "bad_request",
        `${error.validationContext ?? "request"} ${error.validation.map((issue) => `${issue.instancePath || "/"} ${issue.message ?? ""}`).join("; ")}`,
        {
          issues: error.validation.map((issue) => ({
            pointer: issue.instancePath,
            message: issue.message ?? issue.keyword,
            keyword: issue.keyword,
          })),
        },
      );
    }
    if (error.statusCode && error.statusCode < 500)
      return sendError(reply, error.statusCode, "bad_request", error.message);
    request.log.error(error);
    return sendError(reply, 500, "internal", "Something went wrong on our side; nothing was changed.");
  });
}
