import { RE2JS } from "re2js";
import type { DataSchema } from "../../model/forms/index.ts";
import type { PatternMatcher } from "../../model/forms/validate-submission.ts";
import { browserPatternProblem } from "../../model/forms/pattern-policy.ts";

/**
 * Form field patterns on the server (decision 120): matched by re2js, a pure-JavaScript port of RE2
 * whose time grows linearly with the text, so no pattern an editor saves can stall the server on an
 * anonymous lead. RE2 has no backreferences or lookaround; a pattern it cannot compile is refused when
 * the form is saved, and one already stored is skipped (logged) when a lead is checked.
 */

type Compiled = { ok: true; test: (text: string) => boolean } | { ok: false; message: string };

const compiledPatterns = new Map<string, Compiled>();
const MAX_CACHED = 500;

function compile(pattern: string): Compiled {
  let compiled = compiledPatterns.get(pattern);
  if (!compiled) {
    try {
      const regex = RE2JS.compile(pattern);
      // JSON Schema semantics: the pattern may match anywhere in the text unless it is anchored.
      compiled = { ok: true, test: (text) => regex.matcher(text).find() };
    } catch (error) {
      compiled = { ok: false, message: (error as Error).message };
    }
    if (compiledPatterns.size >= MAX_CACHED) compiledPatterns.delete(compiledPatterns.keys().next().value!);
    compiledPatterns.set(pattern, compiled);
  }
  return compiled;
}

/** Why `pattern` cannot be a field pattern (the server's engine or the browser's), or null. */
function fieldPatternProblem(pattern: string): string | null {
  const compiled = compile(pattern);
  if (!compiled.ok)
    return `is not supported (the server checks patterns with RE2, which has no backreferences or lookaround): ${compiled.message}`;
  return browserPatternProblem(pattern);
}

export interface PatternIssue {
  /** JSON pointer into the request body, e.g. `/schema/properties/phone/pattern`. */
  pointer: string;
  field: string;
  keyword: "pattern";
  message: string;
}

/** Every field pattern of a form's data schema that is refused, pointed at from `prefix` (the schema's place in the body). */
export function formPatternIssues(schema: DataSchema | undefined, prefix: string): PatternIssue[] {
  const issues: PatternIssue[] = [];
  for (const [field, fieldSchema] of Object.entries(schema?.properties ?? {})) {
    if (fieldSchema?.pattern === undefined) continue;
    const problem = fieldPatternProblem(fieldSchema.pattern);
    if (problem)
      issues.push({
        pointer: `${prefix}/properties/${field}/pattern`,
        field,
        keyword: "pattern",
        message: `The pattern of ${field} ${problem}`,
      });
  }
  return issues;
}

/**
 * The lead validator's matcher on the server: RE2 only. A stored pattern RE2 refuses (saved before
 * this rule) counts as no pattern, and `warn` says so once per pattern; the forms admin flags it.
 */
export function serverPatternMatcher(warn: (message: string) => void): PatternMatcher {
  const warned = new Set<string>();
  return (pattern) => {
    const compiled = compile(pattern);
    if (compiled.ok) return compiled.test;
    if (!warned.has(pattern)) {
      warned.add(pattern);
      warn(
        `Form field pattern ${JSON.stringify(pattern)} is not supported by RE2 and is not checked: ${compiled.message}`,
      );
    }
    return null;
  };
}
