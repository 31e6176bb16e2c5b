import { useQueryClient, type UseQueryResult } from "@tanstack/react-query";
import type { Setting } from "../../api/settings-client.ts";
import { SETTING_SECTIONS, sectionId } from "./settings-catalogue.ts";
import { FAMILIES_SECTION_ID, SettingsFamilies } from "./settings-families.tsx";
import { SettingsGroupForm } from "./settings-group-form.tsx";

/**
 * The settings as forms, one section per group of the registry (schemas/settings.schema.json), then
 * the key families (one key per language or retailer), with a list of the sections to jump to. Loaded on demand: it brings react-jsonschema-form.
 */
export default function SettingsForms({
  settings,
  queryKey,
}: {
  settings: UseQueryResult<Setting[]>;
  queryKey: readonly unknown[];
}) {
  const queryClient = useQueryClient();
  if (settings.isPending) return <p>Loading the settings…</p>;
  if (settings.isError) return <p role="alert">The settings could not be loaded: {settings.error.message}</p>;
  return (
    <div className="settings-forms">
      <nav aria-label="Setting groups" className="settings-forms__groups">
        <ul>
          {SETTING_SECTIONS.map((section) => (
            <li key={section.group}>
              <a href={`#${sectionId(section.group)}`}>{section.group}</a>
            </li>
          ))}
          <li>
            <a href={`#${FAMILIES_SECTION_ID}`}>Per language and per retailer</a>
          </li>
        </ul>
      </nav>
      {SETTING_SECTIONS.map((section) => (
        <SettingsGroupForm
          key={section.group}
          section={section}
          stored={settings.data}
          onSaved={() => queryClient.invalidateQueries({ queryKey })}
        />
      ))}
      <SettingsFamilies stored={settings.data} onSaved={() => queryClient.invalidateQueries({ queryKey })} />
    </div>
  );
}
