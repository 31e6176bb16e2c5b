/** The site's form renderer (rjsf with the project's widgets). Imported by the form blocks and the form-link island only. */
export { FormView, type FormViewProps } from "./form-view.tsx";
export { LEAD_MESSAGES, newIdempotencyKey, postLead, type LeadAttempt, type LeadOutcome } from "./submit-lead.ts";
export { submissionValidator } from "./form-validator.ts";
export { FormBlockContent, FormPlaceholder, type FormBlockContentProps } from "./form-block-content.tsx";
