// Warp and Weft: the woven board. Threads are 1x3 bars (Warp vertical, Weft horizontal) that stick out of the
// edges they connect; patches are the small squares between them. A click on a piece claims it; switch and swap
// are buttons. Coloured bands mark the edges each side connects. Flipped, the board turns half a turn.
import { s, canvas, clickable } from '../lib/dom.js';

const U = 32;
const M = 30;
const COLOUR = { warp: '#b5402f', weft: '#2158a6' };
const PALE = { warp: '#f1d2cc', weft: '#cfdcf1' };

export function path(move) {
  return /^[A-Z]\d+$/.test(move) ? [move] : null;
}

/** A place in words for screen readers: "C13: Warp thread, claimed by Warp (red)". */
export function name(key, view) {
  const piece = view.board.pieces.find((p) => p.name === key);
  if (!piece) return key;
  const what = piece.kind === 'patch' ? 'patch' : `${piece.kind === 'warp' ? 'Warp' : 'Weft'} thread`;
  const owner = { warp: 'Warp (red)', weft: 'Weft (blue)' }[piece.owner];
  return `${key}: ${what}, ${owner ? `claimed by ${owner}` : 'free'}`;
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

/** A move names the piece it claims. */
export function marks(move) {
  return /^[A-Z]\d+$/.test(move) ? [move] : [];
}

/** The pieces of the winner's connecting chain, as the rules found them. */
export function winning(view) {
  return view.board.winning || [];
}

export function prompt(view) {
  const b = view.board;
  if (b.over) return '';
  const side = b.sides.find((x) => x.side === b.sideToMove);
  if (!side) return '';
  const what = side.state === 'patching' ? 'a patch (small square) or a thread' : 'a thread of your colour';
  return `${side.name}: claim ${what} to connect ${side.connects.replace('-', ' and ')}.`;
}

export function describe(view) {
  const b = view.board;
  const parts = [`Warp and Weft, ${b.columns} by ${b.rows} cells; columns A to ${String.fromCharCode(64 + b.columns)}, `
    + `rows 1 to ${b.rows} from the bottom.`];
  for (const side of b.sides) {
    const owned = b.pieces.filter((p) => p.owner === side.side).map((p) => p.name);
    parts.push(`${side.name} (${side.side === 'warp' ? 'red' : 'blue'}, connects ${side.connects}, ${side.state}) `
      + `holds ${owned.length ? owned.join(', ') : 'nothing'}.`);
  }
  if (b.lastMove && b.lastMove !== 'none') parts.push(`Last move ${b.lastMove}.`);
  parts.push(b.status || '');
  return parts.join(' ');
}

export function info(view) {
  const b = view.board;
  const parts = [`${b.primary}-primary`, `size ${b.size}`];
  if (b.swapAvailable) parts.push('swap available');
  if (b.over && b.endReason !== 'none') parts.push(`ended by ${b.endReason}`);
  return parts.join(' · ');
}

export function draw(container, view, ui, opts = {}) {
  const b = view.board;
  const S = b.columns;
  const size = 2 * M + (S + 2) * U;
  const svg = canvas(container, size, size, 'Warp and Weft board');
  // the left edge of cell column c and the top edge of cell row r (flipped: the far edges, half a turn)
  const X = opts.flipped ? (c) => M + (S + 1 - c) * U : (c) => M + c * U;
  const Y = opts.flipped ? (r) => M + r * U : (r) => M + (S + 1 - r) * U;
  s('rect', { x: M, y: M, width: (S + 2) * U, height: (S + 2) * U, class: 'board-surface', fill: '#fffdf8' }, svg);
  s('rect', { x: M + U, y: M + U, width: S * U, height: S * U, fill: '#f4efe4', stroke: '#d6cdb8' }, svg);
  bands(svg, X, Y, S);
  labels(svg, X, Y, S);
  for (const piece of b.pieces) {
    const cells = piece.cells.concat(piece.tabs);
    const cs = cells.map((c) => c[0]);
    const rs = cells.map((c) => c[1]);
    const xs = cs.map(X);
    const ys = rs.map(Y);
    const thread = piece.kind !== 'patch';
    const inset = thread ? 3 : 6;
    const owner = piece.owner === 'none' ? null : piece.owner;
    const fill = owner ? COLOUR[owner] : thread ? PALE[piece.kind] : '#ffffff';
    const x = Math.min(...xs) + inset;
    const y = Math.min(...ys) + inset;
    const w = Math.max(...xs) - Math.min(...xs) + U - 2 * inset;
    const h = Math.max(...ys) - Math.min(...ys) + U - 2 * inset;
    const shape = s('rect', { x, y, width: w, height: h, rx: thread ? 9 : 3, fill, 'data-at': piece.name,
      stroke: owner ? '#00000055' : thread ? COLOUR[piece.kind] + '66' : '#b9ad94', 'stroke-width': 1.2 }, svg);
    if (owner) shape.setAttribute('data-occupied', 'true');
    clickable(shape, piece.name, ui);
    if (thread) fibres(svg, piece.kind, x, y, w, h, owner);
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
  const far = M + (S + 2) * U;
  // class edge-band: board.css brightens them on a dark board so they keep 3:1 against it
  const band = (kind, attrs) => s('rect', { ...attrs, fill: COLOUR[kind], class: `edge-band ${kind}` }, svg);
  band('warp', { x: M + U, y: M - t - 2, width: S * U, height: t });
  band('warp', { x: M + U, y: far + 2, width: S * U, height: t });
  band('weft', { x: M - t - 2, y: M + U, width: t, height: S * U });
  band('weft', { x: far + 2, y: M + U, width: t, height: S * U });
}

function labels(svg, X, Y, S) {
  const style = { 'font-size': 14, fill: '#6b7280', 'text-anchor': 'middle', 'dominant-baseline': 'middle',
    'pointer-events': 'none' };
  const far = M + (S + 2) * U;
  for (let c = 1; c <= S; c++) {
    const letter = String.fromCharCode(64 + c);
    s('text', { ...style, class: 'coord', x: X(c) + U / 2, y: M / 2 - 4, text: letter }, svg);
    s('text', { ...style, class: 'coord', x: X(c) + U / 2, y: far + M / 2 + 4, text: letter }, svg);
  }
  for (let r = 1; r <= S; r++) {
    s('text', { ...style, class: 'coord', x: M / 2 - 4, y: Y(r) + U / 2, text: r }, svg);
    s('text', { ...style, class: 'coord', x: far + M / 2 + 4, y: Y(r) + U / 2, text: r }, svg);
  }
}
