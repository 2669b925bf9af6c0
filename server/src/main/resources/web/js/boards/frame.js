// What every drawn board shares, around a game's own drawing: the last turn and the winning elements marked (with
// data-last-move / data-winning), quiet legal-move dots, targets raised above whatever lies on them so that a click
// anywhere on one plays it, the flip and zoom buttons, pinch-zoom and pan, arrow keys + Enter, and a description of
// the position for screen readers. A board module draws; frame.js only reads what it drew (data-key, data-at).
import { h, s } from '../dom.js';

const states = new WeakMap(); // container -> { flipped, zoom, focusKey, tools, viewport, description }
const MIN_TARGET = 32; // CSS px a finger needs
const MAX_ZOOM = 5;
let serial = 0;

/** The steps of the last turn: the trailing moves of the last player to act (chance moves in between skipped). */
export function lastTurn(view) {
  const moves = view.moves || [];
  let i = moves.length - 1;
  while (i >= 0 && moves[i].player < 0) i--;
  if (i < 0) return [];
  const player = moves[i].player;
  const turn = [];
  for (; i >= 0 && moves[i].player === player; i--) turn.unshift(moves[i].text);
  return turn;
}

function stateOf(container, options) {
  let st = states.get(container);
  if (!st) {
    st = { flipped: false, zoom: { k: 1, x: 0, y: 0 }, focusKey: null, last: null, id: ++serial };
    container.classList.add('board-frame');
    st.viewport = h('div', { class: 'board-viewport' });
    st.description = h('p', { class: 'visually-hidden', id: `board-description-${st.id}` });
    st.tools = h('div', { class: 'board-tools' });
    container.replaceChildren(st.viewport, st.tools, st.description);
    if (options.controls !== false) tools(st);
    gestures(st);
    states.set(container, st);
  }
  return st;
}

/** Draws `view` with the board module `inner` into `container` and adds everything above. */
export function drawFramed(inner, container, view, ui = {}, options = {}) {
  const full = { targets: new Set(), selected: [], hinted: new Set(), click: () => {}, ...ui };
  const hadFocus = container.contains(document.activeElement);
  const st = stateOf(container, options);
  st.last = () => drawFramed(inner, container, view, ui, options);
  inner.draw(st.viewport, view, full, { flipped: st.flipped });
  const svg = st.viewport.querySelector('svg');
  st.tools.hidden = !svg || options.controls === false;
  st.description.textContent = inner.describe ? inner.describe(view) : (view.text || '');
  if (!svg) return;
  st.base = svg.getAttribute('viewBox').split(' ').map(Number);
  svg.setAttribute('role', 'group');
  svg.setAttribute('aria-roledescription', 'board');
  svg.setAttribute('aria-describedby', st.description.id);
  svg.dataset.flipped = st.flipped;
  markLastTurn(svg, inner, view);
  markWinning(svg, inner, view);
  markChosen(svg, full.selected, 'selected');
  markChosen(svg, [...full.hinted], 'hinted');
  raiseTargets(svg, full);
  keyboard(st, svg, full, hadFocus);
  applyZoom(st, svg);
}

function box(el) {
  try {
    const b = el.getBBox();
    return b.width || b.height ? b : null;
  } catch (e) {
    return null; // not rendered (a hidden container): the attributes are still set
  }
}

/** An outline around an element, in its own coordinates (its parent group), drawn above everything there. */
function ring(el, cls, pad, attrs = {}) {
  const b = box(el);
  if (!b) return null;
  const round = el.tagName === 'circle';
  if (el.tagName === 'polygon' || el.tagName === 'path') {
    // a triangle or a thread: its own outline, thicker
    const copy = shapeCopy(el);
    copy.removeAttribute('stroke-dasharray');
    for (const [k, v] of Object.entries({ class: cls, 'pointer-events': 'none', fill: 'none', ...attrs })) {
      copy.setAttribute(k, v);
    }
    el.parentNode.append(copy);
    return copy;
  }
  const shape = round
    ? s('circle', { cx: b.x + b.width / 2, cy: b.y + b.height / 2, r: b.width / 2 + pad })
    : s('rect', { x: b.x - pad, y: b.y - pad, width: b.width + 2 * pad, height: b.height + 2 * pad, rx: 6 });
  for (const [k, v] of Object.entries({ class: cls, 'pointer-events': 'none', ...attrs })) shape.setAttribute(k, v);
  el.parentNode.append(shape);
  return shape;
}

const GEOMETRY = ['x', 'y', 'width', 'height', 'rx', 'cx', 'cy', 'r', 'points', 'd', 'transform', 'stroke-width',
  'stroke-dasharray', 'stroke-linecap', 'stroke-linejoin'];

/** A new element of the same shape (its geometry only: no style, classes, keys or listeners). */
function shapeCopy(el) {
  const copy = document.createElementNS(el.namespaceURI, el.tagName);
  for (const a of GEOMETRY) {
    if (el.hasAttribute(a)) copy.setAttribute(a, el.getAttribute(a));
  }
  return copy;
}

function elementsAt(svg, key) {
  return [...svg.querySelectorAll('[data-at]')].filter((e) => e.dataset.at.split(' ').includes(key));
}

/** Every step of the last turn, in order: data-last-move="1" (or "1 3" for an element two steps touched). */
function markLastTurn(svg, inner, view) {
  if (!inner.marks) return;
  const steps = lastTurn(view).map((move) => inner.marks(move, view) || []).filter((keys) => keys.length);
  steps.forEach((keys, i) => {
    for (const key of keys) {
      for (const el of elementsAt(svg, key)) {
        const before = el.getAttribute('data-last-move');
        el.setAttribute('data-last-move', before ? `${before} ${i + 1}` : String(i + 1));
        ring(el, 'last-move-halo', 3);
        ring(el, 'last-move-ring', 3);
        if (steps.length > 1) badge(el, i + 1);
      }
    }
  });
}

function badge(el, n) {
  const b = box(el);
  if (!b) return;
  const r = Math.max(7, Math.min(11, b.width / 3));
  const g = s('g', { class: 'last-move-badge', 'pointer-events': 'none' }, el.parentNode);
  // a large shape (a triangle of 0-1-2) carries its number inside, a small one at its corner
  const inside = el.tagName === 'polygon';
  const x = inside ? b.x + b.width / 2 : b.x + b.width - r / 3;
  const y = inside ? b.y + b.height * 0.6 : b.y + r / 3;
  s('circle', { cx: x, cy: y, r }, g);
  s('text', { x, y: y + 0.5, 'font-size': r * 1.25, 'text-anchor': 'middle', 'dominant-baseline': 'middle',
    text: n }, g);
}

/** The winning line, chain, stack or pegs the rules named (the board data's `winning`). */
function markWinning(svg, inner, view) {
  const keys = inner.winning ? inner.winning(view) : [];
  for (const key of keys) {
    for (const el of elementsAt(svg, key)) {
      el.setAttribute('data-winning', 'true');
      ring(el, 'winning-halo', 5);
      ring(el, 'winning-ring', 5);
    }
  }
}

/** The clicks of the move being built (selected) and a hint: dashed outlines, not only a colour. */
function markChosen(svg, keys, cls) {
  for (const key of keys) {
    const el = svg.querySelector(`[data-key="${CSS.escape(key)}"]`);
    if (el) ring(el, `${cls}-ring`, 3);
  }
}

function area(el) {
  const b = box(el);
  return b ? b.width * b.height : 0;
}

/**
 * Each target (largest element per key) gets a transparent copy on top of its group, so that pieces or labels
 * lying on it cannot catch the click, and a small neutral dot at its centre.
 */
function raiseTargets(svg, ui) {
  const best = new Map();
  for (const el of svg.querySelectorAll('.cell.target')) {
    const key = el.dataset.key;
    if (!best.has(key) || area(el) > area(best.get(key))) best.set(key, el);
  }
  for (const [key, el] of best) {
    const top = shapeCopy(el);
    top.setAttribute('class', 'cell target hit-top');
    top.setAttribute('fill', 'transparent');
    top.setAttribute('stroke', 'none');
    top.setAttribute('data-key', key);
    top.addEventListener('click', (event) => {
      event.stopPropagation();
      ui.click(key);
    });
    el.parentNode.append(top);
    const b = box(el);
    if (b && !el.hasAttribute('data-no-dot')) {
      const r = Math.max(3, Math.min(7, Math.min(b.width, b.height) * 0.16));
      s('circle', { cx: b.x + b.width / 2, cy: b.y + b.height / 2, r, class: 'target-dot',
        'pointer-events': 'none' }, el.parentNode);
    }
  }
}

/** One element per key, the one on top: what the arrow keys move between. */
function navigables(svg) {
  const byKey = new Map();
  for (const el of svg.querySelectorAll('[data-key]')) byKey.set(el.dataset.key, el);
  return [...byKey.values()];
}

function keyboard(st, svg, ui, hadFocus) {
  const items = navigables(svg);
  if (!items.length) return;
  const targets = items.filter((e) => e.classList.contains('target'));
  const current = items.find((e) => e.dataset.key === st.focusKey) || targets[0] || items[0];
  for (const el of items) {
    el.setAttribute('tabindex', el === current ? '0' : '-1');
    el.setAttribute('role', 'button');
    el.setAttribute('aria-label', label(el));
  }
  svg.addEventListener('keydown', (event) => {
    const el = event.target.closest('[data-key]');
    if (!el) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      st.focusKey = el.dataset.key;
      ui.click(el.dataset.key);
      return;
    }
    const dir = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] }[event.key];
    if (!dir) return;
    event.preventDefault();
    event.stopPropagation();
    const next = nearest(el, items, dir);
    if (next) {
      el.setAttribute('tabindex', '-1');
      next.setAttribute('tabindex', '0');
      st.focusKey = next.dataset.key;
      next.focus();
    }
  });
  svg.addEventListener('focusin', (event) => {
    const el = event.target.closest('[data-key]');
    if (el) st.focusKey = el.dataset.key;
  });
  if (hadFocus) current.focus();
}

function label(el) {
  const key = el.dataset.key.replace(/^[a-z]+:/, '');
  const state = el.classList.contains('target') ? ', can be played' : '';
  return `${key}${state}`;
}

function centre(el) {
  const r = el.getBoundingClientRect();
  return [r.left + r.width / 2, r.top + r.height / 2];
}

/** The element closest in the arrow's direction (ahead of the current one, little sideways drift). */
function nearest(from, items, [dx, dy]) {
  const [fx, fy] = centre(from);
  let best = null;
  let bestScore = Infinity;
  for (const el of items) {
    if (el === from) continue;
    const [x, y] = centre(el);
    const ahead = (x - fx) * dx + (y - fy) * dy;
    if (ahead < 2) continue;
    const side = Math.abs((x - fx) * dy) + Math.abs((y - fy) * dx);
    const score = ahead + 2.5 * side;
    if (score < bestScore) {
      bestScore = score;
      best = el;
    }
  }
  return best;
}

function tools(st) {
  // a tool click is not a click on the board (the page drops a half-built move on those)
  const button = (text, title, action, cls) => h('button', { type: 'button', class: `board-tool ${cls}`, title,
    'aria-label': title, onclick: (event) => { event.stopPropagation(); action(); } }, text);
  st.tools.append(
    button('⇅ Flip', 'Flip the board', () => {
      st.flipped = !st.flipped;
      if (st.last) st.last();
    }, 'board-flip'),
    button('−', 'Zoom out', () => zoomBy(st, 1 / 1.6), 'board-zoom-out'),
    button('+', 'Zoom in', () => zoomBy(st, 1.6), 'board-zoom-in'),
    button('Fit', 'Show the whole board', () => zoomTo(st, 1), 'board-zoom-fit'),
  );
}

function svgOf(st) {
  return st.viewport.querySelector('svg');
}

/** Zoom keeps the point at the centre of the view (or at the given fraction of it) where it was. */
function zoomBy(st, factor, fx = 0.5, fy = 0.5) {
  zoomTo(st, st.zoom.k * factor, fx, fy);
}

function zoomTo(st, k, fx = 0.5, fy = 0.5) {
  if (!st.base) return;
  const [, , W, H] = st.base;
  const z = st.zoom;
  const px = z.x + (W / z.k) * fx;
  const py = z.y + (H / z.k) * fy;
  z.k = Math.max(1, Math.min(MAX_ZOOM, k));
  z.x = px - (W / z.k) * fx;
  z.y = py - (H / z.k) * fy;
  const svg = svgOf(st);
  if (svg) applyZoom(st, svg);
}

function applyZoom(st, svg) {
  const [X, Y, W, H] = st.base;
  const z = st.zoom;
  z.x = Math.max(0, Math.min(W - W / z.k, z.x));
  z.y = Math.max(0, Math.min(H - H / z.k, z.y));
  svg.setAttribute('viewBox', `${X + z.x} ${Y + z.y} ${W / z.k} ${H / z.k}`);
  svg.dataset.zoom = z.k.toFixed(2);
  st.viewport.classList.toggle('zoomed', z.k > 1.01);
}

/** The smallest on-screen size of the current targets, in CSS px (Infinity without targets). */
function smallestTarget(svg) {
  let least = Infinity;
  for (const el of svg.querySelectorAll('.hit-top')) {
    const r = el.getBoundingClientRect();
    least = Math.min(least, r.width, r.height);
  }
  return least;
}

/**
 * Two fingers pinch-zoom; one finger (or the mouse) drags the zoomed board. On a small screen, a tap on a board
 * whose targets are smaller than a finger first zooms in around the tap; the next tap plays.
 */
function gestures(st) {
  const vp = st.viewport;
  const pointers = new Map();
  let pinch = null;
  let drag = null;
  let moved = false;
  vp.addEventListener('pointerdown', (e) => {
    pointers.set(e.pointerId, [e.clientX, e.clientY]);
    moved = false;
    if (pointers.size === 2) {
      const [a, b] = [...pointers.values()];
      pinch = { d: Math.hypot(a[0] - b[0], a[1] - b[1]), k: st.zoom.k };
      drag = null;
    } else if (pointers.size === 1 && st.zoom.k > 1.01) {
      drag = { x: e.clientX, y: e.clientY, zx: st.zoom.x, zy: st.zoom.y };
    }
  });
  vp.addEventListener('pointermove', (e) => {
    if (!pointers.has(e.pointerId)) return;
    pointers.set(e.pointerId, [e.clientX, e.clientY]);
    const svg = svgOf(st);
    if (!svg || !st.base) return;
    const rect = svg.getBoundingClientRect();
    if (pinch && pointers.size === 2) {
      const [a, b] = [...pointers.values()];
      const d = Math.hypot(a[0] - b[0], a[1] - b[1]);
      const fx = ((a[0] + b[0]) / 2 - rect.left) / rect.width;
      const fy = ((a[1] + b[1]) / 2 - rect.top) / rect.height;
      zoomTo(st, pinch.k * (d / Math.max(1, pinch.d)), fx, fy);
      moved = true;
    } else if (drag) {
      const dx = e.clientX - drag.x;
      const dy = e.clientY - drag.y;
      if (Math.hypot(dx, dy) > 8) moved = true;
      if (moved) {
        const [, , W, H] = st.base;
        st.zoom.x = drag.zx - (dx / rect.width) * (W / st.zoom.k);
        st.zoom.y = drag.zy - (dy / rect.height) * (H / st.zoom.k);
        applyZoom(st, svg);
      }
    }
  });
  const end = (e) => {
    pointers.delete(e.pointerId);
    if (pointers.size < 2) pinch = null;
    if (!pointers.size) drag = null;
  };
  vp.addEventListener('pointerup', end);
  vp.addEventListener('pointercancel', end);
  vp.addEventListener('click', (e) => {
    const svg = svgOf(st);
    if (moved) {
      // the end of a drag or a pinch is not a click on the board
      e.stopPropagation();
      e.preventDefault();
      moved = false;
      return;
    }
    if (!svg || st.zoom.k > 1.01 || window.innerWidth > 700) return;
    const least = smallestTarget(svg);
    if (least >= MIN_TARGET || least === Infinity) return;
    e.stopPropagation();
    e.preventDefault();
    const rect = svg.getBoundingClientRect();
    zoomTo(st, Math.min(MAX_ZOOM, (MIN_TARGET * 1.15) / least),
      (e.clientX - rect.left) / rect.width, (e.clientY - rect.top) / rect.height);
  }, true);
  vp.addEventListener('wheel', (e) => {
    if (!e.ctrlKey) return; // a trackpad pinch; a plain wheel scrolls the page
    e.preventDefault();
    const rect = svgOf(st).getBoundingClientRect();
    zoomBy(st, e.deltaY < 0 ? 1.15 : 1 / 1.15, (e.clientX - rect.left) / rect.width,
      (e.clientY - rect.top) / rect.height);
  }, { passive: false });
}
