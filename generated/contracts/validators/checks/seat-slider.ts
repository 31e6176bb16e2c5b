// Generated from schemas/ and blocks/<key>/block.schema.json by `npm run codegen`. Do not edit.
/* eslint-disable */
// @ts-nocheck
import { codePoints } from "./runtime.ts";
const pattern0 = new RegExp("^$|^[A-Za-z][A-Za-z0-9_-]*$", "u");
const pattern1 = new RegExp("^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$", "u");
function check0(data) {
  if (!(typeof data === "object" && data !== null && !Array.isArray(data))) return false;
  if (data["id"] === undefined || data["frame_1"] === undefined) return false;
  for (const v1 in data)
    switch (v1) {
      case "id":
      case "block_scroll_id":
      case "heading":
      case "header_tag":
      case "header_size":
      case "slider_theme":
      case "padding":
      case "paragraph":
      case "counter":
      case "is_autoplay":
      case "frame_1":
      case "frame_2":
      case "frame_3":
      case "frame_4":
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
    const v9 = data["paragraph"];
    if (v9 !== undefined) {
      if (!(typeof v9 === "string")) return false;
      if (typeof v9 === "string" && v9.length > 600 && codePoints(v9) > 600) return false;
    }
  }
  {
    const v10 = data["counter"];
    if (v10 !== undefined) {
      if (!(typeof v10 === "number" && !(v10 % 1) && !isNaN(v10) && isFinite(v10))) return false;
      if (typeof v10 === "number" && (v10 < 500 || v10 > 10000)) return false;
    }
  }
  {
    const v11 = data["is_autoplay"];
    if (v11 !== undefined) {
      if (!(typeof v11 === "boolean")) return false;
    }
  }
  {
    const v12 = data["frame_1"];
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
    const v22 = data["frame_2"];
    if (v22 !== undefined) {
      if (!(typeof v22 === "object" && v22 !== null && !Array.isArray(v22))) return false;
      if (v22["id"] === undefined) return false;
      for (const v23 in v22)
        switch (v23) {
          case "id":
          case "alt":
          case "variants":
            break;
          default:
            return false;
        }
      {
        const v24 = v22["id"];
        if (v24 !== undefined) {
          if (!(typeof v24 === "string")) return false;
          if (typeof v24 === "string" && v24.length < 2 && codePoints(v24) < 1) return false;
        }
      }
      {
        const v25 = v22["alt"];
        if (v25 !== undefined) {
          if (!(typeof v25 === "string")) return false;
        }
      }
      {
        const v26 = v22["variants"];
        if (v26 !== undefined) {
          if (!Array.isArray(v26)) return false;
          if (Array.isArray(v26))
            for (let v28 = 0; v28 < v26.length; v28++) {
              const v27 = v26[v28];
              if (!(typeof v27 === "object" && v27 !== null && !Array.isArray(v27))) return false;
              if (v27["width"] === undefined || v27["height"] === undefined) return false;
              for (const v29 in v27)
                switch (v29) {
                  case "width":
                  case "height":
                    break;
                  default:
                    return false;
                }
              {
                const v30 = v27["width"];
                if (v30 !== undefined) {
                  if (!(typeof v30 === "number" && !(v30 % 1) && !isNaN(v30) && isFinite(v30))) return false;
                  if (typeof v30 === "number" && v30 < 1) return false;
                }
              }
              {
                const v31 = v27["height"];
                if (v31 !== undefined) {
                  if (!(typeof v31 === "number" && !(v31 % 1) && !isNaN(v31) && isFinite(v31))) return false;
                  if (typeof v31 === "number" && v31 < 1) return false;
                }
              }
            }
        }
      }
    }
  }
  {
    const v32 = data["frame_3"];
    if (v32 !== undefined) {
      if (!(typeof v32 === "object" && v32 !== null && !Array.isArray(v32))) return false;
      if (v32["id"] === undefined) return false;
      for (const v33 in v32)
        switch (v33) {
          case "id":
          case "alt":
          case "variants":
            break;
          default:
            return false;
        }
      {
        const v34 = v32["id"];
        if (v34 !== undefined) {
          if (!(typeof v34 === "string")) return false;
          if (typeof v34 === "string" && v34.length < 2 && codePoints(v34) < 1) return false;
        }
      }
      {
        const v35 = v32["alt"];
        if (v35 !== undefined) {
          if (!(typeof v35 === "string")) return false;
        }
      }
      {
        const v36 = v32["variants"];
        if (v36 !== undefined) {
          if (!Array.isArray(v36)) return false;
          if (Array.isArray(v36))
            for (let v38 = 0; v38 < v36.length; v38++) {
              const v37 = v36[v38];
              if (!(typeof v37 === "object" && v37 !== null && !Array.isArray(v37))) return false;
              if (v37["width"] === undefined || v37["height"] === undefined) return false;
              for (const v39 in v37)
                switch (v39) {
                  case "width":
                  case "height":
                    break;
                  default:
                    return false;
                }
              {
                const v40 = v37["width"];
                if (v40 !== undefined) {
                  if (!(typeof v40 === "number" && !(v40 % 1) && !isNaN(v40) && isFinite(v40))) return false;
                  if (typeof v40 === "number" && v40 < 1) return false;
                }
              }
              {
                const v41 = v37["height"];
                if (v41 !== undefined) {
                  if (!(typeof v41 === "number" && !(v41 % 1) && !isNaN(v41) && isFinite(v41))) return false;
                  if (typeof v41 === "number" && v41 < 1) return false;
                }
              }
            }
        }
      }
    }
  }
  {
    const v42 = data["frame_4"];
    if (v42 !== undefined) {
      if (!(typeof v42 === "object" && v42 !== null && !Array.isArray(v42))) return false;
      if (v42["id"] === undefined) return false;
      for (const v43 in v42)
        switch (v43) {
          case "id":
          case "alt":
          case "variants":
            break;
          default:
            return false;
        }
      {
        const v44 = v42["id"];
        if (v44 !== undefined) {
          if (!(typeof v44 === "string")) return false;
          if (typeof v44 === "string" && v44.length < 2 && codePoints(v44) < 1) return false;
        }
      }
      {
        const v45 = v42["alt"];
        if (v45 !== undefined) {
          if (!(typeof v45 === "string")) return false;
        }
      }
      {
        const v46 = v42["variants"];
        if (v46 !== undefined) {
          if (!Array.isArray(v46)) return false;
          if (Array.isArray(v46))
            for (let v48 = 0; v48 < v46.length; v48++) {
              const v47 = v46[v48];
              if (!(typeof v47 === "object" && v47 !== null && !Array.isArray(v47))) return false;
              if (v47["width"] === undefined || v47["height"] === undefined) return false;
              for (const v49 in v47)
                switch (v49) {
                  case "width":
                  case "height":
                    break;
                  default:
                    return false;
                }
              {
                const v50 = v47["width"];
                if (v50 !== undefined) {
                  if (!(typeof v50 === "number" && !(v50 % 1) && !isNaN(v50) && isFinite(v50))) return false;
                  if (typeof v50 === "number" && v50 < 1) return false;
                }
              }
              {
                const v51 = v47["height"];
                if (v51 !== undefined) {
                  if (!(typeof v51 === "number" && !(v51 % 1) && !isNaN(v51) && isFinite(v51))) return false;
                  if (typeof v51 === "number" && v51 < 1) return false;
                }
              }
            }
        }
      }
    }
  }
  {
    const v52 = data["dc_strategy"];
    if (v52 !== undefined) {
      if (!(typeof v52 === "object" && v52 !== null && !Array.isArray(v52))) return false;
      if (v52["key"] === undefined || v52["value"] === undefined) return false;
      for (const v53 in v52)
        switch (v53) {
          case "key":
          case "value":
          case "name":
          case "fallback":
            break;
          default:
            return false;
        }
      {
        const v54 = v52["key"];
        if (v54 !== undefined) {
          if (!(v54 === "url_brands" || v54 === "mena_offers" || v54 === "reffine_sl" || v54 === "mena_external_sl"))
            return false;
        }
      }
      {
        const v55 = v52["value"];
        if (v55 !== undefined) {
          if (!(typeof v55 === "string")) return false;
          if (typeof v55 === "string" && v55.length > 500 && codePoints(v55) > 500) return false;
        }
      }
      {
        const v56 = v52["name"];
        if (v56 !== undefined) {
          if (!(typeof v56 === "string")) return false;
          if (typeof v56 === "string" && v56.length > 120 && codePoints(v56) > 120) return false;
        }
      }
      {
        const v57 = v52["fallback"];
        if (v57 !== undefined) {
          if (!(typeof v57 === "boolean")) return false;
        }
      }
    }
  }
  {
    const v58 = data["offer_schedule"];
    if (v58 !== undefined) {
      if (!(typeof v58 === "object" && v58 !== null && !Array.isArray(v58))) return false;
      for (const v59 in v58)
        switch (v59) {
          case "start_date":
          case "end_date":
            break;
          default:
            return false;
        }
      {
        const v60 = v58["start_date"];
        if (v60 !== undefined) {
          if (!(typeof v60 === "string")) return false;
          if (typeof v60 === "string" && !pattern1.test(v60)) return false;
        }
      }
      {
        const v61 = v58["end_date"];
        if (v61 !== undefined) {
          if (!(typeof v61 === "string")) return false;
          if (typeof v61 === "string" && !pattern1.test(v61)) return false;
        }
      }
    }
  }
  return true;
}
export const check = check0;
