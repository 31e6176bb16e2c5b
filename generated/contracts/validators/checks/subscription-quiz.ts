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
  if (data["id"] === undefined || data["products"] === undefined) return false;
  for (const v1 in data)
    switch (v1) {
      case "id":
      case "block_scroll_id":
      case "welcome_heading":
      case "welcome_text":
      case "header_tag":
      case "start_label":
      case "next_label":
      case "previous_label":
      case "purpose_question":
      case "purpose_labels":
      case "period_question":
      case "period_labels":
      case "mileage_question":
      case "mileage_labels":
      case "summary_heading":
      case "products_label":
      case "edit_label":
      case "main_label":
      case "alternative_label":
      case "restart_label":
      case "products":
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
    const v4 = data["welcome_heading"];
    if (v4 !== undefined) {
      if (!(typeof v4 === "string")) return false;
      if (
        typeof v4 === "string" &&
        ((v4.length > 120 && codePoints(v4) > 120) || (v4.length < 2 && codePoints(v4) < 1))
      )
        return false;
    }
  }
  {
    const v5 = data["welcome_text"];
    if (v5 !== undefined) {
      if (!(typeof v5 === "string")) return false;
    }
  }
  {
    const v6 = data["header_tag"];
    if (v6 !== undefined) {
      if (!(v6 === 1 || v6 === 2 || v6 === 3 || v6 === 4 || v6 === 5 || v6 === 6)) return false;
    }
  }
  {
    const v7 = data["start_label"];
    if (v7 !== undefined) {
      if (!(typeof v7 === "string")) return false;
      if (typeof v7 === "string" && ((v7.length > 40 && codePoints(v7) > 40) || (v7.length < 2 && codePoints(v7) < 1)))
        return false;
    }
  }
  {
    const v8 = data["next_label"];
    if (v8 !== undefined) {
      if (!(typeof v8 === "string")) return false;
      if (typeof v8 === "string" && ((v8.length > 40 && codePoints(v8) > 40) || (v8.length < 2 && codePoints(v8) < 1)))
        return false;
    }
  }
  {
    const v9 = data["previous_label"];
    if (v9 !== undefined) {
      if (!(typeof v9 === "string")) return false;
      if (typeof v9 === "string" && ((v9.length > 40 && codePoints(v9) > 40) || (v9.length < 2 && codePoints(v9) < 1)))
        return false;
    }
  }
  {
    const v10 = data["purpose_question"];
    if (v10 !== undefined) {
      if (!(typeof v10 === "string")) return false;
      if (
        typeof v10 === "string" &&
        ((v10.length > 200 && codePoints(v10) > 200) || (v10.length < 2 && codePoints(v10) < 1))
      )
        return false;
    }
  }
  {
    const v11 = data["purpose_labels"];
    if (v11 !== undefined) {
      if (!(typeof v11 === "object" && v11 !== null && !Array.isArray(v11))) return false;
      if (v11["private"] === undefined || v11["business"] === undefined || v11["both"] === undefined) return false;
      for (const v12 in v11)
        switch (v12) {
          case "private":
          case "business":
          case "both":
            break;
          default:
            return false;
        }
      {
        const v13 = v11["private"];
        if (v13 !== undefined) {
          if (!(typeof v13 === "string")) return false;
          if (
            typeof v13 === "string" &&
            ((v13.length > 80 && codePoints(v13) > 80) || (v13.length < 2 && codePoints(v13) < 1))
          )
            return false;
        }
      }
      {
        const v14 = v11["business"];
        if (v14 !== undefined) {
          if (!(typeof v14 === "string")) return false;
          if (
            typeof v14 === "string" &&
            ((v14.length > 80 && codePoints(v14) > 80) || (v14.length < 2 && codePoints(v14) < 1))
          )
            return false;
        }
      }
      {
        const v15 = v11["both"];
        if (v15 !== undefined) {
          if (!(typeof v15 === "string")) return false;
          if (
            typeof v15 === "string" &&
            ((v15.length > 80 && codePoints(v15) > 80) || (v15.length < 2 && codePoints(v15) < 1))
          )
            return false;
        }
      }
    }
  }
  {
    const v16 = data["period_question"];
    if (v16 !== undefined) {
      if (!(typeof v16 === "string")) return false;
      if (
        typeof v16 === "string" &&
        ((v16.length > 200 && codePoints(v16) > 200) || (v16.length < 2 && codePoints(v16) < 1))
      )
        return false;
    }
  }
  {
    const v17 = data["period_labels"];
    if (v17 !== undefined) {
      if (!(typeof v17 === "object" && v17 !== null && !Array.isArray(v17))) return false;
      if (v17["6-12"] === undefined || v17["12-24"] === undefined || v17["24-60"] === undefined) return false;
      for (const v18 in v17)
        switch (v18) {
          case "6-12":
          case "12-24":
          case "24-60":
            break;
          default:
            return false;
        }
      {
        const v19 = v17["6-12"];
        if (v19 !== undefined) {
          if (!(typeof v19 === "string")) return false;
          if (
            typeof v19 === "string" &&
            ((v19.length > 80 && codePoints(v19) > 80) || (v19.length < 2 && codePoints(v19) < 1))
          )
            return false;
        }
      }
      {
        const v20 = v17["12-24"];
        if (v20 !== undefined) {
          if (!(typeof v20 === "string")) return false;
          if (
            typeof v20 === "string" &&
            ((v20.length > 80 && codePoints(v20) > 80) || (v20.length < 2 && codePoints(v20) < 1))
          )
            return false;
        }
      }
      {
        const v21 = v17["24-60"];
        if (v21 !== undefined) {
          if (!(typeof v21 === "string")) return false;
          if (
            typeof v21 === "string" &&
            ((v21.length > 80 && codePoints(v21) > 80) || (v21.length < 2 && codePoints(v21) < 1))
          )
            return false;
        }
      }
    }
  }
  {
    const v22 = data["mileage_question"];
    if (v22 !== undefined) {
      if (!(typeof v22 === "string")) return false;
      if (
        typeof v22 === "string" &&
        ((v22.length > 200 && codePoints(v22) > 200) || (v22.length < 2 && codePoints(v22) < 1))
      )
        return false;
    }
  }
  {
    const v23 = data["mileage_labels"];
    if (v23 !== undefined) {
      if (!(typeof v23 === "object" && v23 !== null && !Array.isArray(v23))) return false;
      if (v23["below"] === undefined || v23["above"] === undefined) return false;
      for (const v24 in v23)
        switch (v24) {
          case "below":
          case "above":
            break;
          default:
            return false;
        }
      {
        const v25 = v23["below"];
        if (v25 !== undefined) {
          if (!(typeof v25 === "string")) return false;
          if (
            typeof v25 === "string" &&
            ((v25.length > 80 && codePoints(v25) > 80) || (v25.length < 2 && codePoints(v25) < 1))
          )
            return false;
        }
      }
      {
        const v26 = v23["above"];
        if (v26 !== undefined) {
          if (!(typeof v26 === "string")) return false;
          if (
            typeof v26 === "string" &&
            ((v26.length > 80 && codePoints(v26) > 80) || (v26.length < 2 && codePoints(v26) < 1))
          )
            return false;
        }
      }
    }
  }
  {
    const v27 = data["summary_heading"];
    if (v27 !== undefined) {
      if (!(typeof v27 === "string")) return false;
      if (
        typeof v27 === "string" &&
        ((v27.length > 120 && codePoints(v27) > 120) || (v27.length < 2 && codePoints(v27) < 1))
      )
        return false;
    }
  }
  {
    const v28 = data["products_label"];
    if (v28 !== undefined) {
      if (!(typeof v28 === "string")) return false;
      if (
        typeof v28 === "string" &&
        ((v28.length > 40 && codePoints(v28) > 40) || (v28.length < 2 && codePoints(v28) < 1))
      )
        return false;
    }
  }
  {
    const v29 = data["edit_label"];
    if (v29 !== undefined) {
      if (!(typeof v29 === "string")) return false;
      if (
        typeof v29 === "string" &&
        ((v29.length > 40 && codePoints(v29) > 40) || (v29.length < 2 && codePoints(v29) < 1))
      )
        return false;
    }
  }
  {
    const v30 = data["main_label"];
    if (v30 !== undefined) {
      if (!(typeof v30 === "string")) return false;
      if (
        typeof v30 === "string" &&
        ((v30.length > 60 && codePoints(v30) > 60) || (v30.length < 2 && codePoints(v30) < 1))
      )
        return false;
    }
  }
  {
    const v31 = data["alternative_label"];
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
    const v32 = data["restart_label"];
    if (v32 !== undefined) {
      if (!(typeof v32 === "string")) return false;
      if (
        typeof v32 === "string" &&
        ((v32.length > 40 && codePoints(v32) > 40) || (v32.length < 2 && codePoints(v32) < 1))
      )
        return false;
    }
  }
  {
    const v33 = data["products"];
    if (v33 !== undefined) {
      if (!(typeof v33 === "object" && v33 !== null && !Array.isArray(v33))) return false;
      if (
        v33["subscription"] === undefined ||
        v33["loan"] === undefined ||
        v33["full_service"] === undefined ||
        v33["leasing_to_go"] === undefined
      )
        return false;
      for (const v34 in v33)
        switch (v34) {
          case "subscription":
          case "loan":
          case "full_service":
          case "leasing_to_go":
            break;
          default:
            return false;
        }
      {
        const v35 = v33["subscription"];
        if (v35 !== undefined) {
          if (!(typeof v35 === "object" && v35 !== null && !Array.isArray(v35))) return false;
          if (v35["heading"] === undefined) return false;
          for (const v36 in v35)
            switch (v36) {
              case "heading":
              case "paragraph":
              case "link":
                break;
              default:
                return false;
            }
          {
            const v37 = v35["heading"];
            if (v37 !== undefined) {
              if (!(typeof v37 === "string")) return false;
              if (
                typeof v37 === "string" &&
                ((v37.length > 120 && codePoints(v37) > 120) || (v37.length < 2 && codePoints(v37) < 1))
              )
                return false;
            }
          }
          {
            const v38 = v35["paragraph"];
            if (v38 !== undefined) {
              if (!(typeof v38 === "string")) return false;
            }
          }
          {
            const v39 = v35["link"];
            if (v39 !== undefined) {
              if (!(typeof v39 === "object" && v39 !== null && !Array.isArray(v39))) return false;
              for (const v40 in v39)
                switch (v40) {
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
                const v41 = v39["url"];
                if (v41 !== undefined) {
                  if (!(typeof v41 === "string")) return false;
                  if (
                    typeof v41 === "string" &&
                    ((v41.length > 2000 && codePoints(v41) > 2000) || (v41.length !== 0 && !pattern1.test(v41)))
                  )
                    return false;
                }
              }
              {
                const v42 = v39["type"];
                if (v42 !== undefined) {
                  if (!(v42 === "internal" || v42 === "external" || v42 === "form" || v42 === "file")) return false;
                }
              }
              {
                const v43 = v39["target"];
                if (v43 !== undefined) {
                  if (!(v43 === "_self" || v43 === "_blank")) return false;
                }
              }
              {
                const v44 = v39["link_text"];
                if (v44 !== undefined) {
                  if (!(typeof v44 === "string")) return false;
                }
              }
              {
                const v45 = v39["icon"];
                if (v45 !== undefined) {
                  if (!(typeof v45 === "string")) return false;
                  if (typeof v45 === "string" && v45.length !== 0 && !pattern2.test(v45)) return false;
                }
              }
              {
                const v46 = v39["ui_type"];
                if (v46 !== undefined) {
                  if (!(v46 === "primary" || v46 === "secondary" || v46 === "tertiary")) return false;
                }
              }
              {
                const v47 = v39["size"];
                if (v47 !== undefined) {
                  if (!(v47 === "medium" || v47 === "small")) return false;
                }
              }
              {
                const v48 = v39["rdx_forms_form_id"];
                if (v48 !== undefined) {
                  if (!(typeof v48 === "string")) return false;
                }
              }
              {
                const v49 = v39["hidden_fields"];
                if (v49 !== undefined) {
                  if (!Array.isArray(v49)) return false;
                  if (Array.isArray(v49) && v49.length > 20) return false;
                  if (Array.isArray(v49))
                    for (let v51 = 0; v51 < v49.length; v51++) {
                      const v50 = v49[v51];
                      if (!(typeof v50 === "object" && v50 !== null && !Array.isArray(v50))) return false;
                      if (v50["name"] === undefined || v50["value"] === undefined) return false;
                      for (const v52 in v50)
                        switch (v52) {
                          case "name":
                          case "value":
                            break;
                          default:
                            return false;
                        }
                      {
                        const v53 = v50["name"];
                        if (v53 !== undefined) {
                          if (!(typeof v53 === "string")) return false;
                          if (typeof v53 === "string" && v53.length < 2 && codePoints(v53) < 1) return false;
                        }
                      }
                      {
                        const v54 = v50["value"];
                        if (v54 !== undefined) {
                          if (!(typeof v54 === "string")) return false;
                        }
                      }
                    }
                }
              }
              {
                const v55 = v39["form_layout"];
                if (v55 !== undefined) {
                  if (!(v55 === "single" || v55 === "double")) return false;
                }
              }
            }
          }
        }
      }
      {
        const v56 = v33["loan"];
        if (v56 !== undefined) {
          if (!(typeof v56 === "object" && v56 !== null && !Array.isArray(v56))) return false;
          if (v56["heading"] === undefined) return false;
          for (const v57 in v56)
            switch (v57) {
              case "heading":
              case "paragraph":
              case "link":
                break;
              default:
                return false;
            }
          {
            const v58 = v56["heading"];
            if (v58 !== undefined) {
              if (!(typeof v58 === "string")) return false;
              if (
                typeof v58 === "string" &&
                ((v58.length > 120 && codePoints(v58) > 120) || (v58.length < 2 && codePoints(v58) < 1))
              )
                return false;
            }
          }
          {
            const v59 = v56["paragraph"];
            if (v59 !== undefined) {
              if (!(typeof v59 === "string")) return false;
            }
          }
          {
            const v60 = v56["link"];
            if (v60 !== undefined) {
              if (!(typeof v60 === "object" && v60 !== null && !Array.isArray(v60))) return false;
              for (const v61 in v60)
                switch (v61) {
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
                const v62 = v60["url"];
                if (v62 !== undefined) {
                  if (!(typeof v62 === "string")) return false;
                  if (
                    typeof v62 === "string" &&
                    ((v62.length > 2000 && codePoints(v62) > 2000) || (v62.length !== 0 && !pattern1.test(v62)))
                  )
                    return false;
                }
              }
              {
                const v63 = v60["type"];
                if (v63 !== undefined) {
                  if (!(v63 === "internal" || v63 === "external" || v63 === "form" || v63 === "file")) return false;
                }
              }
              {
                const v64 = v60["target"];
                if (v64 !== undefined) {
                  if (!(v64 === "_self" || v64 === "_blank")) return false;
                }
              }
              {
                const v65 = v60["link_text"];
                if (v65 !== undefined) {
                  if (!(typeof v65 === "string")) return false;
                }
              }
              {
                const v66 = v60["icon"];
                if (v66 !== undefined) {
                  if (!(typeof v66 === "string")) return false;
                  if (typeof v66 === "string" && v66.length !== 0 && !pattern2.test(v66)) return false;
                }
              }
              {
                const v67 = v60["ui_type"];
                if (v67 !== undefined) {
                  if (!(v67 === "primary" || v67 === "secondary" || v67 === "tertiary")) return false;
                }
              }
              {
                const v68 = v60["size"];
                if (v68 !== undefined) {
                  if (!(v68 === "medium" || v68 === "small")) return false;
                }
              }
              {
                const v69 = v60["rdx_forms_form_id"];
                if (v69 !== undefined) {
                  if (!(typeof v69 === "string")) return false;
                }
              }
              {
                const v70 = v60["hidden_fields"];
                if (v70 !== undefined) {
                  if (!Array.isArray(v70)) return false;
                  if (Array.isArray(v70) && v70.length > 20) return false;
                  if (Array.isArray(v70))
                    for (let v72 = 0; v72 < v70.length; v72++) {
                      const v71 = v70[v72];
                      if (!(typeof v71 === "object" && v71 !== null && !Array.isArray(v71))) return false;
                      if (v71["name"] === undefined || v71["value"] === undefined) return false;
                      for (const v73 in v71)
                        switch (v73) {
                          case "name":
                          case "value":
                            break;
                          default:
                            return false;
                        }
                      {
                        const v74 = v71["name"];
                        if (v74 !== undefined) {
                          if (!(typeof v74 === "string")) return false;
                          if (typeof v74 === "string" && v74.length < 2 && codePoints(v74) < 1) return false;
                        }
                      }
                      {
                        const v75 = v71["value"];
                        if (v75 !== undefined) {
                          if (!(typeof v75 === "string")) return false;
                        }
                      }
                    }
                }
              }
              {
                const v76 = v60["form_layout"];
                if (v76 !== undefined) {
                  if (!(v76 === "single" || v76 === "double")) return false;
                }
              }
            }
          }
        }
      }
      {
        const v77 = v33["full_service"];
        if (v77 !== undefined) {
          if (!(typeof v77 === "object" && v77 !== null && !Array.isArray(v77))) return false;
          if (v77["heading"] === undefined) return false;
          for (const v78 in v77)
            switch (v78) {
              case "heading":
              case "paragraph":
              case "link":
                break;
              default:
                return false;
            }
          {
            const v79 = v77["heading"];
            if (v79 !== undefined) {
              if (!(typeof v79 === "string")) return false;
              if (
                typeof v79 === "string" &&
                ((v79.length > 120 && codePoints(v79) > 120) || (v79.length < 2 && codePoints(v79) < 1))
              )
                return false;
            }
          }
          {
            const v80 = v77["paragraph"];
            if (v80 !== undefined) {
              if (!(typeof v80 === "string")) return false;
            }
          }
          {
            const v81 = v77["link"];
            if (v81 !== undefined) {
              if (!(typeof v81 === "object" && v81 !== null && !Array.isArray(v81))) return false;
              for (const v82 in v81)
                switch (v82) {
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
                const v83 = v81["url"];
                if (v83 !== undefined) {
                  if (!(typeof v83 === "string")) return false;
                  if (
                    typeof v83 === "string" &&
                    ((v83.length > 2000 && codePoints(v83) > 2000) || (v83.length !== 0 && !pattern1.test(v83)))
                  )
                    return false;
                }
              }
              {
                const v84 = v81["type"];
                if (v84 !== undefined) {
                  if (!(v84 === "internal" || v84 === "external" || v84 === "form" || v84 === "file")) return false;
                }
              }
              {
                const v85 = v81["target"];
                if (v85 !== undefined) {
                  if (!(v85 === "_self" || v85 === "_blank")) return false;
                }
              }
              {
                const v86 = v81["link_text"];
                if (v86 !== undefined) {
                  if (!(typeof v86 === "string")) return false;
                }
              }
              {
                const v87 = v81["icon"];
                if (v87 !== undefined) {
                  if (!(typeof v87 === "string")) return false;
                  if (typeof v87 === "string" && v87.length !== 0 && !pattern2.test(v87)) return false;
                }
              }
              {
                const v88 = v81["ui_type"];
                if (v88 !== undefined) {
                  if (!(v88 === "primary" || v88 === "secondary" || v88 === "tertiary")) return false;
                }
              }
              {
                const v89 = v81["size"];
                if (v89 !== undefined) {
                  if (!(v89 === "medium" || v89 === "small")) return false;
                }
              }
              {
                const v90 = v81["rdx_forms_form_id"];
                if (v90 !== undefined) {
                  if (!(typeof v90 === "string")) return false;
                }
              }
              {
                const v91 = v81["hidden_fields"];
                if (v91 !== undefined) {
                  if (!Array.isArray(v91)) return false;
                  if (Array.isArray(v91) && v91.length > 20) return false;
                  if (Array.isArray(v91))
                    for (let v93 = 0; v93 < v91.length; v93++) {
                      const v92 = v91[v93];
                      if (!(typeof v92 === "object" && v92 !== null && !Array.isArray(v92))) return false;
                      if (v92["name"] === undefined || v92["value"] === undefined) return false;
                      for (const v94 in v92)
                        switch (v94) {
                          case "name":
                          case "value":
                            break;
                          default:
                            return false;
                        }
                      {
                        const v95 = v92["name"];
                        if (v95 !== undefined) {
                          if (!(typeof v95 === "string")) return false;
                          if (typeof v95 === "string" && v95.length < 2 && codePoints(v95) < 1) return false;
                        }
                      }
                      {
                        const v96 = v92["value"];
                        if (v96 !== undefined) {
                          if (!(typeof v96 === "string")) return false;
                        }
                      }
                    }
                }
              }
              {
                const v97 = v81["form_layout"];
                if (v97 !== undefined) {
                  if (!(v97 === "single" || v97 === "double")) return false;
                }
              }
            }
          }
        }
      }
      {
        const v98 = v33["leasing_to_go"];
        if (v98 !== undefined) {
          if (!(typeof v98 === "object" && v98 !== null && !Array.isArray(v98))) return false;
          if (v98["heading"] === undefined) return false;
          for (const v99 in v98)
            switch (v99) {
              case "heading":
              case "paragraph":
              case "link":
                break;
              default:
                return false;
            }
          {
            const v100 = v98["heading"];
            if (v100 !== undefined) {
              if (!(typeof v100 === "string")) return false;
              if (
                typeof v100 === "string" &&
                ((v100.length > 120 && codePoints(v100) > 120) || (v100.length < 2 && codePoints(v100) < 1))
              )
                return false;
            }
          }
          {
            const v101 = v98["paragraph"];
            if (v101 !== undefined) {
              if (!(typeof v101 === "string")) return false;
            }
          }
          {
            const v102 = v98["link"];
            if (v102 !== undefined) {
              if (!(typeof v102 === "object" && v102 !== null && !Array.isArray(v102))) return false;
              for (const v103 in v102)
                switch (v103) {
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
                const v104 = v102["url"];
                if (v104 !== undefined) {
                  if (!(typeof v104 === "string")) return false;
                  if (
                    typeof v104 === "string" &&
                    ((v104.length > 2000 && codePoints(v104) > 2000) || (v104.length !== 0 && !pattern1.test(v104)))
                  )
                    return false;
                }
              }
              {
                const v105 = v102["type"];
                if (v105 !== undefined) {
                  if (!(v105 === "internal" || v105 === "external" || v105 === "form" || v105 === "file")) return false;
                }
              }
              {
                const v106 = v102["target"];
                if (v106 !== undefined) {
                  if (!(v106 === "_self" || v106 === "_blank")) return false;
                }
              }
              {
                const v107 = v102["link_text"];
                if (v107 !== undefined) {
                  if (!(typeof v107 === "string")) return false;
                }
              }
              {
                const v108 = v102["icon"];
                if (v108 !== undefined) {
                  if (!(typeof v108 === "string")) return false;
                  if (typeof v108 === "string" && v108.length !== 0 && !pattern2.test(v108)) return false;
                }
              }
              {
                const v109 = v102["ui_type"];
                if (v109 !== undefined) {
                  if (!(v109 === "primary" || v109 === "secondary" || v109 === "tertiary")) return false;
                }
              }
              {
                const v110 = v102["size"];
                if (v110 !== undefined) {
                  if (!(v110 === "medium" || v110 === "small")) return false;
                }
              }
              {
                const v111 = v102["rdx_forms_form_id"];
                if (v111 !== undefined) {
                  if (!(typeof v111 === "string")) return false;
                }
              }
              {
                const v112 = v102["hidden_fields"];
                if (v112 !== undefined) {
                  if (!Array.isArray(v112)) return false;
                  if (Array.isArray(v112) && v112.length > 20) return false;
                  if (Array.isArray(v112))
                    for (let v114 = 0; v114 < v112.length; v114++) {
                      const v113 = v112[v114];
                      if (!(typeof v113 === "object" && v113 !== null && !Array.isArray(v113))) return false;
                      if (v113["name"] === undefined || v113["value"] === undefined) return false;
                      for (const v115 in v113)
                        switch (v115) {
                          case "name":
                          case "value":
                            break;
                          default:
                            return false;
                        }
                      {
                        const v116 = v113["name"];
                        if (v116 !== undefined) {
                          if (!(typeof v116 === "string")) return false;
                          if (typeof v116 === "string" && v116.length < 2 && codePoints(v116) < 1) return false;
                        }
                      }
                      {
                        const v117 = v113["value"];
                        if (v117 !== undefined) {
                          if (!(typeof v117 === "string")) return false;
                        }
                      }
                    }
                }
              }
              {
                const v118 = v102["form_layout"];
                if (v118 !== undefined) {
                  if (!(v118 === "single" || v118 === "double")) return false;
                }
              }
            }
          }
        }
      }
    }
  }
  {
    const v119 = data["box_color"];
    if (v119 !== undefined) {
      if (!(v119 === "light-theme" || v119 === "grey-theme" || v119 === "dark-theme" || v119 === "black-theme"))
        return false;
    }
  }
  {
    const v120 = data["padding"];
    if (v120 !== undefined) {
      if (!(v120 === "normal" || v120 === "top-space-0" || v120 === "bottom-space-0" || v120 === "y-space-0"))
        return false;
    }
  }
  {
    const v121 = data["dc_strategy"];
    if (v121 !== undefined) {
      if (!(typeof v121 === "object" && v121 !== null && !Array.isArray(v121))) return false;
      if (v121["key"] === undefined || v121["value"] === undefined) return false;
      for (const v122 in v121)
        switch (v122) {
          case "key":
          case "value":
          case "name":
          case "fallback":
            break;
          default:
            return false;
        }
      {
        const v123 = v121["key"];
        if (v123 !== undefined) {
          if (!(
            v123 === "url_brands" ||
            v123 === "mena_offers" ||
            v123 === "reffine_sl" ||
            v123 === "mena_external_sl"
          ))
            return false;
        }
      }
      {
        const v124 = v121["value"];
        if (v124 !== undefined) {
          if (!(typeof v124 === "string")) return false;
          if (typeof v124 === "string" && v124.length > 500 && codePoints(v124) > 500) return false;
        }
      }
      {
        const v125 = v121["name"];
        if (v125 !== undefined) {
          if (!(typeof v125 === "string")) return false;
          if (typeof v125 === "string" && v125.length > 120 && codePoints(v125) > 120) return false;
        }
      }
      {
        const v126 = v121["fallback"];
        if (v126 !== undefined) {
          if (!(typeof v126 === "boolean")) return false;
        }
      }
    }
  }
  {
    const v127 = data["offer_schedule"];
    if (v127 !== undefined) {
      if (!(typeof v127 === "object" && v127 !== null && !Array.isArray(v127))) return false;
      for (const v128 in v127)
        switch (v128) {
          case "start_date":
          case "end_date":
            break;
          default:
            return false;
        }
      {
        const v129 = v127["start_date"];
        if (v129 !== undefined) {
          if (!(typeof v129 === "string")) return false;
          if (typeof v129 === "string" && !pattern3.test(v129)) return false;
        }
      }
      {
        const v130 = v127["end_date"];
        if (v130 !== undefined) {
          if (!(typeof v130 === "string")) return false;
          if (typeof v130 === "string" && !pattern3.test(v130)) return false;
        }
      }
    }
  }
  return true;
}
export const check = check0;
