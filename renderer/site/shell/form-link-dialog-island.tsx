import { ShellIsland } from "../../islands/shell-island.tsx";
import { useRenderEnvironment } from "../../page/render-environment.ts";
import { hasFormLinks } from "../../primitives/form-links.ts";
import { FormLinkDialog } from "./form-link-dialog.tsx";

/** Put once at the end of the site shell: the island exists only on pages whose render drew a form link. */
export function FormLinkDialogIsland() {
  const environment = useRenderEnvironment();
  if (environment.mode !== "server" || !hasFormLinks(environment)) return null;
  return (
    <ShellIsland name="form-link-dialog" id="form-link-dialog" component={FormLinkDialog} props={{}} hydrate="idle" />
  );
}
