/**
 * The seam for cookie consent (seed 001: cookie consent; another part of the product builds the consent
 * banner and its gate). A third-party player is loaded only when the visitor clicks play on the facade,
 * from YouTube's privacy-enhanced domain, which sets no cookie before playback. When a consent gate
 * exists, it answers here whether the player may load, and the facade asks the visitor first otherwise
 * (`onBlocked`). Until then the click itself is the visitor's request.
 */
export interface EmbedConsent {
  /** Whether the player of `provider` may load now. */
  allows: (provider: "youtube") => boolean;
  /** Asks the visitor for consent (e.g. opens the consent banner); called when `allows` said no. */
  request: (provider: "youtube") => void;
}

export const CLICK_IS_CONSENT: EmbedConsent = { allows: () => true, request: () => undefined };
