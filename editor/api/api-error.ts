/** A failed API call, in the server's error shape `{ error, message, issues?, revision? }`. */
export interface ApiIssue {
  pointer: string;
  message: string;
  blockId?: string | null;
  blockType?: string | null;
  /** The 1-based line of an uploaded file the issue is on (CSV uploads). */
  line?: number | null;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly issues: ApiIssue[] = [],
    readonly revision?: number,
  ) {
    super(message);
  }

  get isConflict(): boolean {
    return this.status === 409 && this.code === "conflict";
  }
}
