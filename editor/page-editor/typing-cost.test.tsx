// @vitest-environment happy-dom
import { Puck, type ComponentConfig, type Config, type Data } from "@puckeditor/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render } from "@testing-library/react";
import type { ComponentType } from "react";
import { afterEach, expect, it } from "vitest";
import { blockKeys, blockMeta } from "../../generated/contracts/block-meta.ts";
import { editorFields } from "../../generated/contracts/editor-fields.ts";
import { blockComponents } from "../../generated/registry/block-components.ts";
import { buildPage } from "../../tests/bench/page-builder.ts";
import { toPuckData } from "../puck/page-data.ts";
import { buildPuckConfig } from "../puck/puck-config.tsx";
import { DraftSessionContext } from "./draft-session.ts";
import { puckOverrides, puckPlugins } from "./puck-setup.tsx";
import { offlineDraftSession } from "../../tests/support/editor-draft-session.ts";

afterEach(cleanup);

/** Renders of each block's component, by block id. */
const renders = new Map<string, number>();
/** Reads of a component config's `fields`: Puck reads them for every block it walks. */
let fieldReads = 0;

/** The editor's Puck config, with every block component counting its renders and every field list counting its reads. */
function countingConfig(): Config {
  const components = Object.fromEntries(
    blockKeys.map((key) => {
      const Block = blockComponents[key] as unknown as ComponentType<Record<string, unknown>>;
      const Counted = (props: Record<string, unknown>) => {
        renders.set(String(props.id), (renders.get(String(props.id)) ?? 0) + 1);
        return <Block {...props} />;
      };
      return [key, Counted as ComponentType<never>];
    }),
  );
  const config = buildPuckConfig({ metas: blockKeys.map((key) => blockMeta[key]), fields: editorFields, components });
  for (const component of Object.values(config.components) as ComponentConfig[]) {
    const fields = component.fields;
    Object.defineProperty(component, "fields", {
      get: () => {
        fieldReads++;
        return fields;
      },
    });
  }
  return config;
}

/** The page editor's Puck (the inspector, the plugins) around `data`, without the canvas iframe happy-dom cannot host. */
function mountEditor(data: Data) {
  const session = offlineDraftSession(data, { path: "/typing", title: "Typing" });
  const { store } = session;
  const view = render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { enabled: false } } })}>
      <DraftSessionContext.Provider value={session}>
        <Puck
          config={countingConfig()}
          data={data}
          onChange={(changed) => store.getState().changed(changed)}
          overrides={{ fields: puckOverrides.fields }}
          plugins={puckPlugins}
          iframe={{ enabled: false }}
        />
      </DraftSessionContext.Provider>
    </QueryClientProvider>,
  );
  return { ...view, store };
}

/** Lets the inspector's after-paint push to Puck and React settle. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 100)));

it("typing into one block re-renders that block only, and Puck walks neither the page nor a hidden outline", async () => {
  const data = toPuckData(buildPage(30));
  // A column group: its heading is drawn as text.
  const index = data.content.findIndex((block) => block.type === "column-group");
  const edited = data.content[index]!;
  expect(edited.type).toBe("column-group");
  const blocks = data.content.length;
  const { container, store } = mountEditor(data);
  await settle();
  const block = container.querySelector(`[data-puck-component="${edited.props.id}"]`)!;
  fireEvent.click(block);
  await settle();
  const heading = container.querySelector<HTMLInputElement>(".fc-inspector #root_heading")!;
  expect(heading.value).toBe("Ownership, made simple");
  // Puck's outline tab is not open, so none of its rows is mounted.
  expect(container.querySelector("[class*='Layer-name']")).toBeNull();

  renders.clear();
  fieldReads = 0;
  fireEvent.change(heading, { target: { value: "Ownership, made simpler" } });
  await settle();

  expect(block.textContent).toContain("Ownership, made simpler");
  expect(store.getState().currentDocument().content[index]!.props).toMatchObject({
    heading: "Ownership, made simpler",
  });
  expect(renders.get(edited.props.id)).toBeGreaterThan(0);
  expect([...renders.keys()].filter((id) => id !== edited.props.id)).toEqual([]);
  // The keystroke's update looked at the edited block (and the page's root), not at every block on the page.
  expect(fieldReads).toBeLessThan(blocks / 2);
}, 60_000);

it("draws the outline of the whole page once its tab is opened", async () => {
  const page = buildPage(12);
  const data = toPuckData(page);
  const { container, getByText } = mountEditor(data);
  await settle();
  expect(container.querySelector("[class*='Layer-name']")).toBeNull();
  // Puck's plugin rail: a clickable label per tab.
  fireEvent.click(getByText("Outline", { selector: "nav span" }));
  await settle();
  const names = [...container.querySelectorAll("[class*='Layer-name']")].map((element) => element.textContent);
  // The page's blocks in order, the first one first and the last one too (nested blocks' layers sit between).
  const topLevel = page.content.map((node) => blockMeta[node.type as keyof typeof blockMeta].name);
  expect(names[0]).toBe(topLevel[0]);
  expect(names).toEqual(expect.arrayContaining(topLevel));
  expect(names.lastIndexOf(topLevel.at(-1)!)).toBeGreaterThan(names.indexOf(topLevel[1]!));
}, 60_000);
