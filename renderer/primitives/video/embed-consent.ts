/**
 * A third-party player is loaded only when the visitor clicks play on the facade, from YouTube's
 * privacy-enhanced domain, which sets no cookie before playback. Where cookie consent is configured,
 * the VideoPlayer puts the facade behind a ConsentGate (marketing scope), so the facade only shows once
 * that is granted; this seam lets a caller ask more before the player loads (by default the click is
 * the visitor's request).
 */
export interface EmbedConsent {
  /** Whether the player of `provider` may load now. */
  allows: (provider: "youtube") => boolean;
  /** Asks the visitor for consent (e.g. opens the consent banner); called when `allows` said no. */
  request: (provider: "youtube") => void;
}

export const CLICK_IS_CONSENT: EmbedConsent = { allows: () => true, request: () => undefined };
