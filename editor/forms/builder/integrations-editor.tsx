import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { formsClient, type ActiveSystem, type FormIntegrations } from "../../api/forms-client.ts";
import { CheckboxField, FormError, TextField } from "../../ui/index.ts";

/** The lead service integration of one form (GET, PUT /forms/{id}/integrations), saved on its own. */
export function IntegrationsEditor({ formId }: { formId: string }) {
  const key = ["forms", formId, "integrations"];
  const current = useQuery({ queryKey: key, queryFn: () => formsClient.integrations(formId) });
  const active = useQuery({ queryKey: ["integrations", "active_system"], queryFn: formsClient.activeSystem });
  if (current.isPending) return <p className="editor-loading">Loading integrations…</p>;
  if (current.isError)
    return (
      <p className="editor-error" role="alert">
        The integrations could not be loaded: {current.error.message}
      </p>
    );
  return (
    <>
      {active.isSuccess ? <ServerSetup setup={active.data} /> : null}
      <IntegrationsForm formId={formId} initial={current.data} queryKey={key} />
    </>
  );
}

function IntegrationsForm({
  formId,
  initial,
  queryKey,
}: {
  formId: string;
  initial: FormIntegrations;
  queryKey: string[];
}) {
  const queryClient = useQueryClient();
  const [value, setValue] = useState(initial);
  const save = useMutation({
    mutationFn: () => formsClient.putIntegrations(formId, value),
    onSuccess: (saved) => queryClient.setQueryData(queryKey, saved),
  });
  const service = value.lead_service;
  const set = (changes: Partial<FormIntegrations["lead_service"]>) =>
    setValue({ ...value, lead_service: { ...service, ...changes } });
  return (
    <form
      className="forms-integrations"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate();
      }}
    >
      <CheckboxField
        label="Send every lead to the lead service"
        name="lead_service_enabled"
        checked={service.enabled}
        onChange={(enabled) => set({ enabled })}
      />
      <TextField
        label="Lead service URL"
        name="lead_service_base_url"
        type="url"
        value={service.base_url ?? ""}
        hint="Empty: the server's LEADS_API_URL."
        onChange={(base_url) => set({ base_url })}
      />
      <CheckboxField
        label="Fetch the Salesforce data after posting"
        name="lead_service_fetch_salesforce_data"
        checked={service.fetch_salesforce_data ?? false}
        onChange={(fetch_salesforce_data) => set({ fetch_salesforce_data })}
      />
      <FormError message={save.isError ? `The integrations were not saved: ${save.error.message}` : null} />
      <p role="status">{save.isSuccess ? "Integrations saved." : ""}</p>
      <button type="submit" className="editor-button" disabled={save.isPending}>
        {save.isPending ? "Saving…" : "Save integrations"}
      </button>
    </form>
  );
}

const onOff = (on: boolean) => (on ? "on" : "off");

/** What the server's environment provides, so an editor knows why e-mails or verification do not happen. */
function ServerSetup({ setup }: { setup: ActiveSystem }) {
  const { verification } = setup;
  return (
    <dl className="forms-setup" aria-label="Server setup">
      <div>
        <dt>Lead service (LEADS_API_URL)</dt>
        <dd>{setup.lead_service.configured ? "configured" : "not configured"}</dd>
      </div>
      <div>
        <dt>E-mail (SMTP_URL)</dt>
        <dd>{setup.email.configured ? "configured" : "not configured: notifications and confirmations wait"}</dd>
      </div>
      <div>
        <dt>Verification</dt>
        <dd>
          {verification.enabled
            ? `phone ${onOff(verification.phone)}, e-mail ${onOff(verification.email)}, reCAPTCHA ${onOff(verification.recaptcha)}`
            : "off (no keys configured)"}
        </dd>
      </div>
    </dl>
  );
}
