import * as client from "openid-client";
import type { OidcConfig } from "../config.ts";

/** What the relying party remembers between sending the browser away and its return (in a cookie). */
export interface PendingSignIn {
  state: string;
  codeVerifier: string;
}

/** Who the provider says signed in. */
export interface OidcIdentity {
  issuer: string;
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
  /** Every claim of the ID token and the UserInfo response (the role claim is looked up here). */
  claims: Record<string, unknown>;
}

const SCOPE = "openid email profile";

/** Plain-HTTP issuers are accepted only on this machine (a development or test provider). */
function isLoopbackHttp(issuer: URL): boolean {
  return issuer.protocol === "http:" && ["localhost", "127.0.0.1", "[::1]"].includes(issuer.hostname);
}

/**
 * The authorization code flow with PKCE and state, through openid-client v6. Discovery happens at the
 * first sign-in, not at start-up (a provider that is down must not stop the site), and is retried
 * after a failure.
 */
export class OidcClient {
  #configuration: Promise<client.Configuration> | null = null;

  constructor(private readonly settings: OidcConfig) {}

  #discover(): Promise<client.Configuration> {
    const issuer = new URL(this.settings.issuer);
    const secret = this.settings.clientSecret;
    // client_secret_basic is what OpenID Connect assumes when a client registers no method.
    const authentication = secret ? client.ClientSecretBasic(secret) : client.None();
    this.#configuration ??= client
      .discovery(issuer, this.settings.clientId, secret ? { client_secret: secret } : undefined, authentication, {
        execute: isLoopbackHttp(issuer) ? [client.allowInsecureRequests] : [],
        timeout: 10,
      })
      .catch((error: unknown) => {
        this.#configuration = null;
        throw error;
      });
    return this.#configuration;
  }

  /** Where to send the browser, and the secrets to keep until it comes back. */
  async start(redirectUri: string): Promise<{ url: URL; pending: PendingSignIn }> {
    const configuration = await this.#discover();
    const pending: PendingSignIn = { state: client.randomState(), codeVerifier: client.randomPKCECodeVerifier() };
    const url = client.buildAuthorizationUrl(configuration, {
      redirect_uri: redirectUri,
      scope: SCOPE,
      code_challenge: await client.calculatePKCECodeChallenge(pending.codeVerifier),
      code_challenge_method: "S256",
      state: pending.state,
    });
    return { url, pending };
  }

  /**
   * Checks the provider's answer (`currentUrl` is the redirect URI with its query), exchanges the code
   * and reads the user's claims. Throws when anything does not match (state, issuer, PKCE, signature).
   */
  async finish(currentUrl: URL, pending: PendingSignIn): Promise<OidcIdentity> {
    const configuration = await this.#discover();
    const tokens = await client.authorizationCodeGrant(configuration, currentUrl, {
      pkceCodeVerifier: pending.codeVerifier,
      expectedState: pending.state,
      idTokenExpected: true,
    });
    const idToken = tokens.claims()!;
    let claims: Record<string, unknown> = { ...idToken };
    // Many providers put e-mail and profile claims only in UserInfo when an access token is issued.
    if (configuration.serverMetadata().userinfo_endpoint) {
      claims = { ...claims, ...(await client.fetchUserInfo(configuration, tokens.access_token, idToken.sub)) };
    }
    const email = typeof claims.email === "string" && claims.email.includes("@") ? claims.email : null;
    return {
      issuer: idToken.iss,
      subject: idToken.sub,
      email,
      // Some providers send the flag as a string.
      emailVerified: claims.email_verified === true || claims.email_verified === "true",
      name: typeof claims.name === "string" && claims.name.trim() ? claims.name.trim() : null,
      claims,
    };
  }
}
