import type { FastifyPluginAsync, FastifyReply } from "fastify";
import type { Role } from "../db/schema.ts";
import { errorResponses } from "../foundation/error-responses.ts";
import { guard } from "./auth-plugin.ts";
import { sendError } from "../foundation/errors.ts";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, passwordProblem, type PasswordOwner } from "./password-policy.ts";
import { ROLES } from "./permissions.ts";
import type { SessionStore } from "./sessions.ts";
import { publicUser, type UserOutcome, type UserStore } from "./users.ts";

const userSchema = {
  type: "object",
  required: ["id", "email", "name", "role", "disabled", "sign_in", "created_at"],
  properties: {
    id: { type: "string" },
    email: { type: "string" },
    name: { type: "string" },
    role: { enum: ROLES },
    disabled: { type: "boolean" },
    sign_in: { enum: ["password", "identity-provider", "both"], description: "How the user signs in" },
    created_at: { type: "string", format: "date-time" },
  },
};
const errors = errorResponses([400, 401, 403, 404, 409, 422]);
const idParams = { type: "object", required: ["id"], properties: { id: { type: "string" } } };
const name = { type: "string", minLength: 1, maxLength: 200 };
const password = {
  type: "string",
  maxLength: MAX_PASSWORD_LENGTH,
  description: `At least ${MIN_PASSWORD_LENGTH} characters (not counting spaces at either end) and hard to guess: a zxcvbn score of 3 or more, with the user's e-mail address and name counted as known words`,
};

interface CreateBody {
  email: string;
  name: string;
  role: Role;
  password?: string;
}
interface UpdateBody {
  name?: string;
  role?: Role;
  disabled?: boolean;
  password?: string;
}

/** Sends 422 and returns true when `value` is a password the policy refuses. */
async function refusedPassword(reply: FastifyReply, value: string | undefined, owner: PasswordOwner): Promise<boolean> {
  const problem = value === undefined ? null : await passwordProblem(value, owner);
  if (!problem) return false;
  sendError(reply, 422, "invalid_fields", problem.message, {
    issues: [{ pointer: "/password", message: problem.message }],
  });
  return true;
}

function refused(reply: FastifyReply, outcome: Extract<UserOutcome, { ok: false }>, action: string): FastifyReply {
  if (outcome.error === "not-found") return sendError(reply, 404, "not_found", "There is no such user.");
  return sendError(
    reply,
    409,
    "last_admin",
    `This is the last active admin, so it cannot be ${action}. Make another user an admin first.`,
  );
}

/** The users admin API (admins only): list, invite, change role or password, disable, delete. */
export function usersRoutes(users: UserStore, sessions: SessionStore): FastifyPluginAsync {
  return async (app) => {
    const manage = guard("users:manage");
    const tags = ["users"];

    app.get(
      "/api/users",
      {
        ...manage,
        schema: {
          tags,
          summary: "List users",
          response: { 200: { type: "object", properties: { data: { type: "array", items: userSchema } } }, ...errors },
        },
      },
      async () => ({
        data: (await users.list()).map(publicUser),
      }),
    );

    app.post<{ Body: CreateBody }>(
      "/api/users",
      {
        ...manage,
        schema: {
          tags,
          summary: "Create a user; without a password they can sign in only through the identity provider",
          body: {
            type: "object",
            required: ["email", "name", "role"],
            additionalProperties: false,
            properties: {
              email: { type: "string", format: "email", maxLength: 320 },
              name,
              role: { enum: ROLES },
              password,
            },
          },
          response: { 201: userSchema, ...errors },
        },
      },
      async (request, reply) => {
        if (await refusedPassword(reply, request.body.password, request.body)) return reply;
        if (await users.findByEmail(request.body.email))
          return sendError(reply, 409, "conflict", "A user with this e-mail address already exists.");
        const user = await users.create(request.body);
        return reply.code(201).send(publicUser(user));
      },
    );

    app.patch<{ Params: { id: string }; Body: UpdateBody }>(
      "/api/users/:id",
      {
        ...manage,
        schema: {
          tags,
          summary: "Change a user's name, role, disabled flag or password; disabling ends their sessions",
          params: idParams,
          body: {
            type: "object",
            additionalProperties: false,
            minProperties: 1,
            properties: { name, role: { enum: ROLES }, disabled: { type: "boolean" }, password },
          },
          response: { 200: userSchema, ...errors },
        },
      },
      async (request, reply) => {
        if (request.body.password !== undefined) {
          const current = await users.findById(request.params.id);
          if (!current) return refused(reply, { ok: false, error: "not-found" }, "changed");
          if (
            await refusedPassword(reply, request.body.password, {
              email: current.email,
              name: request.body.name ?? current.name,
            })
          )
            return reply;
        }
        const outcome = await users.update(request.params.id, request.body);
        if (!outcome.ok) return refused(reply, outcome, request.body.disabled ? "disabled" : "demoted");
        // A disabled user is out at once; a new password ends every other session (it may have been leaked).
        if (request.body.disabled) await sessions.deleteForUser(outcome.user.id);
        else if (request.body.password !== undefined)
          await sessions.deleteForUser(outcome.user.id, request.session?.id);
        return publicUser(outcome.user);
      },
    );

    app.delete<{ Params: { id: string } }>(
      "/api/users/:id",
      {
        ...manage,
        schema: {
          tags,
          summary: "Delete a user and end their sessions",
          params: idParams,
          response: { 204: { type: "null" }, ...errors },
        },
      },
      async (request, reply) => {
        const outcome = await users.delete(request.params.id);
        if (!outcome.ok) return refused(reply, outcome, "deleted");
        return reply.code(204).send();
      },
    );
  };
}
