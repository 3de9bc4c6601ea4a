/// The inspector page's style sheet (see ``InspectorDocument/html()``).
let inspectorStyle = """
  * { box-sizing: border-box; }
  html, body { margin: 0; height: 100%; }
  body {
    display: grid; grid-template-rows: auto auto 1fr; height: 100vh; color: #1f2328;
    font: 13px/1.4 system-ui, -apple-system, "Segoe UI", "DejaVu Sans", sans-serif;
  }
  header {
    display: flex; flex-wrap: wrap; gap: 8px; align-items: center; padding: 6px 12px;
    background: #263238; color: #eceff1;
  }
  header h1 { font-size: 15px; margin: 0 10px 0 0; font-weight: 600; }
  #title { font-weight: 400; color: #b0bec5; margin-left: 4px; }
  #search { width: 230px; padding: 3px 6px; border: 1px solid #90a4ae; border-radius: 3px; }
  #search-count { min-width: 60px; color: #ffe082; }
  .zoom button {
    min-width: 30px; padding: 2px 6px; border: 1px solid #90a4ae; background: #37474f;
    color: #eceff1; cursor: pointer;
  }
  #summary { margin-left: auto; color: #cfd8dc; }
  #notes p {
    margin: 0; padding: 4px 12px; background: #fff8e1; border-bottom: 1px solid #ffe082;
  }
  main { display: grid; grid-template-columns: 270px minmax(0, 1fr) 400px; min-height: 0; }
  #tree { overflow: auto; border-right: 1px solid #cfd8dc; background: #fafbfc; padding: 4px 0; }
  .row { display: flex; gap: 6px; padding: 1px 8px; white-space: nowrap; cursor: pointer; }
  .row .nm { overflow: hidden; text-overflow: ellipsis; }
  .row .fr { margin-left: auto; color: #78909c; font-size: 11px; }
  .row:hover { background: #e3eaf0; }
  .row.k-guide .nm { font-style: italic; color: #546e7a; }
  .row.k-variable .nm { font-family: "DejaVu Sans Mono", monospace; font-size: 12px; }
  .row.fixed .nm { color: #78909c; }
  .row.reach { background: #ffecb3; }
  .row.sel { background: #1e88e5; color: #fff; }
  .row.sel .fr, .row.sel .nm { color: #e3f2fd; }
  .row.hide { display: none; }
  #canvas { overflow: auto; background: #eceff1; padding: 12px; }
  #drawing {
    display: block; margin: 0 auto; background: #fff; box-shadow: 0 1px 4px rgba(0, 0, 0, 0.25);
  }
  .box { fill-opacity: 0.12; stroke-width: 1; vector-effect: non-scaling-stroke; cursor: pointer; }
  .box.guide { fill-opacity: 0; stroke-dasharray: 4 2; pointer-events: stroke; }
  .box:hover { fill-opacity: 0.3; }
  .box.match { fill: #ffca28; fill-opacity: 0.55; }
  .d0 { fill: #4e79a7; stroke: #4e79a7; } .d1 { fill: #f28e2b; stroke: #f28e2b; }
  .d2 { fill: #59a14f; stroke: #59a14f; } .d3 { fill: #e15759; stroke: #e15759; }
  .d4 { fill: #76b7b2; stroke: #76b7b2; } .d5 { fill: #edc948; stroke: #c9a800; }
  .d6 { fill: #b07aa1; stroke: #b07aa1; }
  #labels text { fill: #263238; pointer-events: none; }
  #overlay { pointer-events: none; }
  #overlay .sel-outline {
    fill: #1e88e5; fill-opacity: 0.22; stroke: #0d47a1; stroke-width: 3;
    vector-effect: non-scaling-stroke;
  }
  #overlay .reach-outline {
    fill: #ffb300; fill-opacity: 0.1; stroke: #e65100; stroke-width: 2; stroke-dasharray: 6 3;
    vector-effect: non-scaling-stroke;
  }
  #overlay line { stroke: #e65100; stroke-width: 1.5; vector-effect: non-scaling-stroke; }
  #details { overflow: auto; border-left: 1px solid #cfd8dc; padding: 10px 14px; }
  #details h2 { margin: 0 0 2px; font-size: 17px; word-break: break-all; }
  #details h3 {
    margin: 14px 0 4px; font-size: 11px; letter-spacing: 0.05em; text-transform: uppercase;
    color: #546e7a;
  }
  #details .hint, #d-kind { color: #546e7a; margin: 0; }
  #details dl { display: grid; grid-template-columns: auto 1fr; gap: 2px 10px; margin: 8px 0 0; }
  #details dt { color: #546e7a; }
  #details dd { margin: 0; font-family: "DejaVu Sans Mono", monospace; font-size: 12px; }
  #details a { color: #1565c0; text-decoration: none; cursor: pointer; }
  #details a:hover { text-decoration: underline; }
  table { border-collapse: collapse; width: 100%; }
  td { padding: 3px 4px; border-bottom: 1px solid #eceff1; vertical-align: top; }
  .c-text { font-family: "DejaVu Sans Mono", monospace; font-size: 11.5px; word-break: break-word; }
  .c-meta { color: #607d8b; font-family: system-ui, "DejaVu Sans", sans-serif; font-size: 11px; }
  .c-status { white-space: nowrap; font-size: 12px; }
  .st-holds .c-status { color: #2e7d32; }
  .st-binding .c-status { color: #1565c0; font-weight: 600; }
  .st-violated .c-status { color: #c62828; font-weight: 600; }
  .st-violated { background: #ffebee; }
  #d-ambiguity.bad { color: #c62828; font-weight: 600; }
  #d-reached { margin: 0; padding-left: 18px; columns: 2; }
  #d-diagnostics { margin: 0; padding-left: 18px; }
  #d-diagnostics li { margin-bottom: 4px; }
  .kind { font-weight: 600; color: #c62828; }
  .more, .none { color: #78909c; }
  code { font-family: "DejaVu Sans Mono", monospace; font-size: 11.5px; }

  """
