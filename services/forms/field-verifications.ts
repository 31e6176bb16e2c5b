import { createHash, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import {
  VERIFICATION_VALID_MS,
  verificationTarget,
  verifiedFields,
  type FormDefinition,
  type SubmissionIssue,
  type VerificationKind,
} from "../../model/forms/index.ts";

/** An e-mailed code can be typed for this long, this many times: guessing six digits stays hopeless. */
const EMAIL_CODE_VALID_MS = 10 * 60 * 1000;
const EMAIL_CODE_ATTEMPTS = 5;

const NOT_VERIFIED = {
  phone: "Please confirm this phone number with the code we sent you.",
  email: "Please confirm this e-mail address with the code we sent you.",
} as const;

export type EmailCheck = { kind: "approved"; token: string } | { kind: "wrong" } | { kind: "expired" };

/** A token: unguessable, URL-safe, and the row's primary key. */
function newToken(): string {
  return randomBytes(24).toString("base64url");
}

function hashCode(id: string, code: string): string {
  return createHash("sha256").update(`${id}:${code}`).digest("hex");
}

/**
 * Proof that a visitor confirmed a phone number or e-mail address: a row per code sent, whose id is
 * handed to the browser only once the right code was typed. A lead post names the token per verified
 * field, and the server accepts it only for the same kind and value, within VERIFICATION_VALID_MS.
 */
export class FieldVerifications {
  constructor(private readonly db: Kysely<Database>) {}

  /** A phone number Twilio approved: the token for the lead. */
  async approved(kind: VerificationKind, value: string): Promise<string> {
    const at = new Date().toISOString();
    const id = newToken();
    await this.db
      .insertInto("field_verifications")
      .values({
        id,
        kind,
        target: verificationTarget(kind, value),
        code_hash: null,
        attempts: 0,
        created_at: at,
        verified_at: at,
      })
      .execute();
    return id;
  }

  /** A new six-digit code for an e-mail address (the caller sends it); earlier codes for it stop working. */
  async startEmail(email: string): Promise<string> {
    const target = verificationTarget("email", email);
    const id = newToken();
    const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
    await this.db.transaction().execute(async (trx) => {
      await trx
        .deleteFrom("field_verifications")
        .where("kind", "=", "email")
        .where("target", "=", target)
        .where("verified_at", "is", null)
        .execute();
      await trx
        .insertInto("field_verifications")
        .values({
          id,
          kind: "email",
          target,
          code_hash: hashCode(id, code),
          attempts: 0,
          created_at: new Date().toISOString(),
          verified_at: null,
        })
        .execute();
    });
    return code;
  }

  /** The visitor's code for an e-mail address: a token when right; wrong; or expired (too old, too many tries). */
  async checkEmail(email: string, code: string): Promise<EmailCheck> {
    const target = verificationTarget("email", email);
    const since = new Date(Date.now() - EMAIL_CODE_VALID_MS).toISOString();
    const row = await this.db
      .selectFrom("field_verifications")
      .selectAll()
      .where("kind", "=", "email")
      .where("target", "=", target)
      .where("verified_at", "is", null)
      .where("created_at", ">=", since)
      .orderBy("created_at", "desc")
      .executeTakeFirst();
    if (!row?.code_hash || row.attempts >= EMAIL_CODE_ATTEMPTS) return { kind: "expired" };
    const expected = Buffer.from(row.code_hash, "hex");
    const given = Buffer.from(hashCode(row.id, code), "hex");
    if (!timingSafeEqual(expected, given)) {
      await this.db
        .updateTable("field_verifications")
        .set({ attempts: row.attempts + 1 })
        .where("id", "=", row.id)
        .execute();
      return { kind: "wrong" };
    }
    await this.db
      .updateTable("field_verifications")
      .set({ verified_at: new Date().toISOString() })
      .where("id", "=", row.id)
      .execute();
    return { kind: "approved", token: row.id };
  }

  /**
   * Checks a lead's proofs: every verified field with an answer needs a token confirmed for that very
   * value, recently. Returns the verified fields to record, or an issue per field without proof.
   */
  async proofs(
    form: Pick<FormDefinition, "schema" | "ui_schema">,
    data: Record<string, unknown>,
    tokens: Partial<Record<string, string>> = {},
  ): Promise<{ verified: Record<string, VerificationKind>; issues: SubmissionIssue[] }> {
    const verified: Record<string, VerificationKind> = {};
    const issues: SubmissionIssue[] = [];
    const since = new Date(Date.now() - VERIFICATION_VALID_MS).toISOString();
    for (const { field, kind } of verifiedFields(form)) {
      const target = verificationTarget(kind, data[field]);
      // An optional field left empty has nothing to confirm.
      if (target === "") continue;
      const token = tokens[field];
      const row = token
        ? await this.db
            .selectFrom("field_verifications")
            .select(["kind", "target", "verified_at"])
            .where("id", "=", token)
            .executeTakeFirst()
        : undefined;
      if (row && row.kind === kind && row.target === target && row.verified_at !== null && row.verified_at >= since)
        verified[field] = kind;
      else issues.push({ field, pointer: `/data/${field}`, keyword: "verification", message: NOT_VERIFIED[kind] });
    }
    return { verified, issues };
  }
}
