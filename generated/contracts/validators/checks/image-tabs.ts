// Generated from schemas/ and blocks/<key>/block.schema.json by `npm run codegen`. Do not edit.
/* eslint-disable */
// @ts-nocheck
import { codePoints } from "./runtime.ts";
import { blockNode } from "./page-document.ts";
const pattern0 = new RegExp("^$|^[A-Za-z][A-Za-z0-9_-]*$", "u");
const pattern1 = new RegExp("^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$", "u");
function check1(data) {
  if (!Array.isArray(data)) return false;
  if (Array.isArray(data))
    for (let v26 = 0; v26 < data.length; v26++) {
      const v25 = data[v26];
      if (!blockNode(v25)) return false;
    }
  return true;
}
function check0(data) {
  if (!(typeof data === "object" && data !== null && !Array.isArray(data))) return false;
  if (data["id"] === undefined || data["tabs"] === undefined) return false;
  for (const v1 in data)
    switch (v1) {
      case "id":
      case "block_scroll_id":
      case "heading":
      case "header_tag":
      case "header_size":
      case "has_lazyload":
      case "tabs":
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
    const v7 = data["has_lazyload"];
    if (v7 !== undefined) {
      if (!(typeof v7 === "boolean")) return false;
    }
  }
  {
    const v8 = data["tabs"];
    if (v8 !== undefined) {
      if (!Array.isArray(v8)) return false;
      if (Array.isArray(v8) && (v8.length > 8 || v8.length < 1)) return false;
      if (Array.isArray(v8))
        for (let v10 = 0; v10 < v8.length; v10++) {
          const v9 = v8[v10];
          if (!(typeof v9 === "object" && v9 !== null && !Array.isArray(v9))) return false;
          if (v9["tab_label"] === undefined) return false;
          for (const v11 in v9)
            switch (v11) {
              case "tab_label":
              case "tab_id":
              case "image":
              case "content":
                break;
              default:
                return false;
            }
          {
            const v12 = v9["tab_label"];
            if (v12 !== undefined) {
              if (!(typeof v12 === "string")) return false;
              if (
                typeof v12 === "string" &&
                ((v12.length > 60 && codePoints(v12) > 60) || (v12.length < 2 && codePoints(v12) < 1))
              )
                return false;
            }
          }
          {
            const v13 = v9["tab_id"];
            if (v13 !== undefined) {
              if (!(typeof v13 === "string")) return false;
              if (typeof v13 === "string" && v13.length !== 0 && !pattern0.test(v13)) return false;
            }
          }
          {
            const v14 = v9["image"];
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
            const v24 = v9["content"];
            if (v24 !== undefined) {
              if (!check1(v24)) return false;
            }
          }
        }
    }
  }
  {
    const v27 = data["box_color"];
    if (v27 !== undefined) {
      if (!(v27 === "light-theme" || v27 === "grey-theme" || v27 === "dark-theme" || v27 === "black-theme"))
        return false;
    }
  }
  {
    const v28 = data["padding"];
    if (v28 !== undefined) {
      if (!(v28 === "normal" || v28 === "top-space-0" || v28 === "bottom-space-0" || v28 === "y-space-0")) return false;
    }
  }
  {
    const v29 = data["dc_strategy"];
    if (v29 !== undefined) {
      if (!(typeof v29 === "object" && v29 !== null && !Array.isArray(v29))) return false;
      if (v29["key"] === undefined || v29["value"] === undefined) return false;
      for (const v30 in v29)
        switch (v30) {
          case "key":
          case "value":
          case "name":
          case "fallback":
            break;
          default:
            return false;
        }
      {
        const v31 = v29["key"];
        if (v31 !== undefined) {
          if (!(v31 === "url_brands" || v31 === "mena_offers" || v31 === "reffine_sl" || v31 === "mena_external_sl"))
            return false;
        }
      }
      {
        const v32 = v29["value"];
        if (v32 !== undefined) {
          if (!(typeof v32 === "string")) return false;
          if (typeof v32 === "string" && v32.length > 500 && codePoints(v32) > 500) return false;
        }
      }
      {
        const v33 = v29["name"];
        if (v33 !== undefined) {
          if (!(typeof v33 === "string")) return false;
          if (typeof v33 === "string" && v33.length > 120 && codePoints(v33) > 120) return false;
        }
      }
      {
        const v34 = v29["fallback"];
        if (v34 !== undefined) {
          if (!(typeof v34 === "boolean")) return false;
        }
      }
    }
  }
  {
    const v35 = data["offer_schedule"];
    if (v35 !== undefined) {
      if (!(typeof v35 === "object" && v35 !== null && !Array.isArray(v35))) return false;
      for (const v36 in v35)
        switch (v36) {
          case "start_date":
          case "end_date":
            break;
          default:
            return false;
        }
      {
        const v37 = v35["start_date"];
        if (v37 !== undefined) {
          if (!(typeof v37 === "string")) return false;
          if (typeof v37 === "string" && !pattern1.test(v37)) return false;
        }
      }
      {
        const v38 = v35["end_date"];
        if (v38 !== undefined) {
          if (!(typeof v38 === "string")) return false;
          if (typeof v38 === "string" && !pattern1.test(v38)) return false;
        }
      }
    }
  }
  return true;
}
export const check = check0;
