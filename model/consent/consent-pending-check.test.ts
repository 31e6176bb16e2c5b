import { describe, expect, it } from "vitest";
import { CONSENT_PENDING_ATTRIBUTE, CONSENT_PENDING_CHECK } from "./consent-pending-check.ts";
import {
  CONSENT_STORAGE_KEY,
  acceptConsent,
  needsDecision,
  parseConsent,
  rejectConsent,
  serializeConsent,
} from "./index.ts";

/** Runs the head's check against `stored` (or storage that throws) and says whether it marked <html> pending. */
function markedPending(stored: string | null | Error): boolean {
  const attributes = new Set<string>();
  const localStorage = {
    getItem(key: string) {
      if (stored instanceof Error) throw stored;
      return key === CONSENT_STORAGE_KEY ? stored : null;
    },
  };
  const document = { documentElement: { setAttribute: (name: string) => attributes.add(name) } };
  new Function("localStorage", "document", CONSENT_PENDING_CHECK)(localStorage, document);
  return attributes.has(CONSENT_PENDING_ATTRIBUTE);
}

describe("the head's consent check", () => {
  const stored: (string | null)[] = [
    null,
    "",
    "null",
    "{not json",
    "42",
    '"accepted"',
    '{"status":"pending"}',
    '{"status":"maybe"}',
    serializeConsent(rejectConsent()),
    serializeConsent(acceptConsent(["C0002", "C0004"])),
    serializeConsent(acceptConsent(["C0002"], [])),
  ];

  it.each(stored)("agrees with the banner on whether %s still needs a decision", (value) => {
    expect(markedPending(value)).toBe(needsDecision("basic", parseConsent(value)));
  });

  it("shows the banner when storage cannot be read, as the banner does", () => {
    expect(markedPending(new Error("SecurityError"))).toBe(true);
  });
});
