// 0-1-2: A Thread Game: the growing board of triangular super-cells (the Hex and its Deltas), holes, pegs and
// both players' threads. Where a thread passes exactly over a peg it bows around it on the side chosen, so the
// side is visible. Each decision is one click: a hole (place, weave, jump, repo, peg, black), a super-cell
// (setup, build), or, for a side choice, one of the two bows drawn around the peg (the thread passes left or right
// of it); words such as done, stop, self and opp are buttons. Holes are named q,r: rows of equal r are labelled at
// their left end, lines of equal q (rising to the right) at their lower end. Flipped, it turns half a turn.
import { s, canvas, clickable } from '../lib/dom.js';

const S = 34;
const COLOUR = { Blue: '#2563eb', Red: '#d4382c', black: '#111827' };
const SQRT3_2 = Math.sqrt(3) / 2;

const HOLE_MOVE = /^(?:place |weave |jump |repo |to |peg |from=|black=)(-?\d+,-?\d+)$/;
const CELL_MOVE = /^(?:setup|build) ((?:UP|DN)\(-?\d+,-?\d+\))$/;
const SIDE_MOVE = /^(?:\{#(\d+)([+-])\}|\[(-?\d+,-?\d+)([+-])\])$/;

export function path(move) {
  const hole = HOLE_MOVE.exec(move);
  if (hole) return [`h:${hole[1]}`];
  const cell = CELL_MOVE.exec(move);
  if (cell) return [`c:${cell[1]}`];
  const side = SIDE_MOVE.exec(move);
  return side ? [`side:${side[2] || side[4]}`] : null;
}

/** What lies on the board was placed there by a player (frame.js names who in the places' names). */
export const places = true;

/** What a decision touched: its hole, its super-cell, or the thread / peg whose side it chose. */
export function marks(move) {
  const p = path(move);
  if (!p) return [];
  if (!p[0].startsWith('side:')) return p;
  const side = SIDE_MOVE.exec(move);
  return side[1] ? [`t:${side[1]}`] : [`h:${side[3]}`];
}

/** The black pegs the winner captured (or, on equal captures, the used pegs that decided), per the rules. */
export function winning(view) {
  return (view.board.winning || []).map((hole) => `h:${hole}`);
}

export function prompt(view) {
  const b = view.board;
  const side = b.pendingSide;
  if (side) {
    const what = side.thread ? `Thread #${side.thread}` : 'The jump being laid';
    return `${what} (arrow: from ${side.from.join(',')} to ${side.to.join(',')}) runs over the peg on ${side.peg}: `
      + 'click the bow on the side it passes, left or right of the peg.';
  }
  const words = {
    'setup-delta': 'Click a pale triangle to place your starting Delta.',
    'setup-black': 'Click a hole for the black peg.',
    'setup-peg': 'Click a hole for your colour peg.',
    place: 'Click an empty hole to place a peg.',
    reposition: 'Click the hole the peg moves to.',
    weave: 'Click one of your pegs (or an uncaptured black one) to jump your thread to it.',
    'build-delta': 'Click a pale triangle to add a Delta to the board.',
    'build-source': 'Click the peg to move onto the new Delta, or choose none.',
    'build-peg': 'Click a hole of the new Delta for the peg.',
  };
  return words[b.phase] || '';
}

export function describe(view) {
  const b = view.board;
  const pegs = (colour) => b.holes.filter((x) => x.peg === colour).map((x) => `${x.q},${x.r}`
    + (x.capturedBy ? ` captured by ${x.capturedBy}` : x.used ? ' used' : ''));
  const threads = b.threads.map((t) => `#${t.number} ${t.owner} ${t.from.join(',')} to ${t.to.join(',')}`);
  return `0-1-2, holes named q,r. Blue pegs: ${pegs('blue').join('; ') || 'none'}. Red pegs: `
    + `${pegs('red').join('; ') || 'none'}. Black pegs: ${pegs('black').join('; ') || 'none'}. `
    + `Threads: ${threads.join('; ') || 'none'}. ${b.status || ''}`;
}

/** A place in words for screen readers: "hole 1,1: blue peg, used", "pass left of the peg". */
export function name(key, view) {
  if (key.startsWith('side:')) return `pass ${key === 'side:+' ? 'left' : 'right'} of the peg`;
  if (key.startsWith('c:')) return `Delta ${key.slice(2)}`;
  const hole = view.board.holes.find((x) => `h:${x.q},${x.r}` === key);
  if (!hole) return key.replace(/^[a-z]+:/, '');
  const state = hole.capturedBy ? `, captured by ${hole.capturedBy}` : hole.used ? ', used' : '';
  return `hole ${hole.q},${hole.r}: ${hole.peg ? `${hole.peg} peg${state}` : 'empty'}`;
}

export function seatColour(view, i) {
  return COLOUR[view.board.players[i].name];
}

export function players(view) {
  return view.board.players.map((p) => {
    const tray = p.tray || '';
    const black = (tray.match(/B/g) || []).length;
    return `${p.name}: captured ${p.captured}, used ${p.used}/18, reserve ${p.recess}, tray ${tray.length - black}`
      + ` colour + ${black} black`;
  });
}

export function info(view) {
  const b = view.board;
  const parts = [b.phase, `deltas left ${b.deltasLeft}`];
  if (b.phase === 'weave') parts.push(`jumps ${b.weaveJumps}, last total ${b.lastJumpTotal}`);
  if (b.quietTurns) parts.push(`turns without a weave ${b.quietTurns}`);
  return parts.join(' · ');
}

let turned = 1; // -1 while drawing flipped (half a turn)

/** The plane point of lattice point (q, r), in SVG units (y down). */
function pt(q, r) {
  return [turned * (q + r / 2) * S, -turned * r * SQRT3_2 * S];
}

function corners(name, n) {
  const m = /^(UP|DN)\((-?\d+),(-?\d+)\)$/.exec(name);
  const A = Number(m[2]);
  const B = Number(m[3]);
  return m[1] === 'UP'
    ? [[n * A, n * B], [n * (A + 1), n * B], [n * A, n * (B + 1)]]
    : [[n * (A + 1), n * B], [n * A, n * (B + 1)], [n * (A + 1), n * (B + 1)]];
}

export function draw(container, view, ui, opts = {}) {
  turned = opts.flipped ? -1 : 1;
  const b = view.board;
  const n = b.n;
  const offered = view.legalMoves.map((m) => CELL_MOVE.exec(m)).filter(Boolean).map((m) => m[1]);
  const points = b.holes.map((h) => pt(h.q, h.r));
  for (const cell of offered) for (const [q, r] of corners(cell, n)) points.push(pt(q, r));
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  const pad = S * 1.4;
  const x0 = Math.min(...xs) - pad;
  const y0 = Math.min(...ys) - pad;
  const svg = canvas(container, Math.max(...xs) - x0 + pad, Math.max(...ys) - y0 + pad, '0-1-2 board');
  const g = s('g', { transform: `translate(${-x0} ${-y0})` }, svg);

  for (const cell of b.cells) {
    s('polygon', { points: corners(cell, n).map(([q, r]) => pt(q, r).join(',')).join(' '), fill: '#efe4cc',
      stroke: '#d3c29c', 'stroke-width': 1.5, 'stroke-linejoin': 'round', class: 'super-cell',
      'data-at': `c:${cell}` }, g);
  }
  for (const cell of offered) {
    const tri = s('polygon', { points: corners(cell, n).map(([q, r]) => pt(q, r).join(',')).join(' '),
      fill: '#f5f5f4', 'fill-opacity': 0.5, stroke: '#78716c', 'stroke-dasharray': '5 4', class: 'offered-cell' }, g);
    clickable(tri, `c:${cell}`, ui);
  }
  coordinates(g, b);
  for (const hole of b.holes) {
    const [x, y] = pt(hole.q, hole.r);
    const dot = s('circle', { cx: x, cy: y, r: S * 0.16, fill: hole.interior ? '#a8a29e' : '#fafaf9',
      stroke: '#a8a29e', 'stroke-width': 1, 'data-at': hole.peg ? null : `h:${hole.q},${hole.r}`, class: 'hole' }, g);
    if (!hole.peg) {
      clickable(dot, `h:${hole.q},${hole.r}`, ui);
      // a larger invisible area around the small dot, for fingers on a phone
      clickable(s('circle', { cx: x, cy: y, r: S * 0.5, fill: 'transparent', class: 'hit' }, g),
        `h:${hole.q},${hole.r}`, ui);
    }
  }
  // threads before pegs, so that pegs lie on top; numbers (which side choices name) while they stay readable
  const labelled = []; // where thread numbers stand already: a number is moved along its thread away from them
  for (const thread of b.threads) drawThread(g, thread, b.threads.length <= 30 ? labelled : null);
  for (const hole of b.holes.filter((h) => h.peg)) drawPeg(g, hole, b, ui);
  if (b.pendingSide) sideChoice(g, b, ui);
}

/**
 * Coordinates: each row of equal r is labelled in a column left of the board, each rising line of equal q one step
 * past its lowest hole, on the line itself, so that the label is read along its slanted line (a label at a common
 * foot below the board sat under the wrong holes).
 */
function coordinates(g, b) {
  const style = { 'font-size': 9, fill: '#78716c', 'text-anchor': 'middle', 'dominant-baseline': 'middle',
    'pointer-events': 'none', class: 'coord' };
  const at = b.holes.map((hole) => [hole, ...pt(hole.q, hole.r)]);
  const left = Math.min(...at.map((a) => a[1])) - S * 0.75;
  const rows = new Map();
  const lines = new Set();
  for (const [hole, , y] of at) {
    rows.set(hole.r, y);
    lines.add(hole.q);
  }
  for (const [r, y] of rows) s('text', { ...style, x: left, y, text: `r${r}` }, g);
  for (const q of lines) {
    const lowest = Math.min(...b.holes.filter((h) => h.q === q).map((h) => h.r));
    const [x, y] = pt(q, lowest - 0.7);
    s('text', { ...style, x, y, text: `q${q}` }, g);
  }
}

/** A side to choose: the thread (or the jump being laid) drawn bowing both ways around the peg, each bow a target. */
function sideChoice(g, b, ui) {
  const side = b.pendingSide;
  const [ax, ay] = pt(...side.from);
  const [bx, by] = pt(...side.to);
  const [px, py] = pt(...side.peg.split(',').map(Number));
  const len = Math.hypot(bx - ax, by - ay) || 1;
  const dx = (bx - ax) / len;
  const dy = (by - ay) / len;
  const owner = b.toMove || 'Blue';
  const box = s('g', { class: 'side-choice' }, g);
  s('path', { d: `M ${ax} ${ay} L ${bx} ${by}`, fill: 'none', stroke: COLOUR[owner], 'stroke-width': 2,
    'stroke-dasharray': '4 4', 'pointer-events': 'none', 'marker-end': null }, box);
  // the direction of travel, just past the peg, which left and right refer to
  arrow(box, px + dx * S * 0.62, py + dy * S * 0.62, dx, dy, COLOUR[owner]);
  for (const [sign, sigma, word] of [['+', 1, 'left'], ['-', -1, 'right']]) {
    const lx = dy * sigma;
    const ly = -dx * sigma;
    const r = S * 0.55;
    const bow = S * 1.3;
    s('path', { d: `M ${px - dx * r} ${py - dy * r} Q ${px + lx * bow} ${py + ly * bow} ${px + dx * r} ${py + dy * r}`,
      fill: 'none', stroke: COLOUR[owner], 'stroke-width': S * 0.14, 'stroke-linecap': 'round',
      'stroke-dasharray': `${S * 0.12} ${S * 0.1}`, 'pointer-events': 'none', class: 'side-bow' }, box);
    const cx = px + lx * S * 1.3;
    const cy = py + ly * S * 1.3;
    // the word is the marker: no dot on these targets
    // wider than a hole's pitch: a finger's target even when the board has grown and is drawn small
    const button = s('circle', { cx, cy, r: S * 0.62, fill: '#ffffff', stroke: COLOUR[owner], 'stroke-width': 2,
      class: 'side-button', 'data-side': word, 'data-no-dot': 'true' }, box);
    clickable(button, `side:${sign}`, ui);
    s('text', { x: cx, y: cy + 0.5, 'font-size': 12, 'font-weight': 700, fill: '#1f2937', 'text-anchor': 'middle',
      'dominant-baseline': 'middle', 'pointer-events': 'none', text: word, class: 'side-word' }, box);
  }
}

function arrow(g, x, y, dx, dy, colour) {
  const w = S * 0.18;
  const l = S * 0.3;
  const pts = [[x + dx * l, y + dy * l], [x - dy * w, y + dx * w], [x + dy * w, y - dx * w]];
  s('polygon', { points: pts.map((p) => p.join(',')).join(' '), fill: colour, 'pointer-events': 'none' }, g);
}

/**
 * A thread from peg to peg; at each peg it passes over it bows to the side the player chose. Its number goes where
 * no other number in `labels` (the places taken, added to) is near; null: no numbers.
 */
function drawThread(g, thread, labels) {
  const [ax, ay] = pt(...thread.from);
  const [bx, by] = pt(...thread.to);
  const len = Math.hypot(bx - ax, by - ay);
  const dx = (bx - ax) / len;
  const dy = (by - ay) / len;
  // left of the direction of travel, in screen coordinates (y down)
  const lx = dy;
  const ly = -dx;
  const passes = (thread.sides || '').split(' ').filter(Boolean).map((entry) => {
    const m = /^(-?\d+),(-?\d+)([+-])$/.exec(entry);
    const [px, py] = pt(Number(m[1]), Number(m[2]));
    return { t: (px - ax) * dx + (py - ay) * dy, px, py, sigma: m[3] === '+' ? 1 : -1 };
  }).sort((p, q) => p.t - q.t);
  let d = `M ${ax} ${ay}`;
  const r = S * 0.42;
  for (const p of passes) {
    const bow = S * 0.75 * p.sigma;
    d += ` L ${p.px - dx * r} ${p.py - dy * r} Q ${p.px + lx * bow} ${p.py + ly * bow} ${p.px + dx * r} ${p.py + dy * r}`;
  }
  d += ` L ${bx} ${by}`;
  s('path', { d, fill: 'none', stroke: COLOUR[thread.owner] || '#444', 'stroke-width': S * 0.1,
    'data-at': `t:${thread.number}`, class: 'thread',
    'stroke-linecap': 'round', 'stroke-opacity': 0.85, 'pointer-events': 'none',
    'stroke-dasharray': thread.kind === 'SETUP' || thread.kind === 'setup' ? `${S * 0.3} ${S * 0.15}` : null }, g);
  if (!labels) return;
  // the middle of the thread, else a point further along it that no other number is near
  const spots = [0.5, 0.35, 0.65, 0.2, 0.8].map((t) => [ax + (bx - ax) * t + lx * 8, ay + (by - ay) * t + ly * 8]);
  const free = spots.find(([x, y]) => labels.every(([ox, oy]) => Math.hypot(x - ox, y - oy) > 14));
  if (!free) return; // no room: the thread's number is in the text board and the move list
  labels.push(free);
  s('text', { x: free[0], y: free[1], 'font-size': 10, fill: COLOUR[thread.owner], class: 'thread-number',
    'text-anchor': 'middle', 'dominant-baseline': 'middle', 'pointer-events': 'none', text: `#${thread.number}` }, g);
}

function drawPeg(g, hole, b, ui) {
  const [x, y] = pt(hole.q, hole.r);
  const key = `h:${hole.q},${hole.r}`;
  const black = hole.peg === 'black';
  const owner = hole.peg === 'blue' ? 'Blue' : hole.peg === 'red' ? 'Red' : null;
  const peg = s('circle', { cx: x, cy: y, r: S * 0.27, fill: black ? COLOUR.black : COLOUR[owner],
    stroke: '#0f172a', 'stroke-width': 1.5, 'data-at': key, class: 'peg', 'data-occupied': 'true' }, g);
  clickable(peg, key, ui);
  if (black && hole.capturedBy) {
    s('circle', { cx: x, cy: y, r: S * 0.38, fill: 'none', stroke: COLOUR[hole.capturedBy], 'stroke-width': 3,
      'pointer-events': 'none' }, g);
  }
  if (!black && !hole.used) {
    s('circle', { cx: x, cy: y, r: S * 0.1, fill: '#fff', 'pointer-events': 'none' }, g);
  }
  for (const p of b.players) {
    if (p.spool === `${hole.q},${hole.r}`) {
      s('circle', { cx: x, cy: y, r: S * 0.45, fill: 'none', stroke: COLOUR[p.name], 'stroke-width': 2,
        'stroke-dasharray': '3 3', 'pointer-events': 'none' }, g);
    }
  }
}
