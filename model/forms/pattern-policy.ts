/**
 * What a form field's `pattern` may be (decision 120). The server matches patterns with a linear-time
 * engine (RE2, services/forms/field-patterns.ts); the site's browser validator matches the same
 * pattern with the browser's own backtracking engine, where a quantified group that itself holds a
 * quantifier (`(a+)+`, `(\w*)*`, `(x{1,9})+`) takes exponential time on a short non-matching text and
 * freezes every visitor's tab. Such patterns are refused when a form is saved.
 */

/** Characters a field's text may have when its schema names no maxLength: every text is bounded before any pattern runs. */
export const DEFAULT_MAX_TEXT_LENGTH = 10_000;

/** The index of a nested quantifier in `pattern` (a quantified group holding a quantifier), or -1. */
export function nestedQuantifierAt(pattern: string): number {
  // Per open group: does it (or a group inside it) hold a quantifier?
  const groups: boolean[] = [];
  let quantifiedInside = false;
  let inClass = false;
  for (let at = 0; at < pattern.length; at++) {
    const char = pattern[at]!;
    if (char === "\\") {
      at += 1;
      continue;
    }
    if (inClass) {
      if (char === "]") inClass = false;
      continue;
    }
    if (char === "[") inClass = true;
    else if (char === "(") {
      groups.push(quantifiedInside);
      quantifiedInside = false;
    } else if (char === ")") {
      const inner: boolean = quantifiedInside;
      quantifiedInside = groups.pop() ?? false;
      if (inner && isRepeatingQuantifier(pattern, at + 1)) return at + 1;
      quantifiedInside ||= inner;
    } else if (isRepeatingQuantifier(pattern, at)) quantifiedInside = true;
  }
  return -1;
}

/** `*`, `+` or a `{n,m}` that allows more than one repetition, at `at`. */
function isRepeatingQuantifier(pattern: string, at: number): boolean {
  const char = pattern[at];
  if (char === "*" || char === "+") return true;
  if (char !== "{") return false;
  const counted = /^\{(\d+)(,(\d*))?\}/.exec(pattern.slice(at));
  if (!counted) return false;
  if (counted[2] === undefined) return Number(counted[1]) > 1;
  return counted[3] === "" || Number(counted[3]) > 1;
}

/** Why the browser's engine cannot run `pattern` safely or at all (the site validates with `u`), or null. */
export function browserPatternProblem(pattern: string): string | null {
  try {
    new RegExp(pattern, "u");
  } catch (error) {
    return `is not a valid regular expression: ${(error as Error).message}`;
  }
  const nested = nestedQuantifierAt(pattern);
  if (nested >= 0)
    return `repeats a group that itself repeats (at character ${nested + 1}): such a pattern can take exponential time in a browser; repeat the characters once instead, e.g. (a+)+ as a+`;
  return null;
}
