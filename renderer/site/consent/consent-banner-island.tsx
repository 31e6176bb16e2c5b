import type { ConsentSettings } from "../../../model/consent/index.ts";
import { ShellIsland } from "../../islands/shell-island.tsx";
import { useStylesheet } from "../../page/render-environment.ts";
import { ConsentBanner } from "./consent-banner.tsx";

const CONSENT_STYLESHEET = "renderer/site/styles/consent.css";

/** The consent banner in the shell: nothing at all (no markup, style or script) where consent is not configured. */
export function ConsentBannerIsland({ consent }: { consent: ConsentSettings | null }) {
  useStylesheet(consent ? CONSENT_STYLESHEET : undefined);
  if (!consent) return null;
  return (
    <ShellIsland
      name="consent-banner"
      id="consent-banner"
      component={ConsentBanner}
      props={{ banner: consent.banner }}
      hydrate="load"
    />
  );
}
