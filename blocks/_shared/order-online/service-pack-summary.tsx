import { useUiText } from "../../../renderer/primitives/ui-text.tsx";
import type { StoredServicePack } from "../../../model/orders/index.ts";

/** The service pack on the order confirmation, with the total the server computed (decision 171). */
export function ServicePackSummary({ pack }: { pack: StoredServicePack | null }) {
  const t = useUiText();
  if (!pack) return null;
  return (
    <div>
      <dt>{t("service_packs.title")}</dt>
      <dd data-testid="confirmation-service-pack">
        {t("service_packs.summary", {
          name: pack.local_name ?? pack.name,
          price: pack.price_text || t("service_packs.included"),
          total: pack.total_text,
        })}
      </dd>
    </div>
  );
}
