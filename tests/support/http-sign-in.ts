/** A signed-in admin over real HTTP (benches, the cluster test): what a browser sends with a write. */
export interface HttpSession {
  base: string;
  /** Cookie, CSRF token and Origin. */
  headers: Record<string, string>;
}

export async function signInOverHttp(base: string, admin: { email: string; password: string }): Promise<HttpSession> {
  const response = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify(admin),
  });
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  const cookie = /fc_session=[^;]+/.exec(response.headers.get("set-cookie") ?? "")?.[0];
  if (!cookie) throw new Error("sign-in set no session cookie");
  const { csrfToken } = (await response.json()) as { csrfToken: string };
  return { base, headers: { cookie, "x-csrf-token": csrfToken, origin: base } };
}
