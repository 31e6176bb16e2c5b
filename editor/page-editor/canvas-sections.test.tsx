// @vitest-environment happy-dom
import { Puck, useGetPuck, type Data } from "@puckeditor/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, render } from "@testing-library/react";
import { afterEach, expect, it } from "vitest";
import { blockKeys, blockMeta } from "../../generated/contracts/block-meta.ts";
import { puckConfig } from "../puck/puck-config.tsx";
import { DraftSessionContext } from "./draft-session.ts";
import { HeaderActions } from "./header-actions.tsx";
import { puckOverrides, puckPlugins } from "./puck-setup.tsx";
import { offlineDraftSession } from "../../tests/support/editor-draft-session.ts";

afterEach(cleanup);

let getPuck: ReturnType<typeof useGetPuck> | null = null;
/** The header's actions, and a handle on Puck's API for the test to insert and select blocks. */
function Header() {
  getPuck = useGetPuck();
  return <HeaderActions />;
}

/** The page editor (Puck, the inspector, the header) on an empty page, without the canvas iframe happy-dom cannot host. */
function mountEditor() {
  const data: Data = { root: { props: {} }, content: [] };
  const session = offlineDraftSession(data, { path: "/sections", title: "Sections" });
  const { store } = session;
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { enabled: false } } })}>
      <DraftSessionContext.Provider value={session}>
        <Puck
          config={puckConfig}
          data={data}
          onChange={(changed) => store.getState().changed(changed)}
          overrides={{ fields: puckOverrides.fields, headerActions: Header }}
          plugins={puckPlugins}
          iframe={{ enabled: false }}
        />
      </DraftSessionContext.Provider>
    </QueryClientProvider>,
  );
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));
const ZONE = "root:default-zone";

it("adds every block with nested blocks or repeatable sections, and a section to each, without a block failing in the canvas", async () => {
  const keys = blockKeys.filter(
    (key) =>
      blockMeta[key].slotPaths.length > 0 || blockMeta[key].fieldGroups.some((group) => !group.property.includes(".")),
  );
  expect(keys).toContain("accordion");
  const { container } = mountEditor();
  await settle();
  const failures: string[] = [];
  for (const key of keys) {
    act(() => getPuck!().dispatch({ type: "insert", componentType: key, destinationIndex: 0, destinationZone: ZONE }));
    await settle();
    act(() => getPuck!().dispatch({ type: "setUi", ui: { itemSelector: { index: 0, zone: ZONE } } }));
    await settle();
    const groups = blockMeta[key].fieldGroups.filter((group) => !group.property.includes("."));
    for (const { property } of groups) {
      const add = container.querySelector<HTMLButtonElement>(`.fc-inspector #root_${property}__add`);
      if (!add) continue; // the group is full already
      act(() => add.click());
      await settle();
    }
    await settle();
    if (container.querySelector(".fc-block-error")) failures.push(key);
    act(() => getPuck!().dispatch({ type: "remove", index: 0, zone: ZONE }));
    await settle();
  }
  expect(failures).toEqual([]);
}, 120_000);
