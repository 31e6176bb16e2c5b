// Generated from schemas/ and blocks/<key>/block.schema.json by `npm run codegen`. Do not edit.
/* eslint-disable */
// @ts-nocheck
import { codePoints } from "./runtime.ts";
const pattern0 = new RegExp("^$|^[A-Za-z][A-Za-z0-9_-]*$", "u");
const pattern1 = new RegExp("^$|^[A-Za-z0-9_-]+$", "u");
const pattern2 = new RegExp("^$|^/(?!/)\\S*$|^https?://\\S+$", "u");
function check0(data) {
  if (!(typeof data === "object" && data !== null && !Array.isArray(data))) return false;
  if (data["id"] === undefined) return false;
  for (const v1 in data)
    switch (v1) {
      case "id":
      case "block_scroll_id":
      case "offer_id":
      case "header_tag":
      case "cta_url":
      case "is_reversed":
      case "box_color":
        break;
      default:
        return false;
    }
  {
    const v2 = data["id"];
    if (v2 !== undefined) {
      if (!(typeof v2 === "string")) return false;
      if (typeof v2 === "string" && v2.length < 2 && codePoints(v2) < 1) return false;
    }
  }
  {
    const v3 = data["block_scroll_id"];
    if (v3 !== undefined) {
      if (!(typeof v3 === "string")) return false;
      if (typeof v3 === "string" && v3.length !== 0 && !pattern0.test(v3)) return false;
    }
  }
  {
    const v4 = data["offer_id"];
    if (v4 !== undefined) {
      if (!(typeof v4 === "string")) return false;
      if (
        typeof v4 === "string" &&
        ((v4.length > 64 && codePoints(v4) > 64) || (v4.length !== 0 && !pattern1.test(v4)))
      )
        return false;
    }
  }
  {
    const v5 = data["header_tag"];
    if (v5 !== undefined) {
      if (!(v5 === 1 || v5 === 2 || v5 === 3 || v5 === 4 || v5 === 5 || v5 === 6)) return false;
    }
  }
  {
    const v6 = data["cta_url"];
    if (v6 !== undefined) {
      if (!(typeof v6 === "string")) return false;
      if (
        typeof v6 === "string" &&
        ((v6.length > 500 && codePoints(v6) > 500) || (v6.length !== 0 && !pattern2.test(v6)))
      )
        return false;
    }
  }
  {
    const v7 = data["is_reversed"];
    if (v7 !== undefined) {
      if (!(typeof v7 === "boolean")) return false;
    }
  }
  {
    const v8 = data["box_color"];
    if (v8 !== undefined) {
      if (!(v8 === "light-theme" || v8 === "grey-theme" || v8 === "dark-theme" || v8 === "black-theme")) return false;
    }
  }
  return true;
}
export const check = check0;
