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
  if (data["id"] === undefined || data["items"] === undefined) return false;
  for (const v1 in data)
    switch (v1) {
      case "id":
      case "block_scroll_id":
      case "heading":
      case "header_tag":
      case "box_color":
      case "currency_symbol":
      case "items":
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
      if (typeof v4 === "string" && v4.length > 120 && codePoints(v4) > 120) return false;
    }
  }
  {
    const v5 = data["header_tag"];
    if (v5 !== undefined) {
      if (!(v5 === 1 || v5 === 2 || v5 === 3 || v5 === 4 || v5 === 5 || v5 === 6)) return false;
    }
  }
  {
    const v6 = data["box_color"];
    if (v6 !== undefined) {
      if (!(v6 === "light-theme" || v6 === "grey-theme" || v6 === "dark-theme" || v6 === "black-theme")) return false;
    }
  }
  {
    const v7 = data["currency_symbol"];
    if (v7 !== undefined) {
      if (!(typeof v7 === "string")) return false;
      if (typeof v7 === "string" && ((v7.length > 4 && codePoints(v7) > 4) || (v7.length < 2 && codePoints(v7) < 1)))
        return false;
    }
  }
  {
    const v8 = data["items"];
    if (v8 !== undefined) {
      if (!Array.isArray(v8)) return false;
      if (Array.isArray(v8) && (v8.length > 20 || v8.length < 1)) return false;
      if (Array.isArray(v8))
        for (let v10 = 0; v10 < v8.length; v10++) {
          const v9 = v8[v10];
          if (!(typeof v9 === "object" && v9 !== null && !Array.isArray(v9))) return false;
          if (v9["display_name"] === undefined || v9["price_daily"] === undefined) return false;
          for (const v11 in v9)
            switch (v11) {
              case "image":
              case "display_name":
              case "nameplate_name":
              case "price_daily":
              case "price_string_context":
              case "description":
              case "specification":
              case "link":
                break;
              default:
                return false;
            }
          {
            const v12 = v9["image"];
            if (v12 !== undefined) {
              if (!(typeof v12 === "object" && v12 !== null && !Array.isArray(v12))) return false;
              if (v12["id"] === undefined) return false;
              for (const v13 in v12)
                switch (v13) {
                  case "id":
                  case "alt":
                  case "variants":
                    break;
                  default:
                    return false;
                }
              {
                const v14 = v12["id"];
                if (v14 !== undefined) {
                  if (!(typeof v14 === "string")) return false;
                  if (typeof v14 === "string" && v14.length < 2 && codePoints(v14) < 1) return false;
                }
              }
              {
                const v15 = v12["alt"];
                if (v15 !== undefined) {
                  if (!(typeof v15 === "string")) return false;
                }
              }
              {
                const v16 = v12["variants"];
                if (v16 !== undefined) {
                  if (!Array.isArray(v16)) return false;
                  if (Array.isArray(v16))
                    for (let v18 = 0; v18 < v16.length; v18++) {
                      const v17 = v16[v18];
                      if (!(typeof v17 === "object" && v17 !== null && !Array.isArray(v17))) return false;
                      if (v17["width"] === undefined || v17["height"] === undefined) return false;
                      for (const v19 in v17)
                        switch (v19) {
                          case "width":
                          case "height":
                            break;
                          default:
                            return false;
                        }
                      {
                        const v20 = v17["width"];
                        if (v20 !== undefined) {
                          if (!(typeof v20 === "number" && !(v20 % 1) && !isNaN(v20) && isFinite(v20))) return false;
                          if (typeof v20 === "number" && v20 < 1) return false;
                        }
                      }
                      {
                        const v21 = v17["height"];
                        if (v21 !== undefined) {
                          if (!(typeof v21 === "number" && !(v21 % 1) && !isNaN(v21) && isFinite(v21))) return false;
                          if (typeof v21 === "number" && v21 < 1) return false;
                        }
                      }
                    }
                }
              }
            }
          }
          {
            const v22 = v9["display_name"];
            if (v22 !== undefined) {
              if (!(typeof v22 === "string")) return false;
              if (
                typeof v22 === "string" &&
                ((v22.length > 120 && codePoints(v22) > 120) || (v22.length < 2 && codePoints(v22) < 1))
              )
                return false;
            }
          }
          {
            const v23 = v9["nameplate_name"];
            if (v23 !== undefined) {
              if (!(typeof v23 === "string")) return false;
              if (typeof v23 === "string" && v23.length > 80 && codePoints(v23) > 80) return false;
            }
          }
          {
            const v24 = v9["price_daily"];
            if (v24 !== undefined) {
              if (!(typeof v24 === "number" && isFinite(v24))) return false;
              if (typeof v24 === "number" && (v24 < 0 || v24 > 100000)) return false;
            }
          }
          {
            const v25 = v9["price_string_context"];
            if (v25 !== undefined) {
              if (!(typeof v25 === "string")) return false;
              if (typeof v25 === "string" && v25.length > 40 && codePoints(v25) > 40) return false;
            }
          }
          {
            const v26 = v9["description"];
            if (v26 !== undefined) {
              if (!(typeof v26 === "string")) return false;
            }
          }
          {
            const v27 = v9["specification"];
            if (v27 !== undefined) {
              if (!Array.isArray(v27)) return false;
              if (Array.isArray(v27) && v27.length > 12) return false;
              if (Array.isArray(v27))
                for (let v29 = 0; v29 < v27.length; v29++) {
                  const v28 = v27[v29];
                  if (!(typeof v28 === "object" && v28 !== null && !Array.isArray(v28))) return false;
                  if (v28["label"] === undefined || v28["value"] === undefined) return false;
                  for (const v30 in v28)
                    switch (v30) {
                      case "label":
                      case "value":
                        break;
                      default:
                        return false;
                    }
                  {
                    const v31 = v28["label"];
                    if (v31 !== undefined) {
                      if (!(typeof v31 === "string")) return false;
                      if (
                        typeof v31 === "string" &&
                        ((v31.length > 60 && codePoints(v31) > 60) || (v31.length < 2 && codePoints(v31) < 1))
                      )
                        return false;
                    }
                  }
                  {
                    const v32 = v28["value"];
                    if (v32 !== undefined) {
                      if (!(typeof v32 === "string")) return false;
                      if (
                        typeof v32 === "string" &&
                        ((v32.length > 80 && codePoints(v32) > 80) || (v32.length < 2 && codePoints(v32) < 1))
                      )
                        return false;
                    }
                  }
                }
            }
          }
          {
            const v33 = v9["link"];
            if (v33 !== undefined) {
              if (!(typeof v33 === "object" && v33 !== null && !Array.isArray(v33))) return false;
              for (const v34 in v33)
                switch (v34) {
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
                const v35 = v33["url"];
                if (v35 !== undefined) {
                  if (!(typeof v35 === "string")) return false;
                  if (
                    typeof v35 === "string" &&
                    ((v35.length > 2000 && codePoints(v35) > 2000) || (v35.length !== 0 && !pattern1.test(v35)))
                  )
                    return false;
                }
              }
              {
                const v36 = v33["type"];
                if (v36 !== undefined) {
                  if (!(v36 === "internal" || v36 === "external" || v36 === "form" || v36 === "file")) return false;
                }
              }
              {
                const v37 = v33["target"];
                if (v37 !== undefined) {
                  if (!(v37 === "_self" || v37 === "_blank")) return false;
                }
              }
              {
                const v38 = v33["link_text"];
                if (v38 !== undefined) {
                  if (!(typeof v38 === "string")) return false;
                }
              }
              {
                const v39 = v33["icon"];
                if (v39 !== undefined) {
                  if (!(typeof v39 === "string")) return false;
                  if (typeof v39 === "string" && v39.length !== 0 && !pattern2.test(v39)) return false;
                }
              }
              {
                const v40 = v33["ui_type"];
                if (v40 !== undefined) {
                  if (!(v40 === "primary" || v40 === "secondary" || v40 === "tertiary")) return false;
                }
              }
              {
                const v41 = v33["size"];
                if (v41 !== undefined) {
                  if (!(v41 === "medium" || v41 === "small")) return false;
                }
              }
              {
                const v42 = v33["rdx_forms_form_id"];
                if (v42 !== undefined) {
                  if (!(typeof v42 === "string")) return false;
                }
              }
              {
                const v43 = v33["hidden_fields"];
                if (v43 !== undefined) {
                  if (!Array.isArray(v43)) return false;
                  if (Array.isArray(v43) && v43.length > 20) return false;
                  if (Array.isArray(v43))
                    for (let v45 = 0; v45 < v43.length; v45++) {
                      const v44 = v43[v45];
                      if (!(typeof v44 === "object" && v44 !== null && !Array.isArray(v44))) return false;
                      if (v44["name"] === undefined || v44["value"] === undefined) return false;
                      for (const v46 in v44)
                        switch (v46) {
                          case "name":
                          case "value":
                            break;
                          default:
                            return false;
                        }
                      {
                        const v47 = v44["name"];
                        if (v47 !== undefined) {
                          if (!(typeof v47 === "string")) return false;
                          if (typeof v47 === "string" && v47.length < 2 && codePoints(v47) < 1) return false;
                        }
                      }
                      {
                        const v48 = v44["value"];
                        if (v48 !== undefined) {
                          if (!(typeof v48 === "string")) return false;
                        }
                      }
                    }
                }
              }
              {
                const v49 = v33["form_layout"];
                if (v49 !== undefined) {
                  if (!(v49 === "single" || v49 === "double")) return false;
                }
              }
            }
          }
        }
    }
  }
  {
    const v50 = data["dc_strategy"];
    if (v50 !== undefined) {
      if (!(typeof v50 === "object" && v50 !== null && !Array.isArray(v50))) return false;
      if (v50["key"] === undefined || v50["value"] === undefined) return false;
      for (const v51 in v50)
        switch (v51) {
          case "key":
          case "value":
          case "name":
          case "fallback":
            break;
          default:
            return false;
        }
      {
        const v52 = v50["key"];
        if (v52 !== undefined) {
          if (!(v52 === "url_brands" || v52 === "mena_offers" || v52 === "reffine_sl" || v52 === "mena_external_sl"))
            return false;
        }
      }
      {
        const v53 = v50["value"];
        if (v53 !== undefined) {
          if (!(typeof v53 === "string")) return false;
          if (typeof v53 === "string" && v53.length > 500 && codePoints(v53) > 500) return false;
        }
      }
      {
        const v54 = v50["name"];
        if (v54 !== undefined) {
          if (!(typeof v54 === "string")) return false;
          if (typeof v54 === "string" && v54.length > 120 && codePoints(v54) > 120) return false;
        }
      }
      {
        const v55 = v50["fallback"];
        if (v55 !== undefined) {
          if (!(typeof v55 === "boolean")) return false;
        }
      }
    }
  }
  {
    const v56 = data["offer_schedule"];
    if (v56 !== undefined) {
      if (!(typeof v56 === "object" && v56 !== null && !Array.isArray(v56))) return false;
      for (const v57 in v56)
        switch (v57) {
          case "start_date":
          case "end_date":
            break;
          default:
            return false;
        }
      {
        const v58 = v56["start_date"];
        if (v58 !== undefined) {
          if (!(typeof v58 === "string")) return false;
          if (typeof v58 === "string" && !pattern3.test(v58)) return false;
        }
      }
      {
        const v59 = v56["end_date"];
        if (v59 !== undefined) {
          if (!(typeof v59 === "string")) return false;
          if (typeof v59 === "string" && !pattern3.test(v59)) return false;
        }
      }
    }
  }
  return true;
}
export const check = check0;
