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
  if (data["id"] === undefined || data["video"] === undefined) return false;
  for (const v1 in data)
    switch (v1) {
      case "id":
      case "block_scroll_id":
      case "heading":
      case "header_tag":
      case "header_size":
      case "paragraph":
      case "video":
      case "video_ui_theme":
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
    const v8 = data["video"];
    if (v8 !== undefined) {
      if (!(typeof v8 === "object" && v8 !== null && !Array.isArray(v8))) return false;
      for (const v9 in v8)
        switch (v9) {
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
        const v10 = v8["yt"];
        if (v10 !== undefined) {
          if (!(typeof v10 === "string")) return false;
          if (typeof v10 === "string" && v10.length !== 0 && !pattern1.test(v10)) return false;
        }
      }
      {
        const v11 = v8["native_video"];
        if (v11 !== undefined) {
          if (!(typeof v11 === "string")) return false;
          if (
            typeof v11 === "string" &&
            ((v11.length > 2000 && codePoints(v11) > 2000) || (v11.length !== 0 && !pattern2.test(v11)))
          )
            return false;
        }
      }
      {
        const v12 = v8["native_video_mobile"];
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
        const v13 = v8["native_video_background"];
        if (v13 !== undefined) {
          if (!(typeof v13 === "boolean")) return false;
        }
      }
      {
        const v14 = v8["poster"];
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
        const v24 = v8["title"];
        if (v24 !== undefined) {
          if (!(typeof v24 === "string")) return false;
          if (typeof v24 === "string" && v24.length > 150 && codePoints(v24) > 150) return false;
        }
      }
      {
        const v25 = v8["captions"];
        if (v25 !== undefined) {
          if (!(typeof v25 === "string")) return false;
          if (
            typeof v25 === "string" &&
            ((v25.length > 2000 && codePoints(v25) > 2000) || (v25.length !== 0 && !pattern2.test(v25)))
          )
            return false;
        }
      }
      {
        const v26 = v8["captions_language"];
        if (v26 !== undefined) {
          if (!(typeof v26 === "string")) return false;
          if (typeof v26 === "string" && !pattern3.test(v26)) return false;
        }
      }
    }
  }
  {
    const v27 = data["video_ui_theme"];
    if (v27 !== undefined) {
      if (!(v27 === "light" || v27 === "dark")) return false;
    }
  }
  {
    const v28 = data["box_color"];
    if (v28 !== undefined) {
      if (!(v28 === "light-theme" || v28 === "grey-theme" || v28 === "dark-theme" || v28 === "black-theme"))
        return false;
    }
  }
  {
    const v29 = data["padding"];
    if (v29 !== undefined) {
      if (!(v29 === "normal" || v29 === "top-space-0" || v29 === "bottom-space-0" || v29 === "y-space-0")) return false;
    }
  }
  {
    const v30 = data["dc_strategy"];
    if (v30 !== undefined) {
      if (!(typeof v30 === "object" && v30 !== null && !Array.isArray(v30))) return false;
      if (v30["key"] === undefined || v30["value"] === undefined) return false;
      for (const v31 in v30)
        switch (v31) {
          case "key":
          case "value":
          case "name":
          case "fallback":
            break;
          default:
            return false;
        }
      {
        const v32 = v30["key"];
        if (v32 !== undefined) {
          if (!(v32 === "url_brands" || v32 === "mena_offers" || v32 === "reffine_sl" || v32 === "mena_external_sl"))
            return false;
        }
      }
      {
        const v33 = v30["value"];
        if (v33 !== undefined) {
          if (!(typeof v33 === "string")) return false;
          if (typeof v33 === "string" && v33.length > 500 && codePoints(v33) > 500) return false;
        }
      }
      {
        const v34 = v30["name"];
        if (v34 !== undefined) {
          if (!(typeof v34 === "string")) return false;
          if (typeof v34 === "string" && v34.length > 120 && codePoints(v34) > 120) return false;
        }
      }
      {
        const v35 = v30["fallback"];
        if (v35 !== undefined) {
          if (!(typeof v35 === "boolean")) return false;
        }
      }
    }
  }
  {
    const v36 = data["offer_schedule"];
    if (v36 !== undefined) {
      if (!(typeof v36 === "object" && v36 !== null && !Array.isArray(v36))) return false;
      for (const v37 in v36)
        switch (v37) {
          case "start_date":
          case "end_date":
            break;
          default:
            return false;
        }
      {
        const v38 = v36["start_date"];
        if (v38 !== undefined) {
          if (!(typeof v38 === "string")) return false;
          if (typeof v38 === "string" && !pattern4.test(v38)) return false;
        }
      }
      {
        const v39 = v36["end_date"];
        if (v39 !== undefined) {
          if (!(typeof v39 === "string")) return false;
          if (typeof v39 === "string" && !pattern4.test(v39)) return false;
        }
      }
    }
  }
  return true;
}
export const check = check0;
