// Generated from schemas/ and blocks/<key>/block.schema.json by `npm run codegen`. Do not edit.
/* eslint-disable */
/** Form integrations: types of schemas/form-integrations.schema.json (https://forecourt.dev/schemas/form-integrations). */

/**
 * Form integrations: A form's integrations configuration (GET and PUT /forms/{id}/integrations). The lead service receives every lead of the form: POST {base}/api/leads, then optionally GET {base}/api/leads/{id}/salesforce_data. An empty base_url means LEADS_API_URL from the environment.
 */
export type FormIntegrations = {
  lead_service: {
    enabled: boolean;
    base_url?: string;
    fetch_salesforce_data?: boolean;
  };
};
