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
const pattern1 = new RegExp("^$|^[a-z0-9]+(-[a-z0-9]+)*$", "u");
const pattern2 = new RegExp("^$|^(?:https?://[^\\s\\\\/?#\\u0000-\\u001f\\u007f][^\\s\\\\\\u0000-\\u001f\\u007f]*|mailto:[^\\s\\\\\\u0000-\\u001f\\u007f]+|tel:[0-9+().\\-]+|/(?![/\\\\])[^\\s\\\\\\u0000-\\u001f\\u007f]*|#[^\\s\\\\\\u0000-\\u001f\\u007f]*)$", "u");
const pattern3 = new RegExp("^[a-z0-9-]{1,60}$", "u");
function check4(data) {
  if (!(Array.isArray(data))) return false;
  if (Array.isArray(data)) for (let v31 = 0; v31 < data.length; v31++) {
  const v30 = data[v31];
  if (!check2(v30)) return false;
  }
  return true;
}
function check3(data) {
  if (!(typeof data === "object" && data !== null && !Array.isArray(data))) return false;
  if (data["id"] === undefined || data["items"] === undefined) return false;
  for (const v16 in data) switch (v16) { case "id": case "block_scroll_id": case "open_all_label": case "close_all_label": case "has_schema": case "header_tag": case "items": case "box_color": case "padding": break; default: return false; }
  { const v17 = data["id"];
  if (v17 !== undefined) {
  if (!(typeof v17 === "string")) return false;
  if (typeof v17 === "string" && ((v17.length < 2 && codePoints(v17) < 1))) return false;
  } }
  { const v18 = data["block_scroll_id"];
  if (v18 !== undefined) {
  if (!(typeof v18 === "string")) return false;
  if (typeof v18 === "string" && (v18.length !== 0 && !pattern0.test(v18))) return false;
  } }
  { const v19 = data["open_all_label"];
  if (v19 !== undefined) {
  if (!(typeof v19 === "string")) return false;
  if (typeof v19 === "string" && ((v19.length > 40 && codePoints(v19) > 40) || (v19.length < 2 && codePoints(v19) < 1))) return false;
  } }
  { const v20 = data["close_all_label"];
  if (v20 !== undefined) {
  if (!(typeof v20 === "string")) return false;
  if (typeof v20 === "string" && ((v20.length > 40 && codePoints(v20) > 40) || (v20.length < 2 && codePoints(v20) < 1))) return false;
  } }
  { const v21 = data["has_schema"];
  if (v21 !== undefined) {
  if (!(typeof v21 === "boolean")) return false;
  } }
  { const v22 = data["header_tag"];
  if (v22 !== undefined) {
  if (!(v22 === 1 || v22 === 2 || v22 === 3 || v22 === 4 || v22 === 5 || v22 === 6)) return false;
  } }
  { const v23 = data["items"];
  if (v23 !== undefined) {
  if (!(Array.isArray(v23))) return false;
  if (Array.isArray(v23) && (v23.length > 30 || v23.length < 1)) return false;
  if (Array.isArray(v23)) for (let v25 = 0; v25 < v23.length; v25++) {
  const v24 = v23[v25];
  if (!(typeof v24 === "object" && v24 !== null && !Array.isArray(v24))) return false;
  if (v24["heading"] === undefined) return false;
  for (const v26 in v24) switch (v26) { case "heading": case "paragraph": case "content": break; default: return false; }
  { const v27 = v24["heading"];
  if (v27 !== undefined) {
  if (!(typeof v27 === "string")) return false;
  if (typeof v27 === "string" && ((v27.length > 200 && codePoints(v27) > 200) || (v27.length < 2 && codePoints(v27) < 1))) return false;
  } }
  { const v28 = v24["paragraph"];
  if (v28 !== undefined) {
  if (!(typeof v28 === "string")) return false;
  } }
  { const v29 = v24["content"];
  if (v29 !== undefined) {
  if (!check4(v29)) return false;
  } }
  }
  } }
  { const v32 = data["box_color"];
  if (v32 !== undefined) {
  if (!(v32 === "light-theme" || v32 === "grey-theme" || v32 === "dark-theme" || v32 === "black-theme")) return false;
  } }
  { const v33 = data["padding"];
  if (v33 !== undefined) {
  if (!(v33 === "normal" || v33 === "top-space-0" || v33 === "bottom-space-0" || v33 === "y-space-0")) return false;
  } }
  return true;
}
function check5(data) {
  if (!(typeof data === "object" && data !== null && !Array.isArray(data))) return false;
  if (data["id"] === undefined) return false;
  for (const v36 in data) switch (v36) { case "id": case "block_scroll_id": case "heading": case "header_tag": case "header_size": case "col-numbers": case "columns": case "box_color": case "padding": break; default: return false; }
  { const v37 = data["id"];
  if (v37 !== undefined) {
  if (!(typeof v37 === "string")) return false;
  if (typeof v37 === "string" && ((v37.length < 2 && codePoints(v37) < 1))) return false;
  } }
  { const v38 = data["block_scroll_id"];
  if (v38 !== undefined) {
  if (!(typeof v38 === "string")) return false;
  if (typeof v38 === "string" && (v38.length !== 0 && !pattern0.test(v38))) return false;
  } }
  { const v39 = data["heading"];
  if (v39 !== undefined) {
  if (!(typeof v39 === "string")) return false;
  if (typeof v39 === "string" && ((v39.length > 150 && codePoints(v39) > 150))) return false;
  } }
  { const v40 = data["header_tag"];
  if (v40 !== undefined) {
  if (!(v40 === 1 || v40 === 2 || v40 === 3 || v40 === 4 || v40 === 5 || v40 === 6)) return false;
  } }
  { const v41 = data["header_size"];
  if (v41 !== undefined) {
  if (!(v41 === "xs" || v41 === "s" || v41 === "m" || v41 === "l" || v41 === "xl" || v41 === "title")) return false;
  } }
  { const v42 = data["col-numbers"];
  if (v42 !== undefined) {
  if (!(v42 === 1 || v42 === 2 || v42 === 3 || v42 === 4)) return false;
  } }
  { const v43 = data["columns"];
  if (v43 !== undefined) {
  if (!(Array.isArray(v43))) return false;
  if (Array.isArray(v43) && (v43.length > 12)) return false;
  if (Array.isArray(v43)) for (let v45 = 0; v45 < v43.length; v45++) {
  const v44 = v43[v45];
  if (!(typeof v44 === "object" && v44 !== null && !Array.isArray(v44))) return false;
  for (const v46 in v44) switch (v46) { case "header_icon": case "heading": case "header_tag": case "paragraph": case "rdx-buttons": case "rdx-links": break; default: return false; }
  { const v47 = v44["header_icon"];
  if (v47 !== undefined) {
  if (!(typeof v47 === "string")) return false;
  if (typeof v47 === "string" && (v47.length !== 0 && !pattern1.test(v47))) return false;
  } }
  { const v48 = v44["heading"];
  if (v48 !== undefined) {
  if (!(typeof v48 === "string")) return false;
  if (typeof v48 === "string" && ((v48.length > 150 && codePoints(v48) > 150))) return false;
  } }
  { const v49 = v44["header_tag"];
  if (v49 !== undefined) {
  if (!(v49 === 1 || v49 === 2 || v49 === 3 || v49 === 4 || v49 === 5 || v49 === 6)) return false;
  } }
  { const v50 = v44["paragraph"];
  if (v50 !== undefined) {
  if (!(typeof v50 === "string")) return false;
  } }
  { const v51 = v44["rdx-buttons"];
  if (v51 !== undefined) {
  if (!(Array.isArray(v51))) return false;
  if (Array.isArray(v51) && (v51.length > 3)) return false;
  if (Array.isArray(v51)) for (let v53 = 0; v53 < v51.length; v53++) {
  const v52 = v51[v53];
  if (!(typeof v52 === "object" && v52 !== null && !Array.isArray(v52))) return false;
  for (const v54 in v52) switch (v54) { case "url": case "type": case "target": case "link_text": case "icon": case "ui_type": case "size": case "rdx_forms_form_id": case "hidden_fields": case "form_layout": break; default: return false; }
  { const v55 = v52["url"];
  if (v55 !== undefined) {
  if (!(typeof v55 === "string")) return false;
  if (typeof v55 === "string" && ((v55.length > 2000 && codePoints(v55) > 2000) || v55.length !== 0 && !pattern2.test(v55))) return false;
  } }
  { const v56 = v52["type"];
  if (v56 !== undefined) {
  if (!(v56 === "internal" || v56 === "external" || v56 === "form" || v56 === "file")) return false;
  } }
  { const v57 = v52["target"];
  if (v57 !== undefined) {
  if (!(v57 === "_self" || v57 === "_blank")) return false;
  } }
  { const v58 = v52["link_text"];
  if (v58 !== undefined) {
  if (!(typeof v58 === "string")) return false;
  } }
  { const v59 = v52["icon"];
  if (v59 !== undefined) {
  if (!(typeof v59 === "string")) return false;
  if (typeof v59 === "string" && (v59.length !== 0 && !pattern1.test(v59))) return false;
  } }
  { const v60 = v52["ui_type"];
  if (v60 !== undefined) {
  if (!(v60 === "primary" || v60 === "secondary" || v60 === "tertiary")) return false;
  } }
  { const v61 = v52["size"];
  if (v61 !== undefined) {
  if (!(v61 === "medium" || v61 === "small")) return false;
  } }
  { const v62 = v52["rdx_forms_form_id"];
  if (v62 !== undefined) {
  if (!(typeof v62 === "string")) return false;
  } }
  { const v63 = v52["hidden_fields"];
  if (v63 !== undefined) {
  if (!(Array.isArray(v63))) return false;
  if (Array.isArray(v63) && (v63.length > 20)) return false;
  if (Array.isArray(v63)) for (let v65 = 0; v65 < v63.length; v65++) {
  const v64 = v63[v65];
  if (!(typeof v64 === "object" && v64 !== null && !Array.isArray(v64))) return false;
  if (v64["name"] === undefined || v64["value"] === undefined) return false;
  for (const v66 in v64) switch (v66) { case "name": case "value": break; default: return false; }
  { const v67 = v64["name"];
  if (v67 !== undefined) {
  if (!(typeof v67 === "string")) return false;
  if (typeof v67 === "string" && ((v67.length < 2 && codePoints(v67) < 1))) return false;
  } }
  { const v68 = v64["value"];
  if (v68 !== undefined) {
  if (!(typeof v68 === "string")) return false;
  } }
  }
  } }
  { const v69 = v52["form_layout"];
  if (v69 !== undefined) {
  if (!(v69 === "single" || v69 === "double")) return false;
  } }
  }
  } }
  { const v70 = v44["rdx-links"];
  if (v70 !== undefined) {
  if (!(Array.isArray(v70))) return false;
  if (Array.isArray(v70) && (v70.length > 10)) return false;
  if (Array.isArray(v70)) for (let v72 = 0; v72 < v70.length; v72++) {
  const v71 = v70[v72];
  if (!(typeof v71 === "object" && v71 !== null && !Array.isArray(v71))) return false;
  for (const v73 in v71) switch (v73) { case "url": case "type": case "target": case "link_text": case "icon": case "ui_type": case "size": case "rdx_forms_form_id": case "hidden_fields": case "form_layout": break; default: return false; }
  { const v74 = v71["url"];
  if (v74 !== undefined) {
  if (!(typeof v74 === "string")) return false;
  if (typeof v74 === "string" && ((v74.length > 2000 && codePoints(v74) > 2000) || v74.length !== 0 && !pattern2.test(v74))) return false;
  } }
  { const v75 = v71["type"];
  if (v75 !== undefined) {
  if (!(v75 === "internal" || v75 === "external" || v75 === "form" || v75 === "file")) return false;
  } }
  { const v76 = v71["target"];
  if (v76 !== undefined) {
  if (!(v76 === "_self" || v76 === "_blank")) return false;
  } }
  { const v77 = v71["link_text"];
  if (v77 !== undefined) {
  if (!(typeof v77 === "string")) return false;
  } }
  { const v78 = v71["icon"];
  if (v78 !== undefined) {
  if (!(typeof v78 === "string")) return false;
  if (typeof v78 === "string" && (v78.length !== 0 && !pattern1.test(v78))) return false;
  } }
  { const v79 = v71["ui_type"];
  if (v79 !== undefined) {
  if (!(v79 === "primary" || v79 === "secondary" || v79 === "tertiary")) return false;
  } }
  { const v80 = v71["size"];
  if (v80 !== undefined) {
  if (!(v80 === "medium" || v80 === "small")) return false;
  } }
  { const v81 = v71["rdx_forms_form_id"];
  if (v81 !== undefined) {
  if (!(typeof v81 === "string")) return false;
  } }
  { const v82 = v71["hidden_fields"];
  if (v82 !== undefined) {
  if (!(Array.isArray(v82))) return false;
  if (Array.isArray(v82) && (v82.length > 20)) return false;
  if (Array.isArray(v82)) for (let v84 = 0; v84 < v82.length; v84++) {
  const v83 = v82[v84];
  if (!(typeof v83 === "object" && v83 !== null && !Array.isArray(v83))) return false;
  if (v83["name"] === undefined || v83["value"] === undefined) return false;
  for (const v85 in v83) switch (v85) { case "name": case "value": break; default: return false; }
  { const v86 = v83["name"];
  if (v86 !== undefined) {
  if (!(typeof v86 === "string")) return false;
  if (typeof v86 === "string" && ((v86.length < 2 && codePoints(v86) < 1))) return false;
  } }
  { const v87 = v83["value"];
  if (v87 !== undefined) {
  if (!(typeof v87 === "string")) return false;
  } }
  }
  } }
  { const v88 = v71["form_layout"];
  if (v88 !== undefined) {
  if (!(v88 === "single" || v88 === "double")) return false;
  } }
  }
  } }
  }
  } }
  { const v89 = data["box_color"];
  if (v89 !== undefined) {
  if (!(v89 === "light-theme" || v89 === "grey-theme" || v89 === "dark-theme" || v89 === "black-theme")) return false;
  } }
  { const v90 = data["padding"];
  if (v90 !== undefined) {
  if (!(v90 === "normal" || v90 === "top-space-0" || v90 === "bottom-space-0" || v90 === "y-space-0")) return false;
  } }
  return true;
}
function check6(data) {
  if (!(typeof data === "object" && data !== null && !Array.isArray(data))) return false;
  if (data["id"] === undefined) return false;
  for (const v93 in data) switch (v93) { case "id": case "block_scroll_id": case "heading": case "header_tag": case "header_size": case "col-numbers": case "image-ratio": case "cards": case "box_color": case "padding": break; default: return false; }
  { const v94 = data["id"];
  if (v94 !== undefined) {
  if (!(typeof v94 === "string")) return false;
  if (typeof v94 === "string" && ((v94.length < 2 && codePoints(v94) < 1))) return false;
  } }
  { const v95 = data["block_scroll_id"];
  if (v95 !== undefined) {
  if (!(typeof v95 === "string")) return false;
  if (typeof v95 === "string" && (v95.length !== 0 && !pattern0.test(v95))) return false;
  } }
  { const v96 = data["heading"];
  if (v96 !== undefined) {
  if (!(typeof v96 === "string")) return false;
  if (typeof v96 === "string" && ((v96.length > 150 && codePoints(v96) > 150))) return false;
  } }
  { const v97 = data["header_tag"];
  if (v97 !== undefined) {
  if (!(v97 === 1 || v97 === 2 || v97 === 3 || v97 === 4 || v97 === 5 || v97 === 6)) return false;
  } }
  { const v98 = data["header_size"];
  if (v98 !== undefined) {
  if (!(v98 === "xs" || v98 === "s" || v98 === "m" || v98 === "l" || v98 === "xl" || v98 === "title")) return false;
  } }
  { const v99 = data["col-numbers"];
  if (v99 !== undefined) {
  if (!(v99 === 1 || v99 === 2 || v99 === 3 || v99 === 4)) return false;
  } }
  { const v100 = data["image-ratio"];
  if (v100 !== undefined) {
  if (!(v100 === "16-9" || v100 === "16-6-5")) return false;
  } }
  { const v101 = data["cards"];
  if (v101 !== undefined) {
  if (!(Array.isArray(v101))) return false;
  if (Array.isArray(v101) && (v101.length > 1000)) return false;
  if (Array.isArray(v101)) for (let v103 = 0; v103 < v101.length; v103++) {
  const v102 = v101[v103];
  if (!(typeof v102 === "object" && v102 !== null && !Array.isArray(v102))) return false;
  for (const v104 in v102) switch (v104) { case "image": case "heading": case "header_tag": case "paragraph": case "rdx-link": break; default: return false; }
  { const v105 = v102["image"];
  if (v105 !== undefined) {
  if (!(typeof v105 === "object" && v105 !== null && !Array.isArray(v105))) return false;
  if (v105["id"] === undefined) return false;
  for (const v106 in v105) switch (v106) { case "id": case "alt": case "variants": break; default: return false; }
  { const v107 = v105["id"];
  if (v107 !== undefined) {
  if (!(typeof v107 === "string")) return false;
  if (typeof v107 === "string" && ((v107.length < 2 && codePoints(v107) < 1))) return false;
  } }
  { const v108 = v105["alt"];
  if (v108 !== undefined) {
  if (!(typeof v108 === "string")) return false;
  } }
  { const v109 = v105["variants"];
  if (v109 !== undefined) {
  if (!(Array.isArray(v109))) return false;
  if (Array.isArray(v109)) for (let v111 = 0; v111 < v109.length; v111++) {
  const v110 = v109[v111];
  if (!(typeof v110 === "object" && v110 !== null && !Array.isArray(v110))) return false;
  if (v110["width"] === undefined || v110["height"] === undefined) return false;
  for (const v112 in v110) switch (v112) { case "width": case "height": break; default: return false; }
  { const v113 = v110["width"];
  if (v113 !== undefined) {
  if (!(typeof v113 === "number" && !(v113 % 1) && !isNaN(v113) && isFinite(v113))) return false;
  if (typeof v113 === "number" && (v113 < 1)) return false;
  } }
  { const v114 = v110["height"];
  if (v114 !== undefined) {
  if (!(typeof v114 === "number" && !(v114 % 1) && !isNaN(v114) && isFinite(v114))) return false;
  if (typeof v114 === "number" && (v114 < 1)) return false;
  } }
  }
  } }
  } }
  { const v115 = v102["heading"];
  if (v115 !== undefined) {
  if (!(typeof v115 === "string")) return false;
  if (typeof v115 === "string" && ((v115.length > 150 && codePoints(v115) > 150))) return false;
  } }
  { const v116 = v102["header_tag"];
  if (v116 !== undefined) {
  if (!(v116 === 1 || v116 === 2 || v116 === 3 || v116 === 4 || v116 === 5 || v116 === 6)) return false;
  } }
  { const v117 = v102["paragraph"];
  if (v117 !== undefined) {
  if (!(typeof v117 === "string")) return false;
  } }
  { const v118 = v102["rdx-link"];
  if (v118 !== undefined) {
  if (!(typeof v118 === "object" && v118 !== null && !Array.isArray(v118))) return false;
  for (const v119 in v118) switch (v119) { case "url": case "type": case "target": case "link_text": case "icon": case "ui_type": case "size": case "rdx_forms_form_id": case "hidden_fields": case "form_layout": break; default: return false; }
  { const v120 = v118["url"];
  if (v120 !== undefined) {
  if (!(typeof v120 === "string")) return false;
  if (typeof v120 === "string" && ((v120.length > 2000 && codePoints(v120) > 2000) || v120.length !== 0 && !pattern2.test(v120))) return false;
  } }
  { const v121 = v118["type"];
  if (v121 !== undefined) {
  if (!(v121 === "internal" || v121 === "external" || v121 === "form" || v121 === "file")) return false;
  } }
  { const v122 = v118["target"];
  if (v122 !== undefined) {
  if (!(v122 === "_self" || v122 === "_blank")) return false;
  } }
  { const v123 = v118["link_text"];
  if (v123 !== undefined) {
  if (!(typeof v123 === "string")) return false;
  } }
  { const v124 = v118["icon"];
  if (v124 !== undefined) {
  if (!(typeof v124 === "string")) return false;
  if (typeof v124 === "string" && (v124.length !== 0 && !pattern1.test(v124))) return false;
  } }
  { const v125 = v118["ui_type"];
  if (v125 !== undefined) {
  if (!(v125 === "primary" || v125 === "secondary" || v125 === "tertiary")) return false;
  } }
  { const v126 = v118["size"];
  if (v126 !== undefined) {
  if (!(v126 === "medium" || v126 === "small")) return false;
  } }
  { const v127 = v118["rdx_forms_form_id"];
  if (v127 !== undefined) {
  if (!(typeof v127 === "string")) return false;
  } }
  { const v128 = v118["hidden_fields"];
  if (v128 !== undefined) {
  if (!(Array.isArray(v128))) return false;
  if (Array.isArray(v128) && (v128.length > 20)) return false;
  if (Array.isArray(v128)) for (let v130 = 0; v130 < v128.length; v130++) {
  const v129 = v128[v130];
  if (!(typeof v129 === "object" && v129 !== null && !Array.isArray(v129))) return false;
  if (v129["name"] === undefined || v129["value"] === undefined) return false;
  for (const v131 in v129) switch (v131) { case "name": case "value": break; default: return false; }
  { const v132 = v129["name"];
  if (v132 !== undefined) {
  if (!(typeof v132 === "string")) return false;
  if (typeof v132 === "string" && ((v132.length < 2 && codePoints(v132) < 1))) return false;
  } }
  { const v133 = v129["value"];
  if (v133 !== undefined) {
  if (!(typeof v133 === "string")) return false;
  } }
  }
  } }
  { const v134 = v118["form_layout"];
  if (v134 !== undefined) {
  if (!(v134 === "single" || v134 === "double")) return false;
  } }
  } }
  }
  } }
  { const v135 = data["box_color"];
  if (v135 !== undefined) {
  if (!(v135 === "light-theme" || v135 === "grey-theme" || v135 === "dark-theme" || v135 === "black-theme")) return false;
  } }
  { const v136 = data["padding"];
  if (v136 !== undefined) {
  if (!(v136 === "normal" || v136 === "top-space-0" || v136 === "bottom-space-0" || v136 === "y-space-0")) return false;
  } }
  return true;
}
function check7(data) {
  if (!(typeof data === "object" && data !== null && !Array.isArray(data))) return false;
  if (data["id"] === undefined || data["heading"] === undefined) return false;
  for (const v139 in data) switch (v139) { case "id": case "block_scroll_id": case "rdx-image": case "heading": case "level": case "header_size": case "header_font": case "button": case "box_color": break; default: return false; }
  { const v140 = data["id"];
  if (v140 !== undefined) {
  if (!(typeof v140 === "string")) return false;
  if (typeof v140 === "string" && ((v140.length < 2 && codePoints(v140) < 1))) return false;
  } }
  { const v141 = data["block_scroll_id"];
  if (v141 !== undefined) {
  if (!(typeof v141 === "string")) return false;
  if (typeof v141 === "string" && (v141.length !== 0 && !pattern0.test(v141))) return false;
  } }
  { const v142 = data["rdx-image"];
  if (v142 !== undefined) {
  if (!(typeof v142 === "object" && v142 !== null && !Array.isArray(v142))) return false;
  if (v142["id"] === undefined) return false;
  for (const v143 in v142) switch (v143) { case "id": case "alt": case "variants": break; default: return false; }
  { const v144 = v142["id"];
  if (v144 !== undefined) {
  if (!(typeof v144 === "string")) return false;
  if (typeof v144 === "string" && ((v144.length < 2 && codePoints(v144) < 1))) return false;
  } }
  { const v145 = v142["alt"];
  if (v145 !== undefined) {
  if (!(typeof v145 === "string")) return false;
  } }
  { const v146 = v142["variants"];
  if (v146 !== undefined) {
  if (!(Array.isArray(v146))) return false;
  if (Array.isArray(v146)) for (let v148 = 0; v148 < v146.length; v148++) {
  const v147 = v146[v148];
  if (!(typeof v147 === "object" && v147 !== null && !Array.isArray(v147))) return false;
  if (v147["width"] === undefined || v147["height"] === undefined) return false;
  for (const v149 in v147) switch (v149) { case "width": case "height": break; default: return false; }
  { const v150 = v147["width"];
  if (v150 !== undefined) {
  if (!(typeof v150 === "number" && !(v150 % 1) && !isNaN(v150) && isFinite(v150))) return false;
  if (typeof v150 === "number" && (v150 < 1)) return false;
  } }
  { const v151 = v147["height"];
  if (v151 !== undefined) {
  if (!(typeof v151 === "number" && !(v151 % 1) && !isNaN(v151) && isFinite(v151))) return false;
  if (typeof v151 === "number" && (v151 < 1)) return false;
  } }
  }
  } }
  } }
  { const v152 = data["heading"];
  if (v152 !== undefined) {
  if (!(typeof v152 === "string")) return false;
  if (typeof v152 === "string" && ((v152.length > 150 && codePoints(v152) > 150) || (v152.length < 2 && codePoints(v152) < 1))) return false;
  } }
  { const v153 = data["level"];
  if (v153 !== undefined) {
  if (!(v153 === 1 || v153 === 2 || v153 === 3 || v153 === 4 || v153 === 5 || v153 === 6)) return false;
  } }
  { const v154 = data["header_size"];
  if (v154 !== undefined) {
  if (!(v154 === "xs" || v154 === "s" || v154 === "m" || v154 === "l" || v154 === "xl" || v154 === "title")) return false;
  } }
  { const v155 = data["header_font"];
  if (v155 !== undefined) {
  if (!(v155 === "primary" || v155 === "secondary")) return false;
  } }
  { const v156 = data["button"];
  if (v156 !== undefined) {
  if (!(typeof v156 === "object" && v156 !== null && !Array.isArray(v156))) return false;
  for (const v157 in v156) switch (v157) { case "url": case "type": case "target": case "link_text": case "icon": case "ui_type": case "size": case "rdx_forms_form_id": case "hidden_fields": case "form_layout": break; default: return false; }
  { const v158 = v156["url"];
  if (v158 !== undefined) {
  if (!(typeof v158 === "string")) return false;
  if (typeof v158 === "string" && ((v158.length > 2000 && codePoints(v158) > 2000) || v158.length !== 0 && !pattern2.test(v158))) return false;
  } }
  { const v159 = v156["type"];
  if (v159 !== undefined) {
  if (!(v159 === "internal" || v159 === "external" || v159 === "form" || v159 === "file")) return false;
  } }
  { const v160 = v156["target"];
  if (v160 !== undefined) {
  if (!(v160 === "_self" || v160 === "_blank")) return false;
  } }
  { const v161 = v156["link_text"];
  if (v161 !== undefined) {
  if (!(typeof v161 === "string")) return false;
  } }
  { const v162 = v156["icon"];
  if (v162 !== undefined) {
  if (!(typeof v162 === "string")) return false;
  if (typeof v162 === "string" && (v162.length !== 0 && !pattern1.test(v162))) return false;
  } }
  { const v163 = v156["ui_type"];
  if (v163 !== undefined) {
  if (!(v163 === "primary" || v163 === "secondary" || v163 === "tertiary")) return false;
  } }
  { const v164 = v156["size"];
  if (v164 !== undefined) {
  if (!(v164 === "medium" || v164 === "small")) return false;
  } }
  { const v165 = v156["rdx_forms_form_id"];
  if (v165 !== undefined) {
  if (!(typeof v165 === "string")) return false;
  } }
  { const v166 = v156["hidden_fields"];
  if (v166 !== undefined) {
  if (!(Array.isArray(v166))) return false;
  if (Array.isArray(v166) && (v166.length > 20)) return false;
  if (Array.isArray(v166)) for (let v168 = 0; v168 < v166.length; v168++) {
  const v167 = v166[v168];
  if (!(typeof v167 === "object" && v167 !== null && !Array.isArray(v167))) return false;
  if (v167["name"] === undefined || v167["value"] === undefined) return false;
  for (const v169 in v167) switch (v169) { case "name": case "value": break; default: return false; }
  { const v170 = v167["name"];
  if (v170 !== undefined) {
  if (!(typeof v170 === "string")) return false;
  if (typeof v170 === "string" && ((v170.length < 2 && codePoints(v170) < 1))) return false;
  } }
  { const v171 = v167["value"];
  if (v171 !== undefined) {
  if (!(typeof v171 === "string")) return false;
  } }
  }
  } }
  { const v172 = v156["form_layout"];
  if (v172 !== undefined) {
  if (!(v172 === "single" || v172 === "double")) return false;
  } }
  } }
  { const v173 = data["box_color"];
  if (v173 !== undefined) {
  if (!(v173 === "light-theme" || v173 === "grey-theme" || v173 === "dark-theme" || v173 === "black-theme")) return false;
  } }
  return true;
}
function check8(data) {
  if (!(typeof data === "object" && data !== null && !Array.isArray(data))) return false;
  if (data["id"] === undefined || data["image"] === undefined) return false;
  for (const v176 in data) switch (v176) { case "id": case "block_scroll_id": case "image": case "fullPath": case "sizes": case "heights": case "ratio": case "format": case "loading": case "alt": case "caption": break; default: return false; }
  { const v177 = data["id"];
  if (v177 !== undefined) {
  if (!(typeof v177 === "string")) return false;
  if (typeof v177 === "string" && ((v177.length < 2 && codePoints(v177) < 1))) return false;
  } }
  { const v178 = data["block_scroll_id"];
  if (v178 !== undefined) {
  if (!(typeof v178 === "string")) return false;
  if (typeof v178 === "string" && (v178.length !== 0 && !pattern0.test(v178))) return false;
  } }
  { const v179 = data["image"];
  if (v179 !== undefined) {
  if (!(typeof v179 === "object" && v179 !== null && !Array.isArray(v179))) return false;
  if (v179["id"] === undefined) return false;
  for (const v180 in v179) switch (v180) { case "id": case "alt": case "variants": break; default: return false; }
  { const v181 = v179["id"];
  if (v181 !== undefined) {
  if (!(typeof v181 === "string")) return false;
  if (typeof v181 === "string" && ((v181.length < 2 && codePoints(v181) < 1))) return false;
  } }
  { const v182 = v179["alt"];
  if (v182 !== undefined) {
  if (!(typeof v182 === "string")) return false;
  } }
  { const v183 = v179["variants"];
  if (v183 !== undefined) {
  if (!(Array.isArray(v183))) return false;
  if (Array.isArray(v183)) for (let v185 = 0; v185 < v183.length; v185++) {
  const v184 = v183[v185];
  if (!(typeof v184 === "object" && v184 !== null && !Array.isArray(v184))) return false;
  if (v184["width"] === undefined || v184["height"] === undefined) return false;
  for (const v186 in v184) switch (v186) { case "width": case "height": break; default: return false; }
  { const v187 = v184["width"];
  if (v187 !== undefined) {
  if (!(typeof v187 === "number" && !(v187 % 1) && !isNaN(v187) && isFinite(v187))) return false;
  if (typeof v187 === "number" && (v187 < 1)) return false;
  } }
  { const v188 = v184["height"];
  if (v188 !== undefined) {
  if (!(typeof v188 === "number" && !(v188 % 1) && !isNaN(v188) && isFinite(v188))) return false;
  if (typeof v188 === "number" && (v188 < 1)) return false;
  } }
  }
  } }
  } }
  { const v189 = data["fullPath"];
  if (v189 !== undefined) {
  if (!(typeof v189 === "string")) return false;
  if (typeof v189 === "string" && ((v189.length > 500 && codePoints(v189) > 500))) return false;
  } }
  { const v190 = data["sizes"];
  if (v190 !== undefined) {
  if (!(Array.isArray(v190))) return false;
  if (Array.isArray(v190) && (v190.length > 10)) return false;
  if (Array.isArray(v190)) for (let v192 = 0; v192 < v190.length; v192++) {
  const v191 = v190[v192];
  if (!(typeof v191 === "number" && !(v191 % 1) && !isNaN(v191) && isFinite(v191))) return false;
  if (typeof v191 === "number" && (v191 < 1 || v191 > 2560)) return false;
  }
  } }
  { const v193 = data["heights"];
  if (v193 !== undefined) {
  if (!(Array.isArray(v193))) return false;
  if (Array.isArray(v193) && (v193.length > 10)) return false;
  if (Array.isArray(v193)) for (let v195 = 0; v195 < v193.length; v195++) {
  const v194 = v193[v195];
  if (!(typeof v194 === "number" && !(v194 % 1) && !isNaN(v194) && isFinite(v194))) return false;
  if (typeof v194 === "number" && (v194 < 1 || v194 > 2560)) return false;
  }
  } }
  { const v196 = data["ratio"];
  if (v196 !== undefined) {
  if (!(v196 === "16-9" || v196 === "16-6-5" || v196 === "1-1")) return false;
  } }
  { const v197 = data["format"];
  if (v197 !== undefined) {
  if (!(v197 === "jpg" || v197 === "webp" || v197 === "png")) return false;
  } }
  { const v198 = data["loading"];
  if (v198 !== undefined) {
  if (!(v198 === "auto" || v198 === "eager" || v198 === "lazy")) return false;
  } }
  { const v199 = data["alt"];
  if (v199 !== undefined) {
  if (!(typeof v199 === "string")) return false;
  if (typeof v199 === "string" && ((v199.length > 300 && codePoints(v199) > 300))) return false;
  } }
  { const v200 = data["caption"];
  if (v200 !== undefined) {
  if (!(typeof v200 === "string")) return false;
  if (typeof v200 === "string" && ((v200.length > 300 && codePoints(v200) > 300))) return false;
  } }
  return true;
}
function check9(data) {
  if (!(typeof data === "object" && data !== null && !Array.isArray(data))) return false;
  if (data["id"] === undefined || data["tabs"] === undefined) return false;
  for (const v203 in data) switch (v203) { case "id": case "block_scroll_id": case "heading": case "header_tag": case "header_size": case "has_lazyload": case "tabs": case "box_color": case "padding": break; default: return false; }
  { const v204 = data["id"];
  if (v204 !== undefined) {
  if (!(typeof v204 === "string")) return false;
  if (typeof v204 === "string" && ((v204.length < 2 && codePoints(v204) < 1))) return false;
  } }
  { const v205 = data["block_scroll_id"];
  if (v205 !== undefined) {
  if (!(typeof v205 === "string")) return false;
  if (typeof v205 === "string" && (v205.length !== 0 && !pattern0.test(v205))) return false;
  } }
  { const v206 = data["heading"];
  if (v206 !== undefined) {
  if (!(typeof v206 === "string")) return false;
  if (typeof v206 === "string" && ((v206.length > 150 && codePoints(v206) > 150))) return false;
  } }
  { const v207 = data["header_tag"];
  if (v207 !== undefined) {
  if (!(v207 === 1 || v207 === 2 || v207 === 3 || v207 === 4 || v207 === 5 || v207 === 6)) return false;
  } }
  { const v208 = data["header_size"];
  if (v208 !== undefined) {
  if (!(v208 === "xs" || v208 === "s" || v208 === "m" || v208 === "l" || v208 === "xl" || v208 === "title")) return false;
  } }
  { const v209 = data["has_lazyload"];
  if (v209 !== undefined) {
  if (!(typeof v209 === "boolean")) return false;
  } }
  { const v210 = data["tabs"];
  if (v210 !== undefined) {
  if (!(Array.isArray(v210))) return false;
  if (Array.isArray(v210) && (v210.length > 8 || v210.length < 1)) return false;
  if (Array.isArray(v210)) for (let v212 = 0; v212 < v210.length; v212++) {
  const v211 = v210[v212];
  if (!(typeof v211 === "object" && v211 !== null && !Array.isArray(v211))) return false;
  if (v211["tab_label"] === undefined) return false;
  for (const v213 in v211) switch (v213) { case "tab_label": case "tab_id": case "image": case "content": case "blocks_count": break; default: return false; }
  { const v214 = v211["tab_label"];
  if (v214 !== undefined) {
  if (!(typeof v214 === "string")) return false;
  if (typeof v214 === "string" && ((v214.length > 60 && codePoints(v214) > 60) || (v214.length < 2 && codePoints(v214) < 1))) return false;
  } }
  { const v215 = v211["tab_id"];
  if (v215 !== undefined) {
  if (!(typeof v215 === "string")) return false;
  if (typeof v215 === "string" && (v215.length !== 0 && !pattern0.test(v215))) return false;
  } }
  { const v216 = v211["image"];
  if (v216 !== undefined) {
  if (!(typeof v216 === "object" && v216 !== null && !Array.isArray(v216))) return false;
  if (v216["id"] === undefined) return false;
  for (const v217 in v216) switch (v217) { case "id": case "alt": case "variants": break; default: return false; }
  { const v218 = v216["id"];
  if (v218 !== undefined) {
  if (!(typeof v218 === "string")) return false;
  if (typeof v218 === "string" && ((v218.length < 2 && codePoints(v218) < 1))) return false;
  } }
  { const v219 = v216["alt"];
  if (v219 !== undefined) {
  if (!(typeof v219 === "string")) return false;
  } }
  { const v220 = v216["variants"];
  if (v220 !== undefined) {
  if (!(Array.isArray(v220))) return false;
  if (Array.isArray(v220)) for (let v222 = 0; v222 < v220.length; v222++) {
  const v221 = v220[v222];
  if (!(typeof v221 === "object" && v221 !== null && !Array.isArray(v221))) return false;
  if (v221["width"] === undefined || v221["height"] === undefined) return false;
  for (const v223 in v221) switch (v223) { case "width": case "height": break; default: return false; }
  { const v224 = v221["width"];
  if (v224 !== undefined) {
  if (!(typeof v224 === "number" && !(v224 % 1) && !isNaN(v224) && isFinite(v224))) return false;
  if (typeof v224 === "number" && (v224 < 1)) return false;
  } }
  { const v225 = v221["height"];
  if (v225 !== undefined) {
  if (!(typeof v225 === "number" && !(v225 % 1) && !isNaN(v225) && isFinite(v225))) return false;
  if (typeof v225 === "number" && (v225 < 1)) return false;
  } }
  }
  } }
  } }
  { const v226 = v211["content"];
  if (v226 !== undefined) {
  if (!check4(v226)) return false;
  } }
  { const v227 = v211["blocks_count"];
  if (v227 !== undefined) {
  if (!(typeof v227 === "number" && isFinite(v227))) return false;
  if (!(typeof v227 === "number" && !(v227 % 1) && !isNaN(v227) && isFinite(v227))) return false;
  if (typeof v227 === "number" && (v227 < 0 || v227 > 50)) return false;
  } }
  }
  } }
  { const v228 = data["box_color"];
  if (v228 !== undefined) {
  if (!(v228 === "light-theme" || v228 === "grey-theme" || v228 === "dark-theme" || v228 === "black-theme")) return false;
  } }
  { const v229 = data["padding"];
  if (v229 !== undefined) {
  if (!(v229 === "normal" || v229 === "top-space-0" || v229 === "bottom-space-0" || v229 === "y-space-0")) return false;
  } }
  return true;
}
function check10(data) {
  if (!(typeof data === "object" && data !== null && !Array.isArray(data))) return false;
  if (data["id"] === undefined) return false;
  for (const v232 in data) switch (v232) { case "id": case "items": case "goTopShort": case "box_color": break; default: return false; }
  { const v233 = data["id"];
  if (v233 !== undefined) {
  if (!(typeof v233 === "string")) return false;
  if (typeof v233 === "string" && ((v233.length < 2 && codePoints(v233) < 1))) return false;
  } }
  { const v234 = data["items"];
  if (v234 !== undefined) {
  if (!(Array.isArray(v234))) return false;
  if (Array.isArray(v234) && (v234.length > 10)) return false;
  if (Array.isArray(v234)) for (let v236 = 0; v236 < v234.length; v236++) {
  const v235 = v234[v236];
  if (!(typeof v235 === "object" && v235 !== null && !Array.isArray(v235))) return false;
  if (v235["label"] === undefined) return false;
  for (const v237 in v235) switch (v237) { case "label": case "blockId": break; default: return false; }
  { const v238 = v235["label"];
  if (v238 !== undefined) {
  if (!(typeof v238 === "string")) return false;
  if (typeof v238 === "string" && ((v238.length > 40 && codePoints(v238) > 40) || (v238.length < 2 && codePoints(v238) < 1))) return false;
  } }
  { const v239 = v235["blockId"];
  if (v239 !== undefined) {
  if (!(typeof v239 === "string")) return false;
  if (typeof v239 === "string" && (v239.length !== 0 && !pattern0.test(v239))) return false;
  } }
  }
  } }
  { const v240 = data["goTopShort"];
  if (v240 !== undefined) {
  if (!(typeof v240 === "string")) return false;
  if (typeof v240 === "string" && ((v240.length > 30 && codePoints(v240) > 30) || (v240.length < 2 && codePoints(v240) < 1))) return false;
  } }
  { const v241 = data["box_color"];
  if (v241 !== undefined) {
  if (!(v241 === "light-theme" || v241 === "grey-theme" || v241 === "dark-theme" || v241 === "black-theme")) return false;
  } }
  return true;
}
function check11(data) {
  if (!(typeof data === "object" && data !== null && !Array.isArray(data))) return false;
  if (data["id"] === undefined || data["quote"] === undefined) return false;
  for (const v244 in data) switch (v244) { case "id": case "block_scroll_id": case "quote": case "author": case "author_position": case "alignment": case "box_color": case "padding": break; default: return false; }
  { const v245 = data["id"];
  if (v245 !== undefined) {
  if (!(typeof v245 === "string")) return false;
  if (typeof v245 === "string" && ((v245.length < 2 && codePoints(v245) < 1))) return false;
  } }
  { const v246 = data["block_scroll_id"];
  if (v246 !== undefined) {
  if (!(typeof v246 === "string")) return false;
  if (typeof v246 === "string" && (v246.length !== 0 && !pattern0.test(v246))) return false;
  } }
  { const v247 = data["quote"];
  if (v247 !== undefined) {
  if (!(typeof v247 === "string")) return false;
  if (typeof v247 === "string" && ((v247.length > 600 && codePoints(v247) > 600) || (v247.length < 2 && codePoints(v247) < 1))) return false;
  } }
  { const v248 = data["author"];
  if (v248 !== undefined) {
  if (!(typeof v248 === "string")) return false;
  } }
  { const v249 = data["author_position"];
  if (v249 !== undefined) {
  if (!(typeof v249 === "string")) return false;
  } }
  { const v250 = data["alignment"];
  if (v250 !== undefined) {
  if (!(v250 === "left" || v250 === "center" || v250 === "right")) return false;
  } }
  { const v251 = data["box_color"];
  if (v251 !== undefined) {
  if (!(v251 === "light-theme" || v251 === "grey-theme" || v251 === "dark-theme" || v251 === "black-theme")) return false;
  } }
  { const v252 = data["padding"];
  if (v252 !== undefined) {
  if (!(v252 === "normal" || v252 === "top-space-0" || v252 === "bottom-space-0" || v252 === "y-space-0")) return false;
  } }
  return true;
}
function check12(data) {
  if (!(typeof data === "object" && data !== null && !Array.isArray(data))) return false;
  if (data["id"] === undefined || data["slides"] === undefined) return false;
  for (const v255 in data) switch (v255) { case "id": case "block_scroll_id": case "slides": case "section_class": case "justify_text": case "has_timer": case "slider_theme": break; default: return false; }
  { const v256 = data["id"];
  if (v256 !== undefined) {
  if (!(typeof v256 === "string")) return false;
  if (typeof v256 === "string" && ((v256.length < 2 && codePoints(v256) < 1))) return false;
  } }
  { const v257 = data["block_scroll_id"];
  if (v257 !== undefined) {
  if (!(typeof v257 === "string")) return false;
  if (typeof v257 === "string" && (v257.length !== 0 && !pattern0.test(v257))) return false;
  } }
  { const v258 = data["slides"];
  if (v258 !== undefined) {
  if (!(Array.isArray(v258))) return false;
  if (Array.isArray(v258) && (v258.length > 10 || v258.length < 1)) return false;
  if (Array.isArray(v258)) for (let v260 = 0; v260 < v258.length; v260++) {
  const v259 = v258[v260];
  if (!(typeof v259 === "object" && v259 !== null && !Array.isArray(v259))) return false;
  if (v259["quote"] === undefined) return false;
  for (const v261 in v259) switch (v261) { case "quote": case "author": case "author_position": break; default: return false; }
  { const v262 = v259["quote"];
  if (v262 !== undefined) {
  if (!(typeof v262 === "string")) return false;
  if (typeof v262 === "string" && ((v262.length > 600 && codePoints(v262) > 600) || (v262.length < 2 && codePoints(v262) < 1))) return false;
  } }
  { const v263 = v259["author"];
  if (v263 !== undefined) {
  if (!(typeof v263 === "string")) return false;
  if (typeof v263 === "string" && ((v263.length > 120 && codePoints(v263) > 120))) return false;
  } }
  { const v264 = v259["author_position"];
  if (v264 !== undefined) {
  if (!(typeof v264 === "string")) return false;
  if (typeof v264 === "string" && ((v264.length > 120 && codePoints(v264) > 120))) return false;
  } }
  }
  } }
  { const v265 = data["section_class"];
  if (v265 !== undefined) {
  if (!(v265 === "left" || v265 === "center" || v265 === "right")) return false;
  } }
  { const v266 = data["justify_text"];
  if (v266 !== undefined) {
  if (!(typeof v266 === "boolean")) return false;
  } }
  { const v267 = data["has_timer"];
  if (v267 !== undefined) {
  if (!(typeof v267 === "boolean")) return false;
  } }
  { const v268 = data["slider_theme"];
  if (v268 !== undefined) {
  if (!(v268 === "light-theme" || v268 === "grey-theme" || v268 === "dark-theme" || v268 === "black-theme" || v268 === "all-white-theme")) return false;
  } }
  return true;
}
function check13(data) {
  if (!(typeof data === "object" && data !== null && !Array.isArray(data))) return false;
  if (data["id"] === undefined) return false;
  for (const v271 in data) switch (v271) { case "id": case "block_scroll_id": case "heading": case "header_tag": case "header_size": case "ci_key_list": case "sl_key_brand": case "default_sort": case "forced_statuses": case "filter-brands": case "filter-models": case "filter-financing_options": case "filter-states": case "filter-statuses": case "filter-msrp_price": case "filter-display_price": case "filter-mileage": case "filter-production_year": case "filter-model_year": case "filter-power": case "filter-engine_types": case "filter-transmissions": case "filter-colors": case "filter-specific_colors": case "filter-dealers": case "filter-number_of_seats": case "vehicles": case "box_color": case "padding": break; default: return false; }
  { const v272 = data["id"];
  if (v272 !== undefined) {
  if (!(typeof v272 === "string")) return false;
  if (typeof v272 === "string" && ((v272.length < 2 && codePoints(v272) < 1))) return false;
  } }
  { const v273 = data["block_scroll_id"];
  if (v273 !== undefined) {
  if (!(typeof v273 === "string")) return false;
  if (typeof v273 === "string" && (v273.length !== 0 && !pattern0.test(v273))) return false;
  } }
  { const v274 = data["heading"];
  if (v274 !== undefined) {
  if (!(typeof v274 === "string")) return false;
  if (typeof v274 === "string" && ((v274.length > 150 && codePoints(v274) > 150))) return false;
  } }
  { const v275 = data["header_tag"];
  if (v275 !== undefined) {
  if (!(v275 === 1 || v275 === 2 || v275 === 3 || v275 === 4 || v275 === 5 || v275 === 6)) return false;
  } }
  { const v276 = data["header_size"];
  if (v276 !== undefined) {
  if (!(v276 === "xs" || v276 === "s" || v276 === "m" || v276 === "l" || v276 === "xl" || v276 === "title")) return false;
  } }
  { const v277 = data["ci_key_list"];
  if (v277 !== undefined) {
  if (!(typeof v277 === "string")) return false;
  if (typeof v277 === "string" && (!pattern3.test(v277))) return false;
  } }
  { const v278 = data["sl_key_brand"];
  if (v278 !== undefined) {
  if (!(v278 === "" || v278 === "land_rover" || v278 === "jaguar")) return false;
  } }
  { const v279 = data["default_sort"];
  if (v279 !== undefined) {
  if (!(v279 === "productionYearAsc" || v279 === "productionYearDesc" || v279 === "createdAtAsc" || v279 === "createdAtDesc" || v279 === "mileageAsc" || v279 === "mileageDesc" || v279 === "priceAsc" || v279 === "priceDesc" || v279 === "status")) return false;
  } }
  { const v280 = data["forced_statuses"];
  if (v280 !== undefined) {
  if (!(Array.isArray(v280))) return false;
  if (Array.isArray(v280) && (v280.length > 8 || !allDistinct(v280))) return false;
  if (Array.isArray(v280)) for (let v282 = 0; v282 < v280.length; v282++) {
  const v281 = v280[v282];
  if (!(v281 === "stock" || v281 === "available_soon" || v281 === "reserved" || v281 === "sold" || v281 === "in_production" || v281 === "on_demand" || v281 === "delivery" || v281 === "demo")) return false;
  }
  } }
  { const v283 = data["filter-brands"];
  if (v283 !== undefined) {
  if (!(typeof v283 === "boolean")) return false;
  } }
  { const v284 = data["filter-models"];
  if (v284 !== undefined) {
  if (!(typeof v284 === "boolean")) return false;
  } }
  { const v285 = data["filter-financing_options"];
  if (v285 !== undefined) {
  if (!(typeof v285 === "boolean")) return false;
  } }
  { const v286 = data["filter-states"];
  if (v286 !== undefined) {
  if (!(typeof v286 === "boolean")) return false;
  } }
  { const v287 = data["filter-statuses"];
  if (v287 !== undefined) {
  if (!(typeof v287 === "boolean")) return false;
  } }
  { const v288 = data["filter-msrp_price"];
  if (v288 !== undefined) {
  if (!(typeof v288 === "boolean")) return false;
  } }
  { const v289 = data["filter-display_price"];
  if (v289 !== undefined) {
  if (!(typeof v289 === "boolean")) return false;
  } }
  { const v290 = data["filter-mileage"];
  if (v290 !== undefined) {
  if (!(typeof v290 === "boolean")) return false;
  } }
  { const v291 = data["filter-production_year"];
  if (v291 !== undefined) {
  if (!(typeof v291 === "boolean")) return false;
  } }
  { const v292 = data["filter-model_year"];
  if (v292 !== undefined) {
  if (!(typeof v292 === "boolean")) return false;
  } }
  { const v293 = data["filter-power"];
  if (v293 !== undefined) {
  if (!(typeof v293 === "boolean")) return false;
  } }
  { const v294 = data["filter-engine_types"];
  if (v294 !== undefined) {
  if (!(typeof v294 === "boolean")) return false;
  } }
  { const v295 = data["filter-transmissions"];
  if (v295 !== undefined) {
  if (!(typeof v295 === "boolean")) return false;
  } }
  { const v296 = data["filter-colors"];
  if (v296 !== undefined) {
  if (!(typeof v296 === "boolean")) return false;
  } }
  { const v297 = data["filter-specific_colors"];
  if (v297 !== undefined) {
  if (!(typeof v297 === "boolean")) return false;
  } }
  { const v298 = data["filter-dealers"];
  if (v298 !== undefined) {
  if (!(typeof v298 === "boolean")) return false;
  } }
  { const v299 = data["filter-number_of_seats"];
  if (v299 !== undefined) {
  if (!(typeof v299 === "boolean")) return false;
  } }
  { const v300 = data["vehicles"];
  if (v300 !== undefined) {
  if (!(typeof v300 === "object" && v300 !== null && !Array.isArray(v300))) return false;
  for (const v301 in v300) switch (v301) { case "headline": case "list": break; default: return false; }
  { const v302 = v300["headline"];
  if (v302 !== undefined) {
  if (!(typeof v302 === "string")) return false;
  if (typeof v302 === "string" && ((v302.length > 200 && codePoints(v302) > 200))) return false;
  } }
  { const v303 = v300["list"];
  if (v303 !== undefined) {
  if (!(Array.isArray(v303))) return false;
  if (Array.isArray(v303) && (v303.length > 25 || !allDistinct(v303))) return false;
  if (Array.isArray(v303)) for (let v305 = 0; v305 < v303.length; v305++) {
  const v304 = v303[v305];
  if (!(v304 === "productionYear" || v304 === "model" || v304 === "mileage" || v304 === "engines" || v304 === "color" || v304 === "drivetrain" || v304 === "vin" || v304 === "power" || v304 === "capacity" || v304 === "status" || v304 === "state" || v304 === "colorInterior" || v304 === "brand" || v304 === "title" || v304 === "version" || v304 === "modelYear" || v304 === "transmission" || v304 === "deliveryDate" || v304 === "avl" || v304 === "ownerName" || v304 === "orderNumber" || v304 === "nameplateModelGroup" || v304 === "shortVin" || v304 === "numberOfSeats" || v304 === "batteryCapacity")) return false;
  }
  } }
  } }
  { const v306 = data["box_color"];
  if (v306 !== undefined) {
  if (!(v306 === "light-theme" || v306 === "grey-theme" || v306 === "dark-theme" || v306 === "black-theme")) return false;
  } }
  { const v307 = data["padding"];
  if (v307 !== undefined) {
  if (!(v307 === "normal" || v307 === "top-space-0" || v307 === "bottom-space-0" || v307 === "y-space-0")) return false;
  } }
  return true;
}
function check14(data) {
  if (!(typeof data === "object" && data !== null && !Array.isArray(data))) return false;
  if (data["id"] === undefined) return false;
  for (const v310 in data) switch (v310) { case "id": case "block_scroll_id": case "heading": case "header_tag": case "header_size": case "ci_key_list": case "button": case "box_color": case "padding": break; default: return false; }
  { const v311 = data["id"];
  if (v311 !== undefined) {
  if (!(typeof v311 === "string")) return false;
  if (typeof v311 === "string" && ((v311.length < 2 && codePoints(v311) < 1))) return false;
  } }
  { const v312 = data["block_scroll_id"];
  if (v312 !== undefined) {
  if (!(typeof v312 === "string")) return false;
  if (typeof v312 === "string" && (v312.length !== 0 && !pattern0.test(v312))) return false;
  } }
  { const v313 = data["heading"];
  if (v313 !== undefined) {
  if (!(typeof v313 === "string")) return false;
  if (typeof v313 === "string" && ((v313.length > 150 && codePoints(v313) > 150))) return false;
  } }
  { const v314 = data["header_tag"];
  if (v314 !== undefined) {
  if (!(v314 === 1 || v314 === 2 || v314 === 3 || v314 === 4 || v314 === 5 || v314 === 6)) return false;
  } }
  { const v315 = data["header_size"];
  if (v315 !== undefined) {
  if (!(v315 === "xs" || v315 === "s" || v315 === "m" || v315 === "l" || v315 === "xl" || v315 === "title")) return false;
  } }
  { const v316 = data["ci_key_list"];
  if (v316 !== undefined) {
  if (!(typeof v316 === "string")) return false;
  if (typeof v316 === "string" && (!pattern3.test(v316))) return false;
  } }
  { const v317 = data["button"];
  if (v317 !== undefined) {
  if (!(typeof v317 === "object" && v317 !== null && !Array.isArray(v317))) return false;
  for (const v318 in v317) switch (v318) { case "url": case "type": case "target": case "link_text": case "icon": case "ui_type": case "size": case "rdx_forms_form_id": case "hidden_fields": case "form_layout": break; default: return false; }
  { const v319 = v317["url"];
  if (v319 !== undefined) {
  if (!(typeof v319 === "string")) return false;
  if (typeof v319 === "string" && ((v319.length > 2000 && codePoints(v319) > 2000) || v319.length !== 0 && !pattern2.test(v319))) return false;
  } }
  { const v320 = v317["type"];
  if (v320 !== undefined) {
  if (!(v320 === "internal" || v320 === "external" || v320 === "form" || v320 === "file")) return false;
  } }
  { const v321 = v317["target"];
  if (v321 !== undefined) {
  if (!(v321 === "_self" || v321 === "_blank")) return false;
  } }
  { const v322 = v317["link_text"];
  if (v322 !== undefined) {
  if (!(typeof v322 === "string")) return false;
  } }
  { const v323 = v317["icon"];
  if (v323 !== undefined) {
  if (!(typeof v323 === "string")) return false;
  if (typeof v323 === "string" && (v323.length !== 0 && !pattern1.test(v323))) return false;
  } }
  { const v324 = v317["ui_type"];
  if (v324 !== undefined) {
  if (!(v324 === "primary" || v324 === "secondary" || v324 === "tertiary")) return false;
  } }
  { const v325 = v317["size"];
  if (v325 !== undefined) {
  if (!(v325 === "medium" || v325 === "small")) return false;
  } }
  { const v326 = v317["rdx_forms_form_id"];
  if (v326 !== undefined) {
  if (!(typeof v326 === "string")) return false;
  } }
  { const v327 = v317["hidden_fields"];
  if (v327 !== undefined) {
  if (!(Array.isArray(v327))) return false;
  if (Array.isArray(v327) && (v327.length > 20)) return false;
  if (Array.isArray(v327)) for (let v329 = 0; v329 < v327.length; v329++) {
  const v328 = v327[v329];
  if (!(typeof v328 === "object" && v328 !== null && !Array.isArray(v328))) return false;
  if (v328["name"] === undefined || v328["value"] === undefined) return false;
  for (const v330 in v328) switch (v330) { case "name": case "value": break; default: return false; }
  { const v331 = v328["name"];
  if (v331 !== undefined) {
  if (!(typeof v331 === "string")) return false;
  if (typeof v331 === "string" && ((v331.length < 2 && codePoints(v331) < 1))) return false;
  } }
  { const v332 = v328["value"];
  if (v332 !== undefined) {
  if (!(typeof v332 === "string")) return false;
  } }
  }
  } }
  { const v333 = v317["form_layout"];
  if (v333 !== undefined) {
  if (!(v333 === "single" || v333 === "double")) return false;
  } }
  } }
  { const v334 = data["box_color"];
  if (v334 !== undefined) {
  if (!(v334 === "light-theme" || v334 === "grey-theme" || v334 === "dark-theme" || v334 === "black-theme")) return false;
  } }
  { const v335 = data["padding"];
  if (v335 !== undefined) {
  if (!(v335 === "normal" || v335 === "top-space-0" || v335 === "bottom-space-0" || v335 === "y-space-0")) return false;
  } }
  return true;
}
function check15(data) {
  if (!(typeof data === "object" && data !== null && !Array.isArray(data))) return false;
  if (data["id"] === undefined) return false;
  for (const v338 in data) switch (v338) { case "id": case "block_scroll_id": case "heading": case "header_tag": case "header_size": case "ci_key_list": case "sl_key_brand": case "default_sort": case "forced_statuses": case "filter-brands": case "filter-models": case "filter-financing_options": case "filter-states": case "filter-statuses": case "filter-msrp_price": case "filter-display_price": case "filter-mileage": case "filter-production_year": case "filter-model_year": case "filter-power": case "filter-engine_types": case "filter-transmissions": case "filter-colors": case "filter-specific_colors": case "filter-dealers": case "filter-number_of_seats": case "vehicles": case "box_color": case "padding": break; default: return false; }
  { const v339 = data["id"];
  if (v339 !== undefined) {
  if (!(typeof v339 === "string")) return false;
  if (typeof v339 === "string" && ((v339.length < 2 && codePoints(v339) < 1))) return false;
  } }
  { const v340 = data["block_scroll_id"];
  if (v340 !== undefined) {
  if (!(typeof v340 === "string")) return false;
  if (typeof v340 === "string" && (v340.length !== 0 && !pattern0.test(v340))) return false;
  } }
  { const v341 = data["heading"];
  if (v341 !== undefined) {
  if (!(typeof v341 === "string")) return false;
  if (typeof v341 === "string" && ((v341.length > 150 && codePoints(v341) > 150))) return false;
  } }
  { const v342 = data["header_tag"];
  if (v342 !== undefined) {
  if (!(v342 === 1 || v342 === 2 || v342 === 3 || v342 === 4 || v342 === 5 || v342 === 6)) return false;
  } }
  { const v343 = data["header_size"];
  if (v343 !== undefined) {
  if (!(v343 === "xs" || v343 === "s" || v343 === "m" || v343 === "l" || v343 === "xl" || v343 === "title")) return false;
  } }
  { const v344 = data["ci_key_list"];
  if (v344 !== undefined) {
  if (!(typeof v344 === "string")) return false;
  if (typeof v344 === "string" && (!pattern3.test(v344))) return false;
  } }
  { const v345 = data["sl_key_brand"];
  if (v345 !== undefined) {
  if (!(v345 === "" || v345 === "land_rover" || v345 === "jaguar")) return false;
  } }
  { const v346 = data["default_sort"];
  if (v346 !== undefined) {
  if (!(v346 === "productionYearAsc" || v346 === "productionYearDesc" || v346 === "createdAtAsc" || v346 === "createdAtDesc" || v346 === "mileageAsc" || v346 === "mileageDesc" || v346 === "priceAsc" || v346 === "priceDesc" || v346 === "status")) return false;
  } }
  { const v347 = data["forced_statuses"];
  if (v347 !== undefined) {
  if (!(Array.isArray(v347))) return false;
  if (Array.isArray(v347) && (v347.length > 8)) return false;
  if (Array.isArray(v347)) for (let v349 = 0; v349 < v347.length; v349++) {
  const v348 = v347[v349];
  if (!(v348 === "stock" || v348 === "available_soon" || v348 === "reserved" || v348 === "sold" || v348 === "in_production" || v348 === "on_demand" || v348 === "delivery" || v348 === "demo")) return false;
  }
  } }
  { const v350 = data["filter-brands"];
  if (v350 !== undefined) {
  if (!(typeof v350 === "boolean")) return false;
  } }
  { const v351 = data["filter-models"];
  if (v351 !== undefined) {
  if (!(typeof v351 === "boolean")) return false;
  } }
  { const v352 = data["filter-financing_options"];
  if (v352 !== undefined) {
  if (!(typeof v352 === "boolean")) return false;
  } }
  { const v353 = data["filter-states"];
  if (v353 !== undefined) {
  if (!(typeof v353 === "boolean")) return false;
  } }
  { const v354 = data["filter-statuses"];
  if (v354 !== undefined) {
  if (!(typeof v354 === "boolean")) return false;
  } }
  { const v355 = data["filter-msrp_price"];
  if (v355 !== undefined) {
  if (!(typeof v355 === "boolean")) return false;
  } }
  { const v356 = data["filter-display_price"];
  if (v356 !== undefined) {
  if (!(typeof v356 === "boolean")) return false;
  } }
  { const v357 = data["filter-mileage"];
  if (v357 !== undefined) {
  if (!(typeof v357 === "boolean")) return false;
  } }
  { const v358 = data["filter-production_year"];
  if (v358 !== undefined) {
  if (!(typeof v358 === "boolean")) return false;
  } }
  { const v359 = data["filter-model_year"];
  if (v359 !== undefined) {
  if (!(typeof v359 === "boolean")) return false;
  } }
  { const v360 = data["filter-power"];
  if (v360 !== undefined) {
  if (!(typeof v360 === "boolean")) return false;
  } }
  { const v361 = data["filter-engine_types"];
  if (v361 !== undefined) {
  if (!(typeof v361 === "boolean")) return false;
  } }
  { const v362 = data["filter-transmissions"];
  if (v362 !== undefined) {
  if (!(typeof v362 === "boolean")) return false;
  } }
  { const v363 = data["filter-colors"];
  if (v363 !== undefined) {
  if (!(typeof v363 === "boolean")) return false;
  } }
  { const v364 = data["filter-specific_colors"];
  if (v364 !== undefined) {
  if (!(typeof v364 === "boolean")) return false;
  } }
  { const v365 = data["filter-dealers"];
  if (v365 !== undefined) {
  if (!(typeof v365 === "boolean")) return false;
  } }
  { const v366 = data["filter-number_of_seats"];
  if (v366 !== undefined) {
  if (!(typeof v366 === "boolean")) return false;
  } }
  { const v367 = data["vehicles"];
  if (v367 !== undefined) {
  if (!(typeof v367 === "object" && v367 !== null && !Array.isArray(v367))) return false;
  for (const v368 in v367) switch (v368) { case "headline": case "list": break; default: return false; }
  { const v369 = v367["headline"];
  if (v369 !== undefined) {
  if (!(typeof v369 === "string")) return false;
  if (typeof v369 === "string" && ((v369.length > 200 && codePoints(v369) > 200))) return false;
  } }
  { const v370 = v367["list"];
  if (v370 !== undefined) {
  if (!(Array.isArray(v370))) return false;
  if (Array.isArray(v370) && (v370.length > 25)) return false;
  if (Array.isArray(v370)) for (let v372 = 0; v372 < v370.length; v372++) {
  const v371 = v370[v372];
  if (!(v371 === "productionYear" || v371 === "model" || v371 === "mileage" || v371 === "engines" || v371 === "color" || v371 === "drivetrain" || v371 === "vin" || v371 === "power" || v371 === "capacity" || v371 === "status" || v371 === "state" || v371 === "colorInterior" || v371 === "brand" || v371 === "title" || v371 === "version" || v371 === "modelYear" || v371 === "transmission" || v371 === "deliveryDate" || v371 === "avl" || v371 === "ownerName" || v371 === "orderNumber" || v371 === "nameplateModelGroup" || v371 === "shortVin" || v371 === "numberOfSeats" || v371 === "batteryCapacity")) return false;
  }
  } }
  } }
  { const v373 = data["box_color"];
  if (v373 !== undefined) {
  if (!(v373 === "light-theme" || v373 === "grey-theme" || v373 === "dark-theme" || v373 === "black-theme")) return false;
  } }
  { const v374 = data["padding"];
  if (v374 !== undefined) {
  if (!(v374 === "normal" || v374 === "top-space-0" || v374 === "bottom-space-0" || v374 === "y-space-0")) return false;
  } }
  return true;
}
function check16(data) {
  if (!(typeof data === "object" && data !== null && !Array.isArray(data))) return false;
  if (data["id"] === undefined || data["tabs"] === undefined) return false;
  for (const v377 in data) switch (v377) { case "id": case "block_scroll_id": case "heading": case "header_tag": case "header_size": case "has_modal": case "tabs": case "box_color": case "padding": break; default: return false; }
  { const v378 = data["id"];
  if (v378 !== undefined) {
  if (!(typeof v378 === "string")) return false;
  if (typeof v378 === "string" && ((v378.length < 2 && codePoints(v378) < 1))) return false;
  } }
  { const v379 = data["block_scroll_id"];
  if (v379 !== undefined) {
  if (!(typeof v379 === "string")) return false;
  if (typeof v379 === "string" && (v379.length !== 0 && !pattern0.test(v379))) return false;
  } }
  { const v380 = data["heading"];
  if (v380 !== undefined) {
  if (!(typeof v380 === "string")) return false;
  if (typeof v380 === "string" && ((v380.length > 150 && codePoints(v380) > 150))) return false;
  } }
  { const v381 = data["header_tag"];
  if (v381 !== undefined) {
  if (!(v381 === 1 || v381 === 2 || v381 === 3 || v381 === 4 || v381 === 5 || v381 === 6)) return false;
  } }
  { const v382 = data["header_size"];
  if (v382 !== undefined) {
  if (!(v382 === "xs" || v382 === "s" || v382 === "m" || v382 === "l" || v382 === "xl" || v382 === "title")) return false;
  } }
  { const v383 = data["has_modal"];
  if (v383 !== undefined) {
  if (!(typeof v383 === "boolean")) return false;
  } }
  { const v384 = data["tabs"];
  if (v384 !== undefined) {
  if (!(Array.isArray(v384))) return false;
  if (Array.isArray(v384) && (v384.length > 10 || v384.length < 1)) return false;
  if (Array.isArray(v384)) for (let v386 = 0; v386 < v384.length; v386++) {
  const v385 = v384[v386];
  if (!(typeof v385 === "object" && v385 !== null && !Array.isArray(v385))) return false;
  if (v385["tab_label"] === undefined) return false;
  for (const v387 in v385) switch (v387) { case "tab_label": case "tab_id": case "content": case "blocks_count": break; default: return false; }
  { const v388 = v385["tab_label"];
  if (v388 !== undefined) {
  if (!(typeof v388 === "string")) return false;
  if (typeof v388 === "string" && ((v388.length > 60 && codePoints(v388) > 60) || (v388.length < 2 && codePoints(v388) < 1))) return false;
  } }
  { const v389 = v385["tab_id"];
  if (v389 !== undefined) {
  if (!(typeof v389 === "string")) return false;
  if (typeof v389 === "string" && (v389.length !== 0 && !pattern0.test(v389))) return false;
  } }
  { const v390 = v385["content"];
  if (v390 !== undefined) {
  if (!check4(v390)) return false;
  } }
  { const v391 = v385["blocks_count"];
  if (v391 !== undefined) {
  if (!(typeof v391 === "number" && isFinite(v391))) return false;
  if (!(typeof v391 === "number" && !(v391 % 1) && !isNaN(v391) && isFinite(v391))) return false;
  if (typeof v391 === "number" && (v391 < 0 || v391 > 50)) return false;
  } }
  }
  } }
  { const v392 = data["box_color"];
  if (v392 !== undefined) {
  if (!(v392 === "light-theme" || v392 === "grey-theme" || v392 === "dark-theme" || v392 === "black-theme")) return false;
  } }
  { const v393 = data["padding"];
  if (v393 !== undefined) {
  if (!(v393 === "normal" || v393 === "top-space-0" || v393 === "bottom-space-0" || v393 === "y-space-0")) return false;
  } }
  return true;
}
function check2(data) {
  if (!(typeof data === "object" && data !== null && !Array.isArray(data))) return false;
  if (data["type"] === undefined || data["props"] === undefined) return false;
  for (const v11 in data) switch (v11) { case "type": case "props": break; default: return false; }
  { const v12 = data["type"];
  if (v12 !== undefined) {
  if (!(typeof v12 === "string")) return false;
  } }
  { const v13 = data["props"];
  if (v13 !== undefined) {
  if (!(typeof v13 === "object" && v13 !== null && !Array.isArray(v13))) return false;
  } }
  if (typeof data === "object" && data !== null && !Array.isArray(data)) switch (data["type"]) {
  case "accordion": {
  if (typeof data === "object" && data !== null && !Array.isArray(data)) {
  { const v14 = data["type"];
  if (v14 !== undefined) {
  if (v14 !== "accordion") return false;
  } }
  { const v15 = data["props"];
  if (v15 !== undefined) {
  if (!check3(v15)) return false;
  } }
  }
  break; }
  case "column-group": {
  if (typeof data === "object" && data !== null && !Array.isArray(data)) {
  { const v34 = data["type"];
  if (v34 !== undefined) {
  if (v34 !== "column-group") return false;
  } }
  { const v35 = data["props"];
  if (v35 !== undefined) {
  if (!check5(v35)) return false;
  } }
  }
  break; }
  case "content-blocks": {
  if (typeof data === "object" && data !== null && !Array.isArray(data)) {
  { const v91 = data["type"];
  if (v91 !== undefined) {
  if (v91 !== "content-blocks") return false;
  } }
  { const v92 = data["props"];
  if (v92 !== undefined) {
  if (!check6(v92)) return false;
  } }
  }
  break; }
  case "hero-title-banner": {
  if (typeof data === "object" && data !== null && !Array.isArray(data)) {
  { const v137 = data["type"];
  if (v137 !== undefined) {
  if (v137 !== "hero-title-banner") return false;
  } }
  { const v138 = data["props"];
  if (v138 !== undefined) {
  if (!check7(v138)) return false;
  } }
  }
  break; }
  case "image-element": {
  if (typeof data === "object" && data !== null && !Array.isArray(data)) {
  { const v174 = data["type"];
  if (v174 !== undefined) {
  if (v174 !== "image-element") return false;
  } }
  { const v175 = data["props"];
  if (v175 !== undefined) {
  if (!check8(v175)) return false;
  } }
  }
  break; }
  case "image-tabs": {
  if (typeof data === "object" && data !== null && !Array.isArray(data)) {
  { const v201 = data["type"];
  if (v201 !== undefined) {
  if (v201 !== "image-tabs") return false;
  } }
  { const v202 = data["props"];
  if (v202 !== undefined) {
  if (!check9(v202)) return false;
  } }
  }
  break; }
  case "inpage-navigation": {
  if (typeof data === "object" && data !== null && !Array.isArray(data)) {
  { const v230 = data["type"];
  if (v230 !== undefined) {
  if (v230 !== "inpage-navigation") return false;
  } }
  { const v231 = data["props"];
  if (v231 !== undefined) {
  if (!check10(v231)) return false;
  } }
  }
  break; }
  case "quote": {
  if (typeof data === "object" && data !== null && !Array.isArray(data)) {
  { const v242 = data["type"];
  if (v242 !== undefined) {
  if (v242 !== "quote") return false;
  } }
  { const v243 = data["props"];
  if (v243 !== undefined) {
  if (!check11(v243)) return false;
  } }
  }
  break; }
  case "quote-slider": {
  if (typeof data === "object" && data !== null && !Array.isArray(data)) {
  { const v253 = data["type"];
  if (v253 !== undefined) {
  if (v253 !== "quote-slider") return false;
  } }
  { const v254 = data["props"];
  if (v254 !== undefined) {
  if (!check12(v254)) return false;
  } }
  }
  break; }
  case "stock-locator": {
  if (typeof data === "object" && data !== null && !Array.isArray(data)) {
  { const v269 = data["type"];
  if (v269 !== undefined) {
  if (v269 !== "stock-locator") return false;
  } }
  { const v270 = data["props"];
  if (v270 !== undefined) {
  if (!check13(v270)) return false;
  } }
  }
  break; }
  case "stock-locator-carousel": {
  if (typeof data === "object" && data !== null && !Array.isArray(data)) {
  { const v308 = data["type"];
  if (v308 !== undefined) {
  if (v308 !== "stock-locator-carousel") return false;
  } }
  { const v309 = data["props"];
  if (v309 !== undefined) {
  if (!check14(v309)) return false;
  } }
  }
  break; }
  case "stock-locator-overseas": {
  if (typeof data === "object" && data !== null && !Array.isArray(data)) {
  { const v336 = data["type"];
  if (v336 !== undefined) {
  if (v336 !== "stock-locator-overseas") return false;
  } }
  { const v337 = data["props"];
  if (v337 !== undefined) {
  if (!check15(v337)) return false;
  } }
  }
  break; }
  case "tabs": {
  if (typeof data === "object" && data !== null && !Array.isArray(data)) {
  { const v375 = data["type"];
  if (v375 !== undefined) {
  if (v375 !== "tabs") return false;
  } }
  { const v376 = data["props"];
  if (v376 !== undefined) {
  if (!check16(v376)) return false;
  } }
  }
  break; }
  default: return false;
  }
  return true;
}
function check1(data) {
  if (!(Array.isArray(data))) return false;
  if (Array.isArray(data)) for (let v10 = 0; v10 < data.length; v10++) {
  const v9 = data[v10];
  if (!check2(v9)) return false;
  }
  return true;
}
function check0(data) {
  if (!(typeof data === "object" && data !== null && !Array.isArray(data))) return false;
  if (data["schemaVersion"] === undefined || data["root"] === undefined || data["content"] === undefined) return false;
  for (const v1 in data) switch (v1) { case "schemaVersion": case "root": case "content": break; default: return false; }
  { const v2 = data["schemaVersion"];
  if (v2 !== undefined) {
  if (v2 !== 1) return false;
  } }
  { const v3 = data["root"];
  if (v3 !== undefined) {
  if (!(typeof v3 === "object" && v3 !== null && !Array.isArray(v3))) return false;
  if (v3["props"] === undefined) return false;
  for (const v4 in v3) switch (v4) { case "props": break; default: return false; }
  { const v5 = v3["props"];
  if (v5 !== undefined) {
  if (!(typeof v5 === "object" && v5 !== null && !Array.isArray(v5))) return false;
  for (const v6 in v5) switch (v6) { case "title": break; default: return false; }
  { const v7 = v5["title"];
  if (v7 !== undefined) {
  if (!(typeof v7 === "string")) return false;
  } }
  } }
  } }
  { const v8 = data["content"];
  if (v8 !== undefined) {
  if (!check1(v8)) return false;
  } }
  return true;
}
export const page = check0;
export const block_accordion = check3;
export const block_column_group = check5;
export const block_content_blocks = check6;
export const block_hero_title_banner = check7;
export const block_image_element = check8;
export const block_image_tabs = check9;
export const block_inpage_navigation = check10;
export const block_quote = check11;
export const block_quote_slider = check12;
export const block_stock_locator = check13;
export const block_stock_locator_carousel = check14;
export const block_stock_locator_overseas = check15;
export const block_tabs = check16;
