import {
  BROWSER_ERRORS_PATH,
  MAX_REPORTS_PER_PAGE,
  MAX_REPORTS_PER_POST,
} from "../../model/diagnostics/browser-errors.ts";
import { escapeHtml } from "../../model/html/escape-html.ts";
import { RECAPTCHA_META_NAME } from "../primitives/form/recaptcha.ts";

/**
 * The first script of every page that runs scripts of ours (islands or analytics; when
 * browser_errors.sample_rate is above 0): it catches errors and unhandled rejections from the very
 * start, before any other script, and keeps them until the islands runtime's reporter takes them
 * (renderer/islands/error-reporter.ts). A page with analytics but no islands never loads the
 * reporter: it sends what it caught itself when the page is left. A page of static blocks gets no
 * buffer at all and stays free of JavaScript. Only a sampled
 * share of visits listens at all. It carries the response's nonce (the site's CSP allows no other
 * inline script) and reads no form, cookie or query string.
 */
export function errorBufferScript(sampleRate: number, nonce?: string): string {
  if (!(sampleRate > 0)) return "";
  const rate = Math.min(1, sampleRate);
  const code = `(function(w){if(Math.random()>=${rate})return;var q=[],n=0,sink=function(r){q.push(r)};function add(r){if(n++<${MAX_REPORTS_PER_PAGE})sink(r)}w.addEventListener("error",function(e){var x=e.error;add({kind:"error",message:String(e.message||(x&&x.message)||"Script error"),source:String(e.filename||""),line:e.lineno||0,column:e.colno||0,stack:String((x&&x.stack)||""),page:location.pathname})});w.addEventListener("unhandledrejection",function(e){var x=e.reason;add({kind:"rejection",message:String((x&&x.message)||x),source:"",line:0,column:0,stack:String((x&&x.stack)||""),page:location.pathname})});var s=w.__fcErrorSink={taken:false,take:function(f){s.taken=true;sink=f;q.splice(0).forEach(f)}};w.addEventListener("pagehide",function(){if(!s.taken&&q.length&&navigator.sendBeacon)navigator.sendBeacon("${BROWSER_ERRORS_PATH}",new Blob([JSON.stringify({errors:q.splice(0,${MAX_REPORTS_PER_POST})})],{type:"application/json"}))})})(window);`;
  return `<script data-error-buffer${nonce ? ` nonce="${escapeHtml(nonce)}"` : ""}>${code}</script>`;
}

/** The reCAPTCHA site key and script address for the site's forms: a meta tag, no script (forms load it when sent). */
export function recaptchaMeta(siteKey: string | null, scriptUrl: string | undefined): string {
  if (!siteKey || !scriptUrl) return "";
  return `<meta name="${RECAPTCHA_META_NAME}" content="${escapeHtml(siteKey)}" data-src="${escapeHtml(scriptUrl)}">`;
}
