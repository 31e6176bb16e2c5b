import type { FastifyReply, FastifyRequest } from "fastify";
import { refusedOverLimit } from "./verification-limit.ts";
import { sendError } from "../foundation/errors.ts";
import { errorResponses } from "../foundation/error-responses.ts";
import { ref, type RoutePlugin } from "../foundation/schemas.ts";
import type { FormsService } from "./forms-service.ts";

const tags = ["Forms"];

/**
 * E-mail verification for form fields (ui:options.verify "email"): a six-digit code e-mailed to the
 * address, then checked; the right code answers the token a lead post names for the field. Sending
 * is direct, not through the outbox: the visitor is waiting for the code, and a retry minutes later
 * would arrive after they gave up.
 */
export function emailVerificationRoutes(forms: FormsService): RoutePlugin {
  return async (app) => {
    const limited = (request: FastifyRequest, reply: FastifyReply) =>
      refusedOverLimit(forms.verificationLimit, request, reply);

    app.post(
      "/email_verification/create_verification",
      {
        config: { public: true, csrf: "same-origin" },
        schema: {
          tags,
          summary: "E-mail a verification code to an address a form verifies",
          body: ref("phone-verification", "email_create"),
          response: {
            200: ref("phone-verification", "created"),
            ...errorResponses([400, 403, 429, 502, 503]),
          },
        },
      },
      async (request, reply) => {
        if (!forms.config.smtpUrl)
          return sendError(reply, 503, "verification_off", "E-mail verification is not configured.");
        if (await limited(request, reply)) return reply;
        try {
          await forms.sendEmailCode(request.body.email);
          return { status: "pending" };
        } catch (error) {
          reply.log.warn({ err: error }, "verification e-mail failed");
          return sendError(reply, 502, "verification_unavailable", "The code could not be sent; try again later.");
        }
      },
    );

    app.post(
      "/email_verification/check_verification",
      {
        config: { public: true, csrf: "same-origin" },
        schema: {
          tags,
          summary: "Check an e-mailed verification code",
          description:
            "valid true with a token for the right code; false for a wrong one. 422 when no code is waiting: never sent, older than 10 minutes, or 5 wrong tries (ask for a new one).",
          body: ref("phone-verification", "email_check"),
          response: {
            200: ref("phone-verification", "checked"),
            ...errorResponses([400, 403, 422, 429]),
          },
        },
      },
      async (request, reply) => {
        if (await limited(request, reply)) return reply;
        const checked = await forms.verifications.checkEmail(request.body.email, request.body.code);
        switch (checked.kind) {
          case "approved":
            return { status: "approved", valid: true, token: checked.token };
          case "wrong":
            return { status: "pending", valid: false };
          case "expired":
            return sendError(reply, 422, "verification_expired", "This code has expired. Ask for a new one.");
        }
      },
    );
  };
}
