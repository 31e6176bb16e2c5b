import { http, HttpResponse, delay } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createExchangeFetch } from "./exchange-client.ts";

const HOST = "https://fx.example.test";
let answer: () => Response | Promise<Response> = () =>
  HttpResponse.json({ exchangeRate: 3.6725, startDate: "2026-11-01" });
let requests = 0;
const mock = setupServer(
  http.get(`${HOST}/currency-exchange`, () => {
    requests++;
    return answer();
  }),
);

beforeAll(() => mock.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  requests = 0;
});
afterAll(() => mock.close());

const source = { apiUrl: HOST, responseKey: "exchangeRate", startDateKey: "startDate", timeZone: "UTC" };

function client(options: { now?: () => number; timeoutMs?: number } = {}) {
  const errors: string[] = [];
  return { errors, get: createExchangeFetch({ error: (message) => errors.push(message), ...options }) };
}

describe("the currency exchange fetch (GET {api_url}/currency-exchange)", () => {
  it("reads the rate and asks once for many pages", async () => {
    answer = () => HttpResponse.json({ exchangeRate: 3.6725, startDate: "2026-11-01" });
    const { get, errors } = client();
    const answers = await Promise.all([get(source), get(source), get(source)]);
    await get(source);
    expect(answers).toEqual(Array(3).fill({ rate: 3.6725, startDate: "2026-11-01", startsAt: Date.UTC(2026, 10, 1) }));
    expect(requests).toBe(1);
    expect(errors).toEqual([]);
  });

  it("tolerates a trailing slash on the host", async () => {
    answer = () => HttpResponse.json({ exchangeRate: 2 });
    const { get } = client();
    expect(await get({ ...source, apiUrl: `${HOST}/` })).toEqual({ rate: 2, startDate: null, startsAt: null });
  });

  it("asks again once the cached answer has aged, and at once when the keys change", async () => {
    let clock = 0;
    answer = () => HttpResponse.json({ exchangeRate: 1.5, rate: 1.7 });
    const { get } = client({ now: () => clock });
    await get(source);
    clock += 60_000;
    await get(source);
    expect(requests).toBe(1);
    clock += 10 * 60_000;
    await get(source);
    expect(requests).toBe(2);
    expect(await get({ ...source, responseKey: "rate" })).toEqual({ rate: 1.7, startDate: null, startsAt: null });
    expect(requests).toBe(3);
  });

  it("logs 'Exchange response lacks the key' and answers null when the key is missing", async () => {
    answer = () => HttpResponse.json({ rate: 3.6 });
    const { get, errors } = client();
    expect(await get(source)).toBeNull();
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain("Exchange response lacks the key exchangeRate");
  });

  it("answers null and logs when the service answers 500, without asking again at once", async () => {
    answer = () => new HttpResponse("boom", { status: 500 });
    const { get, errors } = client();
    expect(await get(source)).toBeNull();
    expect(await get(source)).toBeNull();
    expect(requests).toBe(1);
    expect(errors).toEqual([
      `Currency exchange from ${HOST}/currency-exchange failed, plain prices shown: it answered HTTP 500`,
    ]);
  });

  it("answers null when the service is too slow", async () => {
    answer = async () => {
      await delay(1000);
      return HttpResponse.json({ exchangeRate: 3 });
    };
    const { get, errors } = client({ timeoutMs: 50 });
    const started = Date.now();
    expect(await get(source)).toBeNull();
    expect(Date.now() - started).toBeLessThan(900);
    expect(errors[0]).toContain("it timed out");
  });

  it("refuses a rate that is not a positive number, and an answer that is not JSON", async () => {
    answer = () => HttpResponse.json({ exchangeRate: -3 });
    const first = client();
    expect(await first.get(source)).toBeNull();
    expect(first.errors[0]).toContain("is not a positive number");
    answer = () => new HttpResponse("<html>", { headers: { "content-type": "text/html" } });
    const second = client();
    expect(await second.get(source)).toBeNull();
    expect(second.errors[0]).toContain("not JSON");
  });
});
