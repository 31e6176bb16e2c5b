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
  if (data["id"] === undefined) return false;
  for (const v1 in data)
    switch (v1) {
      case "id":
      case "block_scroll_id":
      case "heading":
      case "header_tag":
      case "header_size":
      case "col-numbers":
      case "image-ratio":
      case "cards":
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
    const v7 = data["col-numbers"];
    if (v7 !== undefined) {
      if (!(v7 === 1 || v7 === 2 || v7 === 3 || v7 === 4)) return false;
    }
  }
  {
    const v8 = data["image-ratio"];
    if (v8 !== undefined) {
      if (!(v8 === "16-9" || v8 === "16-6-5")) return false;
    }
  }
  {
    const v9 = data["cards"];
    if (v9 !== undefined) {
      if (!Array.isArray(v9)) return false;
      if (Array.isArray(v9) && v9.length > 1000) return false;
      if (Array.isArray(v9))
        for (let v11 = 0; v11 < v9.length; v11++) {
          const v10 = v9[v11];
          if (!(typeof v10 === "object" && v10 !== null && !Array.isArray(v10))) return false;
          for (const v12 in v10)
            switch (v12) {
              case "image":
              case "heading":
              case "header_tag":
              case "paragraph":
              case "rdx-link":
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
              if (typeof v23 === "string" && v23.length > 150 && codePoints(v23) > 150) return false;
            }
          }
          {
            const v24 = v10["header_tag"];
            if (v24 !== undefined) {
              if (!(v24 === 1 || v24 === 2 || v24 === 3 || v24 === 4 || v24 === 5 || v24 === 6)) return false;
            }
          }
          {
            const v25 = v10["paragraph"];
            if (v25 !== undefined) {
              if (!(typeof v25 === "string")) return false;
            }
          }
          {
            const v26 = v10["rdx-link"];
            if (v26 !== undefined) {
              if (!(typeof v26 === "object" && v26 !== null && !Array.isArray(v26))) return false;
              for (const v27 in v26)
                switch (v27) {
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
                const v28 = v26["url"];
                if (v28 !== undefined) {
                  if (!(typeof v28 === "string")) return false;
                  if (
                    typeof v28 === "string" &&
                    ((v28.length > 2000 && codePoints(v28) > 2000) || (v28.length !== 0 && !pattern1.test(v28)))
                  )
                    return false;
                }
              }
              {
                const v29 = v26["type"];
                if (v29 !== undefined) {
                  if (!(v29 === "internal" || v29 === "external" || v29 === "form" || v29 === "file")) return false;
                }
              }
              {
                const v30 = v26["target"];
                if (v30 !== undefined) {
                  if (!(v30 === "_self" || v30 === "_blank")) return false;
                }
              }
              {
                const v31 = v26["link_text"];
                if (v31 !== undefined) {
                  if (!(typeof v31 === "string")) return false;
                }
              }
              {
                const v32 = v26["icon"];
                if (v32 !== undefined) {
                  if (!(typeof v32 === "string")) return false;
                  if (typeof v32 === "string" && v32.length !== 0 && !pattern2.test(v32)) return false;
                }
              }
              {
                const v33 = v26["ui_type"];
                if (v33 !== undefined) {
                  if (!(v33 === "primary" || v33 === "secondary" || v33 === "tertiary")) return false;
                }
              }
              {
                const v34 = v26["size"];
                if (v34 !== undefined) {
                  if (!(v34 === "medium" || v34 === "small")) return false;
                }
              }
              {
                const v35 = v26["rdx_forms_form_id"];
                if (v35 !== undefined) {
                  if (!(typeof v35 === "string")) return false;
                }
              }
              {
                const v36 = v26["hidden_fields"];
                if (v36 !== undefined) {
                  if (!Array.isArray(v36)) return false;
                  if (Array.isArray(v36) && v36.length > 20) return false;
                  if (Array.isArray(v36))
                    for (let v38 = 0; v38 < v36.length; v38++) {
                      const v37 = v36[v38];
                      if (!(typeof v37 === "object" && v37 !== null && !Array.isArray(v37))) return false;
                      if (v37["name"] === undefined || v37["value"] === undefined) return false;
                      for (const v39 in v37)
                        switch (v39) {
                          case "name":
                          case "value":
                            break;
                          default:
                            return false;
                        }
                      {
                        const v40 = v37["name"];
                        if (v40 !== undefined) {
                          if (!(typeof v40 === "string")) return false;
                          if (typeof v40 === "string" && v40.length < 2 && codePoints(v40) < 1) return false;
                        }
                      }
                      {
                        const v41 = v37["value"];
                        if (v41 !== undefined) {
                          if (!(typeof v41 === "string")) return false;
                        }
                      }
                    }
                }
              }
              {
                const v42 = v26["form_layout"];
                if (v42 !== undefined) {
                  if (!(v42 === "single" || v42 === "double")) return false;
                }
              }
            }
          }
        }
    }
  }
  {
    const v43 = data["box_color"];
    if (v43 !== undefined) {
      if (!(v43 === "light-theme" || v43 === "grey-theme" || v43 === "dark-theme" || v43 === "black-theme"))
        return false;
    }
  }
  {
    const v44 = data["padding"];
    if (v44 !== undefined) {
      if (!(v44 === "normal" || v44 === "top-space-0" || v44 === "bottom-space-0" || v44 === "y-space-0")) return false;
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
