const UNSAFE = /[<>&\u2028\u2029]/g;
const ESCAPES: Record<string, string> = {
  "<": "\\u003c",
  ">": "\\u003e",
  "&": "\\u0026",
  "\u2028": "\\u2028",
  "\u2029": "\\u2029",
};

/** JSON safe to inline in a <script> element: nothing in it can close the element or open a comment. One pass. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(UNSAFE, (character) => ESCAPES[character]!);
}
