import { sharedUiStyleFiles } from "../../generated/registry/block-style-files.ts";
import { useRenderEnvironment, type RenderEnvironment } from "../page/render-environment.ts";

/** The lead form's stylesheet, which the modal form dialog needs (built on its own). */
const FORM_STYLESHEET = sharedUiStyleFiles.form;

/**
 * Records that the page being rendered on the server has a form link, so the shell adds the small
 * island that opens the modal form dialog (renderer/site/shell/form-link-dialog.tsx) and the form's
 * stylesheet; pages without one ship neither.
 */
export function useFormLinkRecord(isFormLink: boolean): void {
  const environment = useRenderEnvironment();
  if (isFormLink && environment.mode === "server") {
    environment.drawn.add("form-link");
    environment.stylesheets.add(FORM_STYLESHEET);
  }
}

export function hasFormLinks(environment: RenderEnvironment): boolean {
  return environment.drawn.has("form-link");
}
