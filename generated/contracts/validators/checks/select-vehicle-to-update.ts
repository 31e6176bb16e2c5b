// Generated from schemas/ and blocks/<key>/block.schema.json by `npm run codegen`. Do not edit.
/* eslint-disable */
// @ts-nocheck
import { codePoints } from "./runtime.ts";
import { blockNode } from "./page-document.ts";
const pattern0 = new RegExp("^$|^[A-Za-z][A-Za-z0-9_-]*$", "u");
const pattern1 = new RegExp("^[A-Za-z0-9_-]+$", "u");
const pattern2 = new RegExp("^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$", "u");
function check1(data) {
  if (!Array.isArray(data)) return false;
  if (Array.isArray(data))
    for (let v52 = 0; v52 < data.length; v52++) {
      const v51 = data[v52];
      if (!blockNode(v51)) return false;
    }
  return true;
}
function check0(data) {
  if (!(typeof data === "object" && data !== null && !Array.isArray(data))) return false;
  if (data["id"] === undefined || data["mapper"] === undefined || data["groups"] === undefined) return false;
  for (const v1 in data)
    switch (v1) {
      case "id":
      case "block_scroll_id":
      case "heading":
      case "header_tag":
      case "parent_label":
      case "parent_placeholder":
      case "child_label":
      case "child_placeholder":
      case "show_label":
      case "clear_label":
      case "result_count_text":
      case "no_results_text":
      case "view_all_label":
      case "how_to_label":
      case "how_to_heading":
      case "how_to_text":
      case "mapper":
      case "groups":
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
    const v6 = data["parent_label"];
    if (v6 !== undefined) {
      if (!(typeof v6 === "string")) return false;
      if (typeof v6 === "string" && ((v6.length > 60 && codePoints(v6) > 60) || (v6.length < 2 && codePoints(v6) < 1)))
        return false;
    }
  }
  {
    const v7 = data["parent_placeholder"];
    if (v7 !== undefined) {
      if (!(typeof v7 === "string")) return false;
      if (typeof v7 === "string" && ((v7.length > 60 && codePoints(v7) > 60) || (v7.length < 2 && codePoints(v7) < 1)))
        return false;
    }
  }
  {
    const v8 = data["child_label"];
    if (v8 !== undefined) {
      if (!(typeof v8 === "string")) return false;
      if (typeof v8 === "string" && ((v8.length > 60 && codePoints(v8) > 60) || (v8.length < 2 && codePoints(v8) < 1)))
        return false;
    }
  }
  {
    const v9 = data["child_placeholder"];
    if (v9 !== undefined) {
      if (!(typeof v9 === "string")) return false;
      if (typeof v9 === "string" && ((v9.length > 60 && codePoints(v9) > 60) || (v9.length < 2 && codePoints(v9) < 1)))
        return false;
    }
  }
  {
    const v10 = data["show_label"];
    if (v10 !== undefined) {
      if (!(typeof v10 === "string")) return false;
      if (
        typeof v10 === "string" &&
        ((v10.length > 40 && codePoints(v10) > 40) || (v10.length < 2 && codePoints(v10) < 1))
      )
        return false;
    }
  }
  {
    const v11 = data["clear_label"];
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
    const v12 = data["result_count_text"];
    if (v12 !== undefined) {
      if (!(typeof v12 === "string")) return false;
      if (
        typeof v12 === "string" &&
        ((v12.length > 120 && codePoints(v12) > 120) || (v12.length < 2 && codePoints(v12) < 1))
      )
        return false;
    }
  }
  {
    const v13 = data["no_results_text"];
    if (v13 !== undefined) {
      if (!(typeof v13 === "string")) return false;
      if (
        typeof v13 === "string" &&
        ((v13.length > 200 && codePoints(v13) > 200) || (v13.length < 2 && codePoints(v13) < 1))
      )
        return false;
    }
  }
  {
    const v14 = data["view_all_label"];
    if (v14 !== undefined) {
      if (!(typeof v14 === "string")) return false;
      if (
        typeof v14 === "string" &&
        ((v14.length > 40 && codePoints(v14) > 40) || (v14.length < 2 && codePoints(v14) < 1))
      )
        return false;
    }
  }
  {
    const v15 = data["how_to_label"];
    if (v15 !== undefined) {
      if (!(typeof v15 === "string")) return false;
      if (
        typeof v15 === "string" &&
        ((v15.length > 40 && codePoints(v15) > 40) || (v15.length < 2 && codePoints(v15) < 1))
      )
        return false;
    }
  }
  {
    const v16 = data["how_to_heading"];
    if (v16 !== undefined) {
      if (!(typeof v16 === "string")) return false;
      if (
        typeof v16 === "string" &&
        ((v16.length > 80 && codePoints(v16) > 80) || (v16.length < 2 && codePoints(v16) < 1))
      )
        return false;
    }
  }
  {
    const v17 = data["how_to_text"];
    if (v17 !== undefined) {
      if (!(typeof v17 === "string")) return false;
    }
  }
  {
    const v18 = data["mapper"];
    if (v18 !== undefined) {
      if (!(typeof v18 === "object" && v18 !== null && !Array.isArray(v18))) return false;
      if (v18["dropdowns"] === undefined || v18["subblocks_groups"] === undefined) return false;
      for (const v19 in v18)
        switch (v19) {
          case "dropdowns":
          case "subblocks_groups":
            break;
          default:
            return false;
        }
      {
        const v20 = v18["dropdowns"];
        if (v20 !== undefined) {
          if (!Array.isArray(v20)) return false;
          if (Array.isArray(v20) && (v20.length > 50 || v20.length < 1)) return false;
          if (Array.isArray(v20))
            for (let v22 = 0; v22 < v20.length; v22++) {
              const v21 = v20[v22];
              if (!(typeof v21 === "object" && v21 !== null && !Array.isArray(v21))) return false;
              if (v21["label"] === undefined || v21["key"] === undefined) return false;
              for (const v23 in v21)
                switch (v23) {
                  case "label":
                  case "key":
                  case "children":
                    break;
                  default:
                    return false;
                }
              {
                const v24 = v21["label"];
                if (v24 !== undefined) {
                  if (!(typeof v24 === "string")) return false;
                  if (
                    typeof v24 === "string" &&
                    ((v24.length > 80 && codePoints(v24) > 80) || (v24.length < 2 && codePoints(v24) < 1))
                  )
                    return false;
                }
              }
              {
                const v25 = v21["key"];
                if (v25 !== undefined) {
                  if (!(typeof v25 === "string")) return false;
                  if (
                    typeof v25 === "string" &&
                    ((v25.length > 64 && codePoints(v25) > 64) ||
                      (v25.length < 2 && codePoints(v25) < 1) ||
                      !pattern1.test(v25))
                  )
                    return false;
                }
              }
              {
                const v26 = v21["children"];
                if (v26 !== undefined) {
                  if (!Array.isArray(v26)) return false;
                  if (Array.isArray(v26) && v26.length > 30) return false;
                  if (Array.isArray(v26))
                    for (let v28 = 0; v28 < v26.length; v28++) {
                      const v27 = v26[v28];
                      if (!(typeof v27 === "object" && v27 !== null && !Array.isArray(v27))) return false;
                      if (v27["label"] === undefined || v27["key"] === undefined) return false;
                      for (const v29 in v27)
                        switch (v29) {
                          case "label":
                          case "key":
                            break;
                          default:
                            return false;
                        }
                      {
                        const v30 = v27["label"];
                        if (v30 !== undefined) {
                          if (!(typeof v30 === "string")) return false;
                          if (
                            typeof v30 === "string" &&
                            ((v30.length > 80 && codePoints(v30) > 80) || (v30.length < 2 && codePoints(v30) < 1))
                          )
                            return false;
                        }
                      }
                      {
                        const v31 = v27["key"];
                        if (v31 !== undefined) {
                          if (!(typeof v31 === "string")) return false;
                          if (
                            typeof v31 === "string" &&
                            ((v31.length > 64 && codePoints(v31) > 64) ||
                              (v31.length < 2 && codePoints(v31) < 1) ||
                              !pattern1.test(v31))
                          )
                            return false;
                        }
                      }
                    }
                }
              }
            }
        }
      }
      {
        const v32 = v18["subblocks_groups"];
        if (v32 !== undefined) {
          if (!Array.isArray(v32)) return false;
          if (Array.isArray(v32) && v32.length > 20) return false;
          if (Array.isArray(v32))
            for (let v34 = 0; v34 < v32.length; v34++) {
              const v33 = v32[v34];
              if (!(typeof v33 === "object" && v33 !== null && !Array.isArray(v33))) return false;
              if (v33["key"] === undefined || v33["match_dropdowns"] === undefined) return false;
              for (const v35 in v33)
                switch (v35) {
                  case "key":
                  case "match_dropdowns":
                    break;
                  default:
                    return false;
                }
              {
                const v36 = v33["key"];
                if (v36 !== undefined) {
                  if (!(typeof v36 === "string")) return false;
                  if (
                    typeof v36 === "string" &&
                    ((v36.length > 64 && codePoints(v36) > 64) ||
                      (v36.length < 2 && codePoints(v36) < 1) ||
                      !pattern1.test(v36))
                  )
                    return false;
                }
              }
              {
                const v37 = v33["match_dropdowns"];
                if (v37 !== undefined) {
                  if (!Array.isArray(v37)) return false;
                  if (Array.isArray(v37) && v37.length > 200) return false;
                  if (Array.isArray(v37))
                    for (let v39 = 0; v39 < v37.length; v39++) {
                      const v38 = v37[v39];
                      if (!(typeof v38 === "object" && v38 !== null && !Array.isArray(v38))) return false;
                      if (v38["parent_key"] === undefined) return false;
                      for (const v40 in v38)
                        switch (v40) {
                          case "parent_key":
                          case "child_key":
                            break;
                          default:
                            return false;
                        }
                      {
                        const v41 = v38["parent_key"];
                        if (v41 !== undefined) {
                          if (!(typeof v41 === "string")) return false;
                          if (
                            typeof v41 === "string" &&
                            ((v41.length > 64 && codePoints(v41) > 64) ||
                              (v41.length < 2 && codePoints(v41) < 1) ||
                              !pattern1.test(v41))
                          )
                            return false;
                        }
                      }
                      {
                        const v42 = v38["child_key"];
                        if (v42 !== undefined) {
                          if (!(typeof v42 === "string")) return false;
                          if (
                            typeof v42 === "string" &&
                            ((v42.length > 64 && codePoints(v42) > 64) ||
                              (v42.length < 2 && codePoints(v42) < 1) ||
                              !pattern1.test(v42))
                          )
                            return false;
                        }
                      }
                    }
                }
              }
            }
        }
      }
    }
  }
  {
    const v43 = data["groups"];
    if (v43 !== undefined) {
      if (!Array.isArray(v43)) return false;
      if (Array.isArray(v43) && (v43.length > 20 || v43.length < 1)) return false;
      if (Array.isArray(v43))
        for (let v45 = 0; v45 < v43.length; v45++) {
          const v44 = v43[v45];
          if (!(typeof v44 === "object" && v44 !== null && !Array.isArray(v44))) return false;
          if (v44["key"] === undefined || v44["heading"] === undefined) return false;
          for (const v46 in v44)
            switch (v46) {
              case "key":
              case "heading":
              case "paragraph":
              case "content":
                break;
              default:
                return false;
            }
          {
            const v47 = v44["key"];
            if (v47 !== undefined) {
              if (!(typeof v47 === "string")) return false;
              if (
                typeof v47 === "string" &&
                ((v47.length > 64 && codePoints(v47) > 64) ||
                  (v47.length < 2 && codePoints(v47) < 1) ||
                  !pattern1.test(v47))
              )
                return false;
            }
          }
          {
            const v48 = v44["heading"];
            if (v48 !== undefined) {
              if (!(typeof v48 === "string")) return false;
              if (
                typeof v48 === "string" &&
                ((v48.length > 120 && codePoints(v48) > 120) || (v48.length < 2 && codePoints(v48) < 1))
              )
                return false;
            }
          }
          {
            const v49 = v44["paragraph"];
            if (v49 !== undefined) {
              if (!(typeof v49 === "string")) return false;
            }
          }
          {
            const v50 = v44["content"];
            if (v50 !== undefined) {
              if (!check1(v50)) return false;
            }
          }
        }
    }
  }
  {
    const v53 = data["box_color"];
    if (v53 !== undefined) {
      if (!(v53 === "light-theme" || v53 === "grey-theme" || v53 === "dark-theme" || v53 === "black-theme"))
        return false;
    }
  }
  {
    const v54 = data["padding"];
    if (v54 !== undefined) {
      if (!(v54 === "normal" || v54 === "top-space-0" || v54 === "bottom-space-0" || v54 === "y-space-0")) return false;
    }
  }
  {
    const v55 = data["dc_strategy"];
    if (v55 !== undefined) {
      if (!(typeof v55 === "object" && v55 !== null && !Array.isArray(v55))) return false;
      if (v55["key"] === undefined || v55["value"] === undefined) return false;
      for (const v56 in v55)
        switch (v56) {
          case "key":
          case "value":
          case "name":
          case "fallback":
            break;
          default:
            return false;
        }
      {
        const v57 = v55["key"];
        if (v57 !== undefined) {
          if (!(v57 === "url_brands" || v57 === "mena_offers" || v57 === "reffine_sl" || v57 === "mena_external_sl"))
            return false;
        }
      }
      {
        const v58 = v55["value"];
        if (v58 !== undefined) {
          if (!(typeof v58 === "string")) return false;
          if (typeof v58 === "string" && v58.length > 500 && codePoints(v58) > 500) return false;
        }
      }
      {
        const v59 = v55["name"];
        if (v59 !== undefined) {
          if (!(typeof v59 === "string")) return false;
          if (typeof v59 === "string" && v59.length > 120 && codePoints(v59) > 120) return false;
        }
      }
      {
        const v60 = v55["fallback"];
        if (v60 !== undefined) {
          if (!(typeof v60 === "boolean")) return false;
        }
      }
    }
  }
  {
    const v61 = data["offer_schedule"];
    if (v61 !== undefined) {
      if (!(typeof v61 === "object" && v61 !== null && !Array.isArray(v61))) return false;
      for (const v62 in v61)
        switch (v62) {
          case "start_date":
          case "end_date":
            break;
          default:
            return false;
        }
      {
        const v63 = v61["start_date"];
        if (v63 !== undefined) {
          if (!(typeof v63 === "string")) return false;
          if (typeof v63 === "string" && !pattern2.test(v63)) return false;
        }
      }
      {
        const v64 = v61["end_date"];
        if (v64 !== undefined) {
          if (!(typeof v64 === "string")) return false;
          if (typeof v64 === "string" && !pattern2.test(v64)) return false;
        }
      }
    }
  }
  return true;
}
export const check = check0;
