import { generateKeyPairSync } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import Provider, { type AccountClaims } from "oidc-provider";

/** A person the test identity provider knows; `accountId` is what its dev login form takes. */
export interface TestAccount extends Omit<AccountClaims, "sub"> {
  accountId: string;
}

export interface TestProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  close(): Promise<void>;
}

/** The claim the tests configure as OIDC_ROLE_CLAIM. */
export const ROLE_CLAIM = "forecourt_role";

/**
 * A real OpenID Connect provider (oidc-provider) on 127.0.0.1 and a free port, with one confidential
 * client whose redirect URI is `<appOrigin>/auth-exchange`. Its development login and consent forms
 * (devInteractions) accept any account id; `accounts` says what each one's claims are.
 */
export async function startTestProvider(appOrigin: string, accounts: TestAccount[]): Promise<TestProvider> {
  const clientId = "forecourt-test";
  const clientSecret = "a-client-secret-for-tests-only";
  // The issuer needs the port before the provider exists: reserve one by listening first.
  let handler: ReturnType<Provider["callback"]> | null = null;
  const server: Server = createServer((request, response) => handler!(request, response));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [`${appOrigin}/auth-exchange`],
        grant_types: ["authorization_code"],
        response_types: ["code"],
      },
    ],
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name", ROLE_CLAIM] },
    cookies: { keys: ["a-cookie-signing-key-for-tests-only"] },
    // Own signing key and lifetimes: the provider's development defaults log a warning each.
    jwks: {
      keys: [
        {
          ...generateKeyPairSync("rsa", { modulusLength: 2048 }).privateKey.export({ format: "jwk" }),
          kid: "test",
          alg: "RS256",
          use: "sig",
        },
      ],
    },
    ttl: { Interaction: 600, Session: 600, Grant: 600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
    findAccount: (_context, id) => {
      const account = accounts.find((candidate) => candidate.accountId === id);
      if (!account) return undefined;
      const { accountId, ...claims } = account;
      return { accountId, claims: () => ({ sub: accountId, ...claims }) };
    },
  });
  handler = provider.callback();
  return {
    issuer,
    clientId,
    clientSecret,
    close: () => new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
