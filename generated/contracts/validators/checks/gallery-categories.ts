// Generated from schemas/ and blocks/<key>/block.schema.json by `npm run codegen`. Do not edit.
/* eslint-disable */
// @ts-nocheck
import { codePoints } from "./runtime.ts";
const pattern0 = new RegExp("^$|^[A-Za-z][A-Za-z0-9_-]*$", "u");
const pattern1 = new RegExp("^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$", "u");
function check0(data) {
  if (!(typeof data === "object" && data !== null && !Array.isArray(data))) return false;
  if (data["id"] === undefined || data["categories"] === undefined) return false;
  for (const v1 in data)
    switch (v1) {
      case "id":
      case "block_scroll_id":
      case "heading":
      case "header_tag":
      case "header_size":
      case "paragraph":
      case "categories":
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
    const v8 = data["categories"];
    if (v8 !== undefined) {
      if (!Array.isArray(v8)) return false;
      if (Array.isArray(v8) && (v8.length > 4 || v8.length < 1)) return false;
      if (Array.isArray(v8))
        for (let v10 = 0; v10 < v8.length; v10++) {
          const v9 = v8[v10];
          if (!(typeof v9 === "object" && v9 !== null && !Array.isArray(v9))) return false;
          if (v9["category_label"] === undefined || v9["images"] === undefined) return false;
          for (const v11 in v9)
            switch (v11) {
              case "category_label":
              case "category_id":
              case "images":
                break;
              default:
                return false;
            }
          {
            const v12 = v9["category_label"];
            if (v12 !== undefined) {
              if (!(typeof v12 === "string")) return false;
              if (
                typeof v12 === "string" &&
                ((v12.length > 40 && codePoints(v12) > 40) || (v12.length < 2 && codePoints(v12) < 1))
              )
                return false;
            }
          }
          {
            const v13 = v9["category_id"];
            if (v13 !== undefined) {
              if (!(typeof v13 === "string")) return false;
              if (typeof v13 === "string" && v13.length !== 0 && !pattern0.test(v13)) return false;
            }
          }
          {
            const v14 = v9["images"];
            if (v14 !== undefined) {
              if (!Array.isArray(v14)) return false;
              if (Array.isArray(v14) && v14.length > 40) return false;
              if (Array.isArray(v14))
                for (let v16 = 0; v16 < v14.length; v16++) {
                  const v15 = v14[v16];
                  if (!(typeof v15 === "object" && v15 !== null && !Array.isArray(v15))) return false;
                  if (v15["image"] === undefined) return false;
                  for (const v17 in v15)
                    switch (v17) {
                      case "image":
                      case "caption":
                        break;
                      default:
                        return false;
                    }
                  {
                    const v18 = v15["image"];
                    if (v18 !== undefined) {
                      if (!(typeof v18 === "object" && v18 !== null && !Array.isArray(v18))) return false;
                      if (v18["id"] === undefined) return false;
                      for (const v19 in v18)
                        switch (v19) {
                          case "id":
                          case "alt":
                          case "variants":
                            break;
                          default:
                            return false;
                        }
                      {
                        const v20 = v18["id"];
                        if (v20 !== undefined) {
                          if (!(typeof v20 === "string")) return false;
                          if (typeof v20 === "string" && v20.length < 2 && codePoints(v20) < 1) return false;
                        }
                      }
                      {
                        const v21 = v18["alt"];
                        if (v21 !== undefined) {
                          if (!(typeof v21 === "string")) return false;
                        }
                      }
                      {
                        const v22 = v18["variants"];
                        if (v22 !== undefined) {
                          if (!Array.isArray(v22)) return false;
                          if (Array.isArray(v22))
                            for (let v24 = 0; v24 < v22.length; v24++) {
                              const v23 = v22[v24];
                              if (!(typeof v23 === "object" && v23 !== null && !Array.isArray(v23))) return false;
                              if (v23["width"] === undefined || v23["height"] === undefined) return false;
                              for (const v25 in v23)
                                switch (v25) {
                                  case "width":
                                  case "height":
                                    break;
                                  default:
                                    return false;
                                }
                              {
                                const v26 = v23["width"];
                                if (v26 !== undefined) {
                                  if (!(typeof v26 === "number" && !(v26 % 1) && !isNaN(v26) && isFinite(v26)))
                                    return false;
                                  if (typeof v26 === "number" && v26 < 1) return false;
                                }
                              }
                              {
                                const v27 = v23["height"];
                                if (v27 !== undefined) {
                                  if (!(typeof v27 === "number" && !(v27 % 1) && !isNaN(v27) && isFinite(v27)))
                                    return false;
                                  if (typeof v27 === "number" && v27 < 1) return false;
                                }
                              }
                            }
                        }
                      }
                    }
                  }
                  {
                    const v28 = v15["caption"];
                    if (v28 !== undefined) {
                      if (!(typeof v28 === "string")) return false;
                      if (typeof v28 === "string" && v28.length > 120 && codePoints(v28) > 120) return false;
                    }
                  }
                }
            }
          }
        }
    }
  }
  {
    const v29 = data["box_color"];
    if (v29 !== undefined) {
      if (!(v29 === "light-theme" || v29 === "grey-theme" || v29 === "dark-theme" || v29 === "black-theme"))
        return false;
    }
  }
  {
    const v30 = data["padding"];
    if (v30 !== undefined) {
      if (!(v30 === "normal" || v30 === "top-space-0" || v30 === "bottom-space-0" || v30 === "y-space-0")) return false;
    }
  }
  {
    const v31 = data["dc_strategy"];
    if (v31 !== undefined) {
      if (!(typeof v31 === "object" && v31 !== null && !Array.isArray(v31))) return false;
      if (v31["key"] === undefined || v31["value"] === undefined) return false;
      for (const v32 in v31)
        switch (v32) {
          case "key":
          case "value":
          case "name":
          case "fallback":
            break;
          default:
            return false;
        }
      {
        const v33 = v31["key"];
        if (v33 !== undefined) {
          if (!(v33 === "url_brands" || v33 === "mena_offers" || v33 === "reffine_sl" || v33 === "mena_external_sl"))
            return false;
        }
      }
      {
        const v34 = v31["value"];
        if (v34 !== undefined) {
          if (!(typeof v34 === "string")) return false;
          if (typeof v34 === "string" && v34.length > 500 && codePoints(v34) > 500) return false;
        }
      }
      {
        const v35 = v31["name"];
        if (v35 !== undefined) {
          if (!(typeof v35 === "string")) return false;
          if (typeof v35 === "string" && v35.length > 120 && codePoints(v35) > 120) return false;
        }
      }
      {
        const v36 = v31["fallback"];
        if (v36 !== undefined) {
          if (!(typeof v36 === "boolean")) return false;
        }
      }
    }
  }
  {
    const v37 = data["offer_schedule"];
    if (v37 !== undefined) {
      if (!(typeof v37 === "object" && v37 !== null && !Array.isArray(v37))) return false;
      for (const v38 in v37)
        switch (v38) {
          case "start_date":
          case "end_date":
            break;
          default:
            return false;
        }
      {
        const v39 = v37["start_date"];
        if (v39 !== undefined) {
          if (!(typeof v39 === "string")) return false;
          if (typeof v39 === "string" && !pattern1.test(v39)) return false;
        }
      }
      {
        const v40 = v37["end_date"];
        if (v40 !== undefined) {
          if (!(typeof v40 === "string")) return false;
          if (typeof v40 === "string" && !pattern1.test(v40)) return false;
        }
      }
    }
  }
  return true;
}
export const check = check0;
