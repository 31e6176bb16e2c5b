// Generated from schemas/ and blocks/<key>/block.schema.json by `npm run codegen`. Do not edit.
/* eslint-disable */
function codePoints(text) { let length = 0; for (let i = 0; i < text.length; i++) { length++; const c = text.charCodeAt(i); if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) i++; } return length; }
const pattern0 = new RegExp("^$|^[A-Za-z][A-Za-z0-9_-]*$", "u");
const pattern1 = new RegExp("^$|^[a-z0-9]+(-[a-z0-9]+)*$", "u");
function check3(data) {
  if (!(typeof data === "object" && data !== null && !Array.isArray(data))) return false;
  if (data["id"] === undefined) return false;
  for (const v16 in data) switch (v16) { case "id": case "block_scroll_id": case "heading": case "header_tag": case "header_size": case "col-numbers": case "columns": case "box_color": case "padding": break; default: return false; }
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
  { const v19 = data["heading"];
  if (v19 !== undefined) {
  if (!(typeof v19 === "string")) return false;
  if (typeof v19 === "string" && ((v19.length > 150 && codePoints(v19) > 150))) return false;
  } }
  { const v20 = data["header_tag"];
  if (v20 !== undefined) {
  if (!(v20 === 1 || v20 === 2 || v20 === 3 || v20 === 4 || v20 === 5 || v20 === 6)) return false;
  } }
  { const v21 = data["header_size"];
  if (v21 !== undefined) {
  if (!(v21 === "xs" || v21 === "s" || v21 === "m" || v21 === "l" || v21 === "xl" || v21 === "title")) return false;
  } }
  { const v22 = data["col-numbers"];
  if (v22 !== undefined) {
  if (!(v22 === 1 || v22 === 2 || v22 === 3 || v22 === 4)) return false;
  } }
  { const v23 = data["columns"];
  if (v23 !== undefined) {
  if (!(Array.isArray(v23))) return false;
  if (Array.isArray(v23) && (v23.length > 12)) return false;
  if (Array.isArray(v23)) for (let v25 = 0; v25 < v23.length; v25++) {
  const v24 = v23[v25];
  if (!(typeof v24 === "object" && v24 !== null && !Array.isArray(v24))) return false;
  for (const v26 in v24) switch (v26) { case "header_icon": case "heading": case "header_tag": case "paragraph": case "rdx-buttons": case "rdx-links": break; default: return false; }
  { const v27 = v24["header_icon"];
  if (v27 !== undefined) {
  if (!(typeof v27 === "string")) return false;
  if (typeof v27 === "string" && (v27.length !== 0 && !pattern1.test(v27))) return false;
  } }
  { const v28 = v24["heading"];
  if (v28 !== undefined) {
  if (!(typeof v28 === "string")) return false;
  if (typeof v28 === "string" && ((v28.length > 150 && codePoints(v28) > 150))) return false;
  } }
  { const v29 = v24["header_tag"];
  if (v29 !== undefined) {
  if (!(v29 === 1 || v29 === 2 || v29 === 3 || v29 === 4 || v29 === 5 || v29 === 6)) return false;
  } }
  { const v30 = v24["paragraph"];
  if (v30 !== undefined) {
  if (!(typeof v30 === "string")) return false;
  } }
  { const v31 = v24["rdx-buttons"];
  if (v31 !== undefined) {
  if (!(Array.isArray(v31))) return false;
  if (Array.isArray(v31) && (v31.length > 3)) return false;
  if (Array.isArray(v31)) for (let v33 = 0; v33 < v31.length; v33++) {
  const v32 = v31[v33];
  if (!(typeof v32 === "object" && v32 !== null && !Array.isArray(v32))) return false;
  for (const v34 in v32) switch (v34) { case "url": case "type": case "target": case "link_text": case "icon": case "ui_type": case "size": case "rdx_forms_form_id": case "hidden_fields": case "form_layout": break; default: return false; }
  { const v35 = v32["url"];
  if (v35 !== undefined) {
  if (!(typeof v35 === "string")) return false;
  } }
  { const v36 = v32["type"];
  if (v36 !== undefined) {
  if (!(v36 === "internal" || v36 === "external" || v36 === "form" || v36 === "file")) return false;
  } }
  { const v37 = v32["target"];
  if (v37 !== undefined) {
  if (!(v37 === "_self" || v37 === "_blank")) return false;
  } }
  { const v38 = v32["link_text"];
  if (v38 !== undefined) {
  if (!(typeof v38 === "string")) return false;
  } }
  { const v39 = v32["icon"];
  if (v39 !== undefined) {
  if (!(typeof v39 === "string")) return false;
  if (typeof v39 === "string" && (v39.length !== 0 && !pattern1.test(v39))) return false;
  } }
  { const v40 = v32["ui_type"];
  if (v40 !== undefined) {
  if (!(v40 === "primary" || v40 === "secondary" || v40 === "tertiary")) return false;
  } }
  { const v41 = v32["size"];
  if (v41 !== undefined) {
  if (!(v41 === "medium" || v41 === "small")) return false;
  } }
  { const v42 = v32["rdx_forms_form_id"];
  if (v42 !== undefined) {
  if (!(typeof v42 === "string")) return false;
  } }
  { const v43 = v32["hidden_fields"];
  if (v43 !== undefined) {
  if (!(Array.isArray(v43))) return false;
  if (Array.isArray(v43) && (v43.length > 20)) return false;
  if (Array.isArray(v43)) for (let v45 = 0; v45 < v43.length; v45++) {
  const v44 = v43[v45];
  if (!(typeof v44 === "object" && v44 !== null && !Array.isArray(v44))) return false;
  if (v44["name"] === undefined || v44["value"] === undefined) return false;
  for (const v46 in v44) switch (v46) { case "name": case "value": break; default: return false; }
  { const v47 = v44["name"];
  if (v47 !== undefined) {
  if (!(typeof v47 === "string")) return false;
  if (typeof v47 === "string" && ((v47.length < 2 && codePoints(v47) < 1))) return false;
  } }
  { const v48 = v44["value"];
  if (v48 !== undefined) {
  if (!(typeof v48 === "string")) return false;
  } }
  }
  } }
  { const v49 = v32["form_layout"];
  if (v49 !== undefined) {
  if (!(v49 === "single" || v49 === "double")) return false;
  } }
  }
  } }
  { const v50 = v24["rdx-links"];
  if (v50 !== undefined) {
  if (!(Array.isArray(v50))) return false;
  if (Array.isArray(v50) && (v50.length > 10)) return false;
  if (Array.isArray(v50)) for (let v52 = 0; v52 < v50.length; v52++) {
  const v51 = v50[v52];
  if (!(typeof v51 === "object" && v51 !== null && !Array.isArray(v51))) return false;
  for (const v53 in v51) switch (v53) { case "url": case "type": case "target": case "link_text": case "icon": case "ui_type": case "size": case "rdx_forms_form_id": case "hidden_fields": case "form_layout": break; default: return false; }
  { const v54 = v51["url"];
  if (v54 !== undefined) {
  if (!(typeof v54 === "string")) return false;
  } }
  { const v55 = v51["type"];
  if (v55 !== undefined) {
  if (!(v55 === "internal" || v55 === "external" || v55 === "form" || v55 === "file")) return false;
  } }
  { const v56 = v51["target"];
  if (v56 !== undefined) {
  if (!(v56 === "_self" || v56 === "_blank")) return false;
  } }
  { const v57 = v51["link_text"];
  if (v57 !== undefined) {
  if (!(typeof v57 === "string")) return false;
  } }
  { const v58 = v51["icon"];
  if (v58 !== undefined) {
  if (!(typeof v58 === "string")) return false;
  if (typeof v58 === "string" && (v58.length !== 0 && !pattern1.test(v58))) return false;
  } }
  { const v59 = v51["ui_type"];
  if (v59 !== undefined) {
  if (!(v59 === "primary" || v59 === "secondary" || v59 === "tertiary")) return false;
  } }
  { const v60 = v51["size"];
  if (v60 !== undefined) {
  if (!(v60 === "medium" || v60 === "small")) return false;
  } }
  { const v61 = v51["rdx_forms_form_id"];
  if (v61 !== undefined) {
  if (!(typeof v61 === "string")) return false;
  } }
  { const v62 = v51["hidden_fields"];
  if (v62 !== undefined) {
  if (!(Array.isArray(v62))) return false;
  if (Array.isArray(v62) && (v62.length > 20)) return false;
  if (Array.isArray(v62)) for (let v64 = 0; v64 < v62.length; v64++) {
  const v63 = v62[v64];
  if (!(typeof v63 === "object" && v63 !== null && !Array.isArray(v63))) return false;
  if (v63["name"] === undefined || v63["value"] === undefined) return false;
  for (const v65 in v63) switch (v65) { case "name": case "value": break; default: return false; }
  { const v66 = v63["name"];
  if (v66 !== undefined) {
  if (!(typeof v66 === "string")) return false;
  if (typeof v66 === "string" && ((v66.length < 2 && codePoints(v66) < 1))) return false;
  } }
  { const v67 = v63["value"];
  if (v67 !== undefined) {
  if (!(typeof v67 === "string")) return false;
  } }
  }
  } }
  { const v68 = v51["form_layout"];
  if (v68 !== undefined) {
  if (!(v68 === "single" || v68 === "double")) return false;
  } }
  }
  } }
  }
  } }
  { const v69 = data["box_color"];
  if (v69 !== undefined) {
  if (!(v69 === "light-theme" || v69 === "grey-theme" || v69 === "dark-theme" || v69 === "black-theme")) return false;
  } }
  { const v70 = data["padding"];
  if (v70 !== undefined) {
  if (!(v70 === "normal" || v70 === "top-space-0" || v70 === "bottom-space-0" || v70 === "y-space-0")) return false;
  } }
  return true;
}
function check4(data) {
  if (!(typeof data === "object" && data !== null && !Array.isArray(data))) return false;
  if (data["id"] === undefined) return false;
  for (const v73 in data) switch (v73) { case "id": case "block_scroll_id": case "heading": case "header_tag": case "header_size": case "col-numbers": case "image-ratio": case "cards": case "box_color": case "padding": break; default: return false; }
  { const v74 = data["id"];
  if (v74 !== undefined) {
  if (!(typeof v74 === "string")) return false;
  if (typeof v74 === "string" && ((v74.length < 2 && codePoints(v74) < 1))) return false;
  } }
  { const v75 = data["block_scroll_id"];
  if (v75 !== undefined) {
  if (!(typeof v75 === "string")) return false;
  if (typeof v75 === "string" && (v75.length !== 0 && !pattern0.test(v75))) return false;
  } }
  { const v76 = data["heading"];
  if (v76 !== undefined) {
  if (!(typeof v76 === "string")) return false;
  if (typeof v76 === "string" && ((v76.length > 150 && codePoints(v76) > 150))) return false;
  } }
  { const v77 = data["header_tag"];
  if (v77 !== undefined) {
  if (!(v77 === 1 || v77 === 2 || v77 === 3 || v77 === 4 || v77 === 5 || v77 === 6)) return false;
  } }
  { const v78 = data["header_size"];
  if (v78 !== undefined) {
  if (!(v78 === "xs" || v78 === "s" || v78 === "m" || v78 === "l" || v78 === "xl" || v78 === "title")) return false;
  } }
  { const v79 = data["col-numbers"];
  if (v79 !== undefined) {
  if (!(v79 === 1 || v79 === 2 || v79 === 3 || v79 === 4)) return false;
  } }
  { const v80 = data["image-ratio"];
  if (v80 !== undefined) {
  if (!(v80 === "16-9" || v80 === "16-6-5")) return false;
  } }
  { const v81 = data["cards"];
  if (v81 !== undefined) {
  if (!(Array.isArray(v81))) return false;
  if (Array.isArray(v81) && (v81.length > 1000)) return false;
  if (Array.isArray(v81)) for (let v83 = 0; v83 < v81.length; v83++) {
  const v82 = v81[v83];
  if (!(typeof v82 === "object" && v82 !== null && !Array.isArray(v82))) return false;
  for (const v84 in v82) switch (v84) { case "image": case "heading": case "header_tag": case "paragraph": case "rdx-link": break; default: return false; }
  { const v85 = v82["image"];
  if (v85 !== undefined) {
  if (!(typeof v85 === "object" && v85 !== null && !Array.isArray(v85))) return false;
  if (v85["id"] === undefined) return false;
  for (const v86 in v85) switch (v86) { case "id": case "alt": case "variants": break; default: return false; }
  { const v87 = v85["id"];
  if (v87 !== undefined) {
  if (!(typeof v87 === "string")) return false;
  if (typeof v87 === "string" && ((v87.length < 2 && codePoints(v87) < 1))) return false;
  } }
  { const v88 = v85["alt"];
  if (v88 !== undefined) {
  if (!(typeof v88 === "string")) return false;
  } }
  { const v89 = v85["variants"];
  if (v89 !== undefined) {
  if (!(Array.isArray(v89))) return false;
  if (Array.isArray(v89)) for (let v91 = 0; v91 < v89.length; v91++) {
  const v90 = v89[v91];
  if (!(typeof v90 === "object" && v90 !== null && !Array.isArray(v90))) return false;
  if (v90["width"] === undefined || v90["height"] === undefined) return false;
  for (const v92 in v90) switch (v92) { case "width": case "height": break; default: return false; }
  { const v93 = v90["width"];
  if (v93 !== undefined) {
  if (!(typeof v93 === "number" && !(v93 % 1) && !isNaN(v93) && isFinite(v93))) return false;
  if (typeof v93 === "number" && (v93 < 1)) return false;
  } }
  { const v94 = v90["height"];
  if (v94 !== undefined) {
  if (!(typeof v94 === "number" && !(v94 % 1) && !isNaN(v94) && isFinite(v94))) return false;
  if (typeof v94 === "number" && (v94 < 1)) return false;
  } }
  }
  } }
  } }
  { const v95 = v82["heading"];
  if (v95 !== undefined) {
  if (!(typeof v95 === "string")) return false;
  if (typeof v95 === "string" && ((v95.length > 150 && codePoints(v95) > 150))) return false;
  } }
  { const v96 = v82["header_tag"];
  if (v96 !== undefined) {
  if (!(v96 === 1 || v96 === 2 || v96 === 3 || v96 === 4 || v96 === 5 || v96 === 6)) return false;
  } }
  { const v97 = v82["paragraph"];
  if (v97 !== undefined) {
  if (!(typeof v97 === "string")) return false;
  } }
  { const v98 = v82["rdx-link"];
  if (v98 !== undefined) {
  if (!(typeof v98 === "object" && v98 !== null && !Array.isArray(v98))) return false;
  for (const v99 in v98) switch (v99) { case "url": case "type": case "target": case "link_text": case "icon": case "ui_type": case "size": case "rdx_forms_form_id": case "hidden_fields": case "form_layout": break; default: return false; }
  { const v100 = v98["url"];
  if (v100 !== undefined) {
  if (!(typeof v100 === "string")) return false;
  } }
  { const v101 = v98["type"];
  if (v101 !== undefined) {
  if (!(v101 === "internal" || v101 === "external" || v101 === "form" || v101 === "file")) return false;
  } }
  { const v102 = v98["target"];
  if (v102 !== undefined) {
  if (!(v102 === "_self" || v102 === "_blank")) return false;
  } }
  { const v103 = v98["link_text"];
  if (v103 !== undefined) {
  if (!(typeof v103 === "string")) return false;
  } }
  { const v104 = v98["icon"];
  if (v104 !== undefined) {
  if (!(typeof v104 === "string")) return false;
  if (typeof v104 === "string" && (v104.length !== 0 && !pattern1.test(v104))) return false;
  } }
  { const v105 = v98["ui_type"];
  if (v105 !== undefined) {
  if (!(v105 === "primary" || v105 === "secondary" || v105 === "tertiary")) return false;
  } }
  { const v106 = v98["size"];
  if (v106 !== undefined) {
  if (!(v106 === "medium" || v106 === "small")) return false;
  } }
  { const v107 = v98["rdx_forms_form_id"];
  if (v107 !== undefined) {
  if (!(typeof v107 === "string")) return false;
  } }
  { const v108 = v98["hidden_fields"];
  if (v108 !== undefined) {
  if (!(Array.isArray(v108))) return false;
  if (Array.isArray(v108) && (v108.length > 20)) return false;
  if (Array.isArray(v108)) for (let v110 = 0; v110 < v108.length; v110++) {
  const v109 = v108[v110];
  if (!(typeof v109 === "object" && v109 !== null && !Array.isArray(v109))) return false;
  if (v109["name"] === undefined || v109["value"] === undefined) return false;
  for (const v111 in v109) switch (v111) { case "name": case "value": break; default: return false; }
  { const v112 = v109["name"];
  if (v112 !== undefined) {
  if (!(typeof v112 === "string")) return false;
  if (typeof v112 === "string" && ((v112.length < 2 && codePoints(v112) < 1))) return false;
  } }
  { const v113 = v109["value"];
  if (v113 !== undefined) {
  if (!(typeof v113 === "string")) return false;
  } }
  }
  } }
  { const v114 = v98["form_layout"];
  if (v114 !== undefined) {
  if (!(v114 === "single" || v114 === "double")) return false;
  } }
  } }
  }
  } }
  { const v115 = data["box_color"];
  if (v115 !== undefined) {
  if (!(v115 === "light-theme" || v115 === "grey-theme" || v115 === "dark-theme" || v115 === "black-theme")) return false;
  } }
  { const v116 = data["padding"];
  if (v116 !== undefined) {
  if (!(v116 === "normal" || v116 === "top-space-0" || v116 === "bottom-space-0" || v116 === "y-space-0")) return false;
  } }
  return true;
}
function check5(data) {
  if (!(typeof data === "object" && data !== null && !Array.isArray(data))) return false;
  if (data["id"] === undefined || data["heading"] === undefined) return false;
  for (const v119 in data) switch (v119) { case "id": case "block_scroll_id": case "rdx-image": case "heading": case "level": case "header_size": case "header_font": case "button": case "box_color": break; default: return false; }
  { const v120 = data["id"];
  if (v120 !== undefined) {
  if (!(typeof v120 === "string")) return false;
  if (typeof v120 === "string" && ((v120.length < 2 && codePoints(v120) < 1))) return false;
  } }
  { const v121 = data["block_scroll_id"];
  if (v121 !== undefined) {
  if (!(typeof v121 === "string")) return false;
  if (typeof v121 === "string" && (v121.length !== 0 && !pattern0.test(v121))) return false;
  } }
  { const v122 = data["rdx-image"];
  if (v122 !== undefined) {
  if (!(typeof v122 === "object" && v122 !== null && !Array.isArray(v122))) return false;
  if (v122["id"] === undefined) return false;
  for (const v123 in v122) switch (v123) { case "id": case "alt": case "variants": break; default: return false; }
  { const v124 = v122["id"];
  if (v124 !== undefined) {
  if (!(typeof v124 === "string")) return false;
  if (typeof v124 === "string" && ((v124.length < 2 && codePoints(v124) < 1))) return false;
  } }
  { const v125 = v122["alt"];
  if (v125 !== undefined) {
  if (!(typeof v125 === "string")) return false;
  } }
  { const v126 = v122["variants"];
  if (v126 !== undefined) {
  if (!(Array.isArray(v126))) return false;
  if (Array.isArray(v126)) for (let v128 = 0; v128 < v126.length; v128++) {
  const v127 = v126[v128];
  if (!(typeof v127 === "object" && v127 !== null && !Array.isArray(v127))) return false;
  if (v127["width"] === undefined || v127["height"] === undefined) return false;
  for (const v129 in v127) switch (v129) { case "width": case "height": break; default: return false; }
  { const v130 = v127["width"];
  if (v130 !== undefined) {
  if (!(typeof v130 === "number" && !(v130 % 1) && !isNaN(v130) && isFinite(v130))) return false;
  if (typeof v130 === "number" && (v130 < 1)) return false;
  } }
  { const v131 = v127["height"];
  if (v131 !== undefined) {
  if (!(typeof v131 === "number" && !(v131 % 1) && !isNaN(v131) && isFinite(v131))) return false;
  if (typeof v131 === "number" && (v131 < 1)) return false;
  } }
  }
  } }
  } }
  { const v132 = data["heading"];
  if (v132 !== undefined) {
  if (!(typeof v132 === "string")) return false;
  if (typeof v132 === "string" && ((v132.length > 150 && codePoints(v132) > 150) || (v132.length < 2 && codePoints(v132) < 1))) return false;
  } }
  { const v133 = data["level"];
  if (v133 !== undefined) {
  if (!(v133 === 1 || v133 === 2 || v133 === 3 || v133 === 4 || v133 === 5 || v133 === 6)) return false;
  } }
  { const v134 = data["header_size"];
  if (v134 !== undefined) {
  if (!(v134 === "xs" || v134 === "s" || v134 === "m" || v134 === "l" || v134 === "xl" || v134 === "title")) return false;
  } }
  { const v135 = data["header_font"];
  if (v135 !== undefined) {
  if (!(v135 === "primary" || v135 === "secondary")) return false;
  } }
  { const v136 = data["button"];
  if (v136 !== undefined) {
  if (!(typeof v136 === "object" && v136 !== null && !Array.isArray(v136))) return false;
  for (const v137 in v136) switch (v137) { case "url": case "type": case "target": case "link_text": case "icon": case "ui_type": case "size": case "rdx_forms_form_id": case "hidden_fields": case "form_layout": break; default: return false; }
  { const v138 = v136["url"];
  if (v138 !== undefined) {
  if (!(typeof v138 === "string")) return false;
  } }
  { const v139 = v136["type"];
  if (v139 !== undefined) {
  if (!(v139 === "internal" || v139 === "external" || v139 === "form" || v139 === "file")) return false;
  } }
  { const v140 = v136["target"];
  if (v140 !== undefined) {
  if (!(v140 === "_self" || v140 === "_blank")) return false;
  } }
  { const v141 = v136["link_text"];
  if (v141 !== undefined) {
  if (!(typeof v141 === "string")) return false;
  } }
  { const v142 = v136["icon"];
  if (v142 !== undefined) {
  if (!(typeof v142 === "string")) return false;
  if (typeof v142 === "string" && (v142.length !== 0 && !pattern1.test(v142))) return false;
  } }
  { const v143 = v136["ui_type"];
  if (v143 !== undefined) {
  if (!(v143 === "primary" || v143 === "secondary" || v143 === "tertiary")) return false;
  } }
  { const v144 = v136["size"];
  if (v144 !== undefined) {
  if (!(v144 === "medium" || v144 === "small")) return false;
  } }
  { const v145 = v136["rdx_forms_form_id"];
  if (v145 !== undefined) {
  if (!(typeof v145 === "string")) return false;
  } }
  { const v146 = v136["hidden_fields"];
  if (v146 !== undefined) {
  if (!(Array.isArray(v146))) return false;
  if (Array.isArray(v146) && (v146.length > 20)) return false;
  if (Array.isArray(v146)) for (let v148 = 0; v148 < v146.length; v148++) {
  const v147 = v146[v148];
  if (!(typeof v147 === "object" && v147 !== null && !Array.isArray(v147))) return false;
  if (v147["name"] === undefined || v147["value"] === undefined) return false;
  for (const v149 in v147) switch (v149) { case "name": case "value": break; default: return false; }
  { const v150 = v147["name"];
  if (v150 !== undefined) {
  if (!(typeof v150 === "string")) return false;
  if (typeof v150 === "string" && ((v150.length < 2 && codePoints(v150) < 1))) return false;
  } }
  { const v151 = v147["value"];
  if (v151 !== undefined) {
  if (!(typeof v151 === "string")) return false;
  } }
  }
  } }
  { const v152 = v136["form_layout"];
  if (v152 !== undefined) {
  if (!(v152 === "single" || v152 === "double")) return false;
  } }
  } }
  { const v153 = data["box_color"];
  if (v153 !== undefined) {
  if (!(v153 === "light-theme" || v153 === "grey-theme" || v153 === "dark-theme" || v153 === "black-theme")) return false;
  } }
  return true;
}
function check6(data) {
  if (!(typeof data === "object" && data !== null && !Array.isArray(data))) return false;
  if (data["id"] === undefined || data["image"] === undefined) return false;
  for (const v156 in data) switch (v156) { case "id": case "block_scroll_id": case "image": case "fullPath": case "sizes": case "heights": case "ratio": case "format": case "loading": case "alt": case "caption": break; default: return false; }
  { const v157 = data["id"];
  if (v157 !== undefined) {
  if (!(typeof v157 === "string")) return false;
  if (typeof v157 === "string" && ((v157.length < 2 && codePoints(v157) < 1))) return false;
  } }
  { const v158 = data["block_scroll_id"];
  if (v158 !== undefined) {
  if (!(typeof v158 === "string")) return false;
  if (typeof v158 === "string" && (v158.length !== 0 && !pattern0.test(v158))) return false;
  } }
  { const v159 = data["image"];
  if (v159 !== undefined) {
  if (!(typeof v159 === "object" && v159 !== null && !Array.isArray(v159))) return false;
  if (v159["id"] === undefined) return false;
  for (const v160 in v159) switch (v160) { case "id": case "alt": case "variants": break; default: return false; }
  { const v161 = v159["id"];
  if (v161 !== undefined) {
  if (!(typeof v161 === "string")) return false;
  if (typeof v161 === "string" && ((v161.length < 2 && codePoints(v161) < 1))) return false;
  } }
  { const v162 = v159["alt"];
  if (v162 !== undefined) {
  if (!(typeof v162 === "string")) return false;
  } }
  { const v163 = v159["variants"];
  if (v163 !== undefined) {
  if (!(Array.isArray(v163))) return false;
  if (Array.isArray(v163)) for (let v165 = 0; v165 < v163.length; v165++) {
  const v164 = v163[v165];
  if (!(typeof v164 === "object" && v164 !== null && !Array.isArray(v164))) return false;
  if (v164["width"] === undefined || v164["height"] === undefined) return false;
  for (const v166 in v164) switch (v166) { case "width": case "height": break; default: return false; }
  { const v167 = v164["width"];
  if (v167 !== undefined) {
  if (!(typeof v167 === "number" && !(v167 % 1) && !isNaN(v167) && isFinite(v167))) return false;
  if (typeof v167 === "number" && (v167 < 1)) return false;
  } }
  { const v168 = v164["height"];
  if (v168 !== undefined) {
  if (!(typeof v168 === "number" && !(v168 % 1) && !isNaN(v168) && isFinite(v168))) return false;
  if (typeof v168 === "number" && (v168 < 1)) return false;
  } }
  }
  } }
  } }
  { const v169 = data["fullPath"];
  if (v169 !== undefined) {
  if (!(typeof v169 === "string")) return false;
  if (typeof v169 === "string" && ((v169.length > 500 && codePoints(v169) > 500))) return false;
  } }
  { const v170 = data["sizes"];
  if (v170 !== undefined) {
  if (!(Array.isArray(v170))) return false;
  if (Array.isArray(v170) && (v170.length > 10)) return false;
  if (Array.isArray(v170)) for (let v172 = 0; v172 < v170.length; v172++) {
  const v171 = v170[v172];
  if (!(typeof v171 === "number" && !(v171 % 1) && !isNaN(v171) && isFinite(v171))) return false;
  if (typeof v171 === "number" && (v171 < 1 || v171 > 2560)) return false;
  }
  } }
  { const v173 = data["heights"];
  if (v173 !== undefined) {
  if (!(Array.isArray(v173))) return false;
  if (Array.isArray(v173) && (v173.length > 10)) return false;
  if (Array.isArray(v173)) for (let v175 = 0; v175 < v173.length; v175++) {
  const v174 = v173[v175];
  if (!(typeof v174 === "number" && !(v174 % 1) && !isNaN(v174) && isFinite(v174))) return false;
  if (typeof v174 === "number" && (v174 < 1 || v174 > 2560)) return false;
  }
  } }
  { const v176 = data["ratio"];
  if (v176 !== undefined) {
  if (!(v176 === "16-9" || v176 === "16-6-5" || v176 === "1-1")) return false;
  } }
  { const v177 = data["format"];
  if (v177 !== undefined) {
  if (!(v177 === "jpg" || v177 === "webp" || v177 === "png")) return false;
  } }
  { const v178 = data["loading"];
  if (v178 !== undefined) {
  if (!(v178 === "auto" || v178 === "eager" || v178 === "lazy")) return false;
  } }
  { const v179 = data["alt"];
  if (v179 !== undefined) {
  if (!(typeof v179 === "string")) return false;
  if (typeof v179 === "string" && ((v179.length > 300 && codePoints(v179) > 300))) return false;
  } }
  { const v180 = data["caption"];
  if (v180 !== undefined) {
  if (!(typeof v180 === "string")) return false;
  if (typeof v180 === "string" && ((v180.length > 300 && codePoints(v180) > 300))) return false;
  } }
  return true;
}
function check7(data) {
  if (!(typeof data === "object" && data !== null && !Array.isArray(data))) return false;
  if (data["id"] === undefined) return false;
  for (const v183 in data) switch (v183) { case "id": case "items": case "goTopShort": case "box_color": break; default: return false; }
  { const v184 = data["id"];
  if (v184 !== undefined) {
  if (!(typeof v184 === "string")) return false;
  if (typeof v184 === "string" && ((v184.length < 2 && codePoints(v184) < 1))) return false;
  } }
  { const v185 = data["items"];
  if (v185 !== undefined) {
  if (!(Array.isArray(v185))) return false;
  if (Array.isArray(v185) && (v185.length > 10)) return false;
  if (Array.isArray(v185)) for (let v187 = 0; v187 < v185.length; v187++) {
  const v186 = v185[v187];
  if (!(typeof v186 === "object" && v186 !== null && !Array.isArray(v186))) return false;
  if (v186["label"] === undefined) return false;
  for (const v188 in v186) switch (v188) { case "label": case "blockId": break; default: return false; }
  { const v189 = v186["label"];
  if (v189 !== undefined) {
  if (!(typeof v189 === "string")) return false;
  if (typeof v189 === "string" && ((v189.length > 40 && codePoints(v189) > 40) || (v189.length < 2 && codePoints(v189) < 1))) return false;
  } }
  { const v190 = v186["blockId"];
  if (v190 !== undefined) {
  if (!(typeof v190 === "string")) return false;
  if (typeof v190 === "string" && (v190.length !== 0 && !pattern0.test(v190))) return false;
  } }
  }
  } }
  { const v191 = data["goTopShort"];
  if (v191 !== undefined) {
  if (!(typeof v191 === "string")) return false;
  if (typeof v191 === "string" && ((v191.length > 30 && codePoints(v191) > 30) || (v191.length < 2 && codePoints(v191) < 1))) return false;
  } }
  { const v192 = data["box_color"];
  if (v192 !== undefined) {
  if (!(v192 === "light-theme" || v192 === "grey-theme" || v192 === "dark-theme" || v192 === "black-theme")) return false;
  } }
  return true;
}
function check8(data) {
  if (!(typeof data === "object" && data !== null && !Array.isArray(data))) return false;
  if (data["id"] === undefined || data["quote"] === undefined) return false;
  for (const v195 in data) switch (v195) { case "id": case "block_scroll_id": case "quote": case "author": case "author_position": case "alignment": case "box_color": case "padding": break; default: return false; }
  { const v196 = data["id"];
  if (v196 !== undefined) {
  if (!(typeof v196 === "string")) return false;
  if (typeof v196 === "string" && ((v196.length < 2 && codePoints(v196) < 1))) return false;
  } }
  { const v197 = data["block_scroll_id"];
  if (v197 !== undefined) {
  if (!(typeof v197 === "string")) return false;
  if (typeof v197 === "string" && (v197.length !== 0 && !pattern0.test(v197))) return false;
  } }
  { const v198 = data["quote"];
  if (v198 !== undefined) {
  if (!(typeof v198 === "string")) return false;
  if (typeof v198 === "string" && ((v198.length > 600 && codePoints(v198) > 600) || (v198.length < 2 && codePoints(v198) < 1))) return false;
  } }
  { const v199 = data["author"];
  if (v199 !== undefined) {
  if (!(typeof v199 === "string")) return false;
  } }
  { const v200 = data["author_position"];
  if (v200 !== undefined) {
  if (!(typeof v200 === "string")) return false;
  } }
  { const v201 = data["alignment"];
  if (v201 !== undefined) {
  if (!(v201 === "left" || v201 === "center" || v201 === "right")) return false;
  } }
  { const v202 = data["box_color"];
  if (v202 !== undefined) {
  if (!(v202 === "light-theme" || v202 === "grey-theme" || v202 === "dark-theme" || v202 === "black-theme")) return false;
  } }
  { const v203 = data["padding"];
  if (v203 !== undefined) {
  if (!(v203 === "normal" || v203 === "top-space-0" || v203 === "bottom-space-0" || v203 === "y-space-0")) return false;
  } }
  return true;
}
function check10(data) {
  if (!(Array.isArray(data))) return false;
  if (Array.isArray(data)) for (let v221 = 0; v221 < data.length; v221++) {
  const v220 = data[v221];
  if (!check2(v220)) return false;
  }
  return true;
}
function check9(data) {
  if (!(typeof data === "object" && data !== null && !Array.isArray(data))) return false;
  if (data["id"] === undefined || data["tabs"] === undefined) return false;
  for (const v206 in data) switch (v206) { case "id": case "block_scroll_id": case "heading": case "header_tag": case "header_size": case "has_modal": case "tabs": case "box_color": case "padding": break; default: return false; }
  { const v207 = data["id"];
  if (v207 !== undefined) {
  if (!(typeof v207 === "string")) return false;
  if (typeof v207 === "string" && ((v207.length < 2 && codePoints(v207) < 1))) return false;
  } }
  { const v208 = data["block_scroll_id"];
  if (v208 !== undefined) {
  if (!(typeof v208 === "string")) return false;
  if (typeof v208 === "string" && (v208.length !== 0 && !pattern0.test(v208))) return false;
  } }
  { const v209 = data["heading"];
  if (v209 !== undefined) {
  if (!(typeof v209 === "string")) return false;
  if (typeof v209 === "string" && ((v209.length > 150 && codePoints(v209) > 150))) return false;
  } }
  { const v210 = data["header_tag"];
  if (v210 !== undefined) {
  if (!(v210 === 1 || v210 === 2 || v210 === 3 || v210 === 4 || v210 === 5 || v210 === 6)) return false;
  } }
  { const v211 = data["header_size"];
  if (v211 !== undefined) {
  if (!(v211 === "xs" || v211 === "s" || v211 === "m" || v211 === "l" || v211 === "xl" || v211 === "title")) return false;
  } }
  { const v212 = data["has_modal"];
  if (v212 !== undefined) {
  if (!(typeof v212 === "boolean")) return false;
  } }
  { const v213 = data["tabs"];
  if (v213 !== undefined) {
  if (!(Array.isArray(v213))) return false;
  if (Array.isArray(v213) && (v213.length > 10 || v213.length < 1)) return false;
  if (Array.isArray(v213)) for (let v215 = 0; v215 < v213.length; v215++) {
  const v214 = v213[v215];
  if (!(typeof v214 === "object" && v214 !== null && !Array.isArray(v214))) return false;
  if (v214["tab_label"] === undefined) return false;
  for (const v216 in v214) switch (v216) { case "tab_label": case "tab_id": case "content": case "blocks_count": break; default: return false; }
  { const v217 = v214["tab_label"];
  if (v217 !== undefined) {
  if (!(typeof v217 === "string")) return false;
  if (typeof v217 === "string" && ((v217.length > 60 && codePoints(v217) > 60) || (v217.length < 2 && codePoints(v217) < 1))) return false;
  } }
  { const v218 = v214["tab_id"];
  if (v218 !== undefined) {
  if (!(typeof v218 === "string")) return false;
  if (typeof v218 === "string" && (v218.length !== 0 && !pattern0.test(v218))) return false;
  } }
  { const v219 = v214["content"];
  if (v219 !== undefined) {
  if (!check10(v219)) return false;
  } }
  { const v222 = v214["blocks_count"];
  if (v222 !== undefined) {
  if (!(typeof v222 === "number" && isFinite(v222))) return false;
  if (!(typeof v222 === "number" && !(v222 % 1) && !isNaN(v222) && isFinite(v222))) return false;
  if (typeof v222 === "number" && (v222 < 0 || v222 > 50)) return false;
  } }
  }
  } }
  { const v223 = data["box_color"];
  if (v223 !== undefined) {
  if (!(v223 === "light-theme" || v223 === "grey-theme" || v223 === "dark-theme" || v223 === "black-theme")) return false;
  } }
  { const v224 = data["padding"];
  if (v224 !== undefined) {
  if (!(v224 === "normal" || v224 === "top-space-0" || v224 === "bottom-space-0" || v224 === "y-space-0")) return false;
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
  case "column-group": {
  if (typeof data === "object" && data !== null && !Array.isArray(data)) {
  { const v14 = data["type"];
  if (v14 !== undefined) {
  if (v14 !== "column-group") return false;
  } }
  { const v15 = data["props"];
  if (v15 !== undefined) {
  if (!check3(v15)) return false;
  } }
  }
  break; }
  case "content-blocks": {
  if (typeof data === "object" && data !== null && !Array.isArray(data)) {
  { const v71 = data["type"];
  if (v71 !== undefined) {
  if (v71 !== "content-blocks") return false;
  } }
  { const v72 = data["props"];
  if (v72 !== undefined) {
  if (!check4(v72)) return false;
  } }
  }
  break; }
  case "hero-title-banner": {
  if (typeof data === "object" && data !== null && !Array.isArray(data)) {
  { const v117 = data["type"];
  if (v117 !== undefined) {
  if (v117 !== "hero-title-banner") return false;
  } }
  { const v118 = data["props"];
  if (v118 !== undefined) {
  if (!check5(v118)) return false;
  } }
  }
  break; }
  case "image-element": {
  if (typeof data === "object" && data !== null && !Array.isArray(data)) {
  { const v154 = data["type"];
  if (v154 !== undefined) {
  if (v154 !== "image-element") return false;
  } }
  { const v155 = data["props"];
  if (v155 !== undefined) {
  if (!check6(v155)) return false;
  } }
  }
  break; }
  case "inpage-navigation": {
  if (typeof data === "object" && data !== null && !Array.isArray(data)) {
  { const v181 = data["type"];
  if (v181 !== undefined) {
  if (v181 !== "inpage-navigation") return false;
  } }
  { const v182 = data["props"];
  if (v182 !== undefined) {
  if (!check7(v182)) return false;
  } }
  }
  break; }
  case "quote": {
  if (typeof data === "object" && data !== null && !Array.isArray(data)) {
  { const v193 = data["type"];
  if (v193 !== undefined) {
  if (v193 !== "quote") return false;
  } }
  { const v194 = data["props"];
  if (v194 !== undefined) {
  if (!check8(v194)) return false;
  } }
  }
  break; }
  case "tabs": {
  if (typeof data === "object" && data !== null && !Array.isArray(data)) {
  { const v204 = data["type"];
  if (v204 !== undefined) {
  if (v204 !== "tabs") return false;
  } }
  { const v205 = data["props"];
  if (v205 !== undefined) {
  if (!check9(v205)) return false;
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
export const block_column_group = check3;
export const block_content_blocks = check4;
export const block_hero_title_banner = check5;
export const block_image_element = check6;
export const block_inpage_navigation = check7;
export const block_quote = check8;
export const block_tabs = check9;
