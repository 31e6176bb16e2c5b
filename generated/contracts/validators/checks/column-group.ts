// Generated from schemas/ and blocks/<key>/block.schema.json by `npm run codegen`. Do not edit.
/* eslint-disable */
// @ts-nocheck
import { codePoints } from "./runtime.ts";
const pattern0 = new RegExp("^$|^[A-Za-z][A-Za-z0-9_-]*$", "u");
const pattern1 = new RegExp("^$|^[a-z0-9]+(-[a-z0-9]+)*$", "u");
const pattern2 = new RegExp(
  "^$|^(?:https?://[^\\s\\\\/?#\\u0000-\\u001f\\u007f][^\\s\\\\\\u0000-\\u001f\\u007f]*|mailto:[^\\s\\\\\\u0000-\\u001f\\u007f]+|tel:[0-9+().\\-]+|/(?![/\\\\])[^\\s\\\\\\u0000-\\u001f\\u007f]*|#[^\\s\\\\\\u0000-\\u001f\\u007f]*)$",
  "u",
);
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
      case "columns":
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
    const v8 = data["columns"];
    if (v8 !== undefined) {
      if (!Array.isArray(v8)) return false;
      if (Array.isArray(v8) && v8.length > 12) return false;
      if (Array.isArray(v8))
        for (let v10 = 0; v10 < v8.length; v10++) {
          const v9 = v8[v10];
          if (!(typeof v9 === "object" && v9 !== null && !Array.isArray(v9))) return false;
          for (const v11 in v9)
            switch (v11) {
              case "header_icon":
              case "heading":
              case "header_tag":
              case "paragraph":
              case "rdx-buttons":
              case "rdx-links":
                break;
              default:
                return false;
            }
          {
            const v12 = v9["header_icon"];
            if (v12 !== undefined) {
              if (!(typeof v12 === "string")) return false;
              if (typeof v12 === "string" && v12.length !== 0 && !pattern1.test(v12)) return false;
            }
          }
          {
            const v13 = v9["heading"];
            if (v13 !== undefined) {
              if (!(typeof v13 === "string")) return false;
              if (typeof v13 === "string" && v13.length > 150 && codePoints(v13) > 150) return false;
            }
          }
          {
            const v14 = v9["header_tag"];
            if (v14 !== undefined) {
              if (!(v14 === 1 || v14 === 2 || v14 === 3 || v14 === 4 || v14 === 5 || v14 === 6)) return false;
            }
          }
          {
            const v15 = v9["paragraph"];
            if (v15 !== undefined) {
              if (!(typeof v15 === "string")) return false;
            }
          }
          {
            const v16 = v9["rdx-buttons"];
            if (v16 !== undefined) {
              if (!Array.isArray(v16)) return false;
              if (Array.isArray(v16) && v16.length > 3) return false;
              if (Array.isArray(v16))
                for (let v18 = 0; v18 < v16.length; v18++) {
                  const v17 = v16[v18];
                  if (!(typeof v17 === "object" && v17 !== null && !Array.isArray(v17))) return false;
                  for (const v19 in v17)
                    switch (v19) {
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
                    const v20 = v17["url"];
                    if (v20 !== undefined) {
                      if (!(typeof v20 === "string")) return false;
                      if (
                        typeof v20 === "string" &&
                        ((v20.length > 2000 && codePoints(v20) > 2000) || (v20.length !== 0 && !pattern2.test(v20)))
                      )
                        return false;
                    }
                  }
                  {
                    const v21 = v17["type"];
                    if (v21 !== undefined) {
                      if (!(v21 === "internal" || v21 === "external" || v21 === "form" || v21 === "file")) return false;
                    }
                  }
                  {
                    const v22 = v17["target"];
                    if (v22 !== undefined) {
                      if (!(v22 === "_self" || v22 === "_blank")) return false;
                    }
                  }
                  {
                    const v23 = v17["link_text"];
                    if (v23 !== undefined) {
                      if (!(typeof v23 === "string")) return false;
                    }
                  }
                  {
                    const v24 = v17["icon"];
                    if (v24 !== undefined) {
                      if (!(typeof v24 === "string")) return false;
                      if (typeof v24 === "string" && v24.length !== 0 && !pattern1.test(v24)) return false;
                    }
                  }
                  {
                    const v25 = v17["ui_type"];
                    if (v25 !== undefined) {
                      if (!(v25 === "primary" || v25 === "secondary" || v25 === "tertiary")) return false;
                    }
                  }
                  {
                    const v26 = v17["size"];
                    if (v26 !== undefined) {
                      if (!(v26 === "medium" || v26 === "small")) return false;
                    }
                  }
                  {
                    const v27 = v17["rdx_forms_form_id"];
                    if (v27 !== undefined) {
                      if (!(typeof v27 === "string")) return false;
                    }
                  }
                  {
                    const v28 = v17["hidden_fields"];
                    if (v28 !== undefined) {
                      if (!Array.isArray(v28)) return false;
                      if (Array.isArray(v28) && v28.length > 20) return false;
                      if (Array.isArray(v28))
                        for (let v30 = 0; v30 < v28.length; v30++) {
                          const v29 = v28[v30];
                          if (!(typeof v29 === "object" && v29 !== null && !Array.isArray(v29))) return false;
                          if (v29["name"] === undefined || v29["value"] === undefined) return false;
                          for (const v31 in v29)
                            switch (v31) {
                              case "name":
                              case "value":
                                break;
                              default:
                                return false;
                            }
                          {
                            const v32 = v29["name"];
                            if (v32 !== undefined) {
                              if (!(typeof v32 === "string")) return false;
                              if (typeof v32 === "string" && v32.length < 2 && codePoints(v32) < 1) return false;
                            }
                          }
                          {
                            const v33 = v29["value"];
                            if (v33 !== undefined) {
                              if (!(typeof v33 === "string")) return false;
                            }
                          }
                        }
                    }
                  }
                  {
                    const v34 = v17["form_layout"];
                    if (v34 !== undefined) {
                      if (!(v34 === "single" || v34 === "double")) return false;
                    }
                  }
                }
            }
          }
          {
            const v35 = v9["rdx-links"];
            if (v35 !== undefined) {
              if (!Array.isArray(v35)) return false;
              if (Array.isArray(v35) && v35.length > 10) return false;
              if (Array.isArray(v35))
                for (let v37 = 0; v37 < v35.length; v37++) {
                  const v36 = v35[v37];
                  if (!(typeof v36 === "object" && v36 !== null && !Array.isArray(v36))) return false;
                  for (const v38 in v36)
                    switch (v38) {
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
                    const v39 = v36["url"];
                    if (v39 !== undefined) {
                      if (!(typeof v39 === "string")) return false;
                      if (
                        typeof v39 === "string" &&
                        ((v39.length > 2000 && codePoints(v39) > 2000) || (v39.length !== 0 && !pattern2.test(v39)))
                      )
                        return false;
                    }
                  }
                  {
                    const v40 = v36["type"];
                    if (v40 !== undefined) {
                      if (!(v40 === "internal" || v40 === "external" || v40 === "form" || v40 === "file")) return false;
                    }
                  }
                  {
                    const v41 = v36["target"];
                    if (v41 !== undefined) {
                      if (!(v41 === "_self" || v41 === "_blank")) return false;
                    }
                  }
                  {
                    const v42 = v36["link_text"];
                    if (v42 !== undefined) {
                      if (!(typeof v42 === "string")) return false;
                    }
                  }
                  {
                    const v43 = v36["icon"];
                    if (v43 !== undefined) {
                      if (!(typeof v43 === "string")) return false;
                      if (typeof v43 === "string" && v43.length !== 0 && !pattern1.test(v43)) return false;
                    }
                  }
                  {
                    const v44 = v36["ui_type"];
                    if (v44 !== undefined) {
                      if (!(v44 === "primary" || v44 === "secondary" || v44 === "tertiary")) return false;
                    }
                  }
                  {
                    const v45 = v36["size"];
                    if (v45 !== undefined) {
                      if (!(v45 === "medium" || v45 === "small")) return false;
                    }
                  }
                  {
                    const v46 = v36["rdx_forms_form_id"];
                    if (v46 !== undefined) {
                      if (!(typeof v46 === "string")) return false;
                    }
                  }
                  {
                    const v47 = v36["hidden_fields"];
                    if (v47 !== undefined) {
                      if (!Array.isArray(v47)) return false;
                      if (Array.isArray(v47) && v47.length > 20) return false;
                      if (Array.isArray(v47))
                        for (let v49 = 0; v49 < v47.length; v49++) {
                          const v48 = v47[v49];
                          if (!(typeof v48 === "object" && v48 !== null && !Array.isArray(v48))) return false;
                          if (v48["name"] === undefined || v48["value"] === undefined) return false;
                          for (const v50 in v48)
                            switch (v50) {
                              case "name":
                              case "value":
                                break;
                              default:
                                return false;
                            }
                          {
                            const v51 = v48["name"];
                            if (v51 !== undefined) {
                              if (!(typeof v51 === "string")) return false;
                              if (typeof v51 === "string" && v51.length < 2 && codePoints(v51) < 1) return false;
                            }
                          }
                          {
                            const v52 = v48["value"];
                            if (v52 !== undefined) {
                              if (!(typeof v52 === "string")) return false;
                            }
                          }
                        }
                    }
                  }
                  {
                    const v53 = v36["form_layout"];
                    if (v53 !== undefined) {
                      if (!(v53 === "single" || v53 === "double")) return false;
                    }
                  }
                }
            }
          }
        }
    }
  }
  {
    const v54 = data["box_color"];
    if (v54 !== undefined) {
      if (!(v54 === "light-theme" || v54 === "grey-theme" || v54 === "dark-theme" || v54 === "black-theme"))
        return false;
    }
  }
  {
    const v55 = data["padding"];
    if (v55 !== undefined) {
      if (!(v55 === "normal" || v55 === "top-space-0" || v55 === "bottom-space-0" || v55 === "y-space-0")) return false;
    }
  }
  {
    const v56 = data["dc_strategy"];
    if (v56 !== undefined) {
      if (!(typeof v56 === "object" && v56 !== null && !Array.isArray(v56))) return false;
      if (v56["key"] === undefined || v56["value"] === undefined) return false;
      for (const v57 in v56)
        switch (v57) {
          case "key":
          case "value":
          case "name":
          case "fallback":
            break;
          default:
            return false;
        }
      {
        const v58 = v56["key"];
        if (v58 !== undefined) {
          if (!(v58 === "url_brands" || v58 === "mena_offers" || v58 === "reffine_sl" || v58 === "mena_external_sl"))
            return false;
        }
      }
      {
        const v59 = v56["value"];
        if (v59 !== undefined) {
          if (!(typeof v59 === "string")) return false;
          if (typeof v59 === "string" && v59.length > 500 && codePoints(v59) > 500) return false;
        }
      }
      {
        const v60 = v56["name"];
        if (v60 !== undefined) {
          if (!(typeof v60 === "string")) return false;
          if (typeof v60 === "string" && v60.length > 120 && codePoints(v60) > 120) return false;
        }
      }
      {
        const v61 = v56["fallback"];
        if (v61 !== undefined) {
          if (!(typeof v61 === "boolean")) return false;
        }
      }
    }
  }
  {
    const v62 = data["offer_schedule"];
    if (v62 !== undefined) {
      if (!(typeof v62 === "object" && v62 !== null && !Array.isArray(v62))) return false;
      for (const v63 in v62)
        switch (v63) {
          case "start_date":
          case "end_date":
            break;
          default:
            return false;
        }
      {
        const v64 = v62["start_date"];
        if (v64 !== undefined) {
          if (!(typeof v64 === "string")) return false;
          if (typeof v64 === "string" && !pattern3.test(v64)) return false;
        }
      }
      {
        const v65 = v62["end_date"];
        if (v65 !== undefined) {
          if (!(typeof v65 === "string")) return false;
          if (typeof v65 === "string" && !pattern3.test(v65)) return false;
        }
      }
    }
  }
  return true;
}
export const check = check0;
