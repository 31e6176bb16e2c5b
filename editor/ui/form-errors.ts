import { ApiError } from "../api/api-error.ts";

/** What a failed write means for a form: errors by field name, a message for the rest, or a conflict. */
export interface WriteFailure {
  /** The record changed since it was loaded (409 with the current revision). */
  conflict: boolean;
  status: number | null;
  /** Field name (the last segment of the issue's JSON pointer) to message. */
  fieldErrors: Record<string, string>;
  /** A message for the form as a whole (null when every issue belongs to a field the form shows). */
  message: string | null;
  /** The server's own message, as sent. */
  serverMessage: string | null;
}

/** `/path`, `/fields/path` and `/body/path` all name the field `path`. */
function fieldOfPointer(pointer: string): string {
  const segments = pointer.split("/").filter((segment) => segment !== "");
  return segments[segments.length - 1] ?? "";
}

/** Reads an error thrown by the API client into form terms. `fields` are the names the form shows. */
export function failureOf(error: unknown, fields: readonly string[] = []): WriteFailure {
  if (!(error instanceof ApiError)) {
    const message = "The server could not be reached. Check your connection and try again.";
    return { conflict: false, status: null, fieldErrors: {}, message, serverMessage: null };
  }
  const conflict = error.status === 409 && error.revision !== undefined;
  const fieldErrors: Record<string, string> = {};
  const unplaced: string[] = [];
  for (const issue of error.issues) {
    const field = fieldOfPointer(issue.pointer);
    if (fields.includes(field) && !fieldErrors[field]) fieldErrors[field] = issue.message;
    else unplaced.push(field ? `${field}: ${issue.message}` : issue.message);
  }
  const placedAll = error.issues.length > 0 && unplaced.length === 0;
  const message = placedAll ? null : unplaced.length > 0 ? `${error.message} ${unplaced.join("; ")}` : error.message;
  return { conflict, status: error.status, fieldErrors, message, serverMessage: error.message };
}

/** Server field messages are fragments ("is already used by another page"): lead with the label. */
export function fieldMessage(label: string, message: string): string {
  return /^[a-z]/.test(message) ? `${label} ${message}` : message;
}
