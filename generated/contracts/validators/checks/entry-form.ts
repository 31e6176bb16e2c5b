// Generated from schemas/ and blocks/<key>/block.schema.json by `npm run codegen`. Do not edit.
/* eslint-disable */
// @ts-nocheck
import { codePoints } from "./runtime.ts";
const pattern0 = new RegExp("^$|^[A-Za-z][A-Za-z0-9_-]*$", "u");
const pattern1 = new RegExp("^$|^[A-Za-z0-9-]{1,64}$", "u");
function check0(data) {
  if (!(typeof data === "object" && data !== null && !Array.isArray(data))) return false;
  if (data["id"] === undefined || data["form_id"] === undefined) return false;
  for (const v1 in data)
    switch (v1) {
      case "id":
      case "block_scroll_id":
      case "form_id":
      case "heading":
      case "form_position":
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
    const v4 = data["form_id"];
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
    const v5 = data["heading"];
    if (v5 !== undefined) {
      if (!(typeof v5 === "string")) return false;
      if (typeof v5 === "string" && v5.length > 150 && codePoints(v5) > 150) return false;
    }
  }
  {
    const v6 = data["form_position"];
    if (v6 !== undefined) {
      if (!(v6 === "left" || v6 === "center" || v6 === "right")) return false;
    }
  }
  {
    const v7 = data["box_color"];
    if (v7 !== undefined) {
      if (!(v7 === "light-theme" || v7 === "grey-theme" || v7 === "dark-theme" || v7 === "black-theme")) return false;
    }
  }
  return true;
}
export const check = check0;
