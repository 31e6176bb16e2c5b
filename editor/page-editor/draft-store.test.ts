import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { PageDocument } from "../../generated/contracts/block-types.ts";
import { ApiError } from "../api/api-error.ts";
import { CONFLICT_MESSAGE, createDraftStore, type DraftClient } from "./draft-store.ts";
import { publishBlocker, statusOf } from "./draft-status.ts";

const valid = (title: string): PageDocument => ({ schemaVersion: 1, root: { props: { title } }, content: [] });
const invalid = (): PageDocument =>
  ({ schemaVersion: 1, root: { props: { title: 42 } }, content: [] }) as unknown as PageDocument;

function fakeClient() {
  let revision = 1;
  const client = {
    save: vi.fn<DraftClient["save"]>(async (etag) => {
      if (etag !== `"${revision}"`) throw new ApiError(409, "conflict", "stale", [], revision);
      revision++;
      return { etag: `"${revision}"`, hasUnpublishedChanges: true };
    }),
    publish: vi.fn<DraftClient["publish"]>(async (etag) => {
      if (etag !== `"${revision}"`) throw new ApiError(409, "conflict", "stale", [], revision);
      revision++;
      return { etag: `"${revision}"` };
    }),
    /** Someone else saves the page. */
    bump: () => revision++,
  };
  return client;
}

function setup() {
  const client = fakeClient();
  const store = createDraftStore({
    etag: '"1"',
    document: valid("start"),
    hasUnpublishedChanges: false,
    client,
    toDocument: (data) => data as PageDocument,
  });
  return { client, store, state: () => store.getState() };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("the draft of the page being edited", () => {
  it("saves the whole document about a second after the last change, with the ETag as If-Match", async () => {
    const { client, state } = setup();
    state().changed(valid("a"));
    await vi.advanceTimersByTimeAsync(600);
    state().changed(valid("ab"));
    await vi.advanceTimersByTimeAsync(900);
    expect(client.save).not.toHaveBeenCalled();
    expect(statusOf({ status: state().status, problems: state().issues.length }).text).toBe("Unsaved changes");
    await vi.advanceTimersByTimeAsync(200);
    expect(client.save).toHaveBeenCalledTimes(1);
    expect(client.save).toHaveBeenLastCalledWith('"1"', valid("ab"));
    expect(state().status).toBe("saved");
    expect(state().etag).toBe('"2"');
    state().changed(valid("abc"));
    await vi.advanceTimersByTimeAsync(1100);
    expect(client.save).toHaveBeenLastCalledWith('"2"', valid("abc"));
  });

  it("says why a damaged stored draft was replaced by an empty page, until the next save", async () => {
    const client = fakeClient();
    const store = createDraftStore({
      etag: '"1"',
      document: valid(""),
      hasUnpublishedChanges: false,
      initialMessage: "The stored draft is not valid JSON; it was replaced by an empty page.",
      client,
      toDocument: (data) => data as PageDocument,
    });
    expect(store.getState().message).toBe("The stored draft is not valid JSON; it was replaced by an empty page.");
    store.getState().changed(valid("a"));
    await vi.advanceTimersByTimeAsync(1100);
    expect(store.getState().status).toBe("saved");
    expect(store.getState().message).toBeNull();
  });

  it("does not send a document with problems and says how many there are", async () => {
    const { client, state } = setup();
    state().changed(invalid());
    await vi.advanceTimersByTimeAsync(300);
    expect(state().issues).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(2000);
    expect(client.save).not.toHaveBeenCalled();
    expect(statusOf({ status: state().status, problems: state().issues.length }).text).toBe("Not saved: 1 problem");
    expect(publishBlocker({ status: state().status, problems: state().issues.length, publishing: false })).toMatch(
      /^Fix the 1 problem first/,
    );
    state().changed(valid("fixed"));
    await vi.advanceTimersByTimeAsync(1100);
    expect(client.save).toHaveBeenCalledTimes(1);
    expect(state().issues).toEqual([]);
  });

  it("stops autosaving after a conflict and says so", async () => {
    const { client, state } = setup();
    client.bump();
    state().changed(valid("mine"));
    await vi.advanceTimersByTimeAsync(1100);
    expect(state().status).toBe("conflict");
    expect(state().message).toBe(CONFLICT_MESSAGE);
    state().changed(valid("more of mine"));
    await vi.advanceTimersByTimeAsync(5000);
    expect(client.save).toHaveBeenCalledTimes(1);
    expect(publishBlocker({ status: state().status, problems: 0, publishing: false })).toMatch(/^Reload first/);
  });

  it("publishes after saving what is unsaved, each write based on the previous one's ETag", async () => {
    const { client, state } = setup();
    state().changed(valid("to publish"));
    const published = state().publish();
    await vi.runAllTimersAsync();
    expect(await published).toBe(true);
    expect(client.save).toHaveBeenCalledWith('"1"', valid("to publish"));
    expect(client.publish).toHaveBeenCalledWith('"2"');
    expect(state().hasUnpublishedChanges).toBe(false);
    expect(state().publishCount).toBe(1);
  });

  it("keeps changes made while a save is under way for the next save", async () => {
    const { client, state } = setup();
    let release!: () => void;
    client.save.mockImplementationOnce(async () => {
      await new Promise<void>((resolve) => (release = resolve));
      client.bump();
      return { etag: '"2"', hasUnpublishedChanges: true };
    });
    state().changed(valid("first"));
    await vi.advanceTimersByTimeAsync(1100);
    expect(state().status).toBe("saving");
    state().changed(valid("second"));
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(state().status).toBe("pending");
    await vi.advanceTimersByTimeAsync(1100);
    expect(client.save).toHaveBeenLastCalledWith('"2"', valid("second"));
    expect(state().status).toBe("saved");
  });

  it("never says Saved after a failed save, nor while the canvas cannot draw a block", async () => {
    const { client, state } = setup();
    client.save.mockRejectedValueOnce(new ApiError(500, "internal", "Server error", []));
    state().changed(valid("lost"));
    await vi.advanceTimersByTimeAsync(1100);
    expect(state().status).toBe("failed");
    expect(statusOf({ status: state().status, problems: 0 }).text).toBe("Not saved: retrying");
    await vi.advanceTimersByTimeAsync(5100);
    expect(state().status).toBe("saved");
    expect(statusOf({ status: state().status, problems: 0 }).text).toBe("Saved");
    expect(statusOf({ status: state().status, problems: 0, brokenBlocks: 1 })).toEqual({
      text: "1 block cannot be shown",
      tone: "error",
    });
  });
});
