// Generated from schemas/ and blocks/<key>/block.schema.json by `npm run codegen`. Do not edit.
/* eslint-disable */
// @ts-nocheck
import { codePoints } from "./runtime.ts";
const pattern0 = new RegExp("^$|^[A-Za-z][A-Za-z0-9_-]*$", "u");
const pattern1 = new RegExp("^$|^[A-Za-z0-9_-]{11}$", "u");
const pattern2 = new RegExp(
  "^$|^(?:https://[^\\s\\\\/?#\\u0000-\\u001f\\u007f][^\\s\\\\\\u0000-\\u001f\\u007f]*|/(?![/\\\\])[^\\s\\\\\\u0000-\\u001f\\u007f]*)$",
  "u",
);
const pattern3 = new RegExp("^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$", "u");
const pattern4 = new RegExp("^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$", "u");
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
      case "paragraph":
      case "img_video_grid":
      case "video":
      case "disable_autoplay":
      case "video_ui_theme":
      case "images":
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
    const v8 = data["img_video_grid"];
    if (v8 !== undefined) {
      if (!(v8 === "video-top" || v8 === "video-bottom")) return false;
    }
  }
  {
    const v9 = data["video"];
    if (v9 !== undefined) {
      if (!(typeof v9 === "object" && v9 !== null && !Array.isArray(v9))) return false;
      for (const v10 in v9)
        switch (v10) {
          case "yt":
          case "native_video":
          case "native_video_mobile":
          case "native_video_background":
          case "poster":
          case "title":
          case "captions":
          case "captions_language":
            break;
          default:
            return false;
        }
      {
        const v11 = v9["yt"];
        if (v11 !== undefined) {
          if (!(typeof v11 === "string")) return false;
          if (typeof v11 === "string" && v11.length !== 0 && !pattern1.test(v11)) return false;
        }
      }
      {
        const v12 = v9["native_video"];
        if (v12 !== undefined) {
          if (!(typeof v12 === "string")) return false;
          if (
            typeof v12 === "string" &&
            ((v12.length > 2000 && codePoints(v12) > 2000) || (v12.length !== 0 && !pattern2.test(v12)))
          )
            return false;
        }
      }
      {
        const v13 = v9["native_video_mobile"];
        if (v13 !== undefined) {
          if (!(typeof v13 === "string")) return false;
          if (
            typeof v13 === "string" &&
            ((v13.length > 2000 && codePoints(v13) > 2000) || (v13.length !== 0 && !pattern2.test(v13)))
          )
            return false;
        }
      }
      {
        const v14 = v9["native_video_background"];
        if (v14 !== undefined) {
          if (!(typeof v14 === "boolean")) return false;
        }
      }
      {
        const v15 = v9["poster"];
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
        const v25 = v9["title"];
        if (v25 !== undefined) {
          if (!(typeof v25 === "string")) return false;
          if (typeof v25 === "string" && v25.length > 150 && codePoints(v25) > 150) return false;
        }
      }
      {
        const v26 = v9["captions"];
        if (v26 !== undefined) {
          if (!(typeof v26 === "string")) return false;
          if (
            typeof v26 === "string" &&
            ((v26.length > 2000 && codePoints(v26) > 2000) || (v26.length !== 0 && !pattern2.test(v26)))
          )
            return false;
        }
      }
      {
        const v27 = v9["captions_language"];
        if (v27 !== undefined) {
          if (!(typeof v27 === "string")) return false;
          if (typeof v27 === "string" && !pattern3.test(v27)) return false;
        }
      }
    }
  }
  {
    const v28 = data["disable_autoplay"];
    if (v28 !== undefined) {
      if (!(typeof v28 === "boolean")) return false;
    }
  }
  {
    const v29 = data["video_ui_theme"];
    if (v29 !== undefined) {
      if (!(v29 === "light" || v29 === "dark")) return false;
    }
  }
  {
    const v30 = data["images"];
    if (v30 !== undefined) {
      if (!Array.isArray(v30)) return false;
      if (Array.isArray(v30) && v30.length > 6) return false;
      if (Array.isArray(v30))
        for (let v32 = 0; v32 < v30.length; v32++) {
          const v31 = v30[v32];
          if (!(typeof v31 === "object" && v31 !== null && !Array.isArray(v31))) return false;
          if (v31["image"] === undefined) return false;
          for (const v33 in v31)
            switch (v33) {
              case "image":
              case "caption":
                break;
              default:
                return false;
            }
          {
            const v34 = v31["image"];
            if (v34 !== undefined) {
              if (!(typeof v34 === "object" && v34 !== null && !Array.isArray(v34))) return false;
              if (v34["id"] === undefined) return false;
              for (const v35 in v34)
                switch (v35) {
                  case "id":
                  case "alt":
                  case "variants":
                    break;
                  default:
                    return false;
                }
              {
                const v36 = v34["id"];
                if (v36 !== undefined) {
                  if (!(typeof v36 === "string")) return false;
                  if (typeof v36 === "string" && v36.length < 2 && codePoints(v36) < 1) return false;
                }
              }
              {
                const v37 = v34["alt"];
                if (v37 !== undefined) {
                  if (!(typeof v37 === "string")) return false;
                }
              }
              {
                const v38 = v34["variants"];
                if (v38 !== undefined) {
                  if (!Array.isArray(v38)) return false;
                  if (Array.isArray(v38))
                    for (let v40 = 0; v40 < v38.length; v40++) {
                      const v39 = v38[v40];
                      if (!(typeof v39 === "object" && v39 !== null && !Array.isArray(v39))) return false;
                      if (v39["width"] === undefined || v39["height"] === undefined) return false;
                      for (const v41 in v39)
                        switch (v41) {
                          case "width":
                          case "height":
                            break;
                          default:
                            return false;
                        }
                      {
                        const v42 = v39["width"];
                        if (v42 !== undefined) {
                          if (!(typeof v42 === "number" && !(v42 % 1) && !isNaN(v42) && isFinite(v42))) return false;
                          if (typeof v42 === "number" && v42 < 1) return false;
                        }
                      }
                      {
                        const v43 = v39["height"];
                        if (v43 !== undefined) {
                          if (!(typeof v43 === "number" && !(v43 % 1) && !isNaN(v43) && isFinite(v43))) return false;
                          if (typeof v43 === "number" && v43 < 1) return false;
                        }
                      }
                    }
                }
              }
            }
          }
          {
            const v44 = v31["caption"];
            if (v44 !== undefined) {
              if (!(typeof v44 === "string")) return false;
              if (typeof v44 === "string" && v44.length > 120 && codePoints(v44) > 120) return false;
            }
          }
        }
    }
  }
  {
    const v45 = data["box_color"];
    if (v45 !== undefined) {
      if (!(v45 === "light-theme" || v45 === "grey-theme" || v45 === "dark-theme" || v45 === "black-theme"))
        return false;
    }
  }
  {
    const v46 = data["padding"];
    if (v46 !== undefined) {
      if (!(v46 === "normal" || v46 === "top-space-0" || v46 === "bottom-space-0" || v46 === "y-space-0")) return false;
    }
  }
  {
    const v47 = data["dc_strategy"];
    if (v47 !== undefined) {
      if (!(typeof v47 === "object" && v47 !== null && !Array.isArray(v47))) return false;
      if (v47["key"] === undefined || v47["value"] === undefined) return false;
      for (const v48 in v47)
        switch (v48) {
          case "key":
          case "value":
          case "name":
          case "fallback":
            break;
          default:
            return false;
        }
      {
        const v49 = v47["key"];
        if (v49 !== undefined) {
          if (!(v49 === "url_brands" || v49 === "mena_offers" || v49 === "reffine_sl" || v49 === "mena_external_sl"))
            return false;
        }
      }
      {
        const v50 = v47["value"];
        if (v50 !== undefined) {
          if (!(typeof v50 === "string")) return false;
          if (typeof v50 === "string" && v50.length > 500 && codePoints(v50) > 500) return false;
        }
      }
      {
        const v51 = v47["name"];
        if (v51 !== undefined) {
          if (!(typeof v51 === "string")) return false;
          if (typeof v51 === "string" && v51.length > 120 && codePoints(v51) > 120) return false;
        }
      }
      {
        const v52 = v47["fallback"];
        if (v52 !== undefined) {
          if (!(typeof v52 === "boolean")) return false;
        }
      }
    }
  }
  {
    const v53 = data["offer_schedule"];
    if (v53 !== undefined) {
      if (!(typeof v53 === "object" && v53 !== null && !Array.isArray(v53))) return false;
      for (const v54 in v53)
        switch (v54) {
          case "start_date":
          case "end_date":
            break;
          default:
            return false;
        }
      {
        const v55 = v53["start_date"];
        if (v55 !== undefined) {
          if (!(typeof v55 === "string")) return false;
          if (typeof v55 === "string" && !pattern4.test(v55)) return false;
        }
      }
      {
        const v56 = v53["end_date"];
        if (v56 !== undefined) {
          if (!(typeof v56 === "string")) return false;
          if (typeof v56 === "string" && !pattern4.test(v56)) return false;
        }
      }
    }
  }
  return true;
}
export const check = check0;
