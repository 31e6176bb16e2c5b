import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATABASE_KINDS, createTestDatabase, type TestDatabase } from "../../tests/support/databases.ts";
import { blockMigrations } from "../../generated/registry/block-migrations.ts";
import { PageStore } from "./pages-store.ts";

const quote = (id: string, text: string) => ({ type: "quote", props: { id, quote: text } });
const doc = (...content: unknown[]) => ({ schemaVersion: 1, root: { props: {} }, content });

describe.each(DATABASE_KINDS)("the page store on %s", (kind) => {
  let database: TestDatabase;
  let store: PageStore;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    store = new PageStore(database.handle.db, blockMigrations);
  });
  afterAll(() => database.drop());

  it("keeps the first of two saves based on the same revision and refuses the second with the current revision", async () => {
    const created = await store.create({ path: "/race", title: "Race" }, doc(quote("q", "original")), null);
    if (!created.ok) throw new Error(JSON.stringify(created.error));
    const base = created.value.revision;
    const [first, second] = await Promise.all([
      store.update(created.value.id, base, { draft: doc(quote("q", "first")) }, null),
      store.update(created.value.id, base, { draft: doc(quote("q", "second")) }, null),
    ]);
    const outcomes = [first, second];
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
    const loser = outcomes.find((outcome) => !outcome.ok)!;
    expect(loser.ok ? null : loser.error).toEqual({ kind: "stale", revision: base + 1 });
    const winner = outcomes.find((outcome) => outcome.ok)!;
    const stored = await store.get(created.value.id);
    expect(stored?.draft).toEqual(winner.ok ? winner.value.draft : null);
  });

  it("refuses an invalid draft with pointers and leaves the stored one as it was", async () => {
    const created = await store.create({ path: "/invalid", title: "Invalid" }, doc(quote("q", "kept")), null);
    if (!created.ok) throw new Error("create failed");
    const before = await database.handle.db
      .selectFrom("pages")
      .select(["draft", "revision"])
      .where("id", "=", created.value.id)
      .executeTakeFirstOrThrow();
    const outcome = await store.update(
      created.value.id,
      created.value.revision,
      { draft: doc({ type: "quote", props: { id: "q", alignment: "sideways" } }) },
      null,
    );
    expect(outcome.ok).toBe(false);
    if (outcome.ok || outcome.error.kind !== "invalid-document") throw new Error("expected invalid-document");
    expect(outcome.error.issues.map((issue) => issue.pointer)).toEqual([
      "/content/0/props/quote",
      "/content/0/props/alignment",
    ]);
    const after = await database.handle.db
      .selectFrom("pages")
      .select(["draft", "revision"])
      .where("id", "=", created.value.id)
      .executeTakeFirstOrThrow();
    expect(after).toEqual(before);
  });

  it("publishes immutable versions, lists them, compares them and restores one into the draft", async () => {
    const created = await store.create({ path: "/versions", title: "Versions" }, doc(quote("a", "one")), null);
    if (!created.ok) throw new Error("create failed");
    const v1 = await store.publish(created.value.id, created.value.revision, null);
    if (!v1.ok) throw new Error(JSON.stringify(v1.error));
    expect(v1.value.has_unpublished_changes).toBe(false);
    const edited = await store.update(
      created.value.id,
      v1.value.revision,
      { draft: doc(quote("a", "two"), quote("b", "new")) },
      null,
    );
    if (!edited.ok) throw new Error("edit failed");
    expect(edited.value.has_unpublished_changes).toBe(true);
    const v2 = await store.publish(created.value.id, edited.value.revision, null);
    if (!v2.ok) throw new Error("publish failed");
    const versions = (await store.versions(created.value.id))!;
    expect(versions.map((version) => [version.number, version.published])).toEqual([
      [2, true],
      [1, false],
    ]);
    const comparison = await store.compare(created.value.id, versions[1]!.id, versions[0]!.id);
    expect(comparison?.added.map((block) => block.id)).toEqual(["b"]);
    expect(comparison?.changed.map((block) => block.id)).toEqual(["a"]);
    const restored = await store.restore(created.value.id, v2.value.revision, versions[1]!.id, null);
    if (!restored.ok) throw new Error("restore failed");
    expect(restored.value.draft.content).toHaveLength(1);
    const published = await store.findPublished("/versions");
    expect(JSON.parse(published!.document!).content).toHaveLength(2);
  });

  it("refuses a taken path, a parent cycle and deleting a page with children", async () => {
    const parent = await store.create({ path: "/models", title: "Models", page_type: "folder" }, undefined, null);
    if (!parent.ok) throw new Error("create failed");
    const child = await store.create(
      { path: "/models/estate", title: "Estate", parent_id: parent.value.id },
      undefined,
      null,
    );
    if (!child.ok) throw new Error("create failed");
    const taken = await store.create({ path: "/models", title: "Again" }, undefined, null);
    expect(taken.ok ? null : taken.error).toEqual({
      kind: "invalid-fields",
      issues: [{ pointer: "/path", message: "is already used by another page" }],
    });
    const cycle = await store.update(
      parent.value.id,
      parent.value.revision,
      { fields: { parent_id: child.value.id } },
      null,
    );
    expect(cycle.ok ? null : cycle.error.kind).toBe("invalid-fields");
    const remove = await store.delete(parent.value.id, parent.value.revision);
    expect(remove.ok ? null : remove.error.kind).toBe("conflict");
  });
});
