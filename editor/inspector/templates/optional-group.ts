import { createContext, useContext } from "react";

/**
 * True inside an optional group the author has not started (all its fields empty): its "required"
 * fields are required only once the group is used, so they show no star yet. The Visibility
 * section's dynamic-content rule is such a group: a block without a rule is complete.
 */
export const UnstartedOptionalGroup = createContext(false);

export function useUnstartedOptionalGroup(): boolean {
  return useContext(UnstartedOptionalGroup);
}

/** Whether a group's data holds nothing the author entered. */
export function isUnstarted(data: unknown): boolean {
  if (data === undefined || data === null || data === "") return true;
  if (Array.isArray(data)) return data.length === 0;
  if (typeof data === "object") return Object.values(data).every(isUnstarted);
  return false;
}
