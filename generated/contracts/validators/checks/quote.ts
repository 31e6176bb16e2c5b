// Generated from schemas/ and blocks/<key>/block.schema.json by `npm run codegen`. Do not edit.
/* eslint-disable */
// @ts-nocheck
import { codePoints } from "./runtime.ts";
const pattern0 = new RegExp("^$|^[A-Za-z][A-Za-z0-9_-]*$", "u");
function check0(data) {
  if (!(typeof data === "object" && data !== null && !Array.isArray(data))) return false;
  if (data["id"] === undefined || data["quote"] === undefined) return false;
  for (const v1 in data)
    switch (v1) {
      case "id":
      case "block_scroll_id":
      case "quote":
      case "author":
      case "author_position":
      case "alignment":
      case "box_color":
      case "padding":
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
    const v4 = data["quote"];
    if (v4 !== undefined) {
      if (!(typeof v4 === "string")) return false;
      if (
        typeof v4 === "string" &&
        ((v4.length > 600 && codePoints(v4) > 600) || (v4.length < 2 && codePoints(v4) < 1))
      )
        return false;
    }
  }
  {
    const v5 = data["author"];
    if (v5 !== undefined) {
      if (!(typeof v5 === "string")) return false;
    }
  }
  {
    const v6 = data["author_position"];
    if (v6 !== undefined) {
      if (!(typeof v6 === "string")) return false;
    }
  }
  {
    const v7 = data["alignment"];
    if (v7 !== undefined) {
      if (!(v7 === "left" || v7 === "center" || v7 === "right")) return false;
    }
  }
  {
    const v8 = data["box_color"];
    if (v8 !== undefined) {
      if (!(v8 === "light-theme" || v8 === "grey-theme" || v8 === "dark-theme" || v8 === "black-theme")) return false;
    }
  }
  {
    const v9 = data["padding"];
    if (v9 !== undefined) {
      if (!(v9 === "normal" || v9 === "top-space-0" || v9 === "bottom-space-0" || v9 === "y-space-0")) return false;
    }
  }
  return true;
}
export const check = check0;
