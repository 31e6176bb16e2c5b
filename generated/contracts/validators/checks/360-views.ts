// Generated from schemas/ and blocks/<key>/block.schema.json by `npm run codegen`. Do not edit.
/* eslint-disable */
// @ts-nocheck
import { codePoints } from "./runtime.ts";
const pattern0 = new RegExp("^$|^[A-Za-z][A-Za-z0-9_-]*$", "u");
const pattern1 = new RegExp("^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$", "u");
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
      case "dc_strategy":
      case "offer_schedule":
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
  {
    const v24 = data["dc_strategy"];
    if (v24 !== undefined) {
      if (!(typeof v24 === "object" && v24 !== null && !Array.isArray(v24))) return false;
      if (v24["key"] === undefined || v24["value"] === undefined) return false;
      for (const v25 in v24)
        switch (v25) {
          case "key":
          case "value":
          case "name":
          case "fallback":
            break;
          default:
            return false;
        }
      {
        const v26 = v24["key"];
        if (v26 !== undefined) {
          if (!(v26 === "url_brands" || v26 === "mena_offers" || v26 === "reffine_sl" || v26 === "mena_external_sl"))
            return false;
        }
      }
      {
        const v27 = v24["value"];
        if (v27 !== undefined) {
          if (!(typeof v27 === "string")) return false;
          if (typeof v27 === "string" && v27.length > 500 && codePoints(v27) > 500) return false;
        }
      }
      {
        const v28 = v24["name"];
        if (v28 !== undefined) {
          if (!(typeof v28 === "string")) return false;
          if (typeof v28 === "string" && v28.length > 120 && codePoints(v28) > 120) return false;
        }
      }
      {
        const v29 = v24["fallback"];
        if (v29 !== undefined) {
          if (!(typeof v29 === "boolean")) return false;
        }
      }
    }
  }
  {
    const v30 = data["offer_schedule"];
    if (v30 !== undefined) {
      if (!(typeof v30 === "object" && v30 !== null && !Array.isArray(v30))) return false;
      for (const v31 in v30)
        switch (v31) {
          case "start_date":
          case "end_date":
            break;
          default:
            return false;
        }
      {
        const v32 = v30["start_date"];
        if (v32 !== undefined) {
          if (!(typeof v32 === "string")) return false;
          if (typeof v32 === "string" && !pattern1.test(v32)) return false;
        }
      }
      {
        const v33 = v30["end_date"];
        if (v33 !== undefined) {
          if (!(typeof v33 === "string")) return false;
          if (typeof v33 === "string" && !pattern1.test(v33)) return false;
        }
      }
    }
  }
  return true;
}
export const check = check0;
