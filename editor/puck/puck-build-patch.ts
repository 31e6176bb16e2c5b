import type { Plugin } from "vite";

/**
 * Puck 0.23 re-resolves every block's permissions after every change to the page's data (a store
 * subscription calls `resolvePermissions()` with no arguments). That call first walks the whole page
 * (`flattenData`, i.e. `walkAppState` with `mapFields` and `flattenNode` on every block, nested ones
 * included) only to ask each component config for its `resolvePermissions`, and does nothing for a
 * component without one. No block has one (the config is generated, see puck-config.tsx), so the walk
 * is pure waste, and it is most of what a keystroke costs on a large page: about 200 ms per change at
 * 1,000 blocks (docs/decisions/018-editor-typing.md).
 *
 * The patch guards that one walk: it runs only when some component config (or the root's) has a
 * `resolvePermissions`, so Puck behaves exactly as before for configs that use them.
 */
const WALK = /\}\s*else\s*\{\s*flattenData\(state, config\)\.map\(/g;
const GUARDED =
  "} else if (Object.values(config.components).some((component) => component && component.resolvePermissions) || (config.root && config.root.resolvePermissions)) {\n      flattenData(state, config).map(";
/** Only the module that defines the permissions slice is patched. */
const SLICE = "createPermissionsSlice";

/**
 * Puck's module source with the whole-page permissions walk guarded; the source unchanged when it is
 * not the module defining the permissions slice. Throws when it is, but the walk is not found
 * exactly once: Puck changed, and the patch must be checked against the new code.
 */
export function guardPermissionWalk(code: string): string {
  if (!code.includes(`var ${SLICE} =`)) return code;
  const found = code.match(WALK)?.length ?? 0;
  if (found !== 1)
    throw new Error(
      `@puckeditor/core: expected one whole-page permissions walk in ${SLICE}, found ${found}; re-check editor/puck/puck-build-patch.ts against this Puck version`,
    );
  return code.replace(WALK, GUARDED);
}

/** The Vite plugin applying guardPermissionWalk to Puck's ES modules in the build. */
export function puckBuildPatch(): Plugin {
  return {
    name: "forecourt:puck-permission-walk",
    transform(code, id) {
      if (!/[\\/]@puckeditor[\\/]core[\\/]dist[\\/][^\\/]+\.mjs$/.test(id)) return null;
      const patched = guardPermissionWalk(code);
      return patched === code ? null : { code: patched, map: null };
    },
  };
}
