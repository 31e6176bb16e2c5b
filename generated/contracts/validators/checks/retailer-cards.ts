// Generated from schemas/ and blocks/<key>/block.schema.json by `npm run codegen`. Do not edit.
/* eslint-disable */
// @ts-nocheck
import { codePoints } from "./runtime.ts";
const pattern0 = new RegExp("^$|^[A-Za-z][A-Za-z0-9_-]*$", "u");
const pattern1 = new RegExp("^\\+?[0-9 ()-]{3,40}$", "u");
const pattern2 = new RegExp("^[^\\s@<>]+@[^\\s@<>]+\\.[^\\s@<>]+$", "u");
const pattern3 = new RegExp("^https?://[^\\s]+$", "u");
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
      case "distance_unit":
      case "search_radius":
      case "postcode_label":
      case "search_label":
      case "location_label":
      case "items":
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
    const v8 = data["distance_unit"];
    if (v8 !== undefined) {
      if (!(v8 === "km" || v8 === "mi")) return false;
    }
  }
  {
    const v9 = data["search_radius"];
    if (v9 !== undefined) {
      if (!(typeof v9 === "number" && isFinite(v9))) return false;
      if (typeof v9 === "number" && (v9 < 0 || v9 > 20000)) return false;
    }
  }
  {
    const v10 = data["postcode_label"];
    if (v10 !== undefined) {
      if (!(typeof v10 === "string")) return false;
      if (
        typeof v10 === "string" &&
        ((v10.length > 60 && codePoints(v10) > 60) || (v10.length < 2 && codePoints(v10) < 1))
      )
        return false;
    }
  }
  {
    const v11 = data["search_label"];
    if (v11 !== undefined) {
      if (!(typeof v11 === "string")) return false;
      if (
        typeof v11 === "string" &&
        ((v11.length > 40 && codePoints(v11) > 40) || (v11.length < 2 && codePoints(v11) < 1))
      )
        return false;
    }
  }
  {
    const v12 = data["location_label"];
    if (v12 !== undefined) {
      if (!(typeof v12 === "string")) return false;
      if (typeof v12 === "string" && v12.length > 40 && codePoints(v12) > 40) return false;
    }
  }
  {
    const v13 = data["items"];
    if (v13 !== undefined) {
      if (!Array.isArray(v13)) return false;
      if (Array.isArray(v13) && v13.length > 30) return false;
      if (Array.isArray(v13))
        for (let v15 = 0; v15 < v13.length; v15++) {
          const v14 = v13[v15];
          if (!(typeof v14 === "object" && v14 !== null && !Array.isArray(v14))) return false;
          if (v14["name"] === undefined || v14["latitude"] === undefined || v14["longitude"] === undefined)
            return false;
          for (const v16 in v14)
            switch (v16) {
              case "name":
              case "address":
              case "city":
              case "latitude":
              case "longitude":
              case "contact_info":
              case "services":
                break;
              default:
                return false;
            }
          {
            const v17 = v14["name"];
            if (v17 !== undefined) {
              if (!(typeof v17 === "string")) return false;
              if (
                typeof v17 === "string" &&
                ((v17.length > 120 && codePoints(v17) > 120) || (v17.length < 2 && codePoints(v17) < 1))
              )
                return false;
            }
          }
          {
            const v18 = v14["address"];
            if (v18 !== undefined) {
              if (!(typeof v18 === "string")) return false;
              if (typeof v18 === "string" && v18.length > 200 && codePoints(v18) > 200) return false;
            }
          }
          {
            const v19 = v14["city"];
            if (v19 !== undefined) {
              if (!(typeof v19 === "string")) return false;
              if (typeof v19 === "string" && v19.length > 80 && codePoints(v19) > 80) return false;
            }
          }
          {
            const v20 = v14["latitude"];
            if (v20 !== undefined) {
              if (!(typeof v20 === "number" && isFinite(v20))) return false;
              if (typeof v20 === "number" && (v20 < -90 || v20 > 90)) return false;
            }
          }
          {
            const v21 = v14["longitude"];
            if (v21 !== undefined) {
              if (!(typeof v21 === "number" && isFinite(v21))) return false;
              if (typeof v21 === "number" && (v21 < -180 || v21 > 180)) return false;
            }
          }
          {
            const v22 = v14["contact_info"];
            if (v22 !== undefined) {
              if (!(typeof v22 === "object" && v22 !== null && !Array.isArray(v22))) return false;
              for (const v23 in v22)
                switch (v23) {
                  case "phone":
                  case "email":
                  case "website":
                    break;
                  default:
                    return false;
                }
              {
                const v24 = v22["phone"];
                if (v24 !== undefined) {
                  if (!(typeof v24 === "string")) return false;
                  if (typeof v24 === "string" && ((v24.length > 40 && codePoints(v24) > 40) || !pattern1.test(v24)))
                    return false;
                }
              }
              {
                const v25 = v22["email"];
                if (v25 !== undefined) {
                  if (!(typeof v25 === "string")) return false;
                  if (typeof v25 === "string" && ((v25.length > 200 && codePoints(v25) > 200) || !pattern2.test(v25)))
                    return false;
                }
              }
              {
                const v26 = v22["website"];
                if (v26 !== undefined) {
                  if (!(typeof v26 === "string")) return false;
                  if (typeof v26 === "string" && ((v26.length > 500 && codePoints(v26) > 500) || !pattern3.test(v26)))
                    return false;
                }
              }
            }
          }
          {
            const v27 = v14["services"];
            if (v27 !== undefined) {
              if (!Array.isArray(v27)) return false;
              if (Array.isArray(v27) && v27.length > 20) return false;
              if (Array.isArray(v27))
                for (let v29 = 0; v29 < v27.length; v29++) {
                  const v28 = v27[v29];
                  if (!(typeof v28 === "string")) return false;
                  if (
                    typeof v28 === "string" &&
                    ((v28.length > 60 && codePoints(v28) > 60) || (v28.length < 2 && codePoints(v28) < 1))
                  )
                    return false;
                }
            }
          }
        }
    }
  }
  {
    const v30 = data["box_color"];
    if (v30 !== undefined) {
      if (!(v30 === "light-theme" || v30 === "grey-theme" || v30 === "dark-theme" || v30 === "black-theme"))
        return false;
    }
  }
  {
    const v31 = data["padding"];
    if (v31 !== undefined) {
      if (!(v31 === "normal" || v31 === "top-space-0" || v31 === "bottom-space-0" || v31 === "y-space-0")) return false;
    }
  }
  {
    const v32 = data["dc_strategy"];
    if (v32 !== undefined) {
      if (!(typeof v32 === "object" && v32 !== null && !Array.isArray(v32))) return false;
      if (v32["key"] === undefined || v32["value"] === undefined) return false;
      for (const v33 in v32)
        switch (v33) {
          case "key":
          case "value":
          case "name":
          case "fallback":
            break;
          default:
            return false;
        }
      {
        const v34 = v32["key"];
        if (v34 !== undefined) {
          if (!(v34 === "url_brands" || v34 === "mena_offers" || v34 === "reffine_sl" || v34 === "mena_external_sl"))
            return false;
        }
      }
      {
        const v35 = v32["value"];
        if (v35 !== undefined) {
          if (!(typeof v35 === "string")) return false;
          if (typeof v35 === "string" && v35.length > 500 && codePoints(v35) > 500) return false;
        }
      }
      {
        const v36 = v32["name"];
        if (v36 !== undefined) {
          if (!(typeof v36 === "string")) return false;
          if (typeof v36 === "string" && v36.length > 120 && codePoints(v36) > 120) return false;
        }
      }
      {
        const v37 = v32["fallback"];
        if (v37 !== undefined) {
          if (!(typeof v37 === "boolean")) return false;
        }
      }
    }
  }
  {
    const v38 = data["offer_schedule"];
    if (v38 !== undefined) {
      if (!(typeof v38 === "object" && v38 !== null && !Array.isArray(v38))) return false;
      for (const v39 in v38)
        switch (v39) {
          case "start_date":
          case "end_date":
            break;
          default:
            return false;
        }
      {
        const v40 = v38["start_date"];
        if (v40 !== undefined) {
          if (!(typeof v40 === "string")) return false;
          if (typeof v40 === "string" && !pattern4.test(v40)) return false;
        }
      }
      {
        const v41 = v38["end_date"];
        if (v41 !== undefined) {
          if (!(typeof v41 === "string")) return false;
          if (typeof v41 === "string" && !pattern4.test(v41)) return false;
        }
      }
    }
  }
  return true;
}
export const check = check0;
