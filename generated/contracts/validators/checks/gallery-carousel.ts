// Generated from schemas/ and blocks/<key>/block.schema.json by `npm run codegen`. Do not edit.
/* eslint-disable */
// @ts-nocheck
import { codePoints } from "./runtime.ts";
const pattern0 = new RegExp("^$|^[A-Za-z][A-Za-z0-9_-]*$", "u");
const pattern1 = new RegExp("^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$", "u");
function check0(data) {
  if (!(typeof data === "object" && data !== null && !Array.isArray(data))) return false;
  if (data["id"] === undefined || data["images"] === undefined) return false;
  for (const v1 in data)
    switch (v1) {
      case "id":
      case "block_scroll_id":
      case "heading":
      case "header_tag":
      case "header_size":
      case "slider_theme":
      case "padding":
      case "paragraph":
      case "images":
      case "ratio":
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
    const v7 = data["slider_theme"];
    if (v7 !== undefined) {
      if (!(
        v7 === "light-theme" ||
        v7 === "grey-theme" ||
        v7 === "dark-theme" ||
        v7 === "black-theme" ||
        v7 === "all-white-theme"
      ))
        return false;
    }
  }
  {
    const v8 = data["padding"];
    if (v8 !== undefined) {
      if (!(v8 === "normal" || v8 === "top-space-0" || v8 === "bottom-space-0" || v8 === "y-space-0")) return false;
    }
  }
  {
    const v9 = data["paragraph"];
    if (v9 !== undefined) {
      if (!(typeof v9 === "string")) return false;
      if (typeof v9 === "string" && v9.length > 600 && codePoints(v9) > 600) return false;
    }
  }
  {
    const v10 = data["images"];
    if (v10 !== undefined) {
      if (!Array.isArray(v10)) return false;
      if (Array.isArray(v10) && (v10.length > 40 || v10.length < 1)) return false;
      if (Array.isArray(v10))
        for (let v12 = 0; v12 < v10.length; v12++) {
          const v11 = v10[v12];
          if (!(typeof v11 === "object" && v11 !== null && !Array.isArray(v11))) return false;
          if (v11["image"] === undefined) return false;
          for (const v13 in v11)
            switch (v13) {
              case "image":
              case "caption":
                break;
              default:
                return false;
            }
          {
            const v14 = v11["image"];
            if (v14 !== undefined) {
              if (!(typeof v14 === "object" && v14 !== null && !Array.isArray(v14))) return false;
              if (v14["id"] === undefined) return false;
              for (const v15 in v14)
                switch (v15) {
                  case "id":
                  case "alt":
                  case "variants":
                    break;
                  default:
                    return false;
                }
              {
                const v16 = v14["id"];
                if (v16 !== undefined) {
                  if (!(typeof v16 === "string")) return false;
                  if (typeof v16 === "string" && v16.length < 2 && codePoints(v16) < 1) return false;
                }
              }
              {
                const v17 = v14["alt"];
                if (v17 !== undefined) {
                  if (!(typeof v17 === "string")) return false;
                }
              }
              {
                const v18 = v14["variants"];
                if (v18 !== undefined) {
                  if (!Array.isArray(v18)) return false;
                  if (Array.isArray(v18))
                    for (let v20 = 0; v20 < v18.length; v20++) {
                      const v19 = v18[v20];
                      if (!(typeof v19 === "object" && v19 !== null && !Array.isArray(v19))) return false;
                      if (v19["width"] === undefined || v19["height"] === undefined) return false;
                      for (const v21 in v19)
                        switch (v21) {
                          case "width":
                          case "height":
                            break;
                          default:
                            return false;
                        }
                      {
                        const v22 = v19["width"];
                        if (v22 !== undefined) {
                          if (!(typeof v22 === "number" && !(v22 % 1) && !isNaN(v22) && isFinite(v22))) return false;
                          if (typeof v22 === "number" && v22 < 1) return false;
                        }
                      }
                      {
                        const v23 = v19["height"];
                        if (v23 !== undefined) {
                          if (!(typeof v23 === "number" && !(v23 % 1) && !isNaN(v23) && isFinite(v23))) return false;
                          if (typeof v23 === "number" && v23 < 1) return false;
                        }
                      }
                    }
                }
              }
            }
          }
          {
            const v24 = v11["caption"];
            if (v24 !== undefined) {
              if (!(typeof v24 === "string")) return false;
              if (typeof v24 === "string" && v24.length > 200 && codePoints(v24) > 200) return false;
            }
          }
        }
    }
  }
  {
    const v25 = data["ratio"];
    if (v25 !== undefined) {
      if (!(v25 === "16-9" || v25 === "16-6-5" || v25 === "1-1")) return false;
    }
  }
  {
    const v26 = data["dc_strategy"];
    if (v26 !== undefined) {
      if (!(typeof v26 === "object" && v26 !== null && !Array.isArray(v26))) return false;
      if (v26["key"] === undefined || v26["value"] === undefined) return false;
      for (const v27 in v26)
        switch (v27) {
          case "key":
          case "value":
          case "name":
          case "fallback":
            break;
          default:
            return false;
        }
      {
        const v28 = v26["key"];
        if (v28 !== undefined) {
          if (!(v28 === "url_brands" || v28 === "mena_offers" || v28 === "reffine_sl" || v28 === "mena_external_sl"))
            return false;
        }
      }
      {
        const v29 = v26["value"];
        if (v29 !== undefined) {
          if (!(typeof v29 === "string")) return false;
          if (typeof v29 === "string" && v29.length > 500 && codePoints(v29) > 500) return false;
        }
      }
      {
        const v30 = v26["name"];
        if (v30 !== undefined) {
          if (!(typeof v30 === "string")) return false;
          if (typeof v30 === "string" && v30.length > 120 && codePoints(v30) > 120) return false;
        }
      }
      {
        const v31 = v26["fallback"];
        if (v31 !== undefined) {
          if (!(typeof v31 === "boolean")) return false;
        }
      }
    }
  }
  {
    const v32 = data["offer_schedule"];
    if (v32 !== undefined) {
      if (!(typeof v32 === "object" && v32 !== null && !Array.isArray(v32))) return false;
      for (const v33 in v32)
        switch (v33) {
          case "start_date":
          case "end_date":
            break;
          default:
            return false;
        }
      {
        const v34 = v32["start_date"];
        if (v34 !== undefined) {
          if (!(typeof v34 === "string")) return false;
          if (typeof v34 === "string" && !pattern1.test(v34)) return false;
        }
      }
      {
        const v35 = v32["end_date"];
        if (v35 !== undefined) {
          if (!(typeof v35 === "string")) return false;
          if (typeof v35 === "string" && !pattern1.test(v35)) return false;
        }
      }
    }
  }
  return true;
}
export const check = check0;
