import type { FastifyReply, FastifyRequest } from "fastify";
import { guard } from "../auth/index.ts";
import { sendError } from "../foundation/errors.ts";
import { errorResponses } from "../foundation/error-responses.ts";
import { ref, type RoutePlugin } from "../foundation/schemas.ts";
import type { FormsService } from "./forms-service.ts";
import { refusedOverLimit } from "./verification-limit.ts";
import { VerificationError, verifyEmail } from "./verification.ts";
import { tags } from "./form-route-helpers.ts";

/**
 * Which integrations and verifications are configured (for editors), and the visitors' verification
 * calls: an e-mail address through the verifier, a phone number through Twilio Verify.
 */
export function verificationRoutes(forms: FormsService): RoutePlugin {
  return async (app) => {
    const readForms = guard("forms:read");
    const limited = (request: FastifyRequest, reply: FastifyReply) =>
      refusedOverLimit(forms.verificationLimit, request, reply);

    app.get(
      "/integrations/active_system",
      {
        ...readForms,
        schema: {
          tags,
          summary: "Which integrations and verifications are configured",
          response: {
            200: ref("form", "active_system"),
            ...errorResponses([401, 403]),
          },
        },
      },
      async () => {
        const { config } = forms;
        const verification = {
          phone: config.twilio !== null,
          email: config.emailVerifier.apiKey !== null,
          recaptcha: config.recaptchaSecret !== null,
        };
        return {
          system: config.leadsApiUrl ? "lead_service" : null,
          email: { configured: config.smtpUrl !== null },
          lead_service: { configured: config.leadsApiUrl !== null },
          verification: { enabled: Object.values(verification).some(Boolean), ...verification },
        };
      },
    );

    app.get(
      "/integrations/verify",
      {
        config: { public: true },
        schema: {
          tags,
          summary: "Verify an e-mail address (BriteVerify-style)",
          description:
            "valid or accept_all count as valid; a timeout (5000 ms) or an error of the verifier is assumed valid with error_code TIMEOUT or VALIDATION_ERROR. 503 when no key is configured.",
          querystring: ref("form", "verify_query"),
          response: {
            200: {
              type: "object",
              required: ["valid", "status"],
              properties: {
                valid: { type: "boolean" },
                status: { type: "string" },
                error_code: { enum: ["TIMEOUT", "VALIDATION_ERROR"] },
                message: { type: "string" },
              },
            },
            ...errorResponses([400, 429, 503]),
          },
        },
      },
      async (request, reply) => {
        if (await limited(request, reply)) return reply;
        try {
          return await verifyEmail(forms.config.emailVerifier, request.query.email);
        } catch (error) {
          if (error instanceof VerificationError) return sendError(reply, error.status, error.code, error.message);
          throw error;
        }
      },
    );

    const phoneOff = (reply: FastifyReply) =>
      sendError(reply, 503, "verification_off", "Phone verification is not configured.");
    const twilioFailed = (reply: FastifyReply, error: unknown) => {
      const status = (error as { status?: number }).status;
      request_log(reply, error);
      return status && status >= 400 && status < 500
        ? sendError(reply, 422, "verification_refused", "The phone number or code was not accepted.")
        : sendError(reply, 502, "verification_unavailable", "Phone verification is unavailable; try again later.");
    };
    const request_log = (reply: FastifyReply, error: unknown) => reply.log.warn({ err: error }, "twilio verify failed");

    app.post(
      "/twilio/create_verification",
      {
        config: { public: true, csrf: "same-origin" },
        schema: {
          tags,
          summary: "Send a verification code to a phone number (Twilio Verify)",
          body: ref("phone-verification", "create"),
          response: {
            200: ref("phone-verification", "created"),
            ...errorResponses([400, 403, 422, 429, 502, 503]),
          },
        },
      },
      async (request, reply) => {
        if (!forms.phone) return phoneOff(reply);
        if (await limited(request, reply)) return reply;
        try {
          return await forms.phone.create(request.body.phone_number);
        } catch (error) {
          return twilioFailed(reply, error);
        }
      },
    );

    app.post(
      "/twilio/check_verification",
      {
        config: { public: true, csrf: "same-origin" },
        schema: {
          tags,
          summary: "Check a phone verification code (Twilio Verify)",
          body: ref("phone-verification", "check"),
          response: {
            200: ref("phone-verification", "checked"),
            ...errorResponses([400, 403, 422, 429, 502, 503]),
          },
        },
      },
      async (request, reply) => {
        if (!forms.phone) return phoneOff(reply);
        if (await limited(request, reply)) return reply;
        try {
          const checked = await forms.phone.check(request.body.phone_number, request.body.code);
          // The proof a lead post names for the field: only for a code Twilio approved.
          if (!checked.valid) return checked;
          return { ...checked, token: await forms.verifications.approved("phone", request.body.phone_number) };
        } catch (error) {
          return twilioFailed(reply, error);
        }
      },
    );
  };
}
