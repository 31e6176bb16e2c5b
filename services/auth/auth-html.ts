import { escapeHtml } from "../../model/html/escape-html.ts";

/**
 * The server's own small HTML pages for signing in and out. They work without JavaScript and
 * without the browser bundle (services may not import the site renderer, decision 001), so they are
 * plain semantic HTML with a few inline styles in the site's black-and-white look.
 */

const STYLE = `
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#111;background:#f4f4f4;line-height:1.5}
header{background:#000;color:#fff;padding:1rem 1.5rem}header a{color:inherit;text-decoration:none;font-weight:600;letter-spacing:.08em;text-transform:uppercase}
main{max-width:26rem;margin:3rem auto;padding:2rem;background:#fff;border:1px solid #ddd}
h1{font-size:1.5rem;margin:0 0 1rem}label{display:block;font-weight:600;margin:1rem 0 .25rem}
input{box-sizing:border-box;width:100%;padding:.6rem;font:inherit;border:1px solid #767676}
input:focus,button:focus,a:focus{outline:3px solid #1a5fb4;outline-offset:2px}
button,.button{display:inline-block;margin-top:1.5rem;padding:.7rem 1.4rem;font:inherit;font-weight:600;background:#000;color:#fff;border:1px solid #000;cursor:pointer;text-decoration:none}
.button--secondary{background:#fff;color:#000}.alert{padding:.75rem 1rem;border-left:4px solid #b00020;background:#fdecee;margin:0 0 1rem}
.or{margin:1.5rem 0 0;color:#555}.actions{display:flex;flex-wrap:wrap;gap:1rem;align-items:center}.actions form{margin:0}`;

export function authDocument(title: string, main: string): string {
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}</style><link rel="icon" href="data:,"></head>` +
    `<body><header><a href="/">Home</a></header><main id="main">${main}</main></body></html>`
  );
}

export interface LoginPageOptions {
  returnTo: string;
  email?: string;
  error?: string;
  /** The "Sign in with <provider>" link, when an identity provider is configured. */
  provider?: { name: string; href: string };
}

export function loginPageHtml({ returnTo, email = "", error, provider }: LoginPageOptions): string {
  const invalid = error ? ' aria-invalid="true" aria-describedby="sign-in-error"' : "";
  const alert = error ? `<p class="alert" id="sign-in-error" role="alert">${escapeHtml(error)}</p>` : "";
  const providerLink = provider
    ? `<p class="or">Or</p><p><a class="button button--secondary" href="${escapeHtml(provider.href)}">Sign in with ${escapeHtml(provider.name)}</a></p>`
    : "";
  return authDocument(
    "Sign in",
    `<h1>Sign in</h1>${alert}` +
      `<form method="post" action="/auth/login">` +
      `<input type="hidden" name="returnTo" value="${escapeHtml(returnTo)}">` +
      `<label for="email">E-mail address</label>` +
      `<input id="email" name="email" type="email" autocomplete="username" required maxlength="320" value="${escapeHtml(email)}"${invalid}>` +
      `<label for="password">Password</label>` +
      `<input id="password" name="password" type="password" autocomplete="current-password" required maxlength="200"${invalid}>` +
      `<button type="submit">Sign in</button></form>${providerLink}`,
  );
}

/** The sign-out button: a POST form, so a link preloaded by a browser cannot sign anyone out. */
const SIGN_OUT_FORM = `<form method="post" action="/auth/logout"><button type="submit">Sign out</button></form>`;

/** `auth/error?type=noPermissions`: signed in, but the account may not open the page. */
export function noPermissionsPageHtml(user: { email: string; role: string } | null): string {
  const who = user
    ? `You are signed in as ${escapeHtml(user.email)} (${escapeHtml(user.role)}), and this account`
    : "Your account";
  const actions = user ? SIGN_OUT_FORM : `<a class="button" href="/auth/login">Sign in</a>`;
  return authDocument(
    "No permission",
    `<h1>You do not have permission</h1><p>${who} does not have permission to open that page.</p>` +
      `<p>Ask an administrator for access, or sign out and sign in with another account.</p>` +
      `<div class="actions">${actions}<a href="/">Go to the home page</a></div>`,
  );
}

/** Any other sign-in problem: what happened, and a way to try again. */
export function signInProblemHtml(message: string, retryHref = "/auth/login"): string {
  return authDocument(
    "Sign-in problem",
    `<h1>Sign-in did not work</h1><p class="alert" role="alert">${escapeHtml(message)}</p>` +
      `<div class="actions"><a class="button" href="${escapeHtml(retryHref)}">Try again</a><a href="/">Go to the home page</a></div>`,
  );
}
