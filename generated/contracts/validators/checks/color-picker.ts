// Generated from schemas/ and blocks/<key>/block.schema.json by `npm run codegen`. Do not edit.
/* eslint-disable */
// @ts-nocheck
import { codePoints } from "./runtime.ts";
const pattern0 = new RegExp("^$|^[A-Za-z][A-Za-z0-9_-]*$", "u");
const pattern1 = new RegExp("^#[0-9A-Fa-f]{6}$", "u");
const pattern2 = new RegExp(
  "^$|^(?:https?://[^\\s\\\\/?#\\u0000-\\u001f\\u007f][^\\s\\\\\\u0000-\\u001f\\u007f]*|mailto:[^\\s\\\\\\u0000-\\u001f\\u007f]+|tel:[0-9+().\\-]+|/(?![/\\\\])[^\\s\\\\\\u0000-\\u001f\\u007f]*|#[^\\s\\\\\\u0000-\\u001f\\u007f]*)$",
  "u",
);
const pattern3 = new RegExp("^$|^[a-z0-9]+(-[a-z0-9]+)*$", "u");
const pattern4 = new RegExp("^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$", "u");
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
      case "paragraph":
      case "legend":
      case "colors":
      case "rdx-link":
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
    }
  }
  {
    const v8 = data["legend"];
    if (v8 !== undefined) {
      if (!(typeof v8 === "string")) return false;
      if (typeof v8 === "string" && ((v8.length > 80 && codePoints(v8) > 80) || (v8.length < 2 && codePoints(v8) < 1)))
        return false;
    }
  }
  {
    const v9 = data["colors"];
    if (v9 !== undefined) {
      if (!Array.isArray(v9)) return false;
      if (Array.isArray(v9) && v9.length > 20) return false;
      if (Array.isArray(v9))
        for (let v11 = 0; v11 < v9.length; v11++) {
          const v10 = v9[v11];
          if (!(typeof v10 === "object" && v10 !== null && !Array.isArray(v10))) return false;
          if (v10["name"] === undefined || v10["swatch"] === undefined) return false;
          for (const v12 in v10)
            switch (v12) {
              case "name":
              case "swatch":
              case "image":
              case "note":
                break;
              default:
                return false;
            }
          {
            const v13 = v10["name"];
            if (v13 !== undefined) {
              if (!(typeof v13 === "string")) return false;
              if (
                typeof v13 === "string" &&
                ((v13.length > 60 && codePoints(v13) > 60) || (v13.length < 2 && codePoints(v13) < 1))
              )
                return false;
            }
          }
          {
            const v14 = v10["swatch"];
            if (v14 !== undefined) {
              if (!(typeof v14 === "string")) return false;
              if (typeof v14 === "string" && !pattern1.test(v14)) return false;
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
            const v25 = v10["note"];
            if (v25 !== undefined) {
              if (!(typeof v25 === "string")) return false;
              if (typeof v25 === "string" && v25.length > 120 && codePoints(v25) > 120) return false;
            }
          }
        }
    }
  }
  {
    const v26 = data["rdx-link"];
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
            ((v28.length > 2000 && codePoints(v28) > 2000) || (v28.length !== 0 && !pattern2.test(v28)))
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
          if (typeof v32 === "string" && v32.length !== 0 && !pattern3.test(v32)) return false;
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
          if (typeof v53 === "string" && !pattern4.test(v53)) return false;
        }
      }
      {
        const v54 = v51["end_date"];
        if (v54 !== undefined) {
          if (!(typeof v54 === "string")) return false;
          if (typeof v54 === "string" && !pattern4.test(v54)) return false;
        }
      }
    }
  }
  return true;
}
export const check = check0;
