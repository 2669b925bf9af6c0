// Warp and Weft: the woven board. Threads are 1x3 bars (Warp vertical, Weft horizontal) that stick out of the
// edges they connect; patches are the small squares between them. A click on a piece claims it; switch and swap
// are buttons. Coloured bands mark the edges each side connects.
import { s, canvas, clickable } from '../dom.js';

const U = 32;
const M = 30;
const COLOUR = { warp: '#b5402f', weft: '#2158a6' };
const PALE = { warp: '#f1d2cc', weft: '#cfdcf1' };

export function path(move) {
  return /^[A-Z]\d+$/.test(move) ? [move] : null;
}

export function probe(key) {
  return key;
}

export function players(view) {
  return view.seats.map((seat, i) => {
    const side = view.board.sides.find((x) => x.seat === i);
    if (!side) return '';
    return `plays ${side.name} (${side.connects}), ${side.state}${side.connected ? ', connected' : ''}`;
  });
}

export function seatColour(view, i) {
  const side = view.board.sides.find((x) => x.seat === i);
  return side ? COLOUR[side.side] : null;
}

export function info(view) {
  const b = view.board;
  const parts = [`${b.primary}-primary`, `size ${b.size}`];
  if (b.swapAvailable) parts.push('swap available');
  if (b.over && b.endReason !== 'none') parts.push(`ended by ${b.endReason}`);
  return parts.join(' · ');
}

export function draw(container, view, ui) {
  const b = view.board;
  const S = b.columns;
  const size = 2 * M + (S + 2) * U;
  const svg = canvas(container, size, size, 'Warp and Weft board');
  const X = (c) => M + c * U;
  const Y = (r) => M + (S + 1 - r) * U;
  s('rect', { x: X(0), y: Y(S + 1), width: (S + 2) * U, height: (S + 2) * U, fill: '#fffdf8' }, svg);
  s('rect', { x: X(1), y: Y(S), width: S * U, height: S * U, fill: '#f4efe4', stroke: '#d6cdb8' }, svg);
  bands(svg, X, Y, S);
  labels(svg, X, Y, S);
  const last = b.lastMove;
  for (const piece of b.pieces) {
    const cells = piece.cells.concat(piece.tabs);
    const cs = cells.map((c) => c[0]);
    const rs = cells.map((c) => c[1]);
    const c0 = Math.min(...cs);
    const c1 = Math.max(...cs);
    const r0 = Math.min(...rs);
    const r1 = Math.max(...rs);
    const thread = piece.kind !== 'patch';
    const inset = thread ? 3 : 6;
    const owner = piece.owner === 'none' ? null : piece.owner;
    const fill = owner ? COLOUR[owner] : thread ? PALE[piece.kind] : '#ffffff';
    const x = X(c0) + inset;
    const y = Y(r1) + inset;
    const w = (c1 - c0 + 1) * U - 2 * inset;
    const h = (r1 - r0 + 1) * U - 2 * inset;
    const shape = s('rect', { x, y, width: w, height: h, rx: thread ? 9 : 3, fill,
      stroke: owner ? '#00000055' : thread ? COLOUR[piece.kind] + '66' : '#b9ad94', 'stroke-width': 1.2 }, svg);
    clickable(shape, piece.name, ui);
    if (thread) fibres(svg, piece.kind, x, y, w, h, owner);
    if (piece.name === last) {
      s('circle', { cx: X(piece.column) + U / 2, cy: Y(piece.row) + U / 2, r: 5, fill: '#fff',
        stroke: '#111', 'stroke-width': 1.5, 'pointer-events': 'none' }, svg);
    }
  }
}

/** Thin lines along a thread, so the board reads as woven cloth. */
function fibres(svg, kind, x, y, w, h, owner) {
  const stroke = owner ? '#ffffff55' : COLOUR[kind] + '40';
  for (let k = 1; k <= 3; k++) {
    const attrs = kind === 'warp'
      ? { x1: x + (w * k) / 4, y1: y + 5, x2: x + (w * k) / 4, y2: y + h - 5 }
      : { x1: x + 5, y1: y + (h * k) / 4, x2: x + w - 5, y2: y + (h * k) / 4 };
    s('line', { ...attrs, stroke, 'stroke-width': 1, 'pointer-events': 'none' }, svg);
  }
}

function bands(svg, X, Y, S) {
  const t = 5;
  s('rect', { x: X(1), y: Y(S + 1) - t - 2, width: S * U, height: t, fill: COLOUR.warp }, svg);
  s('rect', { x: X(1), y: Y(-1) + 2, width: S * U, height: t, fill: COLOUR.warp }, svg);
  s('rect', { x: X(0) - t - 2, y: Y(S), width: t, height: S * U, fill: COLOUR.weft }, svg);
  s('rect', { x: X(S + 2) + 2, y: Y(S), width: t, height: S * U, fill: COLOUR.weft }, svg);
}

function labels(svg, X, Y, S) {
  const style = { 'font-size': 12, fill: '#6b7280', 'text-anchor': 'middle', 'dominant-baseline': 'middle',
    'pointer-events': 'none' };
  for (let c = 1; c <= S; c++) {
    const letter = String.fromCharCode(64 + c);
    s('text', { ...style, x: X(c) + U / 2, y: M / 2 - 4, text: letter }, svg);
    s('text', { ...style, x: X(c) + U / 2, y: Y(-1) + M / 2 + 4, text: letter }, svg);
  }
  for (let r = 1; r <= S; r++) {
    s('text', { ...style, x: M / 2 - 4, y: Y(r) + U / 2, text: r }, svg);
    s('text', { ...style, x: X(S + 2) + M / 2 + 4, y: Y(r) + U / 2, text: r }, svg);
  }
}
