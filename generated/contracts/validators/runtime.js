// Generated from schemas/ and blocks/<key>/block.schema.json by `npm run codegen`. Do not edit.
/* eslint-disable */
// ajv's own algorithm: code points, counting a surrogate pair once.
export function ucs2length(str) {
  const len = str.length;
  let length = 0;
  let pos = 0;
  let value;
  while (pos < len) {
    length++;
    value = str.charCodeAt(pos++);
    if (value >= 0xd800 && value <= 0xdbff && pos < len) {
      value = str.charCodeAt(pos);
      if ((value & 0xfc00) === 0xdc00) pos++;
    }
  }
  return length;
}

/** Deep equality of JSON values (ajv's `equal`, used by const/enum of objects and uniqueItems). */
export function equal(a, b) {
  if (a === b) return true;
  if (a && b && typeof a == "object" && typeof b == "object") {
    if (Array.isArray(a) !== Array.isArray(b)) return false;
    if (Array.isArray(a)) {
      if (a.length !== b.length) return false;
      for (let i = 0; i < a.length; i++) if (!equal(a[i], b[i])) return false;
      return true;
    }
    const keys = Object.keys(a);
    if (keys.length !== Object.keys(b).length) return false;
    for (const key of keys) if (!Object.prototype.hasOwnProperty.call(b, key) || !equal(a[key], b[key])) return false;
    return true;
  }
  return a !== a && b !== b;
}

// True only while fillDefaults runs: the validators then fill in every missing default as they check.
export let fillingDefaults = false;

/** Runs a validator with defaults switched on: fills in missing defaults of `data`, in place. */
export function fillDefaults(validate, data) {
  fillingDefaults = true;
  try {
    validate(data);
  } finally {
    fillingDefaults = false;
  }
}
