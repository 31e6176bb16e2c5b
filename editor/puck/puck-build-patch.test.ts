import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { ConfigEnv, Plugin, UserConfig } from "vite";
import { describe, expect, it } from "vitest";
import viteConfig from "../../vite.config.ts";
import { guardPermissionWalk, puckBuildPatch } from "./puck-build-patch.ts";

const PUCK_DIST = path.join(process.cwd(), "node_modules", "@puckeditor", "core", "dist");
const modules = readdirSync(PUCK_DIST).filter((name) => name.endsWith(".mjs"));
const source = (name: string) => readFileSync(path.join(PUCK_DIST, name), "utf8");

/** The body of `resolvePermissions` in a permissions-slice module, up to `refreshPermissions`. */
function resolvePermissionsBody(code: string): string {
  const start = code.indexOf("const resolvePermissions =");
  return code.slice(start, code.indexOf("const refreshPermissions", start));
}

describe("the build patch of Puck's whole-page permissions walk", () => {
  it("guards the walk in the installed Puck's permissions slice, and touches no other module", () => {
    const patched = modules.filter((name) => guardPermissionWalk(source(name)) !== source(name));
    expect(patched).toHaveLength(1);
    const body = resolvePermissionsBody(guardPermissionWalk(source(patched[0]!)));
    // The walk over every block (flattenData) for a call without arguments now needs a component that resolves permissions.
    expect(body).toMatch(
      /else if \(Object\.values\(config\.components\)\.some\(\(component\) => component && component\.resolvePermissions\) \|\| \(config\.root && config\.root\.resolvePermissions\)\) \{\s*flattenData\(state, config\)\.map\(/,
    );
    expect(body.match(/flattenData\(state, config\)\.map\(/g)).toHaveLength(1);
  });

  it("fails the build when Puck's permissions slice no longer has the walk it expects", () => {
    expect(() => guardPermissionWalk("var createPermissionsSlice = () => {};")).toThrow(
      /re-check editor\/puck\/puck-build-patch.ts/,
    );
  });

  it("is applied by the Vite plugin to Puck's modules only", () => {
    const plugin = puckBuildPatch();
    const transform = plugin.transform as (code: string, id: string) => { code: string } | null;
    const slice = modules.find((name) => source(name).includes("var createPermissionsSlice ="))!;
    expect(transform(source(slice), path.join(PUCK_DIST, slice))?.code).toBe(guardPermissionWalk(source(slice)));
    expect(transform(source(slice), "/work/editor/some-module.mjs")).toBeNull();
  });

  it("is in the Vite config of every browser build (site and editor)", () => {
    for (const mode of ["production", "editor", "development"]) {
      const config = (viteConfig as (env: ConfigEnv) => UserConfig)({ mode, command: "build" });
      const names = (config.plugins ?? []).flat().map((plugin) => (plugin as Plugin | null)?.name);
      expect(names, mode).toContain(puckBuildPatch().name);
    }
  });
});
