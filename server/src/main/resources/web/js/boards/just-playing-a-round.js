// Just Playing a Round (3Will solo): the 8x8 torus board with stacks (bottom piece lowest) and the five dice.
// A play is two clicks: the piece, then the square it steps to (the edges wrap); where a whole group may move,
// the choice between the single piece and the group is offered as buttons. Decisions are buttons. A piece that is
// the only one of its stack to choose is chosen by a click anywhere on its square (a finger-sized target); when a
// square is the destination, a click anywhere on it, pieces included, is the destination.
import { s, canvas, clickable } from '../lib/dom.js';

const U = 64;
const M = 30;
const DICE_H = 84;
const COLOURS = { R: '#d4382c', G: '#1f9d55', B: '#2563eb', Y: '#eab308', W: '#f8fafc' };
const INK = { R: '#fff', G: '#fff', B: '#fff', Y: '#1f2937', W: '#1f2937' };
const VECTORS = { N: [0, 1], NE: [1, 1], E: [1, 0], SE: [1, -1], S: [0, -1], SW: [-1, -1], W: [-1, 0], NW: [-1, 1] };

function squareName(x, y) {
  return String.fromCharCode(97 + x) + (y + 1);
}

function findPiece(view, piece) {
  for (const stack of view.board.stacks) {
    if (stack.pieces.some((p) => p.piece === piece)) return stack;
  }
  return null;
}

export function path(move, view) {
  const m = /^([RGBY][1-6]) (N|NE|E|SE|S|SW|W|NW)( group)?$/.exec(move);
  if (!m) return null;
  const stack = findPiece(view, m[1]);
  if (!stack) return null;
  const [dx, dy] = VECTORS[m[2]];
  return [m[1], squareName((stack.x + dx + 8) % 8, (stack.y + dy + 8) % 8)];
}

const COLOUR_NAME = { R: 'Red', G: 'Green', B: 'Blue', Y: 'Yellow' };

/** A piece or a square in words for screen readers: "Red 1 on c3", "c3: Red 1, Green 2 (bottom first)". */
export function name(key, view) {
  const stack = findPiece(view, key);
  if (stack) return `${COLOUR_NAME[key[0]]} ${key.slice(1)} on ${stack.square}`;
  const here = view.board.stacks.find((st) => st.square === key);
  if (!here) return `${key}: empty`;
  return `${key}: ${here.pieces.map((p) => `${COLOUR_NAME[p.piece[0]]} ${p.piece.slice(1)}`).join(', ')} (bottom first)`;
}

export function players(view) {
  const b = view.board;
  return [`${b.extended ? `extended game, score ${b.score}` : 'normal game'}${b.played.length ? `; played ${b.played.join(' ')}` : ''}`];
}

/** A play marks the piece that moved (where it is now). */
export function marks(move) {
  const m = /^([RGBY][1-6]) /.exec(move);
  return m ? [m[1]] : [];
}

/** The stack that met the objective, as the rules found it. */
export function winning(view) {
  return view.board.winning || [];
}

export function prompt(view, selected = []) {
  const b = view.board;
  if (b.over) return '';
  if (selected.length) return `Click the square ${selected[0]} steps to (the board wraps around its edges).`;
  if (b.toPlay) return `Click a piece to play: ${b.toPlay}.`;
  return '';
}

export function describe(view) {
  const b = view.board;
  const stacks = b.stacks.map((st) => `${st.square}: ${st.pieces.map((p) => p.piece).join(', ')}`);
  return `Just Playing a Round, 8 by 8 board whose edges wrap; files a to h from the left, ranks 1 to 8 from `
    + `the bottom. Stacks, bottom piece first: ${stacks.join('; ')}. Throw: ${b.throw || 'not yet'}. ${info(view)}.`;
}

export function info(view) {
  const b = view.board;
  const parts = [];
  if (b.round) parts.push(`round ${b.round}`);
  if (b.throwKind) parts.push(b.throwKind);
  if (b.toPlay) parts.push(`to play: ${b.toPlay}`);
  if (b.result) parts.push(b.result);
  return parts.join(' · ');
}

export function draw(container, view, ui, opts = {}) {
  const b = view.board;
  const size = 8 * U;
  const svg = canvas(container, size + 2 * M, size + 2 * M + DICE_H, 'Just Playing a Round torus board');
  const X = opts.flipped ? (x) => M + (7 - x) * U : (x) => M + x * U;
  const Y = opts.flipped ? (y) => M + y * U : (y) => M + (7 - y) * U;
  s('rect', { x: M - 6, y: M - 6, width: size + 12, height: size + 12, rx: 6, fill: 'none', stroke: '#9ca3af',
    'stroke-dasharray': '6 5' }, svg);
  for (let y = 0; y < 8; y++) {
    for (let x = 0; x < 8; x++) {
      const sq = s('rect', { x: X(x), y: Y(y), width: U, height: U, fill: (x + y) % 2 ? '#f3ede1' : '#e3d8c3',
        class: (x + y) % 2 ? 'square light' : 'square dark', 'data-at': squareName(x, y) }, svg);
      clickable(sq, squareName(x, y), ui);
    }
  }
  labels(svg, X, Y);
  for (const stack of b.stacks) drawStack(svg, stack, X(stack.x), Y(stack.y), ui);
  for (const stack of b.stacks) wholeSquare(svg, stack, X(stack.x), Y(stack.y), ui);
  dice(svg, b, M, size + 2 * M + 6);
}

function drawStack(svg, stack, x, y, ui) {
  const n = stack.pieces.length;
  const h = Math.min(22, (U - 10) / n);
  stack.pieces.forEach((p, level) => {
    const top = y + U - 5 - (level + 1) * h;
    const disc = s('rect', { x: x + 6, y: top, width: U - 12, height: h - 2, rx: 5, fill: COLOURS[p.colour],
      stroke: '#1f2937', 'stroke-width': 1, 'data-at': p.piece, 'data-occupied': 'true' }, svg);
    clickable(disc, p.piece, ui);
    s('text', { x: x + U / 2, y: top + h / 2, 'font-size': Math.min(14, h - 4), 'font-weight': 700,
      fill: INK[p.colour], 'text-anchor': 'middle', 'dominant-baseline': 'middle', 'pointer-events': 'none',
      text: p.piece }, svg);
  });
  if (n >= 3 && stack.stable) {
    s('rect', { x: x + 2, y: y + 2, width: U - 4, height: U - 4, rx: 6, fill: 'none', stroke: '#059669',
      'stroke-width': 3, 'pointer-events': 'none' }, svg);
  }
}

/** The only piece of a stack that may be chosen now: its whole square chooses it (over the smaller discs). */
function wholeSquare(svg, stack, x, y, ui) {
  const choosable = stack.pieces.filter((p) => ui.targets.has(p.piece));
  if (choosable.length !== 1 || ui.targets.has(stack.square)) return;
  clickable(s('rect', { x, y, width: U, height: U, fill: 'transparent', class: 'square-hit' }, svg),
    choosable[0].piece, ui);
}

function labels(svg, X, Y) {
  const style = { 'font-size': 14, fill: '#6b7280', 'text-anchor': 'middle', 'dominant-baseline': 'middle',
    'pointer-events': 'none' };
  for (let i = 0; i < 8; i++) {
    const file = String.fromCharCode(97 + i);
    const far = M + 8 * U;
    s('text', { ...style, class: 'coord', x: X(i) + U / 2, y: M / 2 - 4, text: file }, svg);
    s('text', { ...style, class: 'coord', x: X(i) + U / 2, y: far + M / 2 + 4, text: file }, svg);
    s('text', { ...style, class: 'coord', x: M / 2 - 4, y: Y(i) + U / 2, text: i + 1 }, svg);
    s('text', { ...style, class: 'coord', x: far + M / 2 + 4, y: Y(i) + U / 2, text: i + 1 }, svg);
  }
}

const PIPS = { 1: [[0, 0]], 2: [[-1, -1], [1, 1]], 3: [[-1, -1], [0, 0], [1, 1]], 4: [[-1, -1], [1, -1], [-1, 1], [1, 1]],
  5: [[-1, -1], [1, -1], [0, 0], [-1, 1], [1, 1]], 6: [[-1, -1], [1, -1], [-1, 0], [1, 0], [-1, 1], [1, 1]] };

/** The throw: identifier dice R, G, B, Y and the white director W; dice not yet thrown are blank. */
function dice(svg, b, x0, y0) {
  const shown = {};
  for (const part of (b.throw || '').split(' ').filter(Boolean)) shown[part[0]] = Number(part.slice(1));
  const d = 54;
  const gap = 18;
  const label = { 'font-size': 12, fill: '#374151', 'pointer-events': 'none' };
  s('text', { ...label, x: x0, y: y0 + 10, text: 'Throw' }, svg);
  ['R', 'G', 'B', 'Y', 'W'].forEach((letter, i) => {
    const x = x0 + 58 + i * (d + gap);
    const y = y0 + 4;
    const face = shown[letter];
    s('rect', { x, y, width: d, height: d, rx: 9, fill: face ? COLOURS[letter] : '#e5e7eb', stroke: '#1f2937',
      'stroke-width': 1.5, class: 'die', 'data-die': letter, 'data-face': face || '' }, svg);
    if (face) {
      for (const [px, py] of PIPS[face]) {
        s('circle', { cx: x + d / 2 + px * d * 0.26, cy: y + d / 2 + py * d * 0.26, r: d * 0.08, fill: INK[letter] }, svg);
      }
    }
    s('text', { ...label, x: x + d / 2, y: y + d + 12, 'text-anchor': 'middle', text: letter === 'W' ? 'director' : letter }, svg);
  });
}
