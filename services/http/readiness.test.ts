import { Agent, request } from "node:http";
import { connect, type AddressInfo } from "node:net";
import Fastify, { type FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { beginDrain, Readiness, registerDrainHeader, registerHealthRoutes } from "./readiness.ts";

interface Answer {
  status: number;
  connection: string | undefined;
  body: string;
  /** The local port of the connection it came on: the same port means the same kept-alive connection. */
  localPort: number;
}

/** One GET on a kept-alive connection of `agent`, as a balancer with upstream keep-alive sends it. */
function get(agent: Agent, port: number, path: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const sent = request({ host: "127.0.0.1", port, path, agent }, (response) => {
      let body = "";
      response.on("data", (chunk: Buffer) => (body += chunk.toString()));
      response.on("end", () =>
        resolve({
          status: response.statusCode ?? 0,
          connection: response.headers.connection,
          body,
          localPort: sent.socket?.localPort ?? response.socket.localPort ?? 0,
        }),
      );
    });
    sent.on("error", reject);
    sent.end();
  });
}

let app: FastifyInstance | null = null;
let agent: Agent | null = null;
afterEach(async () => {
  agent?.destroy();
  await app?.close();
  app = null;
});

async function listening(readiness: Readiness): Promise<number> {
  // As buildApp: a request that reaches a stopping instance is answered, not refused.
  app = Fastify({ return503OnClosing: false });
  registerDrainHeader(app, readiness);
  registerHealthRoutes(app, readiness);
  app.get("/page", async () => ({ page: "served" }));
  await app.listen({ port: 0, host: "127.0.0.1" });
  return (app.server.address() as AddressInfo).port;
}

describe("readiness and the drain before a stop", () => {
  it("is not ready while it waits for something, ready once done", async () => {
    const readiness = new Readiness();
    readiness.waitFor("the stock index");
    const port = await listening(readiness);
    agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const waiting = await get(agent, port, "/readyz");
    expect(waiting.status).toBe(503);
    expect(JSON.parse(waiting.body)).toEqual({ status: "not ready", reasons: ["waiting for the stock index"] });
    readiness.done("the stock index");
    expect((await get(agent, port, "/readyz")).status).toBe(200);
  });

  it("turns /readyz 503, closes idle kept-alive connections and answers with Connection: close, while still serving", async () => {
    const readiness = new Readiness();
    const port = await listening(readiness);
    agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const before = await get(agent, port, "/page");
    const again = await get(agent, port, "/page");
    // Kept alive before the drain: the second answer came on the first one's connection.
    expect(before.connection).toBe("keep-alive");
    expect(again.localPort).toBe(before.localPort);

    const closed = new Promise<void>((resolve) => {
      const [socket] = Object.values(agent!.freeSockets).flat();
      socket!.once("close", () => resolve());
    });
    beginDrain(app!, readiness);
    // The connection the balancer kept idle is closed by the instance, not left to die under a request.
    await closed;

    const ready = await get(agent, port, "/readyz");
    expect(ready.status).toBe(503);
    expect(JSON.parse(ready.body)).toEqual({ status: "not ready", reasons: ["stopping"] });
    expect(ready.connection).toBe("close");
    const during = await get(agent, port, "/page");
    expect(during.status).toBe(200);
    expect(JSON.parse(during.body)).toEqual({ page: "served" });
    expect(during.connection).toBe("close");
    // Each answer closed its connection: the next request came on a new one.
    expect(during.localPort).not.toBe(ready.localPort);
  });

  it("answers a request on a connection accepted just before the listener closed, and refuses new connections", async () => {
    const readiness = new Readiness();
    const port = await listening(readiness);
    // A balancer's connection, accepted, its request not written yet.
    const accepted = new Promise<void>((resolve) => app!.server.once("connection", () => resolve()));
    const socket = connect(port, "127.0.0.1");
    let answer = "";
    socket.on("data", (chunk: Buffer) => (answer += chunk.toString()));
    const answered = new Promise<void>((resolve) => socket.once("end", () => resolve()));
    await accepted;

    beginDrain(app!, readiness);
    let stopped = false;
    // The stop's order (server.ts): the drain, then app.close() closes the listener and waits for
    // the requests under way. Node counts a connection that has not sent its request yet as busy, not
    // idle: it is not closed under the balancer that has just written its request on it.
    const stopping = app!.close().then(() => (stopped = true));
    const refused = await new Promise<string>((resolve) => {
      const late = connect(port, "127.0.0.1");
      late.once("connect", () => resolve("connected"));
      late.once("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? "error"));
    });
    expect(refused).toBe("ECONNREFUSED");
    expect(stopped).toBe(false);

    socket.write("GET /page HTTP/1.0\r\nHost: localhost\r\n\r\n");
    await answered;
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(answer).toContain('{"page":"served"}');
    await stopping;
    expect(stopped).toBe(true);
    app = null;
  });
});
