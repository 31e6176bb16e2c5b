/** The site's form renderer (rjsf with the project's widgets). Imported by the form blocks and the form-link island only. */
export { FormView } from "./form-view.tsx";
export { FormBlockContent } from "./form-block-content.tsx";
export { newIdempotencyKey } from "./submit-lead.ts";
