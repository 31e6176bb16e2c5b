import { useUiText } from "../../../renderer/primitives/ui-text.tsx";
import type { JourneyOptions } from "./api.ts";
import type { ChoicesDraft } from "./choices-draft.ts";

interface ServicePackSectionProps {
  draft: ChoicesDraft;
  options: JourneyOptions;
  prefix: string;
  disabled: boolean;
  onChange: (draft: ChoicesDraft) => void;
}

/**
 * The service packs the vehicle is offered (decision 171), as radio buttons with "No service pack"
 * first and chosen by default: a pack is never required. Nothing shows when the site sells none.
 * The price shown is the server's; the server prices the pack again when the order is sent.
 */
export function ServicePackSection({ draft, options, prefix, disabled, onChange }: ServicePackSectionProps) {
  const t = useUiText();
  const packs = options.service_packs ?? [];
  if (packs.length === 0) return null;
  const name = `${prefix}service-pack`;
  const choose = (servicePack: string) => onChange({ ...draft, servicePack });
  return (
    <fieldset className="order-online__choice" disabled={disabled}>
      <legend className="order-online__choice-title">{t("service_packs.title")}</legend>
      <p className="fc-form__help">{t("service_packs.intro")}</p>
      <div className="order-online__packs">
        <label className="order-online__pack">
          <input
            type="radio"
            className="fc-form__checkbox"
            name={name}
            checked={draft.servicePack === ""}
            onChange={() => choose("")}
          />
          <span className="order-online__pack-name">{t("service_packs.none")}</span>
        </label>
        {packs.map((pack) => (
          <label key={pack.key} className="order-online__pack">
            <input
              type="radio"
              className="fc-form__checkbox"
              name={name}
              value={pack.key}
              checked={draft.servicePack === pack.key}
              aria-describedby={`${name}-${pack.key}-terms`}
              onChange={() => choose(pack.key)}
            />
            <span className="order-online__pack-name">{pack.name}</span>
            <span className="order-online__pack-price">{pack.price_text || t("service_packs.included")}</span>
            <span className="order-online__pack-terms" id={`${name}-${pack.key}-terms`}>
              {t("service_packs.years", { count: pack.years })}
              {pack.description ? (
                <>
                  {". "}
                  <span className="order-online__pack-description">{pack.description}</span>
                </>
              ) : null}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
