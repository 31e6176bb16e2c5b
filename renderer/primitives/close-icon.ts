/**
 * Icon's "close" cross in each set (icon.tsx), in a module without React: the consent banner's script
 * draws it too, in the choice dialog it builds (decision 193).
 */
export const CLOSE_ICON_PATHS = {
  jdx: "M6.4 5 12 10.6 17.6 5 19 6.4 13.4 12l5.6 5.6-1.4 1.4-5.6-5.6L6.4 19 5 17.6l5.6-5.6L5 6.4z",
  lrdx: "M6 6l12 12M18 6 6 18",
} as const;
