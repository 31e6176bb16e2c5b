// Generated from schemas/ and blocks/<key>/block.schema.json by `npm run codegen`. Do not edit.
/* eslint-disable */
// @ts-nocheck
import { codePoints } from "./runtime.ts";
const pattern0 = new RegExp("^$|^[A-Za-z][A-Za-z0-9_-]*$", "u");
function check0(data) {
  if (!(typeof data === "object" && data !== null && !Array.isArray(data))) return false;
  if (data["id"] === undefined) return false;
  for (const v1 in data)
    switch (v1) {
      case "id":
      case "items":
      case "goTopShort":
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
    const v3 = data["items"];
    if (v3 !== undefined) {
      if (!Array.isArray(v3)) return false;
      if (Array.isArray(v3) && v3.length > 10) return false;
      if (Array.isArray(v3))
        for (let v5 = 0; v5 < v3.length; v5++) {
          const v4 = v3[v5];
          if (!(typeof v4 === "object" && v4 !== null && !Array.isArray(v4))) return false;
          if (v4["label"] === undefined) return false;
          for (const v6 in v4)
            switch (v6) {
              case "label":
              case "blockId":
                break;
              default:
                return false;
            }
          {
            const v7 = v4["label"];
            if (v7 !== undefined) {
              if (!(typeof v7 === "string")) return false;
              if (
                typeof v7 === "string" &&
                ((v7.length > 40 && codePoints(v7) > 40) || (v7.length < 2 && codePoints(v7) < 1))
              )
                return false;
            }
          }
          {
            const v8 = v4["blockId"];
            if (v8 !== undefined) {
              if (!(typeof v8 === "string")) return false;
              if (typeof v8 === "string" && v8.length !== 0 && !pattern0.test(v8)) return false;
            }
          }
        }
    }
  }
  {
    const v9 = data["goTopShort"];
    if (v9 !== undefined) {
      if (!(typeof v9 === "string")) return false;
      if (typeof v9 === "string" && ((v9.length > 30 && codePoints(v9) > 30) || (v9.length < 2 && codePoints(v9) < 1)))
        return false;
    }
  }
  {
    const v10 = data["box_color"];
    if (v10 !== undefined) {
      if (!(v10 === "light-theme" || v10 === "grey-theme" || v10 === "dark-theme" || v10 === "black-theme"))
        return false;
    }
  }
  return true;
}
export const check = check0;
