// Generated from schemas/ and blocks/<key>/block.schema.json by `npm run codegen`. Do not edit.
/* eslint-disable */
// @ts-nocheck
import { codePoints } from "./runtime.ts";
const pattern0 = new RegExp("^$|^[A-Za-z][A-Za-z0-9_-]*$", "u");
const pattern1 = new RegExp("^[a-z0-9_-]{1,40}$", "u");
const pattern2 = new RegExp("^[a-z0-9_-]{0,40}$", "u");
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
      case "calculator_style":
      case "finance_product":
      case "nameplate_key_filter":
      case "hide_free_items":
      case "model_label":
      case "deposit_label":
      case "duration_label":
      case "monthly_label":
      case "price_label":
      case "rate_label":
      case "free_items_label":
      case "years_label":
      case "no_models_text":
      case "models_info":
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
    const v6 = data["calculator_style"];
    if (v6 !== undefined) {
      if (!(v6 === "default" || v6 === "mena")) return false;
    }
  }
  {
    const v7 = data["finance_product"];
    if (v7 !== undefined) {
      if (!(
        v7 === "uk-pcp" ||
        v7 === "uk-hp" ||
        v7 === "ie-pcp" ||
        v7 === "ie-hp" ||
        v7 === "de-ballon" ||
        v7 === "de-klassik" ||
        v7 === "fr-loa" ||
        v7 === "fr-credit" ||
        v7 === "it-formula" ||
        v7 === "es-multiopcion" ||
        v7 === "nl-autofinanciering" ||
        v7 === "be-lening" ||
        v7 === "ch-kredit" ||
        v7 === "at-restwert" ||
        v7 === "pl-kredyt" ||
        v7 === "cz-uver" ||
        v7 === "se-billan" ||
        v7 === "no-billan" ||
        v7 === "dk-billan" ||
        v7 === "pt-credito" ||
        v7 === "jp-zankaku" ||
        v7 === "kr-halbu" ||
        v7 === "au-chattel" ||
        v7 === "nz-hp" ||
        v7 === "za-instalment" ||
        v7 === "ae-flat" ||
        v7 === "sa-murabaha" ||
        v7 === "in-loan" ||
        v7 === "br-cdc" ||
        v7 === "mx-credito" ||
        v7 === "ca-loan" ||
        v7 === "us-balloon" ||
        v7 === "us-retail"
      ))
        return false;
    }
  }
  {
    const v8 = data["nameplate_key_filter"];
    if (v8 !== undefined) {
      if (!(typeof v8 === "string")) return false;
      if (typeof v8 === "string" && v8.length > 200 && codePoints(v8) > 200) return false;
    }
  }
  {
    const v9 = data["hide_free_items"];
    if (v9 !== undefined) {
      if (!(typeof v9 === "boolean")) return false;
    }
  }
  {
    const v10 = data["model_label"];
    if (v10 !== undefined) {
      if (!(typeof v10 === "string")) return false;
      if (typeof v10 === "string" && v10.length > 60 && codePoints(v10) > 60) return false;
    }
  }
  {
    const v11 = data["deposit_label"];
    if (v11 !== undefined) {
      if (!(typeof v11 === "string")) return false;
      if (typeof v11 === "string" && v11.length > 60 && codePoints(v11) > 60) return false;
    }
  }
  {
    const v12 = data["duration_label"];
    if (v12 !== undefined) {
      if (!(typeof v12 === "string")) return false;
      if (typeof v12 === "string" && v12.length > 60 && codePoints(v12) > 60) return false;
    }
  }
  {
    const v13 = data["monthly_label"];
    if (v13 !== undefined) {
      if (!(typeof v13 === "string")) return false;
      if (typeof v13 === "string" && v13.length > 60 && codePoints(v13) > 60) return false;
    }
  }
  {
    const v14 = data["price_label"];
    if (v14 !== undefined) {
      if (!(typeof v14 === "string")) return false;
      if (typeof v14 === "string" && v14.length > 60 && codePoints(v14) > 60) return false;
    }
  }
  {
    const v15 = data["rate_label"];
    if (v15 !== undefined) {
      if (!(typeof v15 === "string")) return false;
      if (typeof v15 === "string" && v15.length > 60 && codePoints(v15) > 60) return false;
    }
  }
  {
    const v16 = data["free_items_label"];
    if (v16 !== undefined) {
      if (!(typeof v16 === "string")) return false;
      if (typeof v16 === "string" && v16.length > 60 && codePoints(v16) > 60) return false;
    }
  }
  {
    const v17 = data["years_label"];
    if (v17 !== undefined) {
      if (!(typeof v17 === "string")) return false;
      if (typeof v17 === "string" && v17.length > 30 && codePoints(v17) > 30) return false;
    }
  }
  {
    const v18 = data["no_models_text"];
    if (v18 !== undefined) {
      if (!(typeof v18 === "string")) return false;
      if (typeof v18 === "string" && v18.length > 200 && codePoints(v18) > 200) return false;
    }
  }
  {
    const v19 = data["models_info"];
    if (v19 !== undefined) {
      if (!Array.isArray(v19)) return false;
      if (Array.isArray(v19) && v19.length > 30) return false;
      if (Array.isArray(v19))
        for (let v21 = 0; v21 < v19.length; v21++) {
          const v20 = v19[v21];
          if (!(typeof v20 === "object" && v20 !== null && !Array.isArray(v20))) return false;
          if (v20["key"] === undefined || v20["name"] === undefined || v20["price"] === undefined) return false;
          for (const v22 in v20)
            switch (v22) {
              case "key":
              case "nameplate_key":
              case "name":
              case "price":
              case "interest_rate":
              case "free_items":
                break;
              default:
                return false;
            }
          {
            const v23 = v20["key"];
            if (v23 !== undefined) {
              if (!(typeof v23 === "string")) return false;
              if (typeof v23 === "string" && !pattern1.test(v23)) return false;
            }
          }
          {
            const v24 = v20["nameplate_key"];
            if (v24 !== undefined) {
              if (!(typeof v24 === "string")) return false;
              if (typeof v24 === "string" && v24.length !== 0 && !pattern2.test(v24)) return false;
            }
          }
          {
            const v25 = v20["name"];
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
            const v26 = v20["price"];
            if (v26 !== undefined) {
              if (!(typeof v26 === "number" && isFinite(v26))) return false;
              if (typeof v26 === "number" && (v26 < 1000 || v26 > 5000000)) return false;
            }
          }
          {
            const v27 = v20["interest_rate"];
            if (v27 !== undefined) {
              if (!(typeof v27 === "number" && isFinite(v27))) return false;
              if (typeof v27 === "number" && (v27 < 0 || v27 > 30)) return false;
            }
          }
          {
            const v28 = v20["free_items"];
            if (v28 !== undefined) {
              if (!Array.isArray(v28)) return false;
              if (Array.isArray(v28) && v28.length > 10) return false;
              if (Array.isArray(v28))
                for (let v30 = 0; v30 < v28.length; v30++) {
                  const v29 = v28[v30];
                  if (!(typeof v29 === "string")) return false;
                  if (
                    typeof v29 === "string" &&
                    ((v29.length > 120 && codePoints(v29) > 120) || (v29.length < 2 && codePoints(v29) < 1))
                  )
                    return false;
                }
            }
          }
        }
    }
  }
  {
    const v31 = data["box_color"];
    if (v31 !== undefined) {
      if (!(v31 === "light-theme" || v31 === "grey-theme" || v31 === "dark-theme" || v31 === "black-theme"))
        return false;
    }
  }
  {
    const v32 = data["padding"];
    if (v32 !== undefined) {
      if (!(v32 === "normal" || v32 === "top-space-0" || v32 === "bottom-space-0" || v32 === "y-space-0")) return false;
    }
  }
  {
    const v33 = data["dc_strategy"];
    if (v33 !== undefined) {
      if (!(typeof v33 === "object" && v33 !== null && !Array.isArray(v33))) return false;
      if (v33["key"] === undefined || v33["value"] === undefined) return false;
      for (const v34 in v33)
        switch (v34) {
          case "key":
          case "value":
          case "name":
          case "fallback":
            break;
          default:
            return false;
        }
      {
        const v35 = v33["key"];
        if (v35 !== undefined) {
          if (!(v35 === "url_brands" || v35 === "mena_offers" || v35 === "reffine_sl" || v35 === "mena_external_sl"))
            return false;
        }
      }
      {
        const v36 = v33["value"];
        if (v36 !== undefined) {
          if (!(typeof v36 === "string")) return false;
          if (typeof v36 === "string" && v36.length > 500 && codePoints(v36) > 500) return false;
        }
      }
      {
        const v37 = v33["name"];
        if (v37 !== undefined) {
          if (!(typeof v37 === "string")) return false;
          if (typeof v37 === "string" && v37.length > 120 && codePoints(v37) > 120) return false;
        }
      }
      {
        const v38 = v33["fallback"];
        if (v38 !== undefined) {
          if (!(typeof v38 === "boolean")) return false;
        }
      }
    }
  }
  {
    const v39 = data["offer_schedule"];
    if (v39 !== undefined) {
      if (!(typeof v39 === "object" && v39 !== null && !Array.isArray(v39))) return false;
      for (const v40 in v39)
        switch (v40) {
          case "start_date":
          case "end_date":
            break;
          default:
            return false;
        }
      {
        const v41 = v39["start_date"];
        if (v41 !== undefined) {
          if (!(typeof v41 === "string")) return false;
          if (typeof v41 === "string" && !pattern3.test(v41)) return false;
        }
      }
      {
        const v42 = v39["end_date"];
        if (v42 !== undefined) {
          if (!(typeof v42 === "string")) return false;
          if (typeof v42 === "string" && !pattern3.test(v42)) return false;
        }
      }
    }
  }
  return true;
}
export const check = check0;
