// 0-1-2: A Thread Game: the growing board of triangular super-cells (the Hex and its Deltas), holes, pegs and
// both players' threads. Where a thread passes exactly over a peg it bows around it on the side chosen, so the
// side is visible. Each decision is one click: a hole (place, weave, jump, repo, peg, black), or a super-cell
// (setup, build); words such as done, stop, self, opp and side choices are buttons.
import { s, canvas, clickable } from '../dom.js';

const S = 34;
const COLOUR = { Blue: '#2563eb', Red: '#d4382c', black: '#111827' };
const SQRT3_2 = Math.sqrt(3) / 2;

const HOLE_MOVE = /^(?:place |weave |jump |repo |to |peg |from=|black=)(-?\d+,-?\d+)$/;
const CELL_MOVE = /^(?:setup|build) ((?:UP|DN)\(-?\d+,-?\d+\))$/;

export function path(move) {
  const hole = HOLE_MOVE.exec(move);
  if (hole) return [`h:${hole[1]}`];
  const cell = CELL_MOVE.exec(move);
  return cell ? [`c:${cell[1]}`] : null;
}

/** A hole clicked out of turn: the server explains why a peg cannot be placed there. */
export function probe(key) {
  return key.startsWith('h:') ? `place ${key.slice(2)}` : null;
}

export function seatColour(view, i) {
  return COLOUR[view.board.players[i].name];
}

export function players(view) {
  return view.board.players.map((p) => {
    const tray = p.tray || '';
    const black = (tray.match(/B/g) || []).length;
    return `${p.name}: captured ${p.captured}, used ${p.used}/18, recess ${p.recess}, tray ${tray.length - black}`
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

/** The plane point of lattice point (q, r), in SVG units (y down). */
function pt(q, r) {
  return [(q + r / 2) * S, -r * SQRT3_2 * S];
}

function corners(name, n) {
  const m = /^(UP|DN)\((-?\d+),(-?\d+)\)$/.exec(name);
  const A = Number(m[2]);
  const B = Number(m[3]);
  return m[1] === 'UP'
    ? [[n * A, n * B], [n * (A + 1), n * B], [n * A, n * (B + 1)]]
    : [[n * (A + 1), n * B], [n * A, n * (B + 1)], [n * (A + 1), n * (B + 1)]];
}

export function draw(container, view, ui) {
  const b = view.board;
  const n = b.n;
  const offered = view.legalMoves.map((m) => CELL_MOVE.exec(m)).filter(Boolean).map((m) => m[1]);
  const points = b.holes.map((h) => pt(h.q, h.r));
  for (const cell of offered) for (const [q, r] of corners(cell, n)) points.push(pt(q, r));
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  const pad = S * 0.9;
  const x0 = Math.min(...xs) - pad;
  const y0 = Math.min(...ys) - pad;
  const svg = canvas(container, Math.max(...xs) - x0 + pad, Math.max(...ys) - y0 + pad, '0-1-2 board');
  const g = s('g', { transform: `translate(${-x0} ${-y0})` }, svg);

  for (const cell of b.cells) {
    s('polygon', { points: corners(cell, n).map(([q, r]) => pt(q, r).join(',')).join(' '), fill: '#efe4cc',
      stroke: '#d3c29c', 'stroke-width': 1.5, 'stroke-linejoin': 'round' }, g);
  }
  for (const cell of offered) {
    const tri = s('polygon', { points: corners(cell, n).map(([q, r]) => pt(q, r).join(',')).join(' '),
      fill: '#fef3c7', 'fill-opacity': 0.6, stroke: '#b45309', 'stroke-dasharray': '5 4' }, g);
    clickable(tri, `c:${cell}`, ui);
  }
  for (const hole of b.holes) {
    const [x, y] = pt(hole.q, hole.r);
    const dot = s('circle', { cx: x, cy: y, r: S * 0.16, fill: hole.interior ? '#a8a29e' : '#fafaf9',
      stroke: '#a8a29e', 'stroke-width': 1 }, g);
    if (!hole.peg) {
      clickable(dot, `h:${hole.q},${hole.r}`, ui);
      // a larger invisible area around the small dot, for fingers on a phone
      clickable(s('circle', { cx: x, cy: y, r: S * 0.42, fill: 'transparent', class: 'hit' }, g),
        `h:${hole.q},${hole.r}`, ui);
    }
  }
  // threads before pegs, so that pegs lie on top; numbers (which side choices name) while they stay readable
  for (const thread of b.threads) drawThread(g, thread, b.threads.length <= 30);
  for (const hole of b.holes.filter((h) => h.peg)) drawPeg(g, hole, b, ui);
}

/** A thread from peg to peg; at each peg it passes over it bows to the side the player chose. */
function drawThread(g, thread, label) {
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
    'stroke-linecap': 'round', 'stroke-opacity': 0.85, 'pointer-events': 'none',
    'stroke-dasharray': thread.kind === 'SETUP' || thread.kind === 'setup' ? `${S * 0.3} ${S * 0.15}` : null }, g);
  if (!label) return;
  s('text', { x: (ax + bx) / 2 + lx * 8, y: (ay + by) / 2 + ly * 8, 'font-size': 10, fill: COLOUR[thread.owner],
    'text-anchor': 'middle', 'dominant-baseline': 'middle', 'pointer-events': 'none', text: `#${thread.number}` }, g);
}

function drawPeg(g, hole, b, ui) {
  const [x, y] = pt(hole.q, hole.r);
  const key = `h:${hole.q},${hole.r}`;
  const black = hole.peg === 'black';
  const owner = hole.peg === 'blue' ? 'Blue' : hole.peg === 'red' ? 'Red' : null;
  const peg = s('circle', { cx: x, cy: y, r: S * 0.27, fill: black ? COLOUR.black : COLOUR[owner],
    stroke: '#0f172a', 'stroke-width': 1.5 }, g);
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
