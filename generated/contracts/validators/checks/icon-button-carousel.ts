// Generated from schemas/ and blocks/<key>/block.schema.json by `npm run codegen`. Do not edit.
/* eslint-disable */
// @ts-nocheck
import { codePoints } from "./runtime.ts";
const pattern0 = new RegExp("^$|^[A-Za-z][A-Za-z0-9_-]*$", "u");
const pattern1 = new RegExp("^$|^[a-z0-9]+(-[a-z0-9]+)*$", "u");
const pattern2 = new RegExp(
  "^$|^(?:https?://[^\\s\\\\/?#\\u0000-\\u001f\\u007f][^\\s\\\\\\u0000-\\u001f\\u007f]*|mailto:[^\\s\\\\\\u0000-\\u001f\\u007f]+|tel:[0-9+().\\-]+|/(?![/\\\\])[^\\s\\\\\\u0000-\\u001f\\u007f]*|#[^\\s\\\\\\u0000-\\u001f\\u007f]*)$",
  "u",
);
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
      if (Array.isArray(v9) && (v9.length > 8 || v9.length < 1)) return false;
      if (Array.isArray(v9))
        for (let v11 = 0; v11 < v9.length; v11++) {
          const v10 = v9[v11];
          if (!(typeof v10 === "object" && v10 !== null && !Array.isArray(v10))) return false;
          if (v10["heading"] === undefined || v10["label"] === undefined) return false;
          for (const v12 in v10)
            switch (v12) {
              case "icon":
              case "label":
              case "image":
              case "heading":
              case "paragraph":
              case "button":
                break;
              default:
                return false;
            }
          {
            const v13 = v10["icon"];
            if (v13 !== undefined) {
              if (!(typeof v13 === "string")) return false;
              if (typeof v13 === "string" && v13.length !== 0 && !pattern1.test(v13)) return false;
            }
          }
          {
            const v14 = v10["label"];
            if (v14 !== undefined) {
              if (!(typeof v14 === "string")) return false;
              if (
                typeof v14 === "string" &&
                ((v14.length > 40 && codePoints(v14) > 40) || (v14.length < 2 && codePoints(v14) < 1))
              )
                return false;
            }
          }
          {
            const v15 = v10["image"];
            if (v15 !== undefined) {
              if (!(typeof v15 === "object" && v15 !== null && !Array.isArray(v15))) return false;
              if (v15["id"] === undefined) return false;
              for (const v16 in v15)
                switch (v16) {
                  case "id":
                  case "alt":
                  case "variants":
                    break;
                  default:
                    return false;
                }
              {
                const v17 = v15["id"];
                if (v17 !== undefined) {
                  if (!(typeof v17 === "string")) return false;
                  if (typeof v17 === "string" && v17.length < 2 && codePoints(v17) < 1) return false;
                }
              }
              {
                const v18 = v15["alt"];
                if (v18 !== undefined) {
                  if (!(typeof v18 === "string")) return false;
                }
              }
              {
                const v19 = v15["variants"];
                if (v19 !== undefined) {
                  if (!Array.isArray(v19)) return false;
                  if (Array.isArray(v19))
                    for (let v21 = 0; v21 < v19.length; v21++) {
                      const v20 = v19[v21];
                      if (!(typeof v20 === "object" && v20 !== null && !Array.isArray(v20))) return false;
                      if (v20["width"] === undefined || v20["height"] === undefined) return false;
                      for (const v22 in v20)
                        switch (v22) {
                          case "width":
                          case "height":
                            break;
                          default:
                            return false;
                        }
                      {
                        const v23 = v20["width"];
                        if (v23 !== undefined) {
                          if (!(typeof v23 === "number" && !(v23 % 1) && !isNaN(v23) && isFinite(v23))) return false;
                          if (typeof v23 === "number" && v23 < 1) return false;
                        }
                      }
                      {
                        const v24 = v20["height"];
                        if (v24 !== undefined) {
                          if (!(typeof v24 === "number" && !(v24 % 1) && !isNaN(v24) && isFinite(v24))) return false;
                          if (typeof v24 === "number" && v24 < 1) return false;
                        }
                      }
                    }
                }
              }
            }
          }
          {
            const v25 = v10["heading"];
            if (v25 !== undefined) {
              if (!(typeof v25 === "string")) return false;
              if (
                typeof v25 === "string" &&
                ((v25.length > 120 && codePoints(v25) > 120) || (v25.length < 2 && codePoints(v25) < 1))
              )
                return false;
            }
          }
          {
            const v26 = v10["paragraph"];
            if (v26 !== undefined) {
              if (!(typeof v26 === "string")) return false;
              if (typeof v26 === "string" && v26.length > 600 && codePoints(v26) > 600) return false;
            }
          }
          {
            const v27 = v10["button"];
            if (v27 !== undefined) {
              if (!(typeof v27 === "object" && v27 !== null && !Array.isArray(v27))) return false;
              for (const v28 in v27)
                switch (v28) {
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
                const v29 = v27["url"];
                if (v29 !== undefined) {
                  if (!(typeof v29 === "string")) return false;
                  if (
                    typeof v29 === "string" &&
                    ((v29.length > 2000 && codePoints(v29) > 2000) || (v29.length !== 0 && !pattern2.test(v29)))
                  )
                    return false;
                }
              }
              {
                const v30 = v27["type"];
                if (v30 !== undefined) {
                  if (!(v30 === "internal" || v30 === "external" || v30 === "form" || v30 === "file")) return false;
                }
              }
              {
                const v31 = v27["target"];
                if (v31 !== undefined) {
                  if (!(v31 === "_self" || v31 === "_blank")) return false;
                }
              }
              {
                const v32 = v27["link_text"];
                if (v32 !== undefined) {
                  if (!(typeof v32 === "string")) return false;
                }
              }
              {
                const v33 = v27["icon"];
                if (v33 !== undefined) {
                  if (!(typeof v33 === "string")) return false;
                  if (typeof v33 === "string" && v33.length !== 0 && !pattern1.test(v33)) return false;
                }
              }
              {
                const v34 = v27["ui_type"];
                if (v34 !== undefined) {
                  if (!(v34 === "primary" || v34 === "secondary" || v34 === "tertiary")) return false;
                }
              }
              {
                const v35 = v27["size"];
                if (v35 !== undefined) {
                  if (!(v35 === "medium" || v35 === "small")) return false;
                }
              }
              {
                const v36 = v27["rdx_forms_form_id"];
                if (v36 !== undefined) {
                  if (!(typeof v36 === "string")) return false;
                }
              }
              {
                const v37 = v27["hidden_fields"];
                if (v37 !== undefined) {
                  if (!Array.isArray(v37)) return false;
                  if (Array.isArray(v37) && v37.length > 20) return false;
                  if (Array.isArray(v37))
                    for (let v39 = 0; v39 < v37.length; v39++) {
                      const v38 = v37[v39];
                      if (!(typeof v38 === "object" && v38 !== null && !Array.isArray(v38))) return false;
                      if (v38["name"] === undefined || v38["value"] === undefined) return false;
                      for (const v40 in v38)
                        switch (v40) {
                          case "name":
                          case "value":
                            break;
                          default:
                            return false;
                        }
                      {
                        const v41 = v38["name"];
                        if (v41 !== undefined) {
                          if (!(typeof v41 === "string")) return false;
                          if (typeof v41 === "string" && v41.length < 2 && codePoints(v41) < 1) return false;
                        }
                      }
                      {
                        const v42 = v38["value"];
                        if (v42 !== undefined) {
                          if (!(typeof v42 === "string")) return false;
                        }
                      }
                    }
                }
              }
              {
                const v43 = v27["form_layout"];
                if (v43 !== undefined) {
                  if (!(v43 === "single" || v43 === "double")) return false;
                }
              }
            }
          }
        }
    }
  }
  {
    const v44 = data["is_reversed"];
    if (v44 !== undefined) {
      if (!(typeof v44 === "boolean")) return false;
    }
  }
  {
    const v45 = data["dc_strategy"];
    if (v45 !== undefined) {
      if (!(typeof v45 === "object" && v45 !== null && !Array.isArray(v45))) return false;
      if (v45["key"] === undefined || v45["value"] === undefined) return false;
      for (const v46 in v45)
        switch (v46) {
          case "key":
          case "value":
          case "name":
          case "fallback":
            break;
          default:
            return false;
        }
      {
        const v47 = v45["key"];
        if (v47 !== undefined) {
          if (!(v47 === "url_brands" || v47 === "mena_offers" || v47 === "reffine_sl" || v47 === "mena_external_sl"))
            return false;
        }
      }
      {
        const v48 = v45["value"];
        if (v48 !== undefined) {
          if (!(typeof v48 === "string")) return false;
          if (typeof v48 === "string" && v48.length > 500 && codePoints(v48) > 500) return false;
        }
      }
      {
        const v49 = v45["name"];
        if (v49 !== undefined) {
          if (!(typeof v49 === "string")) return false;
          if (typeof v49 === "string" && v49.length > 120 && codePoints(v49) > 120) return false;
        }
      }
      {
        const v50 = v45["fallback"];
        if (v50 !== undefined) {
          if (!(typeof v50 === "boolean")) return false;
        }
      }
    }
  }
  {
    const v51 = data["offer_schedule"];
    if (v51 !== undefined) {
      if (!(typeof v51 === "object" && v51 !== null && !Array.isArray(v51))) return false;
      for (const v52 in v51)
        switch (v52) {
          case "start_date":
          case "end_date":
            break;
          default:
            return false;
        }
      {
        const v53 = v51["start_date"];
        if (v53 !== undefined) {
          if (!(typeof v53 === "string")) return false;
          if (typeof v53 === "string" && !pattern3.test(v53)) return false;
        }
      }
      {
        const v54 = v51["end_date"];
        if (v54 !== undefined) {
          if (!(typeof v54 === "string")) return false;
          if (typeof v54 === "string" && !pattern3.test(v54)) return false;
        }
      }
    }
  }
  return true;
}
export const check = check0;
