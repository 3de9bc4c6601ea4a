/// The inspector page's script (see ``InspectorDocument/html()``): reads the JSON blob, draws
/// the items as one SVG string, lists them as one HTML string (so 10,000 views cost two
/// `innerHTML` assignments), and fills the details panel for the selected item.
let inspectorScript = #"""
  (function () {
    'use strict';
    const body = document.body;
    window.addEventListener('error', (event) => {
      body.setAttribute('data-inspector-error', String(event.message));
    });
    const started = performance.now();
    try {
      start();
      body.setAttribute('data-inspector-ms', String(Math.round(performance.now() - started)));
      body.setAttribute('data-inspector-ready', 'ok');
    } catch (error) {
      body.setAttribute('data-inspector-error', String((error && error.stack) || error));
      throw error;
    }

    function start() {
      const data = JSON.parse(document.getElementById('inspector-data').textContent);
      const items = data.items;
      const rows = data.constraints;
      const diagnostics = data.diagnostics;
      const count = items.length;
      const limit = 500;
      const $ = (id) => document.getElementById(id);
      const num = (value) => (typeof value === 'number' ? value : Number(value));
      const esc = (text) => String(text).replace(/[&<>"]/g, (c) =>
        ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
      const fmt = (value) => {
        const n = num(value);
        return isFinite(n) ? String(Math.round(n * 100) / 100) : String(n);
      };
      const rectText = (r) => `(${fmt(r.x)}, ${fmt(r.y)}, ${fmt(r.width)}×${fmt(r.height)})`;
      // A rectangle with a non-negative size, for drawing.
      const box = (r) => {
        let x = num(r.x), y = num(r.y), w = num(r.width), h = num(r.height);
        if (w < 0) { x += w; w = -w; }
        if (h < 0) { y += h; h = -h; }
        return { x: x, y: y, w: w, h: h };
      };

      // What touches each item, and each item's depth.
      const touching = Array.from({ length: count }, () => []);
      rows.forEach((row, index) => row.items.forEach((item) => touching[item].push(index)));
      const diagnosed = Array.from({ length: count }, () => []);
      diagnostics.forEach((d, index) => d.items.forEach((item) => diagnosed[item].push(index)));
      const depth = new Int32Array(count);
      items.forEach((item, index) => {
        if (item.parent != null) depth[index] = depth[item.parent] + 1;
      });
      const firstNamed = new Map();
      items.forEach((item, index) => {
        if (!firstNamed.has(item.name)) firstNamed.set(item.name, index);
      });

      // Header, summary, notes.
      $('title').textContent = data.title;
      document.title = data.title + ' · Strut inspector';
      const kinds = { view: 0, guide: 0, variable: 0 };
      items.forEach((item) => { kinds[item.kind] += 1; });
      const violated = rows.filter((row) => row.status === 'violated').length;
      const parts = [`${kinds.view} views`];
      if (kinds.guide) parts.push(`${kinds.guide} guides`);
      if (kinds.variable) parts.push(`${kinds.variable} variables`);
      parts.push(`${rows.length} constraints`, `${violated} violated`);
      parts.push(`${diagnostics.length} diagnostics`);
      $('summary').textContent = parts.join(' · ');
      $('notes').innerHTML = data.notes.map((note) => `<p>${esc(note)}</p>`).join('');

      // The drawing: every item with a frame, to scale, in one string.
      const svg = $('drawing');
      const canvas = $('canvas');
      const drawn = [];
      const boxes = new Array(count);
      let minX = Infinity, minY = Infinity, maxX = -Infinity, maxY = -Infinity;
      items.forEach((item, index) => {
        if (!item.rootFrame) return;
        const b = box(item.rootFrame);
        if (![b.x, b.y, b.w, b.h].every(isFinite)) return;
        boxes[index] = b;
        drawn.push(index);
        minX = Math.min(minX, b.x); minY = Math.min(minY, b.y);
        maxX = Math.max(maxX, b.x + b.w); maxY = Math.max(maxY, b.y + b.h);
      });
      if (!drawn.length) { minX = 0; minY = 0; maxX = 100; maxY = 100; }
      const margin = Math.max(4, (maxX - minX + maxY - minY) / 100);
      const view = {
        x: minX - margin, y: minY - margin,
        w: maxX - minX + 2 * margin, h: maxY - minY + 2 * margin,
      };
      svg.setAttribute('viewBox', `${view.x} ${view.y} ${view.w} ${view.h}`);
      const tooltips = drawn.length <= 5000;
      $('boxes').innerHTML = drawn.map((index) => {
        const b = boxes[index];
        const item = items[index];
        const guide = item.kind === 'guide' ? ' guide' : '';
        const title = tooltips
          ? `<title>${esc(item.name)} ${rectText(item.frame || item.rootFrame)}</title>` : '';
        return `<rect data-id="${index}" class="box d${depth[index] % 7}${guide}" ` +
          `x="${b.x}" y="${b.y}" width="${b.w}" height="${b.h}">${title}</rect>`;
      }).join('');
      const rectOf = new Array(count);
      for (const element of $('boxes').children) rectOf[Number(element.dataset.id)] = element;

      // The tree.
      const tree = $('tree');
      tree.innerHTML = items.map((item, index) => {
        const classes = `row k-${item.kind}${item.isLaidOut ? '' : ' fixed'}`;
        const size = item.frame ? `${fmt(item.frame.width)}×${fmt(item.frame.height)}`
          : item.values.length ? `= ${fmt(item.values[0].value)}` : '';
        const indent = 8 + 12 * Math.min(depth[index], 24);
        return `<div class="${classes}" data-id="${index}" style="padding-left:${indent}px">` +
          `<span class="nm">${esc(item.name)}</span><span class="fr">${size}</span></div>`;
      }).join('');
      const rowOf = Array.from(tree.children);

      // Zoom and labels.
      let scale = 1;
      const labelLimit = 1500;
      const isTree = items.some((item) => item.parent != null);
      function drawLabels() {
        const out = [];
        const size = 11 / scale;
        for (const index of drawn) {
          const b = boxes[index];
          // Not the root (the header names it) nor guides (they would cover their view's).
          if (index === 0 && isTree) continue;
          if (items[index].kind === 'guide' || b.w * scale < 36 || b.h * scale < 14) continue;
          if (out.length >= labelLimit) break;
          out.push(`<text x="${b.x + 3 / scale}" y="${b.y + 12 / scale}" ` +
            `font-size="${size}">${esc(items[index].name)}</text>`);
        }
        $('labels').innerHTML = out.join('');
      }
      function zoom(factor) {
        scale = Math.min(Math.max(scale * factor, 1e-4), 1e4);
        svg.setAttribute('width', String(view.w * scale));
        svg.setAttribute('height', String(view.h * scale));
        drawLabels();
      }
      function fit() {
        const width = Math.max(100, canvas.clientWidth - 24);
        const height = Math.max(100, canvas.clientHeight - 24);
        scale = 1;
        zoom(Math.min(width / view.w, height / view.h));
      }
      $('zoom-in').addEventListener('click', () => zoom(1.5));
      $('zoom-out').addEventListener('click', () => zoom(1 / 1.5));
      $('zoom-fit').addEventListener('click', fit);
      fit();

      // Selection.
      let selected = null;
      let marked = [];
      function mark(index, name) {
        for (const element of [rectOf[index], rowOf[index]]) {
          if (!element) continue;
          element.classList.add(name);
          marked.push(element);
        }
      }
      function drawOverlay(index, reached) {
        const out = [];
        const from = boxes[index];
        for (const other of reached.slice(0, 2000)) {
          const b = boxes[other];
          if (!b) continue;
          out.push(`<rect class="reach-outline" x="${b.x}" y="${b.y}" ` +
            `width="${b.w}" height="${b.h}"/>`);
          if (from) {
            out.push(`<line x1="${from.x + from.w / 2}" y1="${from.y + from.h / 2}" ` +
              `x2="${b.x + b.w / 2}" y2="${b.y + b.h / 2}"/>`);
          }
        }
        if (from) {
          out.push(`<rect class="sel-outline" x="${from.x}" y="${from.y}" ` +
            `width="${from.w}" height="${from.h}"/>`);
        }
        $('overlay').innerHTML = out.join('');
      }
      function statusText(row) {
        if (row.status === 'violated') return `violated by ${fmt(row.amount)}`;
        if (row.status === 'holds' && row.amount > 0) return `holds (slack ${fmt(row.amount)})`;
        return row.status;
      }
      const link = (index) =>
        `<a href="#id=${index}" data-id="${index}">${esc(items[index].name)}</a>`;
      function details(index, own, reached) {
        const item = items[index];
        const out = [`<h2 id="d-name">${esc(item.name)}</h2>`];
        const parent = item.parent != null ? ` in ${link(item.parent)}` : '';
        const fixed = item.isLaidOut ? '' : ' · frame as set (not laid out by constraints)';
        out.push(`<p id="d-kind">${item.kind}${parent}${fixed}</p>`);
        if (item.frame) {
          out.push('<dl id="d-frame">',
            `<dt>frame</dt><dd id="d-frame-local">${rectText(item.frame)}</dd>`,
            `<dt>in root</dt><dd id="d-frame-root">${rectText(item.rootFrame)}</dd>`);
        } else {
          out.push('<dl id="d-frame">');
        }
        for (const value of item.values) {
          out.push(`<dt>${esc(value.name)}</dt><dd class="d-value">${fmt(value.value)}</dd>`);
        }
        out.push('</dl>');
        const free = item.ambiguous;
        const ambiguity = free == null ? 'not checked'
          : free.length ? `ambiguous: ${free.join(', ')} can move`
          : 'determined by the constraints';
        const state = free == null ? 'unchecked' : free.join(' ');
        out.push('<h3>Ambiguity</h3>', `<p id="d-ambiguity" data-ambiguous="${state}"` +
          `${free && free.length ? ' class="bad"' : ''}>${ambiguity}</p>`);
        const tally = { holds: 0, binding: 0, violated: 0 };
        own.forEach((c) => { tally[rows[c].status] += 1; });
        out.push(`<h3>Constraints (${own.length}: ${tally.holds} hold, ${tally.binding} ` +
          `binding, ${tally.violated} violated)</h3>`, '<table id="d-constraints"><tbody>');
        for (const c of own.slice(0, limit)) {
          const row = rows[c];
          const priority = row.priority >= 1000 ? 'required' : `@${fmt(row.priority)}`;
          const weight = row.weight !== 1 ? ` ×${fmt(row.weight)}` : '';
          const label = row.label ? ` · [${esc(row.label)}]` : '';
          out.push(`<tr class="c st-${row.status}" data-status="${row.status}" ` +
            `data-index="${c}"><td class="c-status">${statusText(row)}</td>` +
            `<td class="c-text">${esc(row.text)}<div class="c-meta">` +
            `<span class="c-loc">${esc(row.location)}</span> · ` +
            `<span class="c-rel">${esc(row.relation)}</span> · ` +
            `<span class="c-pri">${priority}</span>${weight}${label}</div></td></tr>`);
        }
        out.push('</tbody></table>');
        if (own.length > limit) out.push(`<p class="more">… ${own.length - limit} more</p>`);
        out.push(`<h3>Reaches (${reached.length})</h3>`, '<ul id="d-reached">');
        for (const other of reached.slice(0, limit)) {
          out.push(`<li data-id="${other}">${link(other)}</li>`);
        }
        if (!reached.length) out.push('<li class="none">nothing else</li>');
        out.push('</ul>');
        if (reached.length > limit) {
          out.push(`<p class="more">… ${reached.length - limit} more</p>`);
        }
        out.push(diagnosticList('d-diagnostics', diagnosed[index]));
        return out.join('');
      }
      // A heading and a list of the given diagnostics (by index), with links to their items.
      function diagnosticList(id, indices) {
        const out = [`<h3>Diagnostics (${indices.length})</h3>`, `<ul id="${id}">`];
        for (const d of indices.slice(0, limit).map((i) => diagnostics[i])) {
          const conflicts = d.conflicts.length
            ? `<br>conflicts with: ${d.conflicts.map((c) => `<code>${esc(c)}</code>`).join(', ')}`
            : '';
          const constraint = d.constraint ? `<br><code>${esc(d.constraint)}</code>` : '';
          const location = d.location ? ` (${esc(d.location)})` : '';
          const named = d.items.length ? ` · ${d.items.map(link).join(', ')}` : '';
          out.push(`<li class="diagnostic"><span class="kind">${esc(d.kind)}</span>: ` +
            `${esc(d.message)}${location}${named}${constraint}${conflicts}</li>`);
        }
        if (!indices.length) out.push('<li class="none">none</li>');
        out.push('</ul>');
        return out.join('');
      }
      // The panel with nothing selected: how to select, and every diagnostic of the layout.
      function overview(first) {
        return `${first}<p class="hint">Click a view in the drawing or the tree, or find one ` +
          'by name.</p>' + diagnosticList('all-diagnostics', diagnostics.map((d, i) => i));
      }
      function reveal(index) {
        const row = rowOf[index];
        if (row) row.scrollIntoView({ block: 'nearest' });
        const b = boxes[index];
        if (!b) return;
        const left = (b.x - view.x) * scale, top = (b.y - view.y) * scale;
        if (left < canvas.scrollLeft || left > canvas.scrollLeft + canvas.clientWidth - 40 ||
            top < canvas.scrollTop || top > canvas.scrollTop + canvas.clientHeight - 40) {
          canvas.scrollLeft = left - canvas.clientWidth / 3;
          canvas.scrollTop = top - canvas.clientHeight / 3;
        }
      }
      function select(index, fromFragment) {
        for (const element of marked) element.classList.remove('sel', 'reach');
        marked = [];
        selected = index;
        const own = touching[index];
        const reachedSet = new Set();
        for (const c of own) {
          for (const other of rows[c].items) if (other !== index) reachedSet.add(other);
        }
        const reached = Array.from(reachedSet).sort((a, b) => a - b);
        reached.forEach((other) => mark(other, 'reach'));
        mark(index, 'sel');
        const panel = $('details');
        panel.innerHTML = details(index, own, reached);
        panel.setAttribute('data-selected', String(index));
        panel.removeAttribute('data-missing');
        drawOverlay(index, reached);
        reveal(index);
        if (!fromFragment) {
          const name = items[index].name;
          const fragment = firstNamed.get(name) === index
            ? `view=${encodeURIComponent(name)}` : `id=${index}`;
          try { history.replaceState(null, '', `#${fragment}`); } catch (ignored) { }
        }
      }
      function missing(what) {
        for (const element of marked) element.classList.remove('sel', 'reach');
        marked = [];
        selected = null;
        $('overlay').innerHTML = '';
        const panel = $('details');
        panel.innerHTML = overview(`<p id="d-missing">No view ${esc(what)}.</p>`);
        panel.setAttribute('data-selected', '');
        panel.setAttribute('data-missing', what);
      }

      // Search.
      const search = $('search');
      const lowerNames = items.map((item) => item.name.toLowerCase());
      let matches = [];
      let matched = [];
      function runSearch() {
        const query = search.value.trim().toLowerCase();
        for (const element of matched) element.classList.remove('match');
        matched = [];
        matches = [];
        for (let index = 0; index < count; index += 1) {
          const hit = query === '' || lowerNames[index].includes(query);
          rowOf[index].classList.toggle('hide', !hit);
          if (query !== '' && hit) {
            matches.push(index);
            const rect = rectOf[index];
            if (rect) { rect.classList.add('match'); matched.push(rect); }
          }
        }
        $('search-count').textContent = query === '' ? '' : `${matches.length} found`;
        $('search-count').setAttribute('data-count', String(matches.length));
      }
      search.addEventListener('input', runSearch);
      search.addEventListener('keydown', (event) => {
        if (event.key === 'Enter' && matches.length) select(matches[0], false);
      });

      // Clicks.
      const pick = (event) => {
        const target = event.target.closest('[data-id]');
        if (!target) return;
        event.preventDefault();
        select(Number(target.dataset.id), false);
      };
      tree.addEventListener('click', pick);
      svg.addEventListener('click', pick);
      $('details').addEventListener('click', pick);

      // The fragment: #view=NAME, #id=N, #find=TEXT (joined with &).
      function applyFragment() {
        const fields = {};
        for (const part of location.hash.replace(/^#/, '').split('&')) {
          const equals = part.indexOf('=');
          if (equals < 0) continue;
          try {
            fields[part.slice(0, equals)] = decodeURIComponent(part.slice(equals + 1));
          } catch (ignored) { }
        }
        if (fields.find != null) { search.value = fields.find; runSearch(); }
        if (fields.id != null) {
          const index = Number(fields.id);
          if (Number.isInteger(index) && index >= 0 && index < count) select(index, true);
          else missing(`with id ${fields.id}`);
        } else if (fields.view != null) {
          let index = firstNamed.get(fields.view);
          if (index == null) {
            const lower = fields.view.toLowerCase();
            index = lowerNames.indexOf(lower);
          }
          if (index != null && index >= 0) select(index, true);
          else missing(`named “${fields.view}”`);
        } else if (data.initialSelection != null && selected == null) {
          select(data.initialSelection, true);
        } else if (selected == null) {
          $('details').innerHTML = overview('');
        }
      }
      window.addEventListener('hashchange', applyFragment);
      applyFragment();
    }
  })();

  """#
