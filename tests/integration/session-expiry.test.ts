import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSessionSweeper, sweepExpiredSessions } from "../../services/auth/session-sweeper.ts";
import { createTestApp, signIn, type TestApp } from "../support/app.ts";
import { DATABASE_KINDS } from "../support/databases.ts";

describe.each(DATABASE_KINDS)("expired sessions on %s", (kind) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp(kind);
  });
  afterAll(() => testApp.close());

  const db = () => testApp.database.handle.db;
  const sessionCount = async () =>
    Number(
      (
        await db()
          .selectFrom("sessions")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );

  /** `count` sessions of one user that expired an hour ago, straight in the table (no waiting 12 hours). */
  async function expiredSessions(count: number): Promise<void> {
    const { userId } = await signIn(testApp, "viewer");
    const expiresAt = new Date(Date.now() - 60 * 60 * 1000).toISOString();
    for (let i = 0; i < count; i++) await testApp.services.sessions.create(userId);
    await db().updateTable("sessions").set({ expires_at: expiresAt }).where("user_id", "=", userId).execute();
  }

  it("deletes expired sessions in bounded batches and keeps live ones", async () => {
    await db().deleteFrom("sessions").execute();
    const live = await signIn(testApp, "editor");
    await expiredSessions(6);
    expect(await sessionCount()).toBe(8);
    expect(await testApp.services.sessions.deleteExpired(4)).toBe(4);
    expect(await sweepExpiredSessions(testApp.services.sessions, { batchSize: 2, maxBatches: 10 })).toBe(3);
    expect(await sessionCount()).toBe(1);
    expect((await testApp.app.inject({ url: "/api/auth/session", headers: live.headers })).statusCode).toBe(200);
  });

  it("are swept by the server process's timer", async () => {
    await db().deleteFrom("sessions").execute();
    await expiredSessions(3);
    const sweeper = startSessionSweeper(
      testApp.services.sessions,
      (error) => {
        throw error;
      },
      { intervalMs: 20, batchSize: 2, maxBatches: 5 },
    );
    try {
      const deadline = Date.now() + 5_000;
      while ((await sessionCount()) > 0 && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 25));
      expect(await sessionCount()).toBe(0);
    } finally {
      sweeper.stop();
    }
  });
});
