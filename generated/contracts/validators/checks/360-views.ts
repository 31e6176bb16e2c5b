// Generated from schemas/ and blocks/<key>/block.schema.json by `npm run codegen`. Do not edit.
/* eslint-disable */
// @ts-nocheck
import { codePoints } from "./runtime.ts";
const pattern0 = new RegExp("^$|^[A-Za-z][A-Za-z0-9_-]*$", "u");
function check0(data) {
  if (!(typeof data === "object" && data !== null && !Array.isArray(data))) return false;
  if (data["id"] === undefined || data["frames"] === undefined) return false;
  for (const v1 in data)
    switch (v1) {
      case "id":
      case "block_scroll_id":
      case "heading":
      case "header_tag":
      case "header_size":
      case "paragraph":
      case "frames":
      case "start_frame":
      case "hint":
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
    const v4 = data["heading"];
    if (v4 !== undefined) {
      if (!(typeof v4 === "string")) return false;
      if (typeof v4 === "string" && v4.length > 150 && codePoints(v4) > 150) return false;
    }
  }
  {
    const v5 = data["header_tag"];
    if (v5 !== undefined) {
      if (!(v5 === 1 || v5 === 2 || v5 === 3 || v5 === 4 || v5 === 5 || v5 === 6)) return false;
    }
  }
  {
    const v6 = data["header_size"];
    if (v6 !== undefined) {
      if (!(v6 === "xs" || v6 === "s" || v6 === "m" || v6 === "l" || v6 === "xl" || v6 === "title")) return false;
    }
  }
  {
    const v7 = data["paragraph"];
    if (v7 !== undefined) {
      if (!(typeof v7 === "string")) return false;
      if (typeof v7 === "string" && v7.length > 5000 && codePoints(v7) > 5000) return false;
    }
  }
  {
    const v8 = data["frames"];
    if (v8 !== undefined) {
      if (!Array.isArray(v8)) return false;
      if (Array.isArray(v8) && (v8.length > 72 || v8.length < 2)) return false;
      if (Array.isArray(v8))
        for (let v10 = 0; v10 < v8.length; v10++) {
          const v9 = v8[v10];
          if (!(typeof v9 === "object" && v9 !== null && !Array.isArray(v9))) return false;
          if (v9["id"] === undefined) return false;
          for (const v11 in v9)
            switch (v11) {
              case "id":
              case "alt":
              case "variants":
                break;
              default:
                return false;
            }
          {
            const v12 = v9["id"];
            if (v12 !== undefined) {
              if (!(typeof v12 === "string")) return false;
              if (typeof v12 === "string" && v12.length < 2 && codePoints(v12) < 1) return false;
            }
          }
          {
            const v13 = v9["alt"];
            if (v13 !== undefined) {
              if (!(typeof v13 === "string")) return false;
            }
          }
          {
            const v14 = v9["variants"];
            if (v14 !== undefined) {
              if (!Array.isArray(v14)) return false;
              if (Array.isArray(v14))
                for (let v16 = 0; v16 < v14.length; v16++) {
                  const v15 = v14[v16];
                  if (!(typeof v15 === "object" && v15 !== null && !Array.isArray(v15))) return false;
                  if (v15["width"] === undefined || v15["height"] === undefined) return false;
                  for (const v17 in v15)
                    switch (v17) {
                      case "width":
                      case "height":
                        break;
                      default:
                        return false;
                    }
                  {
                    const v18 = v15["width"];
                    if (v18 !== undefined) {
                      if (!(typeof v18 === "number" && !(v18 % 1) && !isNaN(v18) && isFinite(v18))) return false;
                      if (typeof v18 === "number" && v18 < 1) return false;
                    }
                  }
                  {
                    const v19 = v15["height"];
                    if (v19 !== undefined) {
                      if (!(typeof v19 === "number" && !(v19 % 1) && !isNaN(v19) && isFinite(v19))) return false;
                      if (typeof v19 === "number" && v19 < 1) return false;
                    }
                  }
                }
            }
          }
        }
    }
  }
  {
    const v20 = data["start_frame"];
    if (v20 !== undefined) {
      if (!(typeof v20 === "number" && isFinite(v20))) return false;
      if (!(typeof v20 === "number" && !(v20 % 1) && !isNaN(v20) && isFinite(v20))) return false;
      if (typeof v20 === "number" && (v20 < 1 || v20 > 72)) return false;
    }
  }
  {
    const v21 = data["hint"];
    if (v21 !== undefined) {
      if (!(typeof v21 === "string")) return false;
      if (typeof v21 === "string" && v21.length > 100 && codePoints(v21) > 100) return false;
    }
  }
  {
    const v22 = data["box_color"];
    if (v22 !== undefined) {
      if (!(v22 === "light-theme" || v22 === "grey-theme" || v22 === "dark-theme" || v22 === "black-theme"))
        return false;
    }
  }
  {
    const v23 = data["padding"];
    if (v23 !== undefined) {
      if (!(v23 === "normal" || v23 === "top-space-0" || v23 === "bottom-space-0" || v23 === "y-space-0")) return false;
    }
  }
  return true;
}
export const check = check0;
