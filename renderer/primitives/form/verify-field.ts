import type { VerificationKind } from "../../../model/forms/index.ts";

/** The verification routes of the forms service: Twilio Verify for phones, an e-mailed code for addresses. */
const ROUTES: Record<VerificationKind, { create: string; check: string; key: string }> = {
  phone: { create: "/twilio/create_verification", check: "/twilio/check_verification", key: "phone_number" },
  email: {
    create: "/email_verification/create_verification",
    check: "/email_verification/check_verification",
    key: "email",
  },
};

export type CodeSent = { kind: "sent" } | { kind: "failed"; reason: "format" | "unavailable" };
export type CodeChecked =
  { kind: "approved"; token: string } | { kind: "wrong" } | { kind: "failed"; reason: "expired" | "unavailable" };

async function call(url: string, body: unknown, fetcher: typeof fetch): Promise<Response | null> {
  try {
    return await fetcher(url, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify(body),
      credentials: "same-origin",
    });
  } catch {
    return null;
  }
}

/** Asks for a code to `target` (E.164 number or e-mail address). Never throws. */
export async function sendCode(
  kind: VerificationKind,
  target: string,
  fetcher: typeof fetch = fetch,
): Promise<CodeSent> {
  const route = ROUTES[kind];
  const response = await call(route.create, { [route.key]: target }, fetcher);
  if (response?.ok) return { kind: "sent" };
  // 400: the server's schema refused the number or address (a phone needs its country code).
  return { kind: "failed", reason: response?.status === 400 || response?.status === 422 ? "format" : "unavailable" };
}

/** Checks the visitor's code; the token is the lead's proof for this target. Never throws. */
export async function checkCode(
  kind: VerificationKind,
  target: string,
  code: string,
  fetcher: typeof fetch = fetch,
): Promise<CodeChecked> {
  const route = ROUTES[kind];
  const response = await call(route.check, { [route.key]: target, code }, fetcher);
  if (!response) return { kind: "failed", reason: "unavailable" };
  if (response.status === 400) return { kind: "wrong" };
  if (response.status === 422) return kind === "email" ? { kind: "failed", reason: "expired" } : { kind: "wrong" };
  if (!response.ok) return { kind: "failed", reason: "unavailable" };
  const answer = (await response.json().catch(() => null)) as { valid?: unknown; token?: unknown } | null;
  return answer?.valid === true && typeof answer.token === "string"
    ? { kind: "approved", token: answer.token }
    : { kind: "wrong" };
}
