import type { ZxcvbnFactory } from "@zxcvbn-ts/core";

/**
 * The one password policy, for every path that sets a password (the users API, the first admin
 * from ADMIN_PASSWORD, UserStore itself): at least 12 characters not counting spaces at either end,
 * at most 200, and a zxcvbn strength score of at least 3 of 4 with the account's e-mail address and
 * name as words an attacker would try first. Decision 009 says why these numbers.
 */
const MIN_PASSWORD_LENGTH = 12;
const MAX_PASSWORD_LENGTH = 200;
const MIN_PASSWORD_SCORE = 3;

/** Whose password it is: their address and name are the first guesses of anyone who knows them. */
export interface PasswordOwner {
  email?: string | null;
  name?: string | null;
}

/** What is wrong, as one sentence that says what to do. */
export interface PasswordProblem {
  message: string;
}

export class WeakPasswordError extends Error {
  constructor(readonly problem: PasswordProblem) {
    super(problem.message);
    this.name = "WeakPasswordError";
  }
}

let estimator: Promise<ZxcvbnFactory> | undefined;

/**
 * zxcvbn's dictionaries are a few megabytes: loaded at the first password that needs scoring, once
 * per process, so neither startup nor sign-in (which never scores) pays for them. Levenshtein
 * matching stays off: it made each check take ~400 ms of blocked event loop instead of ~15 ms.
 */
function loadEstimator(): Promise<ZxcvbnFactory> {
  estimator ??= (async () => {
    const [{ ZxcvbnFactory }, common, english] = await Promise.all([
      import("@zxcvbn-ts/core"),
      import("@zxcvbn-ts/language-common"),
      import("@zxcvbn-ts/language-en"),
    ]);
    return new ZxcvbnFactory({
      translations: english.translations,
      graphs: common.adjacencyGraphs,
      dictionary: { ...common.dictionary, ...english.dictionary },
    });
  })();
  return estimator;
}

function userInputs({ email, name }: PasswordOwner): string[] {
  const inputs = ["forecourt"];
  if (email) inputs.push(email, ...email.split(/[@.+_-]/));
  if (name) inputs.push(name, ...name.split(/\s+/));
  return inputs.map((input) => input.trim().toLowerCase()).filter((input) => input.length >= 2);
}

/** Null when the password is acceptable for `owner`, else what is wrong and what to do instead. */
export async function passwordProblem(password: string, owner: PasswordOwner = {}): Promise<PasswordProblem | null> {
  const length = [...password.normalize("NFKC").trim()].length;
  if (length < MIN_PASSWORD_LENGTH) {
    return {
      message: `The password must be at least ${MIN_PASSWORD_LENGTH} characters long, not counting spaces at the start or end. A few unrelated words make a long password that is easy to remember.`,
    };
  }
  if (password.length > MAX_PASSWORD_LENGTH)
    return { message: `The password must be at most ${MAX_PASSWORD_LENGTH} characters long.` };
  const result = (await loadEstimator()).check(password, userInputs(owner));
  if (result.score >= MIN_PASSWORD_SCORE) return null;
  const advice = [result.feedback.warning, ...result.feedback.suggestions].filter((line): line is string =>
    Boolean(line),
  );
  if (advice.length === 0) advice.push("Add another word or two that are not common, or choose a longer password.");
  return { message: `The password is too easy to guess. ${advice.join(" ")}` };
}

/** Throws WeakPasswordError unless the password is acceptable: the guard inside UserStore. */
export async function assertAcceptablePassword(password: string, owner: PasswordOwner): Promise<void> {
  const problem = await passwordProblem(password, owner);
  if (problem) throw new WeakPasswordError(problem);
}
