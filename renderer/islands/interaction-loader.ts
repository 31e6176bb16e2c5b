/**
 * Islands that wait for the visitor's first interaction (decision 191): shell widgets that do nothing
 * until the visitor acts (the exit popup waits for a link click, the popup search for a click on the
 * header's search). A page whose only islands are these does not load the islands runtime with the
 * page: a small inline script loads it at the first pointer, key, touch, wheel or scroll event. A
 * page of static blocks with them on thus runs no JavaScript of ours until the visitor does something.
 */
export const INTERACTION_HYDRATION = "interaction";

/** The first interaction happened (set on <html> by the loader): the runtime hydrates these islands at once. */
export const INTERACTED_ATTRIBUTE = "data-interacted";

/** Dispatched on window once every island waiting for interaction has hydrated. */
export const INTERACTION_READY_EVENT = "fc-interaction-islands-ready";

/** Events that count as the first interaction; `click` comes after pointerdown or keydown. */
const INTERACTION_EVENTS = ["pointerdown", "pointermove", "keydown", "touchstart", "wheel", "scroll"] as const;

/** How long a link click made before the islands were ready waits for them, at most, before it is followed anyway. */
const REPLAY_WAIT_MS = 3000;

/**
 * The inline script that loads the islands runtime (`src`) at the first interaction. A click on a
 * link before the islands are ready (a tap is the first interaction and its click follows within
 * milliseconds) is held and replayed once they are, so the exit popup still asks; if they are not
 * ready within REPLAY_WAIT_MS the link is followed anyway.
 */
export function interactionLoaderScript(src: string): string {
  const events = JSON.stringify(INTERACTION_EVENTS);
  return (
    `(function(){var d=document,w=window,o={capture:true,passive:true},held=null,ready=false,started=false,` +
    `s=d.currentScript,n=s&&s.nonce;` +
    `function go(){if(started)return;started=true;${events}.forEach(function(e){w.removeEventListener(e,go,o)});` +
    `d.documentElement.setAttribute(${JSON.stringify(INTERACTED_ATTRIBUTE)},"");` +
    `var m=d.createElement("script");m.type="module";if(n)m.nonce=n;m.src=${JSON.stringify(src).replace(/</g, "\\u003c")};d.body.appendChild(m)}` +
    `function replay(){if(!held)return;var a=held;held=null;if(a.isConnected)a.click();else location.assign(a.href)}` +
    `${events}.forEach(function(e){w.addEventListener(e,go,o)});` +
    `w.addEventListener(${JSON.stringify(INTERACTION_READY_EVENT)},function(){ready=true;replay()});` +
    `d.addEventListener("click",function(e){if(ready||e.defaultPrevented||e.button!==0||e.metaKey||e.ctrlKey||e.shiftKey||e.altKey)return;` +
    `var a=e.target&&e.target.closest&&e.target.closest("a[href]");if(!a)return;go();e.preventDefault();held=a;` +
    `setTimeout(function(){ready=true;replay()},${REPLAY_WAIT_MS})},true)})()`
  );
}
