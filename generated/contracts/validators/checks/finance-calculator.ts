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
  if (data["id"] === undefined) return false;
  for (const v1 in data)
    switch (v1) {
      case "id":
      case "block_scroll_id":
      case "finance_product":
      case "finance_product_name":
      case "header_tag":
      case "finance_product_description":
      case "vehicle_price":
      case "finance_product_input":
      case "finance_product_output":
      case "link":
      case "buttons":
      case "disclaimer_title":
      case "disclaimer_body":
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
    const v4 = data["finance_product"];
    if (v4 !== undefined) {
      if (!(
        v4 === "uk-pcp" ||
        v4 === "uk-hp" ||
        v4 === "ie-pcp" ||
        v4 === "ie-hp" ||
        v4 === "de-ballon" ||
        v4 === "de-klassik" ||
        v4 === "fr-loa" ||
        v4 === "fr-credit" ||
        v4 === "it-formula" ||
        v4 === "es-multiopcion" ||
        v4 === "nl-autofinanciering" ||
        v4 === "be-lening" ||
        v4 === "ch-kredit" ||
        v4 === "at-restwert" ||
        v4 === "pl-kredyt" ||
        v4 === "cz-uver" ||
        v4 === "se-billan" ||
        v4 === "no-billan" ||
        v4 === "dk-billan" ||
        v4 === "pt-credito" ||
        v4 === "jp-zankaku" ||
        v4 === "kr-halbu" ||
        v4 === "au-chattel" ||
        v4 === "nz-hp" ||
        v4 === "za-instalment" ||
        v4 === "ae-flat" ||
        v4 === "sa-murabaha" ||
        v4 === "in-loan" ||
        v4 === "br-cdc" ||
        v4 === "mx-credito" ||
        v4 === "ca-loan" ||
        v4 === "us-balloon" ||
        v4 === "us-retail"
      ))
        return false;
    }
  }
  {
    const v5 = data["finance_product_name"];
    if (v5 !== undefined) {
      if (!(typeof v5 === "string")) return false;
      if (typeof v5 === "string" && v5.length > 150 && codePoints(v5) > 150) return false;
    }
  }
  {
    const v6 = data["header_tag"];
    if (v6 !== undefined) {
      if (!(v6 === 1 || v6 === 2 || v6 === 3 || v6 === 4 || v6 === 5 || v6 === 6)) return false;
    }
  }
  {
    const v7 = data["finance_product_description"];
    if (v7 !== undefined) {
      if (!(typeof v7 === "string")) return false;
      if (typeof v7 === "string" && v7.length > 1000 && codePoints(v7) > 1000) return false;
    }
  }
  {
    const v8 = data["vehicle_price"];
    if (v8 !== undefined) {
      if (!(typeof v8 === "number" && isFinite(v8))) return false;
      if (typeof v8 === "number" && (v8 < 1000 || v8 > 5000000)) return false;
    }
  }
  {
    const v9 = data["finance_product_input"];
    if (v9 !== undefined) {
      if (!(typeof v9 === "object" && v9 !== null && !Array.isArray(v9))) return false;
      for (const v10 in v9)
        switch (v10) {
          case "down_payment":
          case "duration":
          case "interest_rate":
            break;
          default:
            return false;
        }
      {
        const v11 = v9["down_payment"];
        if (v11 !== undefined) {
          if (!(typeof v11 === "object" && v11 !== null && !Array.isArray(v11))) return false;
          for (const v12 in v11)
            switch (v12) {
              case "label":
              case "min":
              case "max":
              case "default":
                break;
              default:
                return false;
            }
          {
            const v13 = v11["label"];
            if (v13 !== undefined) {
              if (!(typeof v13 === "string")) return false;
              if (typeof v13 === "string" && v13.length > 60 && codePoints(v13) > 60) return false;
            }
          }
          {
            const v14 = v11["min"];
            if (v14 !== undefined) {
              if (!(typeof v14 === "number" && !(v14 % 1) && !isNaN(v14) && isFinite(v14))) return false;
              if (typeof v14 === "number" && (v14 < 20 || v14 > 50)) return false;
            }
          }
          {
            const v15 = v11["max"];
            if (v15 !== undefined) {
              if (!(typeof v15 === "number" && !(v15 % 1) && !isNaN(v15) && isFinite(v15))) return false;
              if (typeof v15 === "number" && (v15 < 20 || v15 > 50)) return false;
            }
          }
          {
            const v16 = v11["default"];
            if (v16 !== undefined) {
              if (!(typeof v16 === "number" && !(v16 % 1) && !isNaN(v16) && isFinite(v16))) return false;
              if (typeof v16 === "number" && (v16 < 20 || v16 > 50)) return false;
            }
          }
        }
      }
      {
        const v17 = v9["duration"];
        if (v17 !== undefined) {
          if (!(typeof v17 === "object" && v17 !== null && !Array.isArray(v17))) return false;
          for (const v18 in v17)
            switch (v18) {
              case "label":
              case "min":
              case "max":
              case "default":
                break;
              default:
                return false;
            }
          {
            const v19 = v17["label"];
            if (v19 !== undefined) {
              if (!(typeof v19 === "string")) return false;
              if (typeof v19 === "string" && v19.length > 60 && codePoints(v19) > 60) return false;
            }
          }
          {
            const v20 = v17["min"];
            if (v20 !== undefined) {
              if (!(typeof v20 === "number" && !(v20 % 1) && !isNaN(v20) && isFinite(v20))) return false;
              if (typeof v20 === "number" && (v20 < 4 || v20 > 7)) return false;
            }
          }
          {
            const v21 = v17["max"];
            if (v21 !== undefined) {
              if (!(typeof v21 === "number" && !(v21 % 1) && !isNaN(v21) && isFinite(v21))) return false;
              if (typeof v21 === "number" && (v21 < 4 || v21 > 7)) return false;
            }
          }
          {
            const v22 = v17["default"];
            if (v22 !== undefined) {
              if (!(typeof v22 === "number" && !(v22 % 1) && !isNaN(v22) && isFinite(v22))) return false;
              if (typeof v22 === "number" && (v22 < 4 || v22 > 7)) return false;
            }
          }
        }
      }
      {
        const v23 = v9["interest_rate"];
        if (v23 !== undefined) {
          if (!(typeof v23 === "object" && v23 !== null && !Array.isArray(v23))) return false;
          for (const v24 in v23)
            switch (v24) {
              case "label":
              case "value":
                break;
              default:
                return false;
            }
          {
            const v25 = v23["label"];
            if (v25 !== undefined) {
              if (!(typeof v25 === "string")) return false;
              if (typeof v25 === "string" && v25.length > 60 && codePoints(v25) > 60) return false;
            }
          }
          {
            const v26 = v23["value"];
            if (v26 !== undefined) {
              if (!(typeof v26 === "number" && isFinite(v26))) return false;
              if (typeof v26 === "number" && (v26 < 0 || v26 > 30)) return false;
            }
          }
        }
      }
    }
  }
  {
    const v27 = data["finance_product_output"];
    if (v27 !== undefined) {
      if (!(typeof v27 === "object" && v27 !== null && !Array.isArray(v27))) return false;
      for (const v28 in v27)
        switch (v28) {
          case "monthly_payment":
          case "on_the_road_price":
          case "total_deposit":
          case "cash_deposit":
          case "total_amount_of_credit":
          case "monthly_payments":
          case "duration_of_agreement":
          case "interest_rate":
          case "created_at":
            break;
          default:
            return false;
        }
      {
        const v29 = v27["monthly_payment"];
        if (v29 !== undefined) {
          if (!(typeof v29 === "string")) return false;
          if (typeof v29 === "string" && v29.length > 80 && codePoints(v29) > 80) return false;
        }
      }
      {
        const v30 = v27["on_the_road_price"];
        if (v30 !== undefined) {
          if (!(typeof v30 === "string")) return false;
          if (typeof v30 === "string" && v30.length > 80 && codePoints(v30) > 80) return false;
        }
      }
      {
        const v31 = v27["total_deposit"];
        if (v31 !== undefined) {
          if (!(typeof v31 === "string")) return false;
          if (typeof v31 === "string" && v31.length > 80 && codePoints(v31) > 80) return false;
        }
      }
      {
        const v32 = v27["cash_deposit"];
        if (v32 !== undefined) {
          if (!(typeof v32 === "string")) return false;
          if (typeof v32 === "string" && v32.length > 80 && codePoints(v32) > 80) return false;
        }
      }
      {
        const v33 = v27["total_amount_of_credit"];
        if (v33 !== undefined) {
          if (!(typeof v33 === "string")) return false;
          if (typeof v33 === "string" && v33.length > 80 && codePoints(v33) > 80) return false;
        }
      }
      {
        const v34 = v27["monthly_payments"];
        if (v34 !== undefined) {
          if (!(typeof v34 === "string")) return false;
          if (typeof v34 === "string" && v34.length > 80 && codePoints(v34) > 80) return false;
        }
      }
      {
        const v35 = v27["duration_of_agreement"];
        if (v35 !== undefined) {
          if (!(typeof v35 === "string")) return false;
          if (typeof v35 === "string" && v35.length > 80 && codePoints(v35) > 80) return false;
        }
      }
      {
        const v36 = v27["interest_rate"];
        if (v36 !== undefined) {
          if (!(typeof v36 === "string")) return false;
          if (typeof v36 === "string" && v36.length > 80 && codePoints(v36) > 80) return false;
        }
      }
      {
        const v37 = v27["created_at"];
        if (v37 !== undefined) {
          if (!(typeof v37 === "string")) return false;
          if (typeof v37 === "string" && v37.length > 80 && codePoints(v37) > 80) return false;
        }
      }
    }
  }
  {
    const v38 = data["link"];
    if (v38 !== undefined) {
      if (!(typeof v38 === "object" && v38 !== null && !Array.isArray(v38))) return false;
      for (const v39 in v38)
        switch (v39) {
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
        const v40 = v38["url"];
        if (v40 !== undefined) {
          if (!(typeof v40 === "string")) return false;
          if (
            typeof v40 === "string" &&
            ((v40.length > 2000 && codePoints(v40) > 2000) || (v40.length !== 0 && !pattern1.test(v40)))
          )
            return false;
        }
      }
      {
        const v41 = v38["type"];
        if (v41 !== undefined) {
          if (!(v41 === "internal" || v41 === "external" || v41 === "form" || v41 === "file")) return false;
        }
      }
      {
        const v42 = v38["target"];
        if (v42 !== undefined) {
          if (!(v42 === "_self" || v42 === "_blank")) return false;
        }
      }
      {
        const v43 = v38["link_text"];
        if (v43 !== undefined) {
          if (!(typeof v43 === "string")) return false;
        }
      }
      {
        const v44 = v38["icon"];
        if (v44 !== undefined) {
          if (!(typeof v44 === "string")) return false;
          if (typeof v44 === "string" && v44.length !== 0 && !pattern2.test(v44)) return false;
        }
      }
      {
        const v45 = v38["ui_type"];
        if (v45 !== undefined) {
          if (!(v45 === "primary" || v45 === "secondary" || v45 === "tertiary")) return false;
        }
      }
      {
        const v46 = v38["size"];
        if (v46 !== undefined) {
          if (!(v46 === "medium" || v46 === "small")) return false;
        }
      }
      {
        const v47 = v38["rdx_forms_form_id"];
        if (v47 !== undefined) {
          if (!(typeof v47 === "string")) return false;
        }
      }
      {
        const v48 = v38["hidden_fields"];
        if (v48 !== undefined) {
          if (!Array.isArray(v48)) return false;
          if (Array.isArray(v48) && v48.length > 20) return false;
          if (Array.isArray(v48))
            for (let v50 = 0; v50 < v48.length; v50++) {
              const v49 = v48[v50];
              if (!(typeof v49 === "object" && v49 !== null && !Array.isArray(v49))) return false;
              if (v49["name"] === undefined || v49["value"] === undefined) return false;
              for (const v51 in v49)
                switch (v51) {
                  case "name":
                  case "value":
                    break;
                  default:
                    return false;
                }
              {
                const v52 = v49["name"];
                if (v52 !== undefined) {
                  if (!(typeof v52 === "string")) return false;
                  if (typeof v52 === "string" && v52.length < 2 && codePoints(v52) < 1) return false;
                }
              }
              {
                const v53 = v49["value"];
                if (v53 !== undefined) {
                  if (!(typeof v53 === "string")) return false;
                }
              }
            }
        }
      }
      {
        const v54 = v38["form_layout"];
        if (v54 !== undefined) {
          if (!(v54 === "single" || v54 === "double")) return false;
        }
      }
    }
  }
  {
    const v55 = data["buttons"];
    if (v55 !== undefined) {
      if (!Array.isArray(v55)) return false;
      if (Array.isArray(v55) && v55.length > 3) return false;
      if (Array.isArray(v55))
        for (let v57 = 0; v57 < v55.length; v57++) {
          const v56 = v55[v57];
          if (!(typeof v56 === "object" && v56 !== null && !Array.isArray(v56))) return false;
          for (const v58 in v56)
            switch (v58) {
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
            const v59 = v56["url"];
            if (v59 !== undefined) {
              if (!(typeof v59 === "string")) return false;
              if (
                typeof v59 === "string" &&
                ((v59.length > 2000 && codePoints(v59) > 2000) || (v59.length !== 0 && !pattern1.test(v59)))
              )
                return false;
            }
          }
          {
            const v60 = v56["type"];
            if (v60 !== undefined) {
              if (!(v60 === "internal" || v60 === "external" || v60 === "form" || v60 === "file")) return false;
            }
          }
          {
            const v61 = v56["target"];
            if (v61 !== undefined) {
              if (!(v61 === "_self" || v61 === "_blank")) return false;
            }
          }
          {
            const v62 = v56["link_text"];
            if (v62 !== undefined) {
              if (!(typeof v62 === "string")) return false;
            }
          }
          {
            const v63 = v56["icon"];
            if (v63 !== undefined) {
              if (!(typeof v63 === "string")) return false;
              if (typeof v63 === "string" && v63.length !== 0 && !pattern2.test(v63)) return false;
            }
          }
          {
            const v64 = v56["ui_type"];
            if (v64 !== undefined) {
              if (!(v64 === "primary" || v64 === "secondary" || v64 === "tertiary")) return false;
            }
          }
          {
            const v65 = v56["size"];
            if (v65 !== undefined) {
              if (!(v65 === "medium" || v65 === "small")) return false;
            }
          }
          {
            const v66 = v56["rdx_forms_form_id"];
            if (v66 !== undefined) {
              if (!(typeof v66 === "string")) return false;
            }
          }
          {
            const v67 = v56["hidden_fields"];
            if (v67 !== undefined) {
              if (!Array.isArray(v67)) return false;
              if (Array.isArray(v67) && v67.length > 20) return false;
              if (Array.isArray(v67))
                for (let v69 = 0; v69 < v67.length; v69++) {
                  const v68 = v67[v69];
                  if (!(typeof v68 === "object" && v68 !== null && !Array.isArray(v68))) return false;
                  if (v68["name"] === undefined || v68["value"] === undefined) return false;
                  for (const v70 in v68)
                    switch (v70) {
                      case "name":
                      case "value":
                        break;
                      default:
                        return false;
                    }
                  {
                    const v71 = v68["name"];
                    if (v71 !== undefined) {
                      if (!(typeof v71 === "string")) return false;
                      if (typeof v71 === "string" && v71.length < 2 && codePoints(v71) < 1) return false;
                    }
                  }
                  {
                    const v72 = v68["value"];
                    if (v72 !== undefined) {
                      if (!(typeof v72 === "string")) return false;
                    }
                  }
                }
            }
          }
          {
            const v73 = v56["form_layout"];
            if (v73 !== undefined) {
              if (!(v73 === "single" || v73 === "double")) return false;
            }
          }
        }
    }
  }
  {
    const v74 = data["disclaimer_title"];
    if (v74 !== undefined) {
      if (!(typeof v74 === "string")) return false;
      if (typeof v74 === "string" && v74.length > 150 && codePoints(v74) > 150) return false;
    }
  }
  {
    const v75 = data["disclaimer_body"];
    if (v75 !== undefined) {
      if (!(typeof v75 === "string")) return false;
      if (typeof v75 === "string" && v75.length > 5000 && codePoints(v75) > 5000) return false;
    }
  }
  {
    const v76 = data["box_color"];
    if (v76 !== undefined) {
      if (!(v76 === "light-theme" || v76 === "grey-theme" || v76 === "dark-theme" || v76 === "black-theme"))
        return false;
    }
  }
  {
    const v77 = data["padding"];
    if (v77 !== undefined) {
      if (!(v77 === "normal" || v77 === "top-space-0" || v77 === "bottom-space-0" || v77 === "y-space-0")) return false;
    }
  }
  {
    const v78 = data["dc_strategy"];
    if (v78 !== undefined) {
      if (!(typeof v78 === "object" && v78 !== null && !Array.isArray(v78))) return false;
      if (v78["key"] === undefined || v78["value"] === undefined) return false;
      for (const v79 in v78)
        switch (v79) {
          case "key":
          case "value":
          case "name":
          case "fallback":
            break;
          default:
            return false;
        }
      {
        const v80 = v78["key"];
        if (v80 !== undefined) {
          if (!(v80 === "url_brands" || v80 === "mena_offers" || v80 === "reffine_sl" || v80 === "mena_external_sl"))
            return false;
        }
      }
      {
        const v81 = v78["value"];
        if (v81 !== undefined) {
          if (!(typeof v81 === "string")) return false;
          if (typeof v81 === "string" && v81.length > 500 && codePoints(v81) > 500) return false;
        }
      }
      {
        const v82 = v78["name"];
        if (v82 !== undefined) {
          if (!(typeof v82 === "string")) return false;
          if (typeof v82 === "string" && v82.length > 120 && codePoints(v82) > 120) return false;
        }
      }
      {
        const v83 = v78["fallback"];
        if (v83 !== undefined) {
          if (!(typeof v83 === "boolean")) return false;
        }
      }
    }
  }
  {
    const v84 = data["offer_schedule"];
    if (v84 !== undefined) {
      if (!(typeof v84 === "object" && v84 !== null && !Array.isArray(v84))) return false;
      for (const v85 in v84)
        switch (v85) {
          case "start_date":
          case "end_date":
            break;
          default:
            return false;
        }
      {
        const v86 = v84["start_date"];
        if (v86 !== undefined) {
          if (!(typeof v86 === "string")) return false;
          if (typeof v86 === "string" && !pattern3.test(v86)) return false;
        }
      }
      {
        const v87 = v84["end_date"];
        if (v87 !== undefined) {
          if (!(typeof v87 === "string")) return false;
          if (typeof v87 === "string" && !pattern3.test(v87)) return false;
        }
      }
    }
  }
  return true;
}
export const check = check0;
