// Generated from schemas/ and blocks/<key>/block.schema.json by `npm run codegen`. Do not edit.
/* eslint-disable */
// @ts-nocheck
import { codePoints } from "./runtime.ts";
const pattern0 = new RegExp(
  "^(Mo|Tu|We|Th|Fr|Sa|Su)([-,](Mo|Tu|We|Th|Fr|Sa|Su))* ([01][0-9]|2[0-3]):[0-5][0-9]-([01][0-9]|2[0-4]):[0-5][0-9]$",
  "u",
);
const pattern1 = new RegExp("^([A-Z]{2})?$", "u");
const pattern2 = new RegExp("^\\+?[0-9 ()-]{3,40}$", "u");
const pattern3 = new RegExp("^[^\\s@<>]+@[^\\s@<>]+\\.[^\\s@<>]+$", "u");
const pattern4 = new RegExp("^https?://[^\\s]+$", "u");
const pattern5 = new RegExp("^[A-Z]{3}$", "u");
const pattern6 = new RegExp("^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$", "u");
function check0(data) {
  if (!(typeof data === "object" && data !== null && !Array.isArray(data))) return false;
  if (data["id"] === undefined || data["name"] === undefined) return false;
  for (const v1 in data)
    switch (v1) {
      case "id":
      case "business_type":
      case "name":
      case "description":
      case "keywords":
      case "opening_hours":
      case "payment_accepted":
      case "price_range":
      case "address":
      case "latitude":
      case "longitude":
      case "contact_info":
      case "offers_info":
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
    const v3 = data["business_type"];
    if (v3 !== undefined) {
      if (!(v3 === "AutoDealer" || v3 === "LocalBusiness")) return false;
    }
  }
  {
    const v4 = data["name"];
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
    const v5 = data["description"];
    if (v5 !== undefined) {
      if (!(typeof v5 === "string")) return false;
      if (typeof v5 === "string" && v5.length > 1000 && codePoints(v5) > 1000) return false;
    }
  }
  {
    const v6 = data["keywords"];
    if (v6 !== undefined) {
      if (!(typeof v6 === "string")) return false;
      if (typeof v6 === "string" && v6.length > 300 && codePoints(v6) > 300) return false;
    }
  }
  {
    const v7 = data["opening_hours"];
    if (v7 !== undefined) {
      if (!Array.isArray(v7)) return false;
      if (Array.isArray(v7) && v7.length > 14) return false;
      if (Array.isArray(v7))
        for (let v9 = 0; v9 < v7.length; v9++) {
          const v8 = v7[v9];
          if (!(typeof v8 === "string")) return false;
          if (typeof v8 === "string" && !pattern0.test(v8)) return false;
        }
    }
  }
  {
    const v10 = data["payment_accepted"];
    if (v10 !== undefined) {
      if (!(typeof v10 === "string")) return false;
      if (typeof v10 === "string" && v10.length > 200 && codePoints(v10) > 200) return false;
    }
  }
  {
    const v11 = data["price_range"];
    if (v11 !== undefined) {
      if (!(typeof v11 === "string")) return false;
      if (typeof v11 === "string" && v11.length > 100 && codePoints(v11) > 100) return false;
    }
  }
  {
    const v12 = data["address"];
    if (v12 !== undefined) {
      if (!(typeof v12 === "object" && v12 !== null && !Array.isArray(v12))) return false;
      for (const v13 in v12)
        switch (v13) {
          case "street_address":
          case "locality":
          case "region":
          case "postal_code":
          case "country":
            break;
          default:
            return false;
        }
      {
        const v14 = v12["street_address"];
        if (v14 !== undefined) {
          if (!(typeof v14 === "string")) return false;
          if (typeof v14 === "string" && v14.length > 200 && codePoints(v14) > 200) return false;
        }
      }
      {
        const v15 = v12["locality"];
        if (v15 !== undefined) {
          if (!(typeof v15 === "string")) return false;
          if (typeof v15 === "string" && v15.length > 80 && codePoints(v15) > 80) return false;
        }
      }
      {
        const v16 = v12["region"];
        if (v16 !== undefined) {
          if (!(typeof v16 === "string")) return false;
          if (typeof v16 === "string" && v16.length > 80 && codePoints(v16) > 80) return false;
        }
      }
      {
        const v17 = v12["postal_code"];
        if (v17 !== undefined) {
          if (!(typeof v17 === "string")) return false;
          if (typeof v17 === "string" && v17.length > 20 && codePoints(v17) > 20) return false;
        }
      }
      {
        const v18 = v12["country"];
        if (v18 !== undefined) {
          if (!(typeof v18 === "string")) return false;
          if (typeof v18 === "string" && v18.length !== 0 && !pattern1.test(v18)) return false;
        }
      }
    }
  }
  {
    const v19 = data["latitude"];
    if (v19 !== undefined) {
      if (!(typeof v19 === "number" && isFinite(v19))) return false;
      if (typeof v19 === "number" && (v19 < -90 || v19 > 90)) return false;
    }
  }
  {
    const v20 = data["longitude"];
    if (v20 !== undefined) {
      if (!(typeof v20 === "number" && isFinite(v20))) return false;
      if (typeof v20 === "number" && (v20 < -180 || v20 > 180)) return false;
    }
  }
  {
    const v21 = data["contact_info"];
    if (v21 !== undefined) {
      if (!(typeof v21 === "object" && v21 !== null && !Array.isArray(v21))) return false;
      for (const v22 in v21)
        switch (v22) {
          case "phone":
          case "email":
          case "website":
            break;
          default:
            return false;
        }
      {
        const v23 = v21["phone"];
        if (v23 !== undefined) {
          if (!(typeof v23 === "string")) return false;
          if (typeof v23 === "string" && ((v23.length > 40 && codePoints(v23) > 40) || !pattern2.test(v23)))
            return false;
        }
      }
      {
        const v24 = v21["email"];
        if (v24 !== undefined) {
          if (!(typeof v24 === "string")) return false;
          if (typeof v24 === "string" && ((v24.length > 200 && codePoints(v24) > 200) || !pattern3.test(v24)))
            return false;
        }
      }
      {
        const v25 = v21["website"];
        if (v25 !== undefined) {
          if (!(typeof v25 === "string")) return false;
          if (typeof v25 === "string" && ((v25.length > 500 && codePoints(v25) > 500) || !pattern4.test(v25)))
            return false;
        }
      }
    }
  }
  {
    const v26 = data["offers_info"];
    if (v26 !== undefined) {
      if (!Array.isArray(v26)) return false;
      if (Array.isArray(v26) && v26.length > 20) return false;
      if (Array.isArray(v26))
        for (let v28 = 0; v28 < v26.length; v28++) {
          const v27 = v26[v28];
          if (!(typeof v27 === "object" && v27 !== null && !Array.isArray(v27))) return false;
          if (v27["name"] === undefined) return false;
          for (const v29 in v27)
            switch (v29) {
              case "name":
              case "description":
              case "price":
              case "price_currency":
              case "url":
                break;
              default:
                return false;
            }
          {
            const v30 = v27["name"];
            if (v30 !== undefined) {
              if (!(typeof v30 === "string")) return false;
              if (
                typeof v30 === "string" &&
                ((v30.length > 120 && codePoints(v30) > 120) || (v30.length < 2 && codePoints(v30) < 1))
              )
                return false;
            }
          }
          {
            const v31 = v27["description"];
            if (v31 !== undefined) {
              if (!(typeof v31 === "string")) return false;
              if (typeof v31 === "string" && v31.length > 500 && codePoints(v31) > 500) return false;
            }
          }
          {
            const v32 = v27["price"];
            if (v32 !== undefined) {
              if (!(typeof v32 === "number" && isFinite(v32))) return false;
              if (typeof v32 === "number" && v32 < 0) return false;
            }
          }
          {
            const v33 = v27["price_currency"];
            if (v33 !== undefined) {
              if (!(typeof v33 === "string")) return false;
              if (typeof v33 === "string" && !pattern5.test(v33)) return false;
            }
          }
          {
            const v34 = v27["url"];
            if (v34 !== undefined) {
              if (!(typeof v34 === "string")) return false;
              if (typeof v34 === "string" && ((v34.length > 500 && codePoints(v34) > 500) || !pattern4.test(v34)))
                return false;
            }
          }
        }
    }
  }
  {
    const v35 = data["dc_strategy"];
    if (v35 !== undefined) {
      if (!(typeof v35 === "object" && v35 !== null && !Array.isArray(v35))) return false;
      if (v35["key"] === undefined || v35["value"] === undefined) return false;
      for (const v36 in v35)
        switch (v36) {
          case "key":
          case "value":
          case "name":
          case "fallback":
            break;
          default:
            return false;
        }
      {
        const v37 = v35["key"];
        if (v37 !== undefined) {
          if (!(v37 === "url_brands" || v37 === "mena_offers" || v37 === "reffine_sl" || v37 === "mena_external_sl"))
            return false;
        }
      }
      {
        const v38 = v35["value"];
        if (v38 !== undefined) {
          if (!(typeof v38 === "string")) return false;
          if (typeof v38 === "string" && v38.length > 500 && codePoints(v38) > 500) return false;
        }
      }
      {
        const v39 = v35["name"];
        if (v39 !== undefined) {
          if (!(typeof v39 === "string")) return false;
          if (typeof v39 === "string" && v39.length > 120 && codePoints(v39) > 120) return false;
        }
      }
      {
        const v40 = v35["fallback"];
        if (v40 !== undefined) {
          if (!(typeof v40 === "boolean")) return false;
        }
      }
    }
  }
  {
    const v41 = data["offer_schedule"];
    if (v41 !== undefined) {
      if (!(typeof v41 === "object" && v41 !== null && !Array.isArray(v41))) return false;
      for (const v42 in v41)
        switch (v42) {
          case "start_date":
          case "end_date":
            break;
          default:
            return false;
        }
      {
        const v43 = v41["start_date"];
        if (v43 !== undefined) {
          if (!(typeof v43 === "string")) return false;
          if (typeof v43 === "string" && !pattern6.test(v43)) return false;
        }
      }
      {
        const v44 = v41["end_date"];
        if (v44 !== undefined) {
          if (!(typeof v44 === "string")) return false;
          if (typeof v44 === "string" && !pattern6.test(v44)) return false;
        }
      }
    }
  }
  return true;
}
export const check = check0;
