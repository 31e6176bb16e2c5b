// Generated from schemas/ and blocks/<key>/block.schema.json by `npm run codegen`. Do not edit.
/* eslint-disable */
// @ts-nocheck
import { codePoints } from "./runtime.ts";
const pattern0 = new RegExp("^$|^[A-Za-z][A-Za-z0-9_-]*$", "u");
const pattern1 = new RegExp(
  "^$|^(?:https?://[^\\s\\\\/?#\\u0000-\\u001f\\u007f][^\\s\\\\\\u0000-\\u001f\\u007f]*|mailto:[^\\s\\\\\\u0000-\\u001f\\u007f]+|tel:[0-9+().\\-]+|/(?![/\\\\])[^\\s\\\\\\u0000-\\u001f\\u007f]*|#[^\\s\\\\\\u0000-\\u001f\\u007f]*)$",
  "u",
);
const pattern2 = new RegExp("^$|^[a-z0-9]+(-[a-z0-9]+)*$", "u");
const pattern3 = new RegExp("^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$", "u");
function check0(data) {
  if (!(typeof data === "object" && data !== null && !Array.isArray(data))) return false;
  if (data["id"] === undefined || data["slides"] === undefined) return false;
  for (const v1 in data)
    switch (v1) {
      case "id":
      case "block_scroll_id":
      case "heading":
      case "header_tag":
      case "header_size":
      case "slider_theme":
      case "padding":
      case "slides":
      case "is_reversed":
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
    const v9 = data["slides"];
    if (v9 !== undefined) {
      if (!Array.isArray(v9)) return false;
      if (Array.isArray(v9) && (v9.length > 10 || v9.length < 1)) return false;
      if (Array.isArray(v9))
        for (let v11 = 0; v11 < v9.length; v11++) {
          const v10 = v9[v11];
          if (!(typeof v10 === "object" && v10 !== null && !Array.isArray(v10))) return false;
          if (v10["heading"] === undefined) return false;
          for (const v12 in v10)
            switch (v12) {
              case "image":
              case "heading":
              case "paragraph":
              case "button":
                break;
              default:
                return false;
            }
          {
            const v13 = v10["image"];
            if (v13 !== undefined) {
              if (!(typeof v13 === "object" && v13 !== null && !Array.isArray(v13))) return false;
              if (v13["id"] === undefined) return false;
              for (const v14 in v13)
                switch (v14) {
                  case "id":
                  case "alt":
                  case "variants":
                    break;
                  default:
                    return false;
                }
              {
                const v15 = v13["id"];
                if (v15 !== undefined) {
                  if (!(typeof v15 === "string")) return false;
                  if (typeof v15 === "string" && v15.length < 2 && codePoints(v15) < 1) return false;
                }
              }
              {
                const v16 = v13["alt"];
                if (v16 !== undefined) {
                  if (!(typeof v16 === "string")) return false;
                }
              }
              {
                const v17 = v13["variants"];
                if (v17 !== undefined) {
                  if (!Array.isArray(v17)) return false;
                  if (Array.isArray(v17))
                    for (let v19 = 0; v19 < v17.length; v19++) {
                      const v18 = v17[v19];
                      if (!(typeof v18 === "object" && v18 !== null && !Array.isArray(v18))) return false;
                      if (v18["width"] === undefined || v18["height"] === undefined) return false;
                      for (const v20 in v18)
                        switch (v20) {
                          case "width":
                          case "height":
                            break;
                          default:
                            return false;
                        }
                      {
                        const v21 = v18["width"];
                        if (v21 !== undefined) {
                          if (!(typeof v21 === "number" && !(v21 % 1) && !isNaN(v21) && isFinite(v21))) return false;
                          if (typeof v21 === "number" && v21 < 1) return false;
                        }
                      }
                      {
                        const v22 = v18["height"];
                        if (v22 !== undefined) {
                          if (!(typeof v22 === "number" && !(v22 % 1) && !isNaN(v22) && isFinite(v22))) return false;
                          if (typeof v22 === "number" && v22 < 1) return false;
                        }
                      }
                    }
                }
              }
            }
          }
          {
            const v23 = v10["heading"];
            if (v23 !== undefined) {
              if (!(typeof v23 === "string")) return false;
              if (
                typeof v23 === "string" &&
                ((v23.length > 120 && codePoints(v23) > 120) || (v23.length < 2 && codePoints(v23) < 1))
              )
                return false;
            }
          }
          {
            const v24 = v10["paragraph"];
            if (v24 !== undefined) {
              if (!(typeof v24 === "string")) return false;
              if (typeof v24 === "string" && v24.length > 600 && codePoints(v24) > 600) return false;
            }
          }
          {
            const v25 = v10["button"];
            if (v25 !== undefined) {
              if (!(typeof v25 === "object" && v25 !== null && !Array.isArray(v25))) return false;
              for (const v26 in v25)
                switch (v26) {
                  case "url":
                  case "type":
                  case "target":
                  case "link_text":
                  case "icon":
                  case "ui_type":
                  case "size":
                  case "rdx_forms_form_id":
                  case "hidden_fields":
                  case "form_layout":
                    break;
                  default:
                    return false;
                }
              {
                const v27 = v25["url"];
                if (v27 !== undefined) {
                  if (!(typeof v27 === "string")) return false;
                  if (
                    typeof v27 === "string" &&
                    ((v27.length > 2000 && codePoints(v27) > 2000) || (v27.length !== 0 && !pattern1.test(v27)))
                  )
                    return false;
                }
              }
              {
                const v28 = v25["type"];
                if (v28 !== undefined) {
                  if (!(v28 === "internal" || v28 === "external" || v28 === "form" || v28 === "file")) return false;
                }
              }
              {
                const v29 = v25["target"];
                if (v29 !== undefined) {
                  if (!(v29 === "_self" || v29 === "_blank")) return false;
                }
              }
              {
                const v30 = v25["link_text"];
                if (v30 !== undefined) {
                  if (!(typeof v30 === "string")) return false;
                }
              }
              {
                const v31 = v25["icon"];
                if (v31 !== undefined) {
                  if (!(typeof v31 === "string")) return false;
                  if (typeof v31 === "string" && v31.length !== 0 && !pattern2.test(v31)) return false;
                }
              }
              {
                const v32 = v25["ui_type"];
                if (v32 !== undefined) {
                  if (!(v32 === "primary" || v32 === "secondary" || v32 === "tertiary")) return false;
                }
              }
              {
                const v33 = v25["size"];
                if (v33 !== undefined) {
                  if (!(v33 === "medium" || v33 === "small")) return false;
                }
              }
              {
                const v34 = v25["rdx_forms_form_id"];
                if (v34 !== undefined) {
                  if (!(typeof v34 === "string")) return false;
                }
              }
              {
                const v35 = v25["hidden_fields"];
                if (v35 !== undefined) {
                  if (!Array.isArray(v35)) return false;
                  if (Array.isArray(v35) && v35.length > 20) return false;
                  if (Array.isArray(v35))
                    for (let v37 = 0; v37 < v35.length; v37++) {
                      const v36 = v35[v37];
                      if (!(typeof v36 === "object" && v36 !== null && !Array.isArray(v36))) return false;
                      if (v36["name"] === undefined || v36["value"] === undefined) return false;
                      for (const v38 in v36)
                        switch (v38) {
                          case "name":
                          case "value":
                            break;
                          default:
                            return false;
                        }
                      {
                        const v39 = v36["name"];
                        if (v39 !== undefined) {
                          if (!(typeof v39 === "string")) return false;
                          if (typeof v39 === "string" && v39.length < 2 && codePoints(v39) < 1) return false;
                        }
                      }
                      {
                        const v40 = v36["value"];
                        if (v40 !== undefined) {
                          if (!(typeof v40 === "string")) return false;
                        }
                      }
                    }
                }
              }
              {
                const v41 = v25["form_layout"];
                if (v41 !== undefined) {
                  if (!(v41 === "single" || v41 === "double")) return false;
                }
              }
            }
          }
        }
    }
  }
  {
    const v42 = data["is_reversed"];
    if (v42 !== undefined) {
      if (!(typeof v42 === "boolean")) return false;
    }
  }
  {
    const v43 = data["dc_strategy"];
    if (v43 !== undefined) {
      if (!(typeof v43 === "object" && v43 !== null && !Array.isArray(v43))) return false;
      if (v43["key"] === undefined || v43["value"] === undefined) return false;
      for (const v44 in v43)
        switch (v44) {
          case "key":
          case "value":
          case "name":
          case "fallback":
            break;
          default:
            return false;
        }
      {
        const v45 = v43["key"];
        if (v45 !== undefined) {
          if (!(v45 === "url_brands" || v45 === "mena_offers" || v45 === "reffine_sl" || v45 === "mena_external_sl"))
            return false;
        }
      }
      {
        const v46 = v43["value"];
        if (v46 !== undefined) {
          if (!(typeof v46 === "string")) return false;
          if (typeof v46 === "string" && v46.length > 500 && codePoints(v46) > 500) return false;
        }
      }
      {
        const v47 = v43["name"];
        if (v47 !== undefined) {
          if (!(typeof v47 === "string")) return false;
          if (typeof v47 === "string" && v47.length > 120 && codePoints(v47) > 120) return false;
        }
      }
      {
        const v48 = v43["fallback"];
        if (v48 !== undefined) {
          if (!(typeof v48 === "boolean")) return false;
        }
      }
    }
  }
  {
    const v49 = data["offer_schedule"];
    if (v49 !== undefined) {
      if (!(typeof v49 === "object" && v49 !== null && !Array.isArray(v49))) return false;
      for (const v50 in v49)
        switch (v50) {
          case "start_date":
          case "end_date":
            break;
          default:
            return false;
        }
      {
        const v51 = v49["start_date"];
        if (v51 !== undefined) {
          if (!(typeof v51 === "string")) return false;
          if (typeof v51 === "string" && !pattern3.test(v51)) return false;
        }
      }
      {
        const v52 = v49["end_date"];
        if (v52 !== undefined) {
          if (!(typeof v52 === "string")) return false;
          if (typeof v52 === "string" && !pattern3.test(v52)) return false;
        }
      }
    }
  }
  return true;
}
export const check = check0;
