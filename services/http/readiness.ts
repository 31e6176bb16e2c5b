import type { FastifyInstance } from "fastify";

/**
 * Liveness and readiness for a load balancer or an orchestrator (decision 152). `/livez`: the process
 * answers (restart it if not). `/readyz`: it should get traffic: the database is migrated (the process
 * starts after that), its stock index is built, and it is not stopping; 503 otherwise, with what it
 * waits for. `/healthz` stays the plain "listening" answer it always was.
 */
export class Readiness {
  #waitingFor = new Set<string>();
  #draining = false;

  /** Not ready until `done(name)`. */
  waitFor(name: string): void {
    this.#waitingFor.add(name);
  }

  done(name: string): void {
    this.#waitingFor.delete(name);
  }

  /** Stopping: the balancer should send no new requests. */
  drain(): void {
    this.#draining = true;
  }

  get draining(): boolean {
    return this.#draining;
  }

  /** Why it is not ready; empty when it is. */
  reasons(): string[] {
    return [...(this.#draining ? ["stopping"] : []), ...[...this.#waitingFor].map((name) => `waiting for ${name}`)];
  }
}

/**
 * The first step of a graceful stop (decision 175): /readyz turns 503, kept-alive connections that
 * sit idle are closed, and every answer from now on says `Connection: close`, so a balancer that
 * keeps connections open to the instances opens its next one afresh (to another instance once it has
 * seen /readyz) instead of sending a request on a connection that is about to close. The listener
 * stays open: requests still sent here are served until the server closes.
 */
export function beginDrain(app: FastifyInstance, readiness: Readiness): void {
  readiness.drain();
  app.server.closeIdleConnections();
}

/** Every answer of a draining instance says `Connection: close` (see beginDrain); before any route. */
export function registerDrainHeader(app: FastifyInstance, readiness: Readiness): void {
  // Synchronous: no promise per answer for a flag that is false until the instance stops.
  app.addHook("onSend", (_request, reply, payload, done) => {
    if (readiness.draining) reply.header("connection", "close");
    done(null, payload);
  });
}

export function registerHealthRoutes(app: FastifyInstance, readiness: Readiness): void {
  const noStore = { "cache-control": "no-store" };
  app.get("/healthz", { schema: { hide: true } }, async () => ({ status: "ok" }));
  app.get("/livez", { schema: { hide: true } }, async (_request, reply) =>
    reply.headers(noStore).send({ status: "ok" }),
  );
  app.get("/readyz", { schema: { hide: true } }, async (_request, reply) => {
    const reasons = readiness.reasons();
    return reply
      .code(reasons.length === 0 ? 200 : 503)
      .headers(noStore)
      .send(reasons.length === 0 ? { status: "ready" } : { status: "not ready", reasons });
  });
}
