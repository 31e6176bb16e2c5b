// Generated from schemas/ and blocks/<key>/block.schema.json by `npm run codegen`. Do not edit.
/* eslint-disable */
function deepEqual(a, b) {
  if (a === b) return true;
  if (!a || !b || typeof a !== "object" || typeof b !== "object" || Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  for (const key of keys) if (!Object.prototype.hasOwnProperty.call(b, key) || !deepEqual(a[key], b[key])) return false;
  return true;
}
function allDistinct(list) { for (let i = 1; i < list.length; i++) for (let j = 0; j < i; j++) if (deepEqual(list[i], list[j])) return false; return true; }
function codePoints(text) { let length = 0; for (let i = 0; i < text.length; i++) { length++; const c = text.charCodeAt(i); if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) i++; } return length; }
const pattern0 = new RegExp("^$|^[A-Za-z][A-Za-z0-9_-]*$", "u");
const pattern1 = new RegExp("^$|^[A-Za-z0-9-]{1,64}$", "u");
const pattern2 = new RegExp("^$|^[a-z0-9]+(-[a-z0-9]+)*$", "u");
const pattern3 = new RegExp("^$|^(?:https?://[^\\s\\\\/?#\\u0000-\\u001f\\u007f][^\\s\\\\\\u0000-\\u001f\\u007f]*|mailto:[^\\s\\\\\\u0000-\\u001f\\u007f]+|tel:[0-9+().\\-]+|/(?![/\\\\])[^\\s\\\\\\u0000-\\u001f\\u007f]*|#[^\\s\\\\\\u0000-\\u001f\\u007f]*)$", "u");
const pattern4 = new RegExp("^$|^[a-z0-9][a-z0-9-]{0,59}$", "u");
const pattern5 = new RegExp("^[a-z0-9-]{1,60}$", "u");
function check4(data) {
  if (!(Array.isArray(data))) return false;
  if (Array.isArray(data)) for (let v34 = 0; v34 < data.length; v34++) {
  const v33 = data[v34];
  if (!check2(v33)) return false;
  }
  return true;
}
function check3(data) {
  if (!(typeof data === "object" && data !== null && !Array.isArray(data))) return false;
  if (data["id"] === undefined || data["items"] === undefined) return false;
  for (const v19 in data) switch (v19) { case "id": case "block_scroll_id": case "open_all_label": case "close_all_label": case "has_schema": case "header_tag": case "items": case "box_color": case "padding": break; default: return false; }
  { const v20 = data["id"];
  if (v20 !== undefined) {
  if (!(typeof v20 === "string")) return false;
  if (typeof v20 === "string" && ((v20.length < 2 && codePoints(v20) < 1))) return false;
  } }
  { const v21 = data["block_scroll_id"];
  if (v21 !== undefined) {
  if (!(typeof v21 === "string")) return false;
  if (typeof v21 === "string" && (v21.length !== 0 && !pattern0.test(v21))) return false;
  } }
  { const v22 = data["open_all_label"];
  if (v22 !== undefined) {
  if (!(typeof v22 === "string")) return false;
  if (typeof v22 === "string" && ((v22.length > 40 && codePoints(v22) > 40) || (v22.length < 2 && codePoints(v22) < 1))) return false;
  } }
  { const v23 = data["close_all_label"];
  if (v23 !== undefined) {
  if (!(typeof v23 === "string")) return false;
  if (typeof v23 === "string" && ((v23.length > 40 && codePoints(v23) > 40) || (v23.length < 2 && codePoints(v23) < 1))) return false;
  } }
  { const v24 = data["has_schema"];
  if (v24 !== undefined) {
  if (!(typeof v24 === "boolean")) return false;
  } }
  { const v25 = data["header_tag"];
  if (v25 !== undefined) {
  if (!(v25 === 1 || v25 === 2 || v25 === 3 || v25 === 4 || v25 === 5 || v25 === 6)) return false;
  } }
  { const v26 = data["items"];
  if (v26 !== undefined) {
  if (!(Array.isArray(v26))) return false;
  if (Array.isArray(v26) && (v26.length > 30 || v26.length < 1)) return false;
  if (Array.isArray(v26)) for (let v28 = 0; v28 < v26.length; v28++) {
  const v27 = v26[v28];
  if (!(typeof v27 === "object" && v27 !== null && !Array.isArray(v27))) return false;
  if (v27["heading"] === undefined) return false;
  for (const v29 in v27) switch (v29) { case "heading": case "paragraph": case "content": case "content_items": break; default: return false; }
  { const v30 = v27["heading"];
  if (v30 !== undefined) {
  if (!(typeof v30 === "string")) return false;
  if (typeof v30 === "string" && ((v30.length > 200 && codePoints(v30) > 200) || (v30.length < 2 && codePoints(v30) < 1))) return false;
  } }
  { const v31 = v27["paragraph"];
  if (v31 !== undefined) {
  if (!(typeof v31 === "string")) return false;
  } }
  { const v32 = v27["content"];
  if (v32 !== undefined) {
  if (!check4(v32)) return false;
  } }
  { const v35 = v27["content_items"];
  if (v35 !== undefined) {
  if (!(Array.isArray(v35))) return false;
  if (Array.isArray(v35) && (v35.length > 10)) return false;
  if (Array.isArray(v35)) for (let v37 = 0; v37 < v35.length; v37++) {
  const v36 = v35[v37];
  if (!(typeof v36 === "object" && v36 !== null && !Array.isArray(v36))) return false;
  if (v36["type"] === undefined) return false;
  for (const v38 in v36) switch (v38) { case "type": case "html": case "config": case "form_id": case "has_two_columns": break; default: return false; }
  { const v39 = v36["type"];
  if (v39 !== undefined) {
  if (!(v39 === "html" || v39 === "calculator" || v39 === "finance_options_table" || v39 === "form")) return false;
  } }
  { const v40 = v36["html"];
  if (v40 !== undefined) {
  if (!(typeof v40 === "string")) return false;
  } }
  { const v42 = v36["form_id"];
  if (v42 !== undefined) {
  if (!(typeof v42 === "string")) return false;
  if (typeof v42 === "string" && ((v42.length > 64 && codePoints(v42) > 64) || v42.length !== 0 && !pattern1.test(v42))) return false;
  } }
  { const v43 = v36["has_two_columns"];
  if (v43 !== undefined) {
  if (!(typeof v43 === "boolean")) return false;
  } }
  }
  } }
  }
  } }
  { const v44 = data["box_color"];
  if (v44 !== undefined) {
  if (!(v44 === "light-theme" || v44 === "grey-theme" || v44 === "dark-theme" || v44 === "black-theme")) return false;
  } }
  { const v45 = data["padding"];
  if (v45 !== undefined) {
  if (!(v45 === "normal" || v45 === "top-space-0" || v45 === "bottom-space-0" || v45 === "y-space-0")) return false;
  } }
  return true;
}
function check5(data) {
  if (!(typeof data === "object" && data !== null && !Array.isArray(data))) return false;
  if (data["id"] === undefined) return false;
  for (const v48 in data) switch (v48) { case "id": case "block_scroll_id": case "heading": case "header_tag": case "header_size": case "col-numbers": case "columns": case "box_color": case "padding": break; default: return false; }
  { const v49 = data["id"];
  if (v49 !== undefined) {
  if (!(typeof v49 === "string")) return false;
  if (typeof v49 === "string" && ((v49.length < 2 && codePoints(v49) < 1))) return false;
  } }
  { const v50 = data["block_scroll_id"];
  if (v50 !== undefined) {
  if (!(typeof v50 === "string")) return false;
  if (typeof v50 === "string" && (v50.length !== 0 && !pattern0.test(v50))) return false;
  } }
  { const v51 = data["heading"];
  if (v51 !== undefined) {
  if (!(typeof v51 === "string")) return false;
  if (typeof v51 === "string" && ((v51.length > 150 && codePoints(v51) > 150))) return false;
  } }
  { const v52 = data["header_tag"];
  if (v52 !== undefined) {
  if (!(v52 === 1 || v52 === 2 || v52 === 3 || v52 === 4 || v52 === 5 || v52 === 6)) return false;
  } }
  { const v53 = data["header_size"];
  if (v53 !== undefined) {
  if (!(v53 === "xs" || v53 === "s" || v53 === "m" || v53 === "l" || v53 === "xl" || v53 === "title")) return false;
  } }
  { const v54 = data["col-numbers"];
  if (v54 !== undefined) {
  if (!(v54 === 1 || v54 === 2 || v54 === 3 || v54 === 4)) return false;
  } }
  { const v55 = data["columns"];
  if (v55 !== undefined) {
  if (!(Array.isArray(v55))) return false;
  if (Array.isArray(v55) && (v55.length > 12)) return false;
  if (Array.isArray(v55)) for (let v57 = 0; v57 < v55.length; v57++) {
  const v56 = v55[v57];
  if (!(typeof v56 === "object" && v56 !== null && !Array.isArray(v56))) return false;
  for (const v58 in v56) switch (v58) { case "header_icon": case "heading": case "header_tag": case "paragraph": case "rdx-buttons": case "rdx-links": break; default: return false; }
  { const v59 = v56["header_icon"];
  if (v59 !== undefined) {
  if (!(typeof v59 === "string")) return false;
  if (typeof v59 === "string" && (v59.length !== 0 && !pattern2.test(v59))) return false;
  } }
  { const v60 = v56["heading"];
  if (v60 !== undefined) {
  if (!(typeof v60 === "string")) return false;
  if (typeof v60 === "string" && ((v60.length > 150 && codePoints(v60) > 150))) return false;
  } }
  { const v61 = v56["header_tag"];
  if (v61 !== undefined) {
  if (!(v61 === 1 || v61 === 2 || v61 === 3 || v61 === 4 || v61 === 5 || v61 === 6)) return false;
  } }
  { const v62 = v56["paragraph"];
  if (v62 !== undefined) {
  if (!(typeof v62 === "string")) return false;
  } }
  { const v63 = v56["rdx-buttons"];
  if (v63 !== undefined) {
  if (!(Array.isArray(v63))) return false;
  if (Array.isArray(v63) && (v63.length > 3)) return false;
  if (Array.isArray(v63)) for (let v65 = 0; v65 < v63.length; v65++) {
  const v64 = v63[v65];
  if (!(typeof v64 === "object" && v64 !== null && !Array.isArray(v64))) return false;
  for (const v66 in v64) switch (v66) { case "url": case "type": case "target": case "link_text": case "icon": case "ui_type": case "size": case "rdx_forms_form_id": case "hidden_fields": case "form_layout": break; default: return false; }
  { const v67 = v64["url"];
  if (v67 !== undefined) {
  if (!(typeof v67 === "string")) return false;
  if (typeof v67 === "string" && ((v67.length > 2000 && codePoints(v67) > 2000) || v67.length !== 0 && !pattern3.test(v67))) return false;
  } }
  { const v68 = v64["type"];
  if (v68 !== undefined) {
  if (!(v68 === "internal" || v68 === "external" || v68 === "form" || v68 === "file")) return false;
  } }
  { const v69 = v64["target"];
  if (v69 !== undefined) {
  if (!(v69 === "_self" || v69 === "_blank")) return false;
  } }
  { const v70 = v64["link_text"];
  if (v70 !== undefined) {
  if (!(typeof v70 === "string")) return false;
  } }
  { const v71 = v64["icon"];
  if (v71 !== undefined) {
  if (!(typeof v71 === "string")) return false;
  if (typeof v71 === "string" && (v71.length !== 0 && !pattern2.test(v71))) return false;
  } }
  { const v72 = v64["ui_type"];
  if (v72 !== undefined) {
  if (!(v72 === "primary" || v72 === "secondary" || v72 === "tertiary")) return false;
  } }
  { const v73 = v64["size"];
  if (v73 !== undefined) {
  if (!(v73 === "medium" || v73 === "small")) return false;
  } }
  { const v74 = v64["rdx_forms_form_id"];
  if (v74 !== undefined) {
  if (!(typeof v74 === "string")) return false;
  } }
  { const v75 = v64["hidden_fields"];
  if (v75 !== undefined) {
  if (!(Array.isArray(v75))) return false;
  if (Array.isArray(v75) && (v75.length > 20)) return false;
  if (Array.isArray(v75)) for (let v77 = 0; v77 < v75.length; v77++) {
  const v76 = v75[v77];
  if (!(typeof v76 === "object" && v76 !== null && !Array.isArray(v76))) return false;
  if (v76["name"] === undefined || v76["value"] === undefined) return false;
  for (const v78 in v76) switch (v78) { case "name": case "value": break; default: return false; }
  { const v79 = v76["name"];
  if (v79 !== undefined) {
  if (!(typeof v79 === "string")) return false;
  if (typeof v79 === "string" && ((v79.length < 2 && codePoints(v79) < 1))) return false;
  } }
  { const v80 = v76["value"];
  if (v80 !== undefined) {
  if (!(typeof v80 === "string")) return false;
  } }
  }
  } }
  { const v81 = v64["form_layout"];
  if (v81 !== undefined) {
  if (!(v81 === "single" || v81 === "double")) return false;
  } }
  }
  } }
  { const v82 = v56["rdx-links"];
  if (v82 !== undefined) {
  if (!(Array.isArray(v82))) return false;
  if (Array.isArray(v82) && (v82.length > 10)) return false;
  if (Array.isArray(v82)) for (let v84 = 0; v84 < v82.length; v84++) {
  const v83 = v82[v84];
  if (!(typeof v83 === "object" && v83 !== null && !Array.isArray(v83))) return false;
  for (const v85 in v83) switch (v85) { case "url": case "type": case "target": case "link_text": case "icon": case "ui_type": case "size": case "rdx_forms_form_id": case "hidden_fields": case "form_layout": break; default: return false; }
  { const v86 = v83["url"];
  if (v86 !== undefined) {
  if (!(typeof v86 === "string")) return false;
  if (typeof v86 === "string" && ((v86.length > 2000 && codePoints(v86) > 2000) || v86.length !== 0 && !pattern3.test(v86))) return false;
  } }
  { const v87 = v83["type"];
  if (v87 !== undefined) {
  if (!(v87 === "internal" || v87 === "external" || v87 === "form" || v87 === "file")) return false;
  } }
  { const v88 = v83["target"];
  if (v88 !== undefined) {
  if (!(v88 === "_self" || v88 === "_blank")) return false;
  } }
  { const v89 = v83["link_text"];
  if (v89 !== undefined) {
  if (!(typeof v89 === "string")) return false;
  } }
  { const v90 = v83["icon"];
  if (v90 !== undefined) {
  if (!(typeof v90 === "string")) return false;
  if (typeof v90 === "string" && (v90.length !== 0 && !pattern2.test(v90))) return false;
  } }
  { const v91 = v83["ui_type"];
  if (v91 !== undefined) {
  if (!(v91 === "primary" || v91 === "secondary" || v91 === "tertiary")) return false;
  } }
  { const v92 = v83["size"];
  if (v92 !== undefined) {
  if (!(v92 === "medium" || v92 === "small")) return false;
  } }
  { const v93 = v83["rdx_forms_form_id"];
  if (v93 !== undefined) {
  if (!(typeof v93 === "string")) return false;
  } }
  { const v94 = v83["hidden_fields"];
  if (v94 !== undefined) {
  if (!(Array.isArray(v94))) return false;
  if (Array.isArray(v94) && (v94.length > 20)) return false;
  if (Array.isArray(v94)) for (let v96 = 0; v96 < v94.length; v96++) {
  const v95 = v94[v96];
  if (!(typeof v95 === "object" && v95 !== null && !Array.isArray(v95))) return false;
  if (v95["name"] === undefined || v95["value"] === undefined) return false;
  for (const v97 in v95) switch (v97) { case "name": case "value": break; default: return false; }
  { const v98 = v95["name"];
  if (v98 !== undefined) {
  if (!(typeof v98 === "string")) return false;
  if (typeof v98 === "string" && ((v98.length < 2 && codePoints(v98) < 1))) return false;
  } }
  { const v99 = v95["value"];
  if (v99 !== undefined) {
  if (!(typeof v99 === "string")) return false;
  } }
  }
  } }
  { const v100 = v83["form_layout"];
  if (v100 !== undefined) {
  if (!(v100 === "single" || v100 === "double")) return false;
  } }
  }
  } }
  }
  } }
  { const v101 = data["box_color"];
  if (v101 !== undefined) {
  if (!(v101 === "light-theme" || v101 === "grey-theme" || v101 === "dark-theme" || v101 === "black-theme")) return false;
  } }
  { const v102 = data["padding"];
  if (v102 !== undefined) {
  if (!(v102 === "normal" || v102 === "top-space-0" || v102 === "bottom-space-0" || v102 === "y-space-0")) return false;
  } }
  return true;
}
function check6(data) {
  if (!(typeof data === "object" && data !== null && !Array.isArray(data))) return false;
  if (data["id"] === undefined) return false;
  for (const v105 in data) switch (v105) { case "id": case "block_scroll_id": case "heading": case "header_tag": case "header_size": case "col-numbers": case "image-ratio": case "cards": case "box_color": case "padding": break; default: return false; }
  { const v106 = data["id"];
  if (v106 !== undefined) {
  if (!(typeof v106 === "string")) return false;
  if (typeof v106 === "string" && ((v106.length < 2 && codePoints(v106) < 1))) return false;
  } }
  { const v107 = data["block_scroll_id"];
  if (v107 !== undefined) {
  if (!(typeof v107 === "string")) return false;
  if (typeof v107 === "string" && (v107.length !== 0 && !pattern0.test(v107))) return false;
  } }
  { const v108 = data["heading"];
  if (v108 !== undefined) {
  if (!(typeof v108 === "string")) return false;
  if (typeof v108 === "string" && ((v108.length > 150 && codePoints(v108) > 150))) return false;
  } }
  { const v109 = data["header_tag"];
  if (v109 !== undefined) {
  if (!(v109 === 1 || v109 === 2 || v109 === 3 || v109 === 4 || v109 === 5 || v109 === 6)) return false;
  } }
  { const v110 = data["header_size"];
  if (v110 !== undefined) {
  if (!(v110 === "xs" || v110 === "s" || v110 === "m" || v110 === "l" || v110 === "xl" || v110 === "title")) return false;
  } }
  { const v111 = data["col-numbers"];
  if (v111 !== undefined) {
  if (!(v111 === 1 || v111 === 2 || v111 === 3 || v111 === 4)) return false;
  } }
  { const v112 = data["image-ratio"];
  if (v112 !== undefined) {
  if (!(v112 === "16-9" || v112 === "16-6-5")) return false;
  } }
  { const v113 = data["cards"];
  if (v113 !== undefined) {
  if (!(Array.isArray(v113))) return false;
  if (Array.isArray(v113) && (v113.length > 1000)) return false;
  if (Array.isArray(v113)) for (let v115 = 0; v115 < v113.length; v115++) {
  const v114 = v113[v115];
  if (!(typeof v114 === "object" && v114 !== null && !Array.isArray(v114))) return false;
  for (const v116 in v114) switch (v116) { case "image": case "heading": case "header_tag": case "paragraph": case "rdx-link": break; default: return false; }
  { const v117 = v114["image"];
  if (v117 !== undefined) {
  if (!(typeof v117 === "object" && v117 !== null && !Array.isArray(v117))) return false;
  if (v117["id"] === undefined) return false;
  for (const v118 in v117) switch (v118) { case "id": case "alt": case "variants": break; default: return false; }
  { const v119 = v117["id"];
  if (v119 !== undefined) {
  if (!(typeof v119 === "string")) return false;
  if (typeof v119 === "string" && ((v119.length < 2 && codePoints(v119) < 1))) return false;
  } }
  { const v120 = v117["alt"];
  if (v120 !== undefined) {
  if (!(typeof v120 === "string")) return false;
  } }
  { const v121 = v117["variants"];
  if (v121 !== undefined) {
  if (!(Array.isArray(v121))) return false;
  if (Array.isArray(v121)) for (let v123 = 0; v123 < v121.length; v123++) {
  const v122 = v121[v123];
  if (!(typeof v122 === "object" && v122 !== null && !Array.isArray(v122))) return false;
  if (v122["width"] === undefined || v122["height"] === undefined) return false;
  for (const v124 in v122) switch (v124) { case "width": case "height": break; default: return false; }
  { const v125 = v122["width"];
  if (v125 !== undefined) {
  if (!(typeof v125 === "number" && !(v125 % 1) && !isNaN(v125) && isFinite(v125))) return false;
  if (typeof v125 === "number" && (v125 < 1)) return false;
  } }
  { const v126 = v122["height"];
  if (v126 !== undefined) {
  if (!(typeof v126 === "number" && !(v126 % 1) && !isNaN(v126) && isFinite(v126))) return false;
  if (typeof v126 === "number" && (v126 < 1)) return false;
  } }
  }
  } }
  } }
  { const v127 = v114["heading"];
  if (v127 !== undefined) {
  if (!(typeof v127 === "string")) return false;
  if (typeof v127 === "string" && ((v127.length > 150 && codePoints(v127) > 150))) return false;
  } }
  { const v128 = v114["header_tag"];
  if (v128 !== undefined) {
  if (!(v128 === 1 || v128 === 2 || v128 === 3 || v128 === 4 || v128 === 5 || v128 === 6)) return false;
  } }
  { const v129 = v114["paragraph"];
  if (v129 !== undefined) {
  if (!(typeof v129 === "string")) return false;
  } }
  { const v130 = v114["rdx-link"];
  if (v130 !== undefined) {
  if (!(typeof v130 === "object" && v130 !== null && !Array.isArray(v130))) return false;
  for (const v131 in v130) switch (v131) { case "url": case "type": case "target": case "link_text": case "icon": case "ui_type": case "size": case "rdx_forms_form_id": case "hidden_fields": case "form_layout": break; default: return false; }
  { const v132 = v130["url"];
  if (v132 !== undefined) {
  if (!(typeof v132 === "string")) return false;
  if (typeof v132 === "string" && ((v132.length > 2000 && codePoints(v132) > 2000) || v132.length !== 0 && !pattern3.test(v132))) return false;
  } }
  { const v133 = v130["type"];
  if (v133 !== undefined) {
  if (!(v133 === "internal" || v133 === "external" || v133 === "form" || v133 === "file")) return false;
  } }
  { const v134 = v130["target"];
  if (v134 !== undefined) {
  if (!(v134 === "_self" || v134 === "_blank")) return false;
  } }
  { const v135 = v130["link_text"];
  if (v135 !== undefined) {
  if (!(typeof v135 === "string")) return false;
  } }
  { const v136 = v130["icon"];
  if (v136 !== undefined) {
  if (!(typeof v136 === "string")) return false;
  if (typeof v136 === "string" && (v136.length !== 0 && !pattern2.test(v136))) return false;
  } }
  { const v137 = v130["ui_type"];
  if (v137 !== undefined) {
  if (!(v137 === "primary" || v137 === "secondary" || v137 === "tertiary")) return false;
  } }
  { const v138 = v130["size"];
  if (v138 !== undefined) {
  if (!(v138 === "medium" || v138 === "small")) return false;
  } }
  { const v139 = v130["rdx_forms_form_id"];
  if (v139 !== undefined) {
  if (!(typeof v139 === "string")) return false;
  } }
  { const v140 = v130["hidden_fields"];
  if (v140 !== undefined) {
  if (!(Array.isArray(v140))) return false;
  if (Array.isArray(v140) && (v140.length > 20)) return false;
  if (Array.isArray(v140)) for (let v142 = 0; v142 < v140.length; v142++) {
  const v141 = v140[v142];
  if (!(typeof v141 === "object" && v141 !== null && !Array.isArray(v141))) return false;
  if (v141["name"] === undefined || v141["value"] === undefined) return false;
  for (const v143 in v141) switch (v143) { case "name": case "value": break; default: return false; }
  { const v144 = v141["name"];
  if (v144 !== undefined) {
  if (!(typeof v144 === "string")) return false;
  if (typeof v144 === "string" && ((v144.length < 2 && codePoints(v144) < 1))) return false;
  } }
  { const v145 = v141["value"];
  if (v145 !== undefined) {
  if (!(typeof v145 === "string")) return false;
  } }
  }
  } }
  { const v146 = v130["form_layout"];
  if (v146 !== undefined) {
  if (!(v146 === "single" || v146 === "double")) return false;
  } }
  } }
  }
  } }
  { const v147 = data["box_color"];
  if (v147 !== undefined) {
  if (!(v147 === "light-theme" || v147 === "grey-theme" || v147 === "dark-theme" || v147 === "black-theme")) return false;
  } }
  { const v148 = data["padding"];
  if (v148 !== undefined) {
  if (!(v148 === "normal" || v148 === "top-space-0" || v148 === "bottom-space-0" || v148 === "y-space-0")) return false;
  } }
  return true;
}
function check7(data) {
  if (!(typeof data === "object" && data !== null && !Array.isArray(data))) return false;
  if (data["id"] === undefined || data["form_id"] === undefined) return false;
  for (const v151 in data) switch (v151) { case "id": case "block_scroll_id": case "form_id": case "heading": case "form_position": case "box_color": break; default: return false; }
  { const v152 = data["id"];
  if (v152 !== undefined) {
  if (!(typeof v152 === "string")) return false;
  if (typeof v152 === "string" && ((v152.length < 2 && codePoints(v152) < 1))) return false;
  } }
  { const v153 = data["block_scroll_id"];
  if (v153 !== undefined) {
  if (!(typeof v153 === "string")) return false;
  if (typeof v153 === "string" && (v153.length !== 0 && !pattern0.test(v153))) return false;
  } }
  { const v154 = data["form_id"];
  if (v154 !== undefined) {
  if (!(typeof v154 === "string")) return false;
  if (typeof v154 === "string" && ((v154.length > 64 && codePoints(v154) > 64) || v154.length !== 0 && !pattern1.test(v154))) return false;
  } }
  { const v155 = data["heading"];
  if (v155 !== undefined) {
  if (!(typeof v155 === "string")) return false;
  if (typeof v155 === "string" && ((v155.length > 150 && codePoints(v155) > 150))) return false;
  } }
  { const v156 = data["form_position"];
  if (v156 !== undefined) {
  if (!(v156 === "left" || v156 === "center" || v156 === "right")) return false;
  } }
  { const v157 = data["box_color"];
  if (v157 !== undefined) {
  if (!(v157 === "light-theme" || v157 === "grey-theme" || v157 === "dark-theme" || v157 === "black-theme")) return false;
  } }
  return true;
}
function check8(data) {
  if (!(typeof data === "object" && data !== null && !Array.isArray(data))) return false;
  if (data["id"] === undefined || data["form_id"] === undefined) return false;
  for (const v160 in data) switch (v160) { case "id": case "block_scroll_id": case "form_id": case "heading": case "disclaimer": case "tab_id": case "top_tabs_limit": case "box_color": break; default: return false; }
  { const v161 = data["id"];
  if (v161 !== undefined) {
  if (!(typeof v161 === "string")) return false;
  if (typeof v161 === "string" && ((v161.length < 2 && codePoints(v161) < 1))) return false;
  } }
  { const v162 = data["block_scroll_id"];
  if (v162 !== undefined) {
  if (!(typeof v162 === "string")) return false;
  if (typeof v162 === "string" && (v162.length !== 0 && !pattern0.test(v162))) return false;
  } }
  { const v163 = data["form_id"];
  if (v163 !== undefined) {
  if (!(typeof v163 === "string")) return false;
  if (typeof v163 === "string" && ((v163.length > 64 && codePoints(v163) > 64) || v163.length !== 0 && !pattern1.test(v163))) return false;
  } }
  { const v164 = data["heading"];
  if (v164 !== undefined) {
  if (!(typeof v164 === "string")) return false;
  if (typeof v164 === "string" && ((v164.length > 150 && codePoints(v164) > 150))) return false;
  } }
  { const v165 = data["disclaimer"];
  if (v165 !== undefined) {
  if (!(typeof v165 === "string")) return false;
  } }
  { const v166 = data["tab_id"];
  if (v166 !== undefined) {
  if (!(typeof v166 === "string")) return false;
  if (typeof v166 === "string" && (v166.length !== 0 && !pattern4.test(v166))) return false;
  } }
  { const v167 = data["top_tabs_limit"];
  if (v167 !== undefined) {
  if (!(typeof v167 === "number" && isFinite(v167))) return false;
  if (!(typeof v167 === "number" && !(v167 % 1) && !isNaN(v167) && isFinite(v167))) return false;
  if (typeof v167 === "number" && (v167 < 0 || v167 > 20)) return false;
  } }
  { const v168 = data["box_color"];
  if (v168 !== undefined) {
  if (!(v168 === "light-theme" || v168 === "grey-theme" || v168 === "dark-theme" || v168 === "black-theme")) return false;
  } }
  return true;
}
function check9(data) {
  if (!(typeof data === "object" && data !== null && !Array.isArray(data))) return false;
  if (data["id"] === undefined || data["form_id"] === undefined) return false;
  for (const v171 in data) switch (v171) { case "id": case "block_scroll_id": case "form_id": case "heading": case "table_content": case "has_two_columns": case "form_hidden_field_mapping": case "box_color": break; default: return false; }
  { const v172 = data["id"];
  if (v172 !== undefined) {
  if (!(typeof v172 === "string")) return false;
  if (typeof v172 === "string" && ((v172.length < 2 && codePoints(v172) < 1))) return false;
  } }
  { const v173 = data["block_scroll_id"];
  if (v173 !== undefined) {
  if (!(typeof v173 === "string")) return false;
  if (typeof v173 === "string" && (v173.length !== 0 && !pattern0.test(v173))) return false;
  } }
  { const v174 = data["form_id"];
  if (v174 !== undefined) {
  if (!(typeof v174 === "string")) return false;
  if (typeof v174 === "string" && ((v174.length > 64 && codePoints(v174) > 64) || v174.length !== 0 && !pattern1.test(v174))) return false;
  } }
  { const v175 = data["heading"];
  if (v175 !== undefined) {
  if (!(typeof v175 === "string")) return false;
  if (typeof v175 === "string" && ((v175.length > 150 && codePoints(v175) > 150))) return false;
  } }
  { const v176 = data["table_content"];
  if (v176 !== undefined) {
  if (!(typeof v176 === "object" && v176 !== null && !Array.isArray(v176))) return false;
  for (const v177 in v176) switch (v177) { case "columns": case "rows": break; default: return false; }
  { const v178 = v176["columns"];
  if (v178 !== undefined) {
  if (!(Array.isArray(v178))) return false;
  if (Array.isArray(v178) && (v178.length > 6)) return false;
  if (Array.isArray(v178)) for (let v180 = 0; v180 < v178.length; v180++) {
  const v179 = v178[v180];
  if (!(typeof v179 === "string")) return false;
  if (typeof v179 === "string" && ((v179.length > 200 && codePoints(v179) > 200))) return false;
  }
  } }
  { const v181 = v176["rows"];
  if (v181 !== undefined) {
  if (!(Array.isArray(v181))) return false;
  if (Array.isArray(v181) && (v181.length > 30)) return false;
  if (Array.isArray(v181)) for (let v183 = 0; v183 < v181.length; v183++) {
  const v182 = v181[v183];
  if (!(typeof v182 === "object" && v182 !== null && !Array.isArray(v182))) return false;
  if (v182["cells"] === undefined) return false;
  for (const v184 in v182) switch (v184) { case "cells": break; default: return false; }
  { const v185 = v182["cells"];
  if (v185 !== undefined) {
  if (!(Array.isArray(v185))) return false;
  if (Array.isArray(v185) && (v185.length > 6 || v185.length < 1)) return false;
  if (Array.isArray(v185)) for (let v187 = 0; v187 < v185.length; v187++) {
  const v186 = v185[v187];
  if (!(typeof v186 === "string")) return false;
  if (typeof v186 === "string" && ((v186.length > 200 && codePoints(v186) > 200))) return false;
  }
  } }
  }
  } }
  } }
  { const v188 = data["has_two_columns"];
  if (v188 !== undefined) {
  if (!(typeof v188 === "boolean")) return false;
  } }
  { const v189 = data["form_hidden_field_mapping"];
  if (v189 !== undefined) {
  if (!(Array.isArray(v189))) return false;
  if (Array.isArray(v189) && (v189.length > 20)) return false;
  if (Array.isArray(v189)) for (let v191 = 0; v191 < v189.length; v191++) {
  const v190 = v189[v191];
  if (!(typeof v190 === "object" && v190 !== null && !Array.isArray(v190))) return false;
  if (v190["name"] === undefined || v190["value"] === undefined) return false;
  for (const v192 in v190) switch (v192) { case "name": case "value": break; default: return false; }
  { const v193 = v190["name"];
  if (v193 !== undefined) {
  if (!(typeof v193 === "string")) return false;
  if (typeof v193 === "string" && ((v193.length > 63 && codePoints(v193) > 63))) return false;
  } }
  { const v194 = v190["value"];
  if (v194 !== undefined) {
  if (!(typeof v194 === "string")) return false;
  if (typeof v194 === "string" && ((v194.length > 500 && codePoints(v194) > 500))) return false;
  } }
  }
  } }
  { const v195 = data["box_color"];
  if (v195 !== undefined) {
  if (!(v195 === "light-theme" || v195 === "grey-theme" || v195 === "dark-theme" || v195 === "black-theme")) return false;
  } }
  return true;
}
function check10(data) {
  if (!(typeof data === "object" && data !== null && !Array.isArray(data))) return false;
  if (data["id"] === undefined || data["form_id"] === undefined) return false;
  for (const v198 in data) switch (v198) { case "id": case "block_scroll_id": case "form_id": case "box_color": case "button_position": case "button_color": case "form_position": case "has_two_columns": case "has_button_margin": case "modal_form": case "form_hidden_field_mapping": case "form_params_mapping": case "form_location_params_mapping": case "form_location_mapping": break; default: return false; }
  { const v199 = data["id"];
  if (v199 !== undefined) {
  if (!(typeof v199 === "string")) return false;
  if (typeof v199 === "string" && ((v199.length < 2 && codePoints(v199) < 1))) return false;
  } }
  { const v200 = data["block_scroll_id"];
  if (v200 !== undefined) {
  if (!(typeof v200 === "string")) return false;
  if (typeof v200 === "string" && (v200.length !== 0 && !pattern0.test(v200))) return false;
  } }
  { const v201 = data["form_id"];
  if (v201 !== undefined) {
  if (!(typeof v201 === "string")) return false;
  if (typeof v201 === "string" && ((v201.length > 64 && codePoints(v201) > 64) || v201.length !== 0 && !pattern1.test(v201))) return false;
  } }
  { const v202 = data["box_color"];
  if (v202 !== undefined) {
  if (!(v202 === "light-theme" || v202 === "grey-theme" || v202 === "dark-theme" || v202 === "black-theme")) return false;
  } }
  { const v203 = data["button_position"];
  if (v203 !== undefined) {
  if (!(v203 === "left" || v203 === "center" || v203 === "right")) return false;
  } }
  { const v204 = data["button_color"];
  if (v204 !== undefined) {
  if (!(v204 === "primary" || v204 === "secondary")) return false;
  } }
  { const v205 = data["form_position"];
  if (v205 !== undefined) {
  if (!(v205 === "left" || v205 === "center" || v205 === "right")) return false;
  } }
  { const v206 = data["has_two_columns"];
  if (v206 !== undefined) {
  if (!(typeof v206 === "boolean")) return false;
  } }
  { const v207 = data["has_button_margin"];
  if (v207 !== undefined) {
  if (!(typeof v207 === "boolean")) return false;
  } }
  { const v208 = data["modal_form"];
  if (v208 !== undefined) {
  if (!(typeof v208 === "boolean")) return false;
  } }
  { const v209 = data["form_hidden_field_mapping"];
  if (v209 !== undefined) {
  if (!(Array.isArray(v209))) return false;
  if (Array.isArray(v209) && (v209.length > 20)) return false;
  if (Array.isArray(v209)) for (let v211 = 0; v211 < v209.length; v211++) {
  const v210 = v209[v211];
  if (!(typeof v210 === "object" && v210 !== null && !Array.isArray(v210))) return false;
  if (v210["name"] === undefined || v210["value"] === undefined) return false;
  for (const v212 in v210) switch (v212) { case "name": case "value": break; default: return false; }
  { const v213 = v210["name"];
  if (v213 !== undefined) {
  if (!(typeof v213 === "string")) return false;
  if (typeof v213 === "string" && ((v213.length > 63 && codePoints(v213) > 63))) return false;
  } }
  { const v214 = v210["value"];
  if (v214 !== undefined) {
  if (!(typeof v214 === "string")) return false;
  if (typeof v214 === "string" && ((v214.length > 500 && codePoints(v214) > 500))) return false;
  } }
  }
  } }
  { const v215 = data["form_params_mapping"];
  if (v215 !== undefined) {
  if (!(Array.isArray(v215))) return false;
  if (Array.isArray(v215) && (v215.length > 20)) return false;
  if (Array.isArray(v215)) for (let v217 = 0; v217 < v215.length; v217++) {
  const v216 = v215[v217];
  if (!(typeof v216 === "object" && v216 !== null && !Array.isArray(v216))) return false;
  if (v216["param"] === undefined || v216["field"] === undefined) return false;
  for (const v218 in v216) switch (v218) { case "param": case "field": break; default: return false; }
  { const v219 = v216["param"];
  if (v219 !== undefined) {
  if (!(typeof v219 === "string")) return false;
  if (typeof v219 === "string" && ((v219.length > 63 && codePoints(v219) > 63))) return false;
  } }
  { const v220 = v216["field"];
  if (v220 !== undefined) {
  if (!(typeof v220 === "string")) return false;
  if (typeof v220 === "string" && ((v220.length > 63 && codePoints(v220) > 63))) return false;
  } }
  }
  } }
  { const v221 = data["form_location_params_mapping"];
  if (v221 !== undefined) {
  if (!(Array.isArray(v221))) return false;
  if (Array.isArray(v221) && (v221.length > 10)) return false;
  if (Array.isArray(v221)) for (let v223 = 0; v223 < v221.length; v223++) {
  const v222 = v221[v223];
  if (!(typeof v222 === "object" && v222 !== null && !Array.isArray(v222))) return false;
  if (v222["param"] === undefined || v222["field"] === undefined) return false;
  for (const v224 in v222) switch (v224) { case "param": case "field": break; default: return false; }
  { const v225 = v222["param"];
  if (v225 !== undefined) {
  if (!(typeof v225 === "string")) return false;
  if (typeof v225 === "string" && ((v225.length > 63 && codePoints(v225) > 63))) return false;
  } }
  { const v226 = v222["field"];
  if (v226 !== undefined) {
  if (!(typeof v226 === "string")) return false;
  if (typeof v226 === "string" && ((v226.length > 63 && codePoints(v226) > 63))) return false;
  } }
  }
  } }
  { const v227 = data["form_location_mapping"];
  if (v227 !== undefined) {
  if (!(Array.isArray(v227))) return false;
  if (Array.isArray(v227) && (v227.length > 200)) return false;
  if (Array.isArray(v227)) for (let v229 = 0; v229 < v227.length; v229++) {
  const v228 = v227[v229];
  if (!(typeof v228 === "object" && v228 !== null && !Array.isArray(v228))) return false;
  if (v228["from"] === undefined || v228["to"] === undefined) return false;
  for (const v230 in v228) switch (v230) { case "from": case "to": break; default: return false; }
  { const v231 = v228["from"];
  if (v231 !== undefined) {
  if (!(typeof v231 === "string")) return false;
  if (typeof v231 === "string" && ((v231.length > 200 && codePoints(v231) > 200))) return false;
  } }
  { const v232 = v228["to"];
  if (v232 !== undefined) {
  if (!(typeof v232 === "string")) return false;
  if (typeof v232 === "string" && ((v232.length > 200 && codePoints(v232) > 200))) return false;
  } }
  }
  } }
  return true;
}
function check11(data) {
  if (!(typeof data === "object" && data !== null && !Array.isArray(data))) return false;
  if (data["id"] === undefined || data["heading"] === undefined) return false;
  for (const v235 in data) switch (v235) { case "id": case "block_scroll_id": case "rdx-image": case "heading": case "level": case "header_size": case "header_font": case "button": case "box_color": break; default: return false; }
  { const v236 = data["id"];
  if (v236 !== undefined) {
  if (!(typeof v236 === "string")) return false;
  if (typeof v236 === "string" && ((v236.length < 2 && codePoints(v236) < 1))) return false;
  } }
  { const v237 = data["block_scroll_id"];
  if (v237 !== undefined) {
  if (!(typeof v237 === "string")) return false;
  if (typeof v237 === "string" && (v237.length !== 0 && !pattern0.test(v237))) return false;
  } }
  { const v238 = data["rdx-image"];
  if (v238 !== undefined) {
  if (!(typeof v238 === "object" && v238 !== null && !Array.isArray(v238))) return false;
  if (v238["id"] === undefined) return false;
  for (const v239 in v238) switch (v239) { case "id": case "alt": case "variants": break; default: return false; }
  { const v240 = v238["id"];
  if (v240 !== undefined) {
  if (!(typeof v240 === "string")) return false;
  if (typeof v240 === "string" && ((v240.length < 2 && codePoints(v240) < 1))) return false;
  } }
  { const v241 = v238["alt"];
  if (v241 !== undefined) {
  if (!(typeof v241 === "string")) return false;
  } }
  { const v242 = v238["variants"];
  if (v242 !== undefined) {
  if (!(Array.isArray(v242))) return false;
  if (Array.isArray(v242)) for (let v244 = 0; v244 < v242.length; v244++) {
  const v243 = v242[v244];
  if (!(typeof v243 === "object" && v243 !== null && !Array.isArray(v243))) return false;
  if (v243["width"] === undefined || v243["height"] === undefined) return false;
  for (const v245 in v243) switch (v245) { case "width": case "height": break; default: return false; }
  { const v246 = v243["width"];
  if (v246 !== undefined) {
  if (!(typeof v246 === "number" && !(v246 % 1) && !isNaN(v246) && isFinite(v246))) return false;
  if (typeof v246 === "number" && (v246 < 1)) return false;
  } }
  { const v247 = v243["height"];
  if (v247 !== undefined) {
  if (!(typeof v247 === "number" && !(v247 % 1) && !isNaN(v247) && isFinite(v247))) return false;
  if (typeof v247 === "number" && (v247 < 1)) return false;
  } }
  }
  } }
  } }
  { const v248 = data["heading"];
  if (v248 !== undefined) {
  if (!(typeof v248 === "string")) return false;
  if (typeof v248 === "string" && ((v248.length > 150 && codePoints(v248) > 150) || (v248.length < 2 && codePoints(v248) < 1))) return false;
  } }
  { const v249 = data["level"];
  if (v249 !== undefined) {
  if (!(v249 === 1 || v249 === 2 || v249 === 3 || v249 === 4 || v249 === 5 || v249 === 6)) return false;
  } }
  { const v250 = data["header_size"];
  if (v250 !== undefined) {
  if (!(v250 === "xs" || v250 === "s" || v250 === "m" || v250 === "l" || v250 === "xl" || v250 === "title")) return false;
  } }
  { const v251 = data["header_font"];
  if (v251 !== undefined) {
  if (!(v251 === "primary" || v251 === "secondary")) return false;
  } }
  { const v252 = data["button"];
  if (v252 !== undefined) {
  if (!(typeof v252 === "object" && v252 !== null && !Array.isArray(v252))) return false;
  for (const v253 in v252) switch (v253) { case "url": case "type": case "target": case "link_text": case "icon": case "ui_type": case "size": case "rdx_forms_form_id": case "hidden_fields": case "form_layout": break; default: return false; }
  { const v254 = v252["url"];
  if (v254 !== undefined) {
  if (!(typeof v254 === "string")) return false;
  if (typeof v254 === "string" && ((v254.length > 2000 && codePoints(v254) > 2000) || v254.length !== 0 && !pattern3.test(v254))) return false;
  } }
  { const v255 = v252["type"];
  if (v255 !== undefined) {
  if (!(v255 === "internal" || v255 === "external" || v255 === "form" || v255 === "file")) return false;
  } }
  { const v256 = v252["target"];
  if (v256 !== undefined) {
  if (!(v256 === "_self" || v256 === "_blank")) return false;
  } }
  { const v257 = v252["link_text"];
  if (v257 !== undefined) {
  if (!(typeof v257 === "string")) return false;
  } }
  { const v258 = v252["icon"];
  if (v258 !== undefined) {
  if (!(typeof v258 === "string")) return false;
  if (typeof v258 === "string" && (v258.length !== 0 && !pattern2.test(v258))) return false;
  } }
  { const v259 = v252["ui_type"];
  if (v259 !== undefined) {
  if (!(v259 === "primary" || v259 === "secondary" || v259 === "tertiary")) return false;
  } }
  { const v260 = v252["size"];
  if (v260 !== undefined) {
  if (!(v260 === "medium" || v260 === "small")) return false;
  } }
  { const v261 = v252["rdx_forms_form_id"];
  if (v261 !== undefined) {
  if (!(typeof v261 === "string")) return false;
  } }
  { const v262 = v252["hidden_fields"];
  if (v262 !== undefined) {
  if (!(Array.isArray(v262))) return false;
  if (Array.isArray(v262) && (v262.length > 20)) return false;
  if (Array.isArray(v262)) for (let v264 = 0; v264 < v262.length; v264++) {
  const v263 = v262[v264];
  if (!(typeof v263 === "object" && v263 !== null && !Array.isArray(v263))) return false;
  if (v263["name"] === undefined || v263["value"] === undefined) return false;
  for (const v265 in v263) switch (v265) { case "name": case "value": break; default: return false; }
  { const v266 = v263["name"];
  if (v266 !== undefined) {
  if (!(typeof v266 === "string")) return false;
  if (typeof v266 === "string" && ((v266.length < 2 && codePoints(v266) < 1))) return false;
  } }
  { const v267 = v263["value"];
  if (v267 !== undefined) {
  if (!(typeof v267 === "string")) return false;
  } }
  }
  } }
  { const v268 = v252["form_layout"];
  if (v268 !== undefined) {
  if (!(v268 === "single" || v268 === "double")) return false;
  } }
  } }
  { const v269 = data["box_color"];
  if (v269 !== undefined) {
  if (!(v269 === "light-theme" || v269 === "grey-theme" || v269 === "dark-theme" || v269 === "black-theme")) return false;
  } }
  return true;
}
function check12(data) {
  if (!(typeof data === "object" && data !== null && !Array.isArray(data))) return false;
  if (data["id"] === undefined || data["image"] === undefined) return false;
  for (const v272 in data) switch (v272) { case "id": case "block_scroll_id": case "image": case "fullPath": case "sizes": case "heights": case "ratio": case "format": case "loading": case "alt": case "caption": break; default: return false; }
  { const v273 = data["id"];
  if (v273 !== undefined) {
  if (!(typeof v273 === "string")) return false;
  if (typeof v273 === "string" && ((v273.length < 2 && codePoints(v273) < 1))) return false;
  } }
  { const v274 = data["block_scroll_id"];
  if (v274 !== undefined) {
  if (!(typeof v274 === "string")) return false;
  if (typeof v274 === "string" && (v274.length !== 0 && !pattern0.test(v274))) return false;
  } }
  { const v275 = data["image"];
  if (v275 !== undefined) {
  if (!(typeof v275 === "object" && v275 !== null && !Array.isArray(v275))) return false;
  if (v275["id"] === undefined) return false;
  for (const v276 in v275) switch (v276) { case "id": case "alt": case "variants": break; default: return false; }
  { const v277 = v275["id"];
  if (v277 !== undefined) {
  if (!(typeof v277 === "string")) return false;
  if (typeof v277 === "string" && ((v277.length < 2 && codePoints(v277) < 1))) return false;
  } }
  { const v278 = v275["alt"];
  if (v278 !== undefined) {
  if (!(typeof v278 === "string")) return false;
  } }
  { const v279 = v275["variants"];
  if (v279 !== undefined) {
  if (!(Array.isArray(v279))) return false;
  if (Array.isArray(v279)) for (let v281 = 0; v281 < v279.length; v281++) {
  const v280 = v279[v281];
  if (!(typeof v280 === "object" && v280 !== null && !Array.isArray(v280))) return false;
  if (v280["width"] === undefined || v280["height"] === undefined) return false;
  for (const v282 in v280) switch (v282) { case "width": case "height": break; default: return false; }
  { const v283 = v280["width"];
  if (v283 !== undefined) {
  if (!(typeof v283 === "number" && !(v283 % 1) && !isNaN(v283) && isFinite(v283))) return false;
  if (typeof v283 === "number" && (v283 < 1)) return false;
  } }
  { const v284 = v280["height"];
  if (v284 !== undefined) {
  if (!(typeof v284 === "number" && !(v284 % 1) && !isNaN(v284) && isFinite(v284))) return false;
  if (typeof v284 === "number" && (v284 < 1)) return false;
  } }
  }
  } }
  } }
  { const v285 = data["fullPath"];
  if (v285 !== undefined) {
  if (!(typeof v285 === "string")) return false;
  if (typeof v285 === "string" && ((v285.length > 500 && codePoints(v285) > 500))) return false;
  } }
  { const v286 = data["sizes"];
  if (v286 !== undefined) {
  if (!(Array.isArray(v286))) return false;
  if (Array.isArray(v286) && (v286.length > 10)) return false;
  if (Array.isArray(v286)) for (let v288 = 0; v288 < v286.length; v288++) {
  const v287 = v286[v288];
  if (!(typeof v287 === "number" && !(v287 % 1) && !isNaN(v287) && isFinite(v287))) return false;
  if (typeof v287 === "number" && (v287 < 1 || v287 > 2560)) return false;
  }
  } }
  { const v289 = data["heights"];
  if (v289 !== undefined) {
  if (!(Array.isArray(v289))) return false;
  if (Array.isArray(v289) && (v289.length > 10)) return false;
  if (Array.isArray(v289)) for (let v291 = 0; v291 < v289.length; v291++) {
  const v290 = v289[v291];
  if (!(typeof v290 === "number" && !(v290 % 1) && !isNaN(v290) && isFinite(v290))) return false;
  if (typeof v290 === "number" && (v290 < 1 || v290 > 2560)) return false;
  }
  } }
  { const v292 = data["ratio"];
  if (v292 !== undefined) {
  if (!(v292 === "16-9" || v292 === "16-6-5" || v292 === "1-1")) return false;
  } }
  { const v293 = data["format"];
  if (v293 !== undefined) {
  if (!(v293 === "jpg" || v293 === "webp" || v293 === "png")) return false;
  } }
  { const v294 = data["loading"];
  if (v294 !== undefined) {
  if (!(v294 === "auto" || v294 === "eager" || v294 === "lazy")) return false;
  } }
  { const v295 = data["alt"];
  if (v295 !== undefined) {
  if (!(typeof v295 === "string")) return false;
  if (typeof v295 === "string" && ((v295.length > 300 && codePoints(v295) > 300))) return false;
  } }
  { const v296 = data["caption"];
  if (v296 !== undefined) {
  if (!(typeof v296 === "string")) return false;
  if (typeof v296 === "string" && ((v296.length > 300 && codePoints(v296) > 300))) return false;
  } }
  return true;
}
function check13(data) {
  if (!(typeof data === "object" && data !== null && !Array.isArray(data))) return false;
  if (data["id"] === undefined || data["tabs"] === undefined) return false;
  for (const v299 in data) switch (v299) { case "id": case "block_scroll_id": case "heading": case "header_tag": case "header_size": case "has_lazyload": case "tabs": case "box_color": case "padding": break; default: return false; }
  { const v300 = data["id"];
  if (v300 !== undefined) {
  if (!(typeof v300 === "string")) return false;
  if (typeof v300 === "string" && ((v300.length < 2 && codePoints(v300) < 1))) return false;
  } }
  { const v301 = data["block_scroll_id"];
  if (v301 !== undefined) {
  if (!(typeof v301 === "string")) return false;
  if (typeof v301 === "string" && (v301.length !== 0 && !pattern0.test(v301))) return false;
  } }
  { const v302 = data["heading"];
  if (v302 !== undefined) {
  if (!(typeof v302 === "string")) return false;
  if (typeof v302 === "string" && ((v302.length > 150 && codePoints(v302) > 150))) return false;
  } }
  { const v303 = data["header_tag"];
  if (v303 !== undefined) {
  if (!(v303 === 1 || v303 === 2 || v303 === 3 || v303 === 4 || v303 === 5 || v303 === 6)) return false;
  } }
  { const v304 = data["header_size"];
  if (v304 !== undefined) {
  if (!(v304 === "xs" || v304 === "s" || v304 === "m" || v304 === "l" || v304 === "xl" || v304 === "title")) return false;
  } }
  { const v305 = data["has_lazyload"];
  if (v305 !== undefined) {
  if (!(typeof v305 === "boolean")) return false;
  } }
  { const v306 = data["tabs"];
  if (v306 !== undefined) {
  if (!(Array.isArray(v306))) return false;
  if (Array.isArray(v306) && (v306.length > 8 || v306.length < 1)) return false;
  if (Array.isArray(v306)) for (let v308 = 0; v308 < v306.length; v308++) {
  const v307 = v306[v308];
  if (!(typeof v307 === "object" && v307 !== null && !Array.isArray(v307))) return false;
  if (v307["tab_label"] === undefined) return false;
  for (const v309 in v307) switch (v309) { case "tab_label": case "tab_id": case "image": case "content": break; default: return false; }
  { const v310 = v307["tab_label"];
  if (v310 !== undefined) {
  if (!(typeof v310 === "string")) return false;
  if (typeof v310 === "string" && ((v310.length > 60 && codePoints(v310) > 60) || (v310.length < 2 && codePoints(v310) < 1))) return false;
  } }
  { const v311 = v307["tab_id"];
  if (v311 !== undefined) {
  if (!(typeof v311 === "string")) return false;
  if (typeof v311 === "string" && (v311.length !== 0 && !pattern0.test(v311))) return false;
  } }
  { const v312 = v307["image"];
  if (v312 !== undefined) {
  if (!(typeof v312 === "object" && v312 !== null && !Array.isArray(v312))) return false;
  if (v312["id"] === undefined) return false;
  for (const v313 in v312) switch (v313) { case "id": case "alt": case "variants": break; default: return false; }
  { const v314 = v312["id"];
  if (v314 !== undefined) {
  if (!(typeof v314 === "string")) return false;
  if (typeof v314 === "string" && ((v314.length < 2 && codePoints(v314) < 1))) return false;
  } }
  { const v315 = v312["alt"];
  if (v315 !== undefined) {
  if (!(typeof v315 === "string")) return false;
  } }
  { const v316 = v312["variants"];
  if (v316 !== undefined) {
  if (!(Array.isArray(v316))) return false;
  if (Array.isArray(v316)) for (let v318 = 0; v318 < v316.length; v318++) {
  const v317 = v316[v318];
  if (!(typeof v317 === "object" && v317 !== null && !Array.isArray(v317))) return false;
  if (v317["width"] === undefined || v317["height"] === undefined) return false;
  for (const v319 in v317) switch (v319) { case "width": case "height": break; default: return false; }
  { const v320 = v317["width"];
  if (v320 !== undefined) {
  if (!(typeof v320 === "number" && !(v320 % 1) && !isNaN(v320) && isFinite(v320))) return false;
  if (typeof v320 === "number" && (v320 < 1)) return false;
  } }
  { const v321 = v317["height"];
  if (v321 !== undefined) {
  if (!(typeof v321 === "number" && !(v321 % 1) && !isNaN(v321) && isFinite(v321))) return false;
  if (typeof v321 === "number" && (v321 < 1)) return false;
  } }
  }
  } }
  } }
  { const v322 = v307["content"];
  if (v322 !== undefined) {
  if (!check4(v322)) return false;
  } }
  }
  } }
  { const v323 = data["box_color"];
  if (v323 !== undefined) {
  if (!(v323 === "light-theme" || v323 === "grey-theme" || v323 === "dark-theme" || v323 === "black-theme")) return false;
  } }
  { const v324 = data["padding"];
  if (v324 !== undefined) {
  if (!(v324 === "normal" || v324 === "top-space-0" || v324 === "bottom-space-0" || v324 === "y-space-0")) return false;
  } }
  return true;
}
function check14(data) {
  if (!(typeof data === "object" && data !== null && !Array.isArray(data))) return false;
  if (data["id"] === undefined) return false;
  for (const v327 in data) switch (v327) { case "id": case "items": case "goTopShort": case "box_color": break; default: return false; }
  { const v328 = data["id"];
  if (v328 !== undefined) {
  if (!(typeof v328 === "string")) return false;
  if (typeof v328 === "string" && ((v328.length < 2 && codePoints(v328) < 1))) return false;
  } }
  { const v329 = data["items"];
  if (v329 !== undefined) {
  if (!(Array.isArray(v329))) return false;
  if (Array.isArray(v329) && (v329.length > 10)) return false;
  if (Array.isArray(v329)) for (let v331 = 0; v331 < v329.length; v331++) {
  const v330 = v329[v331];
  if (!(typeof v330 === "object" && v330 !== null && !Array.isArray(v330))) return false;
  if (v330["label"] === undefined) return false;
  for (const v332 in v330) switch (v332) { case "label": case "blockId": break; default: return false; }
  { const v333 = v330["label"];
  if (v333 !== undefined) {
  if (!(typeof v333 === "string")) return false;
  if (typeof v333 === "string" && ((v333.length > 40 && codePoints(v333) > 40) || (v333.length < 2 && codePoints(v333) < 1))) return false;
  } }
  { const v334 = v330["blockId"];
  if (v334 !== undefined) {
  if (!(typeof v334 === "string")) return false;
  if (typeof v334 === "string" && (v334.length !== 0 && !pattern0.test(v334))) return false;
  } }
  }
  } }
  { const v335 = data["goTopShort"];
  if (v335 !== undefined) {
  if (!(typeof v335 === "string")) return false;
  if (typeof v335 === "string" && ((v335.length > 30 && codePoints(v335) > 30) || (v335.length < 2 && codePoints(v335) < 1))) return false;
  } }
  { const v336 = data["box_color"];
  if (v336 !== undefined) {
  if (!(v336 === "light-theme" || v336 === "grey-theme" || v336 === "dark-theme" || v336 === "black-theme")) return false;
  } }
  return true;
}
function check15(data) {
  if (!(typeof data === "object" && data !== null && !Array.isArray(data))) return false;
  if (data["id"] === undefined || data["quote"] === undefined) return false;
  for (const v339 in data) switch (v339) { case "id": case "block_scroll_id": case "quote": case "author": case "author_position": case "alignment": case "box_color": case "padding": break; default: return false; }
  { const v340 = data["id"];
  if (v340 !== undefined) {
  if (!(typeof v340 === "string")) return false;
  if (typeof v340 === "string" && ((v340.length < 2 && codePoints(v340) < 1))) return false;
  } }
  { const v341 = data["block_scroll_id"];
  if (v341 !== undefined) {
  if (!(typeof v341 === "string")) return false;
  if (typeof v341 === "string" && (v341.length !== 0 && !pattern0.test(v341))) return false;
  } }
  { const v342 = data["quote"];
  if (v342 !== undefined) {
  if (!(typeof v342 === "string")) return false;
  if (typeof v342 === "string" && ((v342.length > 600 && codePoints(v342) > 600) || (v342.length < 2 && codePoints(v342) < 1))) return false;
  } }
  { const v343 = data["author"];
  if (v343 !== undefined) {
  if (!(typeof v343 === "string")) return false;
  } }
  { const v344 = data["author_position"];
  if (v344 !== undefined) {
  if (!(typeof v344 === "string")) return false;
  } }
  { const v345 = data["alignment"];
  if (v345 !== undefined) {
  if (!(v345 === "left" || v345 === "center" || v345 === "right")) return false;
  } }
  { const v346 = data["box_color"];
  if (v346 !== undefined) {
  if (!(v346 === "light-theme" || v346 === "grey-theme" || v346 === "dark-theme" || v346 === "black-theme")) return false;
  } }
  { const v347 = data["padding"];
  if (v347 !== undefined) {
  if (!(v347 === "normal" || v347 === "top-space-0" || v347 === "bottom-space-0" || v347 === "y-space-0")) return false;
  } }
  return true;
}
function check16(data) {
  if (!(typeof data === "object" && data !== null && !Array.isArray(data))) return false;
  if (data["id"] === undefined || data["slides"] === undefined) return false;
  for (const v350 in data) switch (v350) { case "id": case "block_scroll_id": case "slides": case "section_class": case "justify_text": case "has_timer": case "slider_theme": break; default: return false; }
  { const v351 = data["id"];
  if (v351 !== undefined) {
  if (!(typeof v351 === "string")) return false;
  if (typeof v351 === "string" && ((v351.length < 2 && codePoints(v351) < 1))) return false;
  } }
  { const v352 = data["block_scroll_id"];
  if (v352 !== undefined) {
  if (!(typeof v352 === "string")) return false;
  if (typeof v352 === "string" && (v352.length !== 0 && !pattern0.test(v352))) return false;
  } }
  { const v353 = data["slides"];
  if (v353 !== undefined) {
  if (!(Array.isArray(v353))) return false;
  if (Array.isArray(v353) && (v353.length > 10 || v353.length < 1)) return false;
  if (Array.isArray(v353)) for (let v355 = 0; v355 < v353.length; v355++) {
  const v354 = v353[v355];
  if (!(typeof v354 === "object" && v354 !== null && !Array.isArray(v354))) return false;
  if (v354["quote"] === undefined) return false;
  for (const v356 in v354) switch (v356) { case "quote": case "author": case "author_position": break; default: return false; }
  { const v357 = v354["quote"];
  if (v357 !== undefined) {
  if (!(typeof v357 === "string")) return false;
  if (typeof v357 === "string" && ((v357.length > 600 && codePoints(v357) > 600) || (v357.length < 2 && codePoints(v357) < 1))) return false;
  } }
  { const v358 = v354["author"];
  if (v358 !== undefined) {
  if (!(typeof v358 === "string")) return false;
  if (typeof v358 === "string" && ((v358.length > 120 && codePoints(v358) > 120))) return false;
  } }
  { const v359 = v354["author_position"];
  if (v359 !== undefined) {
  if (!(typeof v359 === "string")) return false;
  if (typeof v359 === "string" && ((v359.length > 120 && codePoints(v359) > 120))) return false;
  } }
  }
  } }
  { const v360 = data["section_class"];
  if (v360 !== undefined) {
  if (!(v360 === "left" || v360 === "center" || v360 === "right")) return false;
  } }
  { const v361 = data["justify_text"];
  if (v361 !== undefined) {
  if (!(typeof v361 === "boolean")) return false;
  } }
  { const v362 = data["has_timer"];
  if (v362 !== undefined) {
  if (!(typeof v362 === "boolean")) return false;
  } }
  { const v363 = data["slider_theme"];
  if (v363 !== undefined) {
  if (!(v363 === "light-theme" || v363 === "grey-theme" || v363 === "dark-theme" || v363 === "black-theme" || v363 === "all-white-theme")) return false;
  } }
  return true;
}
function check17(data) {
  if (!(typeof data === "object" && data !== null && !Array.isArray(data))) return false;
  if (data["id"] === undefined) return false;
  for (const v366 in data) switch (v366) { case "id": case "block_scroll_id": case "heading": case "header_tag": case "header_size": case "ci_key_list": case "sl_key_brand": case "default_sort": case "forced_statuses": case "filter-brands": case "filter-models": case "filter-financing_options": case "filter-states": case "filter-statuses": case "filter-msrp_price": case "filter-display_price": case "filter-mileage": case "filter-production_year": case "filter-model_year": case "filter-power": case "filter-engine_types": case "filter-transmissions": case "filter-colors": case "filter-specific_colors": case "filter-dealers": case "filter-number_of_seats": case "vehicles": case "box_color": case "padding": break; default: return false; }
  { const v367 = data["id"];
  if (v367 !== undefined) {
  if (!(typeof v367 === "string")) return false;
  if (typeof v367 === "string" && ((v367.length < 2 && codePoints(v367) < 1))) return false;
  } }
  { const v368 = data["block_scroll_id"];
  if (v368 !== undefined) {
  if (!(typeof v368 === "string")) return false;
  if (typeof v368 === "string" && (v368.length !== 0 && !pattern0.test(v368))) return false;
  } }
  { const v369 = data["heading"];
  if (v369 !== undefined) {
  if (!(typeof v369 === "string")) return false;
  if (typeof v369 === "string" && ((v369.length > 150 && codePoints(v369) > 150))) return false;
  } }
  { const v370 = data["header_tag"];
  if (v370 !== undefined) {
  if (!(v370 === 1 || v370 === 2 || v370 === 3 || v370 === 4 || v370 === 5 || v370 === 6)) return false;
  } }
  { const v371 = data["header_size"];
  if (v371 !== undefined) {
  if (!(v371 === "xs" || v371 === "s" || v371 === "m" || v371 === "l" || v371 === "xl" || v371 === "title")) return false;
  } }
  { const v372 = data["ci_key_list"];
  if (v372 !== undefined) {
  if (!(typeof v372 === "string")) return false;
  if (typeof v372 === "string" && (!pattern5.test(v372))) return false;
  } }
  { const v373 = data["sl_key_brand"];
  if (v373 !== undefined) {
  if (!(v373 === "" || v373 === "land_rover" || v373 === "jaguar")) return false;
  } }
  { const v374 = data["default_sort"];
  if (v374 !== undefined) {
  if (!(v374 === "productionYearAsc" || v374 === "productionYearDesc" || v374 === "createdAtAsc" || v374 === "createdAtDesc" || v374 === "mileageAsc" || v374 === "mileageDesc" || v374 === "priceAsc" || v374 === "priceDesc" || v374 === "status")) return false;
  } }
  { const v375 = data["forced_statuses"];
  if (v375 !== undefined) {
  if (!(Array.isArray(v375))) return false;
  if (Array.isArray(v375) && (v375.length > 8 || !allDistinct(v375))) return false;
  if (Array.isArray(v375)) for (let v377 = 0; v377 < v375.length; v377++) {
  const v376 = v375[v377];
  if (!(v376 === "stock" || v376 === "available_soon" || v376 === "reserved" || v376 === "sold" || v376 === "in_production" || v376 === "on_demand" || v376 === "delivery" || v376 === "demo")) return false;
  }
  } }
  { const v378 = data["filter-brands"];
  if (v378 !== undefined) {
  if (!(typeof v378 === "boolean")) return false;
  } }
  { const v379 = data["filter-models"];
  if (v379 !== undefined) {
  if (!(typeof v379 === "boolean")) return false;
  } }
  { const v380 = data["filter-financing_options"];
  if (v380 !== undefined) {
  if (!(typeof v380 === "boolean")) return false;
  } }
  { const v381 = data["filter-states"];
  if (v381 !== undefined) {
  if (!(typeof v381 === "boolean")) return false;
  } }
  { const v382 = data["filter-statuses"];
  if (v382 !== undefined) {
  if (!(typeof v382 === "boolean")) return false;
  } }
  { const v383 = data["filter-msrp_price"];
  if (v383 !== undefined) {
  if (!(typeof v383 === "boolean")) return false;
  } }
  { const v384 = data["filter-display_price"];
  if (v384 !== undefined) {
  if (!(typeof v384 === "boolean")) return false;
  } }
  { const v385 = data["filter-mileage"];
  if (v385 !== undefined) {
  if (!(typeof v385 === "boolean")) return false;
  } }
  { const v386 = data["filter-production_year"];
  if (v386 !== undefined) {
  if (!(typeof v386 === "boolean")) return false;
  } }
  { const v387 = data["filter-model_year"];
  if (v387 !== undefined) {
  if (!(typeof v387 === "boolean")) return false;
  } }
  { const v388 = data["filter-power"];
  if (v388 !== undefined) {
  if (!(typeof v388 === "boolean")) return false;
  } }
  { const v389 = data["filter-engine_types"];
  if (v389 !== undefined) {
  if (!(typeof v389 === "boolean")) return false;
  } }
  { const v390 = data["filter-transmissions"];
  if (v390 !== undefined) {
  if (!(typeof v390 === "boolean")) return false;
  } }
  { const v391 = data["filter-colors"];
  if (v391 !== undefined) {
  if (!(typeof v391 === "boolean")) return false;
  } }
  { const v392 = data["filter-specific_colors"];
  if (v392 !== undefined) {
  if (!(typeof v392 === "boolean")) return false;
  } }
  { const v393 = data["filter-dealers"];
  if (v393 !== undefined) {
  if (!(typeof v393 === "boolean")) return false;
  } }
  { const v394 = data["filter-number_of_seats"];
  if (v394 !== undefined) {
  if (!(typeof v394 === "boolean")) return false;
  } }
  { const v395 = data["vehicles"];
  if (v395 !== undefined) {
  if (!(typeof v395 === "object" && v395 !== null && !Array.isArray(v395))) return false;
  for (const v396 in v395) switch (v396) { case "headline": case "list": break; default: return false; }
  { const v397 = v395["headline"];
  if (v397 !== undefined) {
  if (!(typeof v397 === "string")) return false;
  if (typeof v397 === "string" && ((v397.length > 200 && codePoints(v397) > 200))) return false;
  } }
  { const v398 = v395["list"];
  if (v398 !== undefined) {
  if (!(Array.isArray(v398))) return false;
  if (Array.isArray(v398) && (v398.length > 25 || !allDistinct(v398))) return false;
  if (Array.isArray(v398)) for (let v400 = 0; v400 < v398.length; v400++) {
  const v399 = v398[v400];
  if (!(v399 === "productionYear" || v399 === "model" || v399 === "mileage" || v399 === "engines" || v399 === "color" || v399 === "drivetrain" || v399 === "vin" || v399 === "power" || v399 === "capacity" || v399 === "status" || v399 === "state" || v399 === "colorInterior" || v399 === "brand" || v399 === "title" || v399 === "version" || v399 === "modelYear" || v399 === "transmission" || v399 === "deliveryDate" || v399 === "avl" || v399 === "ownerName" || v399 === "orderNumber" || v399 === "nameplateModelGroup" || v399 === "shortVin" || v399 === "numberOfSeats" || v399 === "batteryCapacity")) return false;
  }
  } }
  } }
  { const v401 = data["box_color"];
  if (v401 !== undefined) {
  if (!(v401 === "light-theme" || v401 === "grey-theme" || v401 === "dark-theme" || v401 === "black-theme")) return false;
  } }
  { const v402 = data["padding"];
  if (v402 !== undefined) {
  if (!(v402 === "normal" || v402 === "top-space-0" || v402 === "bottom-space-0" || v402 === "y-space-0")) return false;
  } }
  return true;
}
function check18(data) {
  if (!(typeof data === "object" && data !== null && !Array.isArray(data))) return false;
  if (data["id"] === undefined) return false;
  for (const v405 in data) switch (v405) { case "id": case "block_scroll_id": case "heading": case "header_tag": case "header_size": case "ci_key_list": case "button": case "box_color": case "padding": break; default: return false; }
  { const v406 = data["id"];
  if (v406 !== undefined) {
  if (!(typeof v406 === "string")) return false;
  if (typeof v406 === "string" && ((v406.length < 2 && codePoints(v406) < 1))) return false;
  } }
  { const v407 = data["block_scroll_id"];
  if (v407 !== undefined) {
  if (!(typeof v407 === "string")) return false;
  if (typeof v407 === "string" && (v407.length !== 0 && !pattern0.test(v407))) return false;
  } }
  { const v408 = data["heading"];
  if (v408 !== undefined) {
  if (!(typeof v408 === "string")) return false;
  if (typeof v408 === "string" && ((v408.length > 150 && codePoints(v408) > 150))) return false;
  } }
  { const v409 = data["header_tag"];
  if (v409 !== undefined) {
  if (!(v409 === 1 || v409 === 2 || v409 === 3 || v409 === 4 || v409 === 5 || v409 === 6)) return false;
  } }
  { const v410 = data["header_size"];
  if (v410 !== undefined) {
  if (!(v410 === "xs" || v410 === "s" || v410 === "m" || v410 === "l" || v410 === "xl" || v410 === "title")) return false;
  } }
  { const v411 = data["ci_key_list"];
  if (v411 !== undefined) {
  if (!(typeof v411 === "string")) return false;
  if (typeof v411 === "string" && (!pattern5.test(v411))) return false;
  } }
  { const v412 = data["button"];
  if (v412 !== undefined) {
  if (!(typeof v412 === "object" && v412 !== null && !Array.isArray(v412))) return false;
  for (const v413 in v412) switch (v413) { case "url": case "type": case "target": case "link_text": case "icon": case "ui_type": case "size": case "rdx_forms_form_id": case "hidden_fields": case "form_layout": break; default: return false; }
  { const v414 = v412["url"];
  if (v414 !== undefined) {
  if (!(typeof v414 === "string")) return false;
  if (typeof v414 === "string" && ((v414.length > 2000 && codePoints(v414) > 2000) || v414.length !== 0 && !pattern3.test(v414))) return false;
  } }
  { const v415 = v412["type"];
  if (v415 !== undefined) {
  if (!(v415 === "internal" || v415 === "external" || v415 === "form" || v415 === "file")) return false;
  } }
  { const v416 = v412["target"];
  if (v416 !== undefined) {
  if (!(v416 === "_self" || v416 === "_blank")) return false;
  } }
  { const v417 = v412["link_text"];
  if (v417 !== undefined) {
  if (!(typeof v417 === "string")) return false;
  } }
  { const v418 = v412["icon"];
  if (v418 !== undefined) {
  if (!(typeof v418 === "string")) return false;
  if (typeof v418 === "string" && (v418.length !== 0 && !pattern2.test(v418))) return false;
  } }
  { const v419 = v412["ui_type"];
  if (v419 !== undefined) {
  if (!(v419 === "primary" || v419 === "secondary" || v419 === "tertiary")) return false;
  } }
  { const v420 = v412["size"];
  if (v420 !== undefined) {
  if (!(v420 === "medium" || v420 === "small")) return false;
  } }
  { const v421 = v412["rdx_forms_form_id"];
  if (v421 !== undefined) {
  if (!(typeof v421 === "string")) return false;
  } }
  { const v422 = v412["hidden_fields"];
  if (v422 !== undefined) {
  if (!(Array.isArray(v422))) return false;
  if (Array.isArray(v422) && (v422.length > 20)) return false;
  if (Array.isArray(v422)) for (let v424 = 0; v424 < v422.length; v424++) {
  const v423 = v422[v424];
  if (!(typeof v423 === "object" && v423 !== null && !Array.isArray(v423))) return false;
  if (v423["name"] === undefined || v423["value"] === undefined) return false;
  for (const v425 in v423) switch (v425) { case "name": case "value": break; default: return false; }
  { const v426 = v423["name"];
  if (v426 !== undefined) {
  if (!(typeof v426 === "string")) return false;
  if (typeof v426 === "string" && ((v426.length < 2 && codePoints(v426) < 1))) return false;
  } }
  { const v427 = v423["value"];
  if (v427 !== undefined) {
  if (!(typeof v427 === "string")) return false;
  } }
  }
  } }
  { const v428 = v412["form_layout"];
  if (v428 !== undefined) {
  if (!(v428 === "single" || v428 === "double")) return false;
  } }
  } }
  { const v429 = data["box_color"];
  if (v429 !== undefined) {
  if (!(v429 === "light-theme" || v429 === "grey-theme" || v429 === "dark-theme" || v429 === "black-theme")) return false;
  } }
  { const v430 = data["padding"];
  if (v430 !== undefined) {
  if (!(v430 === "normal" || v430 === "top-space-0" || v430 === "bottom-space-0" || v430 === "y-space-0")) return false;
  } }
  return true;
}
function check19(data) {
  if (!(typeof data === "object" && data !== null && !Array.isArray(data))) return false;
  if (data["id"] === undefined) return false;
  for (const v433 in data) switch (v433) { case "id": case "block_scroll_id": case "heading": case "header_tag": case "header_size": case "ci_key_list": case "sl_key_brand": case "default_sort": case "forced_statuses": case "filter-brands": case "filter-models": case "filter-financing_options": case "filter-states": case "filter-statuses": case "filter-msrp_price": case "filter-display_price": case "filter-mileage": case "filter-production_year": case "filter-model_year": case "filter-power": case "filter-engine_types": case "filter-transmissions": case "filter-colors": case "filter-specific_colors": case "filter-dealers": case "filter-number_of_seats": case "vehicles": case "box_color": case "padding": break; default: return false; }
  { const v434 = data["id"];
  if (v434 !== undefined) {
  if (!(typeof v434 === "string")) return false;
  if (typeof v434 === "string" && ((v434.length < 2 && codePoints(v434) < 1))) return false;
  } }
  { const v435 = data["block_scroll_id"];
  if (v435 !== undefined) {
  if (!(typeof v435 === "string")) return false;
  if (typeof v435 === "string" && (v435.length !== 0 && !pattern0.test(v435))) return false;
  } }
  { const v436 = data["heading"];
  if (v436 !== undefined) {
  if (!(typeof v436 === "string")) return false;
  if (typeof v436 === "string" && ((v436.length > 150 && codePoints(v436) > 150))) return false;
  } }
  { const v437 = data["header_tag"];
  if (v437 !== undefined) {
  if (!(v437 === 1 || v437 === 2 || v437 === 3 || v437 === 4 || v437 === 5 || v437 === 6)) return false;
  } }
  { const v438 = data["header_size"];
  if (v438 !== undefined) {
  if (!(v438 === "xs" || v438 === "s" || v438 === "m" || v438 === "l" || v438 === "xl" || v438 === "title")) return false;
  } }
  { const v439 = data["ci_key_list"];
  if (v439 !== undefined) {
  if (!(typeof v439 === "string")) return false;
  if (typeof v439 === "string" && (!pattern5.test(v439))) return false;
  } }
  { const v440 = data["sl_key_brand"];
  if (v440 !== undefined) {
  if (!(v440 === "" || v440 === "land_rover" || v440 === "jaguar")) return false;
  } }
  { const v441 = data["default_sort"];
  if (v441 !== undefined) {
  if (!(v441 === "productionYearAsc" || v441 === "productionYearDesc" || v441 === "createdAtAsc" || v441 === "createdAtDesc" || v441 === "mileageAsc" || v441 === "mileageDesc" || v441 === "priceAsc" || v441 === "priceDesc" || v441 === "status")) return false;
  } }
  { const v442 = data["forced_statuses"];
  if (v442 !== undefined) {
  if (!(Array.isArray(v442))) return false;
  if (Array.isArray(v442) && (v442.length > 8)) return false;
  if (Array.isArray(v442)) for (let v444 = 0; v444 < v442.length; v444++) {
  const v443 = v442[v444];
  if (!(v443 === "stock" || v443 === "available_soon" || v443 === "reserved" || v443 === "sold" || v443 === "in_production" || v443 === "on_demand" || v443 === "delivery" || v443 === "demo")) return false;
  }
  } }
  { const v445 = data["filter-brands"];
  if (v445 !== undefined) {
  if (!(typeof v445 === "boolean")) return false;
  } }
  { const v446 = data["filter-models"];
  if (v446 !== undefined) {
  if (!(typeof v446 === "boolean")) return false;
  } }
  { const v447 = data["filter-financing_options"];
  if (v447 !== undefined) {
  if (!(typeof v447 === "boolean")) return false;
  } }
  { const v448 = data["filter-states"];
  if (v448 !== undefined) {
  if (!(typeof v448 === "boolean")) return false;
  } }
  { const v449 = data["filter-statuses"];
  if (v449 !== undefined) {
  if (!(typeof v449 === "boolean")) return false;
  } }
  { const v450 = data["filter-msrp_price"];
  if (v450 !== undefined) {
  if (!(typeof v450 === "boolean")) return false;
  } }
  { const v451 = data["filter-display_price"];
  if (v451 !== undefined) {
  if (!(typeof v451 === "boolean")) return false;
  } }
  { const v452 = data["filter-mileage"];
  if (v452 !== undefined) {
  if (!(typeof v452 === "boolean")) return false;
  } }
  { const v453 = data["filter-production_year"];
  if (v453 !== undefined) {
  if (!(typeof v453 === "boolean")) return false;
  } }
  { const v454 = data["filter-model_year"];
  if (v454 !== undefined) {
  if (!(typeof v454 === "boolean")) return false;
  } }
  { const v455 = data["filter-power"];
  if (v455 !== undefined) {
  if (!(typeof v455 === "boolean")) return false;
  } }
  { const v456 = data["filter-engine_types"];
  if (v456 !== undefined) {
  if (!(typeof v456 === "boolean")) return false;
  } }
  { const v457 = data["filter-transmissions"];
  if (v457 !== undefined) {
  if (!(typeof v457 === "boolean")) return false;
  } }
  { const v458 = data["filter-colors"];
  if (v458 !== undefined) {
  if (!(typeof v458 === "boolean")) return false;
  } }
  { const v459 = data["filter-specific_colors"];
  if (v459 !== undefined) {
  if (!(typeof v459 === "boolean")) return false;
  } }
  { const v460 = data["filter-dealers"];
  if (v460 !== undefined) {
  if (!(typeof v460 === "boolean")) return false;
  } }
  { const v461 = data["filter-number_of_seats"];
  if (v461 !== undefined) {
  if (!(typeof v461 === "boolean")) return false;
  } }
  { const v462 = data["vehicles"];
  if (v462 !== undefined) {
  if (!(typeof v462 === "object" && v462 !== null && !Array.isArray(v462))) return false;
  for (const v463 in v462) switch (v463) { case "headline": case "list": break; default: return false; }
  { const v464 = v462["headline"];
  if (v464 !== undefined) {
  if (!(typeof v464 === "string")) return false;
  if (typeof v464 === "string" && ((v464.length > 200 && codePoints(v464) > 200))) return false;
  } }
  { const v465 = v462["list"];
  if (v465 !== undefined) {
  if (!(Array.isArray(v465))) return false;
  if (Array.isArray(v465) && (v465.length > 25)) return false;
  if (Array.isArray(v465)) for (let v467 = 0; v467 < v465.length; v467++) {
  const v466 = v465[v467];
  if (!(v466 === "productionYear" || v466 === "model" || v466 === "mileage" || v466 === "engines" || v466 === "color" || v466 === "drivetrain" || v466 === "vin" || v466 === "power" || v466 === "capacity" || v466 === "status" || v466 === "state" || v466 === "colorInterior" || v466 === "brand" || v466 === "title" || v466 === "version" || v466 === "modelYear" || v466 === "transmission" || v466 === "deliveryDate" || v466 === "avl" || v466 === "ownerName" || v466 === "orderNumber" || v466 === "nameplateModelGroup" || v466 === "shortVin" || v466 === "numberOfSeats" || v466 === "batteryCapacity")) return false;
  }
  } }
  } }
  { const v468 = data["box_color"];
  if (v468 !== undefined) {
  if (!(v468 === "light-theme" || v468 === "grey-theme" || v468 === "dark-theme" || v468 === "black-theme")) return false;
  } }
  { const v469 = data["padding"];
  if (v469 !== undefined) {
  if (!(v469 === "normal" || v469 === "top-space-0" || v469 === "bottom-space-0" || v469 === "y-space-0")) return false;
  } }
  return true;
}
function check20(data) {
  if (!(typeof data === "object" && data !== null && !Array.isArray(data))) return false;
  if (data["id"] === undefined || data["tabs"] === undefined) return false;
  for (const v472 in data) switch (v472) { case "id": case "block_scroll_id": case "heading": case "header_tag": case "header_size": case "has_modal": case "tabs": case "box_color": case "padding": break; default: return false; }
  { const v473 = data["id"];
  if (v473 !== undefined) {
  if (!(typeof v473 === "string")) return false;
  if (typeof v473 === "string" && ((v473.length < 2 && codePoints(v473) < 1))) return false;
  } }
  { const v474 = data["block_scroll_id"];
  if (v474 !== undefined) {
  if (!(typeof v474 === "string")) return false;
  if (typeof v474 === "string" && (v474.length !== 0 && !pattern0.test(v474))) return false;
  } }
  { const v475 = data["heading"];
  if (v475 !== undefined) {
  if (!(typeof v475 === "string")) return false;
  if (typeof v475 === "string" && ((v475.length > 150 && codePoints(v475) > 150))) return false;
  } }
  { const v476 = data["header_tag"];
  if (v476 !== undefined) {
  if (!(v476 === 1 || v476 === 2 || v476 === 3 || v476 === 4 || v476 === 5 || v476 === 6)) return false;
  } }
  { const v477 = data["header_size"];
  if (v477 !== undefined) {
  if (!(v477 === "xs" || v477 === "s" || v477 === "m" || v477 === "l" || v477 === "xl" || v477 === "title")) return false;
  } }
  { const v478 = data["has_modal"];
  if (v478 !== undefined) {
  if (!(typeof v478 === "boolean")) return false;
  } }
  { const v479 = data["tabs"];
  if (v479 !== undefined) {
  if (!(Array.isArray(v479))) return false;
  if (Array.isArray(v479) && (v479.length > 10 || v479.length < 1)) return false;
  if (Array.isArray(v479)) for (let v481 = 0; v481 < v479.length; v481++) {
  const v480 = v479[v481];
  if (!(typeof v480 === "object" && v480 !== null && !Array.isArray(v480))) return false;
  if (v480["tab_label"] === undefined) return false;
  for (const v482 in v480) switch (v482) { case "tab_label": case "tab_id": case "content": break; default: return false; }
  { const v483 = v480["tab_label"];
  if (v483 !== undefined) {
  if (!(typeof v483 === "string")) return false;
  if (typeof v483 === "string" && ((v483.length > 60 && codePoints(v483) > 60) || (v483.length < 2 && codePoints(v483) < 1))) return false;
  } }
  { const v484 = v480["tab_id"];
  if (v484 !== undefined) {
  if (!(typeof v484 === "string")) return false;
  if (typeof v484 === "string" && (v484.length !== 0 && !pattern0.test(v484))) return false;
  } }
  { const v485 = v480["content"];
  if (v485 !== undefined) {
  if (!check4(v485)) return false;
  } }
  }
  } }
  { const v486 = data["box_color"];
  if (v486 !== undefined) {
  if (!(v486 === "light-theme" || v486 === "grey-theme" || v486 === "dark-theme" || v486 === "black-theme")) return false;
  } }
  { const v487 = data["padding"];
  if (v487 !== undefined) {
  if (!(v487 === "normal" || v487 === "top-space-0" || v487 === "bottom-space-0" || v487 === "y-space-0")) return false;
  } }
  return true;
}
function check2(data) {
  if (!(typeof data === "object" && data !== null && !Array.isArray(data))) return false;
  if (data["type"] === undefined || data["props"] === undefined) return false;
  for (const v14 in data) switch (v14) { case "type": case "props": break; default: return false; }
  { const v15 = data["type"];
  if (v15 !== undefined) {
  if (!(typeof v15 === "string")) return false;
  } }
  { const v16 = data["props"];
  if (v16 !== undefined) {
  if (!(typeof v16 === "object" && v16 !== null && !Array.isArray(v16))) return false;
  } }
  if (typeof data === "object" && data !== null && !Array.isArray(data)) switch (data["type"]) {
  case "accordion": {
  if (typeof data === "object" && data !== null && !Array.isArray(data)) {
  { const v17 = data["type"];
  if (v17 !== undefined) {
  if (v17 !== "accordion") return false;
  } }
  { const v18 = data["props"];
  if (v18 !== undefined) {
  if (!check3(v18)) return false;
  } }
  }
  break; }
  case "column-group": {
  if (typeof data === "object" && data !== null && !Array.isArray(data)) {
  { const v46 = data["type"];
  if (v46 !== undefined) {
  if (v46 !== "column-group") return false;
  } }
  { const v47 = data["props"];
  if (v47 !== undefined) {
  if (!check5(v47)) return false;
  } }
  }
  break; }
  case "content-blocks": {
  if (typeof data === "object" && data !== null && !Array.isArray(data)) {
  { const v103 = data["type"];
  if (v103 !== undefined) {
  if (v103 !== "content-blocks") return false;
  } }
  { const v104 = data["props"];
  if (v104 !== undefined) {
  if (!check6(v104)) return false;
  } }
  }
  break; }
  case "entry-form": {
  if (typeof data === "object" && data !== null && !Array.isArray(data)) {
  { const v149 = data["type"];
  if (v149 !== undefined) {
  if (v149 !== "entry-form") return false;
  } }
  { const v150 = data["props"];
  if (v150 !== undefined) {
  if (!check7(v150)) return false;
  } }
  }
  break; }
  case "expanded-entry-form": {
  if (typeof data === "object" && data !== null && !Array.isArray(data)) {
  { const v158 = data["type"];
  if (v158 !== undefined) {
  if (v158 !== "expanded-entry-form") return false;
  } }
  { const v159 = data["props"];
  if (v159 !== undefined) {
  if (!check8(v159)) return false;
  } }
  }
  break; }
  case "extended-warranty": {
  if (typeof data === "object" && data !== null && !Array.isArray(data)) {
  { const v169 = data["type"];
  if (v169 !== undefined) {
  if (v169 !== "extended-warranty") return false;
  } }
  { const v170 = data["props"];
  if (v170 !== undefined) {
  if (!check9(v170)) return false;
  } }
  }
  break; }
  case "form": {
  if (typeof data === "object" && data !== null && !Array.isArray(data)) {
  { const v196 = data["type"];
  if (v196 !== undefined) {
  if (v196 !== "form") return false;
  } }
  { const v197 = data["props"];
  if (v197 !== undefined) {
  if (!check10(v197)) return false;
  } }
  }
  break; }
  case "hero-title-banner": {
  if (typeof data === "object" && data !== null && !Array.isArray(data)) {
  { const v233 = data["type"];
  if (v233 !== undefined) {
  if (v233 !== "hero-title-banner") return false;
  } }
  { const v234 = data["props"];
  if (v234 !== undefined) {
  if (!check11(v234)) return false;
  } }
  }
  break; }
  case "image-element": {
  if (typeof data === "object" && data !== null && !Array.isArray(data)) {
  { const v270 = data["type"];
  if (v270 !== undefined) {
  if (v270 !== "image-element") return false;
  } }
  { const v271 = data["props"];
  if (v271 !== undefined) {
  if (!check12(v271)) return false;
  } }
  }
  break; }
  case "image-tabs": {
  if (typeof data === "object" && data !== null && !Array.isArray(data)) {
  { const v297 = data["type"];
  if (v297 !== undefined) {
  if (v297 !== "image-tabs") return false;
  } }
  { const v298 = data["props"];
  if (v298 !== undefined) {
  if (!check13(v298)) return false;
  } }
  }
  break; }
  case "inpage-navigation": {
  if (typeof data === "object" && data !== null && !Array.isArray(data)) {
  { const v325 = data["type"];
  if (v325 !== undefined) {
  if (v325 !== "inpage-navigation") return false;
  } }
  { const v326 = data["props"];
  if (v326 !== undefined) {
  if (!check14(v326)) return false;
  } }
  }
  break; }
  case "quote": {
  if (typeof data === "object" && data !== null && !Array.isArray(data)) {
  { const v337 = data["type"];
  if (v337 !== undefined) {
  if (v337 !== "quote") return false;
  } }
  { const v338 = data["props"];
  if (v338 !== undefined) {
  if (!check15(v338)) return false;
  } }
  }
  break; }
  case "quote-slider": {
  if (typeof data === "object" && data !== null && !Array.isArray(data)) {
  { const v348 = data["type"];
  if (v348 !== undefined) {
  if (v348 !== "quote-slider") return false;
  } }
  { const v349 = data["props"];
  if (v349 !== undefined) {
  if (!check16(v349)) return false;
  } }
  }
  break; }
  case "stock-locator": {
  if (typeof data === "object" && data !== null && !Array.isArray(data)) {
  { const v364 = data["type"];
  if (v364 !== undefined) {
  if (v364 !== "stock-locator") return false;
  } }
  { const v365 = data["props"];
  if (v365 !== undefined) {
  if (!check17(v365)) return false;
  } }
  }
  break; }
  case "stock-locator-carousel": {
  if (typeof data === "object" && data !== null && !Array.isArray(data)) {
  { const v403 = data["type"];
  if (v403 !== undefined) {
  if (v403 !== "stock-locator-carousel") return false;
  } }
  { const v404 = data["props"];
  if (v404 !== undefined) {
  if (!check18(v404)) return false;
  } }
  }
  break; }
  case "stock-locator-overseas": {
  if (typeof data === "object" && data !== null && !Array.isArray(data)) {
  { const v431 = data["type"];
  if (v431 !== undefined) {
  if (v431 !== "stock-locator-overseas") return false;
  } }
  { const v432 = data["props"];
  if (v432 !== undefined) {
  if (!check19(v432)) return false;
  } }
  }
  break; }
  case "tabs": {
  if (typeof data === "object" && data !== null && !Array.isArray(data)) {
  { const v470 = data["type"];
  if (v470 !== undefined) {
  if (v470 !== "tabs") return false;
  } }
  { const v471 = data["props"];
  if (v471 !== undefined) {
  if (!check20(v471)) return false;
  } }
  }
  break; }
  default: return false;
  }
  return true;
}
function check1(data) {
  if (!(Array.isArray(data))) return false;
  if (Array.isArray(data)) for (let v13 = 0; v13 < data.length; v13++) {
  const v12 = data[v13];
  if (!check2(v12)) return false;
  }
  return true;
}
function check0(data) {
  if (!(typeof data === "object" && data !== null && !Array.isArray(data))) return false;
  if (data["schemaVersion"] === undefined || data["root"] === undefined || data["content"] === undefined) return false;
  for (const v1 in data) switch (v1) { case "schemaVersion": case "blockVersions": case "root": case "content": break; default: return false; }
  { const v2 = data["schemaVersion"];
  if (v2 !== undefined) {
  if (v2 !== 1) return false;
  } }
  { const v3 = data["blockVersions"];
  if (v3 !== undefined) {
  if (!(typeof v3 === "object" && v3 !== null && !Array.isArray(v3))) return false;
  for (const v4 in v3) {
  const v5 = v3[v4];
  if (!(typeof v5 === "number" && !(v5 % 1) && !isNaN(v5) && isFinite(v5))) return false;
  if (typeof v5 === "number" && (v5 < 2)) return false;
  }
  } }
  { const v6 = data["root"];
  if (v6 !== undefined) {
  if (!(typeof v6 === "object" && v6 !== null && !Array.isArray(v6))) return false;
  if (v6["props"] === undefined) return false;
  for (const v7 in v6) switch (v7) { case "props": break; default: return false; }
  { const v8 = v6["props"];
  if (v8 !== undefined) {
  if (!(typeof v8 === "object" && v8 !== null && !Array.isArray(v8))) return false;
  for (const v9 in v8) switch (v9) { case "title": break; default: return false; }
  { const v10 = v8["title"];
  if (v10 !== undefined) {
  if (!(typeof v10 === "string")) return false;
  } }
  } }
  } }
  { const v11 = data["content"];
  if (v11 !== undefined) {
  if (!check1(v11)) return false;
  } }
  return true;
}
export const page = check0;
export const block_accordion = check3;
export const block_column_group = check5;
export const block_content_blocks = check6;
export const block_entry_form = check7;
export const block_expanded_entry_form = check8;
export const block_extended_warranty = check9;
export const block_form = check10;
export const block_hero_title_banner = check11;
export const block_image_element = check12;
export const block_image_tabs = check13;
export const block_inpage_navigation = check14;
export const block_quote = check15;
export const block_quote_slider = check16;
export const block_stock_locator = check17;
export const block_stock_locator_carousel = check18;
export const block_stock_locator_overseas = check19;
export const block_tabs = check20;
