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
          if (v10["image"] === undefined || v10["heading"] === undefined) return false;
          for (const v12 in v10)
            switch (v12) {
              case "image":
              case "secondary_image":
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
            const v23 = v10["secondary_image"];
            if (v23 !== undefined) {
              if (!(typeof v23 === "object" && v23 !== null && !Array.isArray(v23))) return false;
              if (v23["id"] === undefined) return false;
              for (const v24 in v23)
                switch (v24) {
                  case "id":
                  case "alt":
                  case "variants":
                    break;
                  default:
                    return false;
                }
              {
                const v25 = v23["id"];
                if (v25 !== undefined) {
                  if (!(typeof v25 === "string")) return false;
                  if (typeof v25 === "string" && v25.length < 2 && codePoints(v25) < 1) return false;
                }
              }
              {
                const v26 = v23["alt"];
                if (v26 !== undefined) {
                  if (!(typeof v26 === "string")) return false;
                }
              }
              {
                const v27 = v23["variants"];
                if (v27 !== undefined) {
                  if (!Array.isArray(v27)) return false;
                  if (Array.isArray(v27))
                    for (let v29 = 0; v29 < v27.length; v29++) {
                      const v28 = v27[v29];
                      if (!(typeof v28 === "object" && v28 !== null && !Array.isArray(v28))) return false;
                      if (v28["width"] === undefined || v28["height"] === undefined) return false;
                      for (const v30 in v28)
                        switch (v30) {
                          case "width":
                          case "height":
                            break;
                          default:
                            return false;
                        }
                      {
                        const v31 = v28["width"];
                        if (v31 !== undefined) {
                          if (!(typeof v31 === "number" && !(v31 % 1) && !isNaN(v31) && isFinite(v31))) return false;
                          if (typeof v31 === "number" && v31 < 1) return false;
                        }
                      }
                      {
                        const v32 = v28["height"];
                        if (v32 !== undefined) {
                          if (!(typeof v32 === "number" && !(v32 % 1) && !isNaN(v32) && isFinite(v32))) return false;
                          if (typeof v32 === "number" && v32 < 1) return false;
                        }
                      }
                    }
                }
              }
            }
          }
          {
            const v33 = v10["heading"];
            if (v33 !== undefined) {
              if (!(typeof v33 === "string")) return false;
              if (
                typeof v33 === "string" &&
                ((v33.length > 120 && codePoints(v33) > 120) || (v33.length < 2 && codePoints(v33) < 1))
              )
                return false;
            }
          }
          {
            const v34 = v10["paragraph"];
            if (v34 !== undefined) {
              if (!(typeof v34 === "string")) return false;
              if (typeof v34 === "string" && v34.length > 600 && codePoints(v34) > 600) return false;
            }
          }
          {
            const v35 = v10["button"];
            if (v35 !== undefined) {
              if (!(typeof v35 === "object" && v35 !== null && !Array.isArray(v35))) return false;
              for (const v36 in v35)
                switch (v36) {
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
                const v37 = v35["url"];
                if (v37 !== undefined) {
                  if (!(typeof v37 === "string")) return false;
                  if (
                    typeof v37 === "string" &&
                    ((v37.length > 2000 && codePoints(v37) > 2000) || (v37.length !== 0 && !pattern1.test(v37)))
                  )
                    return false;
                }
              }
              {
                const v38 = v35["type"];
                if (v38 !== undefined) {
                  if (!(v38 === "internal" || v38 === "external" || v38 === "form" || v38 === "file")) return false;
                }
              }
              {
                const v39 = v35["target"];
                if (v39 !== undefined) {
                  if (!(v39 === "_self" || v39 === "_blank")) return false;
                }
              }
              {
                const v40 = v35["link_text"];
                if (v40 !== undefined) {
                  if (!(typeof v40 === "string")) return false;
                }
              }
              {
                const v41 = v35["icon"];
                if (v41 !== undefined) {
                  if (!(typeof v41 === "string")) return false;
                  if (typeof v41 === "string" && v41.length !== 0 && !pattern2.test(v41)) return false;
                }
              }
              {
                const v42 = v35["ui_type"];
                if (v42 !== undefined) {
                  if (!(v42 === "primary" || v42 === "secondary" || v42 === "tertiary")) return false;
                }
              }
              {
                const v43 = v35["size"];
                if (v43 !== undefined) {
                  if (!(v43 === "medium" || v43 === "small")) return false;
                }
              }
              {
                const v44 = v35["rdx_forms_form_id"];
                if (v44 !== undefined) {
                  if (!(typeof v44 === "string")) return false;
                }
              }
              {
                const v45 = v35["hidden_fields"];
                if (v45 !== undefined) {
                  if (!Array.isArray(v45)) return false;
                  if (Array.isArray(v45) && v45.length > 20) return false;
                  if (Array.isArray(v45))
                    for (let v47 = 0; v47 < v45.length; v47++) {
                      const v46 = v45[v47];
                      if (!(typeof v46 === "object" && v46 !== null && !Array.isArray(v46))) return false;
                      if (v46["name"] === undefined || v46["value"] === undefined) return false;
                      for (const v48 in v46)
                        switch (v48) {
                          case "name":
                          case "value":
                            break;
                          default:
                            return false;
                        }
                      {
                        const v49 = v46["name"];
                        if (v49 !== undefined) {
                          if (!(typeof v49 === "string")) return false;
                          if (typeof v49 === "string" && v49.length < 2 && codePoints(v49) < 1) return false;
                        }
                      }
                      {
                        const v50 = v46["value"];
                        if (v50 !== undefined) {
                          if (!(typeof v50 === "string")) return false;
                        }
                      }
                    }
                }
              }
              {
                const v51 = v35["form_layout"];
                if (v51 !== undefined) {
                  if (!(v51 === "single" || v51 === "double")) return false;
                }
              }
            }
          }
        }
    }
  }
  {
    const v52 = data["is_reversed"];
    if (v52 !== undefined) {
      if (!(typeof v52 === "boolean")) return false;
    }
  }
  {
    const v53 = data["dc_strategy"];
    if (v53 !== undefined) {
      if (!(typeof v53 === "object" && v53 !== null && !Array.isArray(v53))) return false;
      if (v53["key"] === undefined || v53["value"] === undefined) return false;
      for (const v54 in v53)
        switch (v54) {
          case "key":
          case "value":
          case "name":
          case "fallback":
            break;
          default:
            return false;
        }
      {
        const v55 = v53["key"];
        if (v55 !== undefined) {
          if (!(v55 === "url_brands" || v55 === "mena_offers" || v55 === "reffine_sl" || v55 === "mena_external_sl"))
            return false;
        }
      }
      {
        const v56 = v53["value"];
        if (v56 !== undefined) {
          if (!(typeof v56 === "string")) return false;
          if (typeof v56 === "string" && v56.length > 500 && codePoints(v56) > 500) return false;
        }
      }
      {
        const v57 = v53["name"];
        if (v57 !== undefined) {
          if (!(typeof v57 === "string")) return false;
          if (typeof v57 === "string" && v57.length > 120 && codePoints(v57) > 120) return false;
        }
      }
      {
        const v58 = v53["fallback"];
        if (v58 !== undefined) {
          if (!(typeof v58 === "boolean")) return false;
        }
      }
    }
  }
  {
    const v59 = data["offer_schedule"];
    if (v59 !== undefined) {
      if (!(typeof v59 === "object" && v59 !== null && !Array.isArray(v59))) return false;
      for (const v60 in v59)
        switch (v60) {
          case "start_date":
          case "end_date":
            break;
          default:
            return false;
        }
      {
        const v61 = v59["start_date"];
        if (v61 !== undefined) {
          if (!(typeof v61 === "string")) return false;
          if (typeof v61 === "string" && !pattern3.test(v61)) return false;
        }
      }
      {
        const v62 = v59["end_date"];
        if (v62 !== undefined) {
          if (!(typeof v62 === "string")) return false;
          if (typeof v62 === "string" && !pattern3.test(v62)) return false;
        }
      }
    }
  }
  return true;
}
export const check = check0;
