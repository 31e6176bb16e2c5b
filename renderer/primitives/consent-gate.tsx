import { createContext, useContext, useSyncExternalStore, type ReactNode } from "react";
import { PENDING_CONSENT, isScopeGranted, type ConsentScope } from "../../model/consent/index.ts";
import { useRenderEnvironment } from "../page/render-environment.ts";
import { readConsent, subscribeConsent } from "./consent-store.ts";
import { CONSENT_ROOT_ATTRIBUTE, CONSENT_SETTINGS_ATTRIBUTE } from "./consent-attributes.ts";

/** What a gate needs to know of the site's consent settings; null: consent is not configured. */
export interface ConsentGateSettings {
  placeholderText: string;
}

/** Provided by the site shell on the server when consent is configured. */
export const ConsentGateContext = createContext<ConsentGateSettings | null>(null);

/**
 * True inside an island's server HTML: there React, not the consent runtime, swaps the content in, so
 * the placeholder carries no <template>. React cannot hydrate one: the browser's parser moves a
 * template's children into its content fragment, hydration finds none, and the whole island was
 * thrown away and drawn again on the client (a flash, and the block's DOM replaced under the visitor).
 */
export const InsideIslandContext = createContext(false);

export { CONSENT_ROOT_ATTRIBUTE, CONSENT_SETTINGS_ATTRIBUTE };

const SCOPE_NAMES: Partial<Record<ConsentScope, string>> = {
  C0002: "statistics",
  statistic: "statistics",
  C0004: "marketing",
  marketing: "marketing",
};

interface ConsentGateProps {
  /** The scope the content needs (marketing for embedded video and maps). */
  scope?: ConsentScope;
  children: ReactNode;
  /** The placeholder's text; default: the consent.banner setting's placeholder_text. */
  placeholder?: string;
}

/** The placeholder; `children`, when given, wait inert in a <template> for the consent runtime. */
function Placeholder({ scope, text, children }: { scope: ConsentScope; text: string; children?: ReactNode }) {
  return (
    <div className="fc-consent-gate" data-consent-gate={scope}>
      <div className="fc-consent-gate__placeholder">
        <p>{text}</p>
        <button type="button" className="fc-button fc-button--secondary" data-consent-allow={scope}>
          Allow {SCOPE_NAMES[scope] ?? scope} cookies
        </button>
      </div>
      {/* Inert until the scope is granted: no frame, script or image in it loads. */}
      {children === undefined ? null : <template>{children}</template>}
    </div>
  );
}

function IslandGate({ scope, text, children }: { scope: ConsentScope; text: string; children: ReactNode }) {
  const state = useSyncExternalStore(subscribeConsent, readConsent, () => PENDING_CONSENT);
  if (isScopeGranted("basic", state, scope)) return <>{children}</>;
  return <Placeholder scope={scope} text={text} />;
}

/**
 * Content that sets cookies of an optional scope (an embedded video, a map): where consent is
 * configured and the scope is not granted, a placeholder shows instead. On a
 * server-rendered page the content waits in a <template> the consent runtime swaps in once granted;
 * inside an island the gate follows the stored consent itself. The editor always shows the content.
 */
export function ConsentGate({ scope = "marketing", children, placeholder }: ConsentGateProps) {
  const environment = useRenderEnvironment();
  const settings = useContext(ConsentGateContext);
  const insideIsland = useContext(InsideIslandContext);
  if (environment.mode === "editor") return <>{children}</>;
  if (environment.mode === "server") {
    if (!settings) return <>{children}</>;
    if (insideIsland) return <Placeholder scope={scope} text={placeholder ?? settings.placeholderText} />;
    return (
      <Placeholder scope={scope} text={placeholder ?? settings.placeholderText}>
        {children}
      </Placeholder>
    );
  }
  const root = typeof document === "undefined" ? null : document.querySelector(`[${CONSENT_ROOT_ATTRIBUTE}]`);
  if (!root) return <>{children}</>;
  return (
    <IslandGate scope={scope} text={placeholder ?? root.getAttribute("data-consent-placeholder") ?? ""}>
      {children}
    </IslandGate>
  );
}
