import type { FastifyReply } from "fastify";
import { errorResponses } from "../foundation/error-responses.ts";
import { ref, type RoutePlugin } from "../foundation/schemas.ts";
import { guard } from "./auth-plugin.ts";
import { sendError } from "../foundation/errors.ts";
import { passwordProblem, type PasswordOwner } from "./password-policy.ts";
import type { SessionStore } from "./sessions.ts";
import { publicUser, type UserOutcome, type UserStore } from "./users.ts";

const user = ref("user");
const errors = errorResponses([400, 401, 403, 404, 409, 422]);
const idParams = ref("user", "params");

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
export function usersRoutes(users: UserStore, sessions: SessionStore): RoutePlugin {
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
          response: { 200: ref("user", "list"), ...errors },
        },
      },
      async () => ({
        data: (await users.list()).map(publicUser),
      }),
    );

    app.post(
      "/api/users",
      {
        ...manage,
        schema: {
          tags,
          summary: "Create a user; without a password they can sign in only through the identity provider",
          body: ref("user", "create"),
          response: { 201: user, ...errors },
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

    app.patch(
      "/api/users/:id",
      {
        ...manage,
        schema: {
          tags,
          summary: "Change a user's name, role, disabled flag or password; disabling ends their sessions",
          params: idParams,
          body: ref("user", "update"),
          response: { 200: user, ...errors },
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

    app.delete(
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
