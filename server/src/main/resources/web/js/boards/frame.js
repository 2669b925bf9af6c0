// What every drawn board shares, around a game's own drawing: the last turn and the winning elements marked (with
// data-last-move / data-winning), quiet legal-move dots, targets raised above whatever lies on them so that a click
// anywhere on one plays it, the flip and zoom buttons, pinch-zoom and pan, arrow keys + Enter, and a description of
// the position for screen readers; finger taps reach the nearest target (reach.js). A board module draws; frame.js
// only reads what it drew (data-key, data-at).
import { h, s } from '../lib/dom.js';
import { applyZoom, gestures, zoomBy, zoomTo } from './zoom.js';
import { clearPreview, fingerTaps, keepPreview } from './reach.js';

const states = new WeakMap(); // container -> { flipped, zoom, focusKey, tools, viewport, description }
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
    st = { flipped: false, zoom: { k: 1, x: 0, y: 0 }, focusKey: null, last: null, id: ++serial, container };
    container.classList.add('board-frame');
    st.viewport = h('div', { class: 'board-viewport' });
    st.description = h('p', { class: 'visually-hidden', id: `board-description-${st.id}` });
    st.tools = h('div', { class: 'board-tools' });
    container.replaceChildren(st.viewport, st.tools, st.description);
    gestures(st);
    if (options.controls !== false) {
      tools(st);
      fingerTaps(st); // a picture without controls (the home page's) is not played
    }
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
  st.ui = full;
  if (st.ply !== view.ply) {
    // a new position: the whole board again, so that the move just made (the opponent's reply) is in view
    st.zoom = { k: 1, x: 0, y: 0 };
    clearPreview(st);
  }
  st.ply = view.ply;
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
  markChosen(svg, keepPreview(st, svg), 'preview');
  // a picture (no controls) is no Tab stop
  const placed = placers(inner, view, full);
  const named = (el) => {
    const words = inner.name ? inner.name(el.dataset.key, view) : el.dataset.key;
    if (!el.hasAttribute('data-occupied')) return words;
    const by = (el.dataset.at || '').split(' ').map((at) => placed.get(at)).find(Boolean);
    return by ? `${words}, placed by ${by}` : words;
  };
  if (options.controls !== false) keyboard(st, svg, full, hadFocus, named);
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

/**
 * What the arrow keys move between: the places that matter (legal targets and places something lies on, marked
 * data-occupied by the board), one element per key, the one on top; every place while none matters.
 */
function navigables(svg) {
  const byKey = new Map();
  const matter = new Set();
  for (const el of svg.querySelectorAll('[data-key]')) {
    byKey.set(el.dataset.key, el);
    if (el.classList.contains('target') || el.hasAttribute('data-occupied')) matter.add(el.dataset.key);
  }
  const all = [...byKey.values()];
  const chosen = all.filter((el) => matter.has(el.dataset.key));
  return { all, items: chosen.length ? chosen : all };
}

function keyboard(st, svg, ui, hadFocus, named) {
  const { all, items } = navigables(svg);
  if (!items.length) return;
  const targets = items.filter((e) => e.classList.contains('target'));
  const current = items.find((e) => e.dataset.key === st.focusKey) || targets[0] || items[0];
  for (const el of all) el.setAttribute('aria-label', label(el, named)); // a place is named even off the walk
  for (const el of items) {
    el.setAttribute('tabindex', el === current ? '0' : '-1');
    el.setAttribute('role', 'button');
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

/**
 * Who placed what lies on each place (data-at name -> "you", "your opponent", "the computer"): the last player
 * whose move marked it, in the words of the page's ui.placedBy(seat) (none on a board that places nothing).
 */
function placers(inner, view, ui) {
  const placed = new Map();
  if (!inner.places || !inner.marks || !ui.placedBy) return placed;
  for (const move of view.moves || []) {
    const by = move.player >= 0 ? ui.placedBy(move.player) : null;
    if (by) for (const at of inner.marks(move.text, view) || []) placed.set(at, by);
  }
  return placed;
}

/** The accessible name of a place: what is on it (the board's name(key, view)), and whether it can be played. */
function label(el, named) {
  const words = named(el) || el.dataset.key;
  const state = el.classList.contains('target') ? ', can be played' : '';
  return `${words.replace(/^[a-z]+:/, '')}${state}`;
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
