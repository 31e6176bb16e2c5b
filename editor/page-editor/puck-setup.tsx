import { createUsePuck, fieldsPlugin, outlinePlugin, type Config, type Overrides, type Plugin } from "@puckeditor/core";
import { useContext, type ReactNode } from "react";
import { BlockListItem } from "../puck/block-list-item.tsx";
import { CanvasFrame } from "../puck/canvas-frame.tsx";
import { InspectorPanel } from "../inspector/inspector-panel.tsx";
import { HeaderActions } from "./header-actions.tsx";
import { ProblemsList } from "./problems-list.tsx";
import { InFieldsTab, useSmallScreen } from "./small-screen.ts";
import { VersionsPanel } from "./versions-panel.tsx";

/**
 * Puck mounts the field panel twice, in the right sidebar and in the plugin panel's "Fields" tab for
 * small screens, and hides one with CSS. The inspector is heavy (every keystroke re-renders it) and
 * its input ids must be unique, so only the panel in use draws it.
 */
function InspectorWhereShown() {
  const inTab = useContext(InFieldsTab);
  const small = useSmallScreen();
  return inTab === small ? <InspectorPanel header={<ProblemsList />} /> : null;
}

/**
 * Everything Puck receives besides the data, created once at module level: Puck compares these by
 * identity and rebuilds its store when they change. The components read the page being edited
 * from the draft session context instead of closing over it.
 */
export const puckOverrides: Partial<Overrides<Config>> = {
  fields: () => <InspectorWhereShown />,
  headerActions: () => <HeaderActions />,
  iframe: CanvasFrame,
  drawerItem: BlockListItem,
};

function HistoryIcon() {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="M3 12a9 9 0 1 0 3-6.7L3 8" />
      <path d="M3 3v5h5" />
      <path d="M12 7v5l3 3" />
    </svg>
  );
}

function OnSmallScreens({ children }: { children: ReactNode }) {
  return useSmallScreen() ? children : null;
}

/** Puck's "Fields" tab (small screens), mounted only where it is shown and marked as the tab. */
const puckFieldsPlugin = fieldsPlugin();
const PuckFieldsPanel = puckFieldsPlugin.render!;
const smallScreenFields: ReturnType<typeof fieldsPlugin> = {
  ...puckFieldsPlugin,
  render: () => (
    <OnSmallScreens>
      <InFieldsTab.Provider value={true}>
        <PuckFieldsPanel />
      </InFieldsTab.Provider>
    </OnSmallScreens>
  ),
};

const usePuck = createUsePuck();

/**
 * Puck's "Outline" tab, mounted only while it is open. Puck keeps every plugin tab mounted and hides
 * the others with CSS; the outline rebuilds its layer tree from the whole page and every row
 * subscribes to the editor's store, so, hidden, it made each keystroke's canvas update grow with
 * the page (docs/decisions/018-editor-typing.md). Named "outline", it replaces Puck's own tab.
 */
const puckOutlinePlugin = outlinePlugin();
const PuckOutlinePanel = puckOutlinePlugin.render!;
function OutlineWhenOpen() {
  const open = usePuck((s) => s.appState.ui.leftSideBarVisible && s.appState.ui.plugin.current === "outline");
  return open ? <PuckOutlinePanel /> : null;
}
const outlineWhenOpen: Plugin = { ...puckOutlinePlugin, render: () => <OutlineWhenOpen /> };

// The outline first, so it keeps its place in the rail right after the block list.
export const puckPlugins: Plugin[] = [
  outlineWhenOpen,
  { name: "versions", label: "History", icon: <HistoryIcon />, render: () => <VersionsPanel /> },
  smallScreenFields,
];

/** The canvas document gets the site's styles only (see CanvasFrame), not the editor's. */
export const puckIframe = { enabled: true, waitForStyles: false, syncHostStyles: false };

export const puckDictionary = { "header-undo": "Undo", "header-redo": "Redo", "label-page": "Page" };
