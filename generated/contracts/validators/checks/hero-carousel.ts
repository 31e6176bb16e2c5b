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
const pattern3 = new RegExp(
  "^$|^(?:https://[^\\s\\\\/?#\\u0000-\\u001f\\u007f][^\\s\\\\\\u0000-\\u001f\\u007f]*|/(?![/\\\\])[^\\s\\\\\\u0000-\\u001f\\u007f]*)$",
  "u",
);
const pattern4 = new RegExp("^$|^[a-z0-9][a-z0-9_-]*$", "u");
const pattern5 = new RegExp("^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$", "u");
function check0(data) {
  if (!(typeof data === "object" && data !== null && !Array.isArray(data))) return false;
  if (data["id"] === undefined || data["slides"] === undefined) return false;
  for (const v1 in data)
    switch (v1) {
      case "id":
      case "block_scroll_id":
      case "slides":
      case "header_tag":
      case "header_size":
      case "has_timer":
      case "is_autoplay":
      case "has_banner":
      case "slide_duration":
      case "has_touch_devices_slides_limit":
      case "offer_key":
      case "has_mxo":
      case "is_ffi":
      case "slider_theme":
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
    const v4 = data["slides"];
    if (v4 !== undefined) {
      if (!Array.isArray(v4)) return false;
      if (Array.isArray(v4) && (v4.length > 10 || v4.length < 1)) return false;
      if (Array.isArray(v4))
        for (let v6 = 0; v6 < v4.length; v6++) {
          const v5 = v4[v6];
          if (!(typeof v5 === "object" && v5 !== null && !Array.isArray(v5))) return false;
          if (v5["image"] === undefined) return false;
          for (const v7 in v5)
            switch (v7) {
              case "image":
              case "heading":
              case "paragraph":
              case "button":
              case "slide_duration_limit":
              case "video_type":
              case "video_desktop":
              case "video_mobile":
              case "video_captions":
                break;
              default:
                return false;
            }
          {
            const v8 = v5["image"];
            if (v8 !== undefined) {
              if (!(typeof v8 === "object" && v8 !== null && !Array.isArray(v8))) return false;
              if (v8["id"] === undefined) return false;
              for (const v9 in v8)
                switch (v9) {
                  case "id":
                  case "alt":
                  case "variants":
                    break;
                  default:
                    return false;
                }
              {
                const v10 = v8["id"];
                if (v10 !== undefined) {
                  if (!(typeof v10 === "string")) return false;
                  if (typeof v10 === "string" && v10.length < 2 && codePoints(v10) < 1) return false;
                }
              }
              {
                const v11 = v8["alt"];
                if (v11 !== undefined) {
                  if (!(typeof v11 === "string")) return false;
                }
              }
              {
                const v12 = v8["variants"];
                if (v12 !== undefined) {
                  if (!Array.isArray(v12)) return false;
                  if (Array.isArray(v12))
                    for (let v14 = 0; v14 < v12.length; v14++) {
                      const v13 = v12[v14];
                      if (!(typeof v13 === "object" && v13 !== null && !Array.isArray(v13))) return false;
                      if (v13["width"] === undefined || v13["height"] === undefined) return false;
                      for (const v15 in v13)
                        switch (v15) {
                          case "width":
                          case "height":
                            break;
                          default:
                            return false;
                        }
                      {
                        const v16 = v13["width"];
                        if (v16 !== undefined) {
                          if (!(typeof v16 === "number" && !(v16 % 1) && !isNaN(v16) && isFinite(v16))) return false;
                          if (typeof v16 === "number" && v16 < 1) return false;
                        }
                      }
                      {
                        const v17 = v13["height"];
                        if (v17 !== undefined) {
                          if (!(typeof v17 === "number" && !(v17 % 1) && !isNaN(v17) && isFinite(v17))) return false;
                          if (typeof v17 === "number" && v17 < 1) return false;
                        }
                      }
                    }
                }
              }
            }
          }
          {
            const v18 = v5["heading"];
            if (v18 !== undefined) {
              if (!(typeof v18 === "string")) return false;
              if (typeof v18 === "string" && v18.length > 120 && codePoints(v18) > 120) return false;
            }
          }
          {
            const v19 = v5["paragraph"];
            if (v19 !== undefined) {
              if (!(typeof v19 === "string")) return false;
              if (typeof v19 === "string" && v19.length > 400 && codePoints(v19) > 400) return false;
            }
          }
          {
            const v20 = v5["button"];
            if (v20 !== undefined) {
              if (!(typeof v20 === "object" && v20 !== null && !Array.isArray(v20))) return false;
              for (const v21 in v20)
                switch (v21) {
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
                const v22 = v20["url"];
                if (v22 !== undefined) {
                  if (!(typeof v22 === "string")) return false;
                  if (
                    typeof v22 === "string" &&
                    ((v22.length > 2000 && codePoints(v22) > 2000) || (v22.length !== 0 && !pattern1.test(v22)))
                  )
                    return false;
                }
              }
              {
                const v23 = v20["type"];
                if (v23 !== undefined) {
                  if (!(v23 === "internal" || v23 === "external" || v23 === "form" || v23 === "file")) return false;
                }
              }
              {
                const v24 = v20["target"];
                if (v24 !== undefined) {
                  if (!(v24 === "_self" || v24 === "_blank")) return false;
                }
              }
              {
                const v25 = v20["link_text"];
                if (v25 !== undefined) {
                  if (!(typeof v25 === "string")) return false;
                }
              }
              {
                const v26 = v20["icon"];
                if (v26 !== undefined) {
                  if (!(typeof v26 === "string")) return false;
                  if (typeof v26 === "string" && v26.length !== 0 && !pattern2.test(v26)) return false;
                }
              }
              {
                const v27 = v20["ui_type"];
                if (v27 !== undefined) {
                  if (!(v27 === "primary" || v27 === "secondary" || v27 === "tertiary")) return false;
                }
              }
              {
                const v28 = v20["size"];
                if (v28 !== undefined) {
                  if (!(v28 === "medium" || v28 === "small")) return false;
                }
              }
              {
                const v29 = v20["rdx_forms_form_id"];
                if (v29 !== undefined) {
                  if (!(typeof v29 === "string")) return false;
                }
              }
              {
                const v30 = v20["hidden_fields"];
                if (v30 !== undefined) {
                  if (!Array.isArray(v30)) return false;
                  if (Array.isArray(v30) && v30.length > 20) return false;
                  if (Array.isArray(v30))
                    for (let v32 = 0; v32 < v30.length; v32++) {
                      const v31 = v30[v32];
                      if (!(typeof v31 === "object" && v31 !== null && !Array.isArray(v31))) return false;
                      if (v31["name"] === undefined || v31["value"] === undefined) return false;
                      for (const v33 in v31)
                        switch (v33) {
                          case "name":
                          case "value":
                            break;
                          default:
                            return false;
                        }
                      {
                        const v34 = v31["name"];
                        if (v34 !== undefined) {
                          if (!(typeof v34 === "string")) return false;
                          if (typeof v34 === "string" && v34.length < 2 && codePoints(v34) < 1) return false;
                        }
                      }
                      {
                        const v35 = v31["value"];
                        if (v35 !== undefined) {
                          if (!(typeof v35 === "string")) return false;
                        }
                      }
                    }
                }
              }
              {
                const v36 = v20["form_layout"];
                if (v36 !== undefined) {
                  if (!(v36 === "single" || v36 === "double")) return false;
                }
              }
            }
          }
          {
            const v37 = v5["slide_duration_limit"];
            if (v37 !== undefined) {
              if (!(typeof v37 === "number" && !(v37 % 1) && !isNaN(v37) && isFinite(v37))) return false;
              if (typeof v37 === "number" && (v37 < 2000 || v37 > 30000)) return false;
            }
          }
          {
            const v38 = v5["video_type"];
            if (v38 !== undefined) {
              if (!(v38 === "video" || v38 === "video_background")) return false;
            }
          }
          {
            const v39 = v5["video_desktop"];
            if (v39 !== undefined) {
              if (!(typeof v39 === "string")) return false;
              if (
                typeof v39 === "string" &&
                ((v39.length > 2000 && codePoints(v39) > 2000) || (v39.length !== 0 && !pattern3.test(v39)))
              )
                return false;
            }
          }
          {
            const v40 = v5["video_mobile"];
            if (v40 !== undefined) {
              if (!(typeof v40 === "string")) return false;
              if (
                typeof v40 === "string" &&
                ((v40.length > 2000 && codePoints(v40) > 2000) || (v40.length !== 0 && !pattern3.test(v40)))
              )
                return false;
            }
          }
          {
            const v41 = v5["video_captions"];
            if (v41 !== undefined) {
              if (!(typeof v41 === "string")) return false;
              if (
                typeof v41 === "string" &&
                ((v41.length > 2000 && codePoints(v41) > 2000) || (v41.length !== 0 && !pattern3.test(v41)))
              )
                return false;
            }
          }
        }
    }
  }
  {
    const v42 = data["header_tag"];
    if (v42 !== undefined) {
      if (!(v42 === 1 || v42 === 2 || v42 === 3 || v42 === 4 || v42 === 5 || v42 === 6)) return false;
    }
  }
  {
    const v43 = data["header_size"];
    if (v43 !== undefined) {
      if (!(v43 === "xs" || v43 === "s" || v43 === "m" || v43 === "l" || v43 === "xl" || v43 === "title")) return false;
    }
  }
  {
    const v44 = data["has_timer"];
    if (v44 !== undefined) {
      if (!(typeof v44 === "boolean")) return false;
    }
  }
  {
    const v45 = data["is_autoplay"];
    if (v45 !== undefined) {
      if (!(typeof v45 === "boolean")) return false;
    }
  }
  {
    const v46 = data["has_banner"];
    if (v46 !== undefined) {
      if (!(typeof v46 === "boolean")) return false;
    }
  }
  {
    const v47 = data["slide_duration"];
    if (v47 !== undefined) {
      if (!(typeof v47 === "number" && !(v47 % 1) && !isNaN(v47) && isFinite(v47))) return false;
      if (typeof v47 === "number" && (v47 < 2000 || v47 > 30000)) return false;
    }
  }
  {
    const v48 = data["has_touch_devices_slides_limit"];
    if (v48 !== undefined) {
      if (!(typeof v48 === "boolean")) return false;
    }
  }
  {
    const v49 = data["offer_key"];
    if (v49 !== undefined) {
      if (!(typeof v49 === "string")) return false;
      if (
        typeof v49 === "string" &&
        ((v49.length > 100 && codePoints(v49) > 100) || (v49.length !== 0 && !pattern4.test(v49)))
      )
        return false;
    }
  }
  {
    const v50 = data["has_mxo"];
    if (v50 !== undefined) {
      if (!(typeof v50 === "boolean")) return false;
    }
  }
  {
    const v51 = data["is_ffi"];
    if (v51 !== undefined) {
      if (!(typeof v51 === "boolean")) return false;
    }
  }
  {
    const v52 = data["slider_theme"];
    if (v52 !== undefined) {
      if (!(
        v52 === "light-theme" ||
        v52 === "grey-theme" ||
        v52 === "dark-theme" ||
        v52 === "black-theme" ||
        v52 === "all-white-theme"
      ))
        return false;
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
          if (typeof v61 === "string" && !pattern5.test(v61)) return false;
        }
      }
      {
        const v62 = v59["end_date"];
        if (v62 !== undefined) {
          if (!(typeof v62 === "string")) return false;
          if (typeof v62 === "string" && !pattern5.test(v62)) return false;
        }
      }
    }
  }
  return true;
}
export const check = check0;
