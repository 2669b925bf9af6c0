// One Piece for Two (1♣42): the upright grid, drawn with the game edge where it really is (the engine's edge
// frame turned), the shared red/blue dominoes and the box. A placement is two clicks (red half, then blue half);
// a relocation is three (the piece, then its new red and blue halves); the game edge is chosen by clicking it.
import { s, canvas, clickable } from '../dom.js';

const U = 56;
const M = 34;
const RED = '#d4382c';
const BLUE = '#2563eb';
const EDGES = ['bottom', 'top', 'left', 'right'];

export function path(move) {
  if (EDGES.includes(move)) return [`edge:${move}`];
  const relocation = /^([a-z]\d+)-([a-z]\d+)>([a-z]\d+)\/([a-z]\d+)$/.exec(move);
  if (relocation) return [takeKey(relocation[1], relocation[2]), relocation[3], relocation[4]];
  const placement = /^([a-z]\d+)\/([a-z]\d+)$/.exec(move);
  return placement ? [placement[1], placement[2]] : null;
}

function takeKey(a, b) {
  return `take:${[a, b].sort().join('-')}`;
}

function name(x, y) {
  return String.fromCharCode(97 + x) + (y + 1);
}

/** An empty element clicked out of turn: the server explains why the piece standing up from it is not legal. */
export function probe(key) {
  const m = /^([a-z])(\d+)$/.exec(key);
  return m ? `${key}/${m[1]}${Number(m[2]) + 1}` : null;
}

export function players(view) {
  return view.board.players.map((p) => `${p.role}; colour: ${p.colour}`);
}

export function seatColour(view, i) {
  const colour = view.board.players[i].colour;
  return colour === 'red' ? RED : colour === 'blue' ? BLUE : '#9ca3af';
}

export function info(view) {
  const b = view.board;
  const cap = b.moveCap > 0 ? ` / cap ${b.moveCap}` : '';
  const parts = [`${b.stage}`, `game edge: ${b.gameEdge}`, `box: ${b.box} piece${b.box === 1 ? '' : 's'}`,
    `moves: ${b.moves}${cap}`];
  if (b.result.over && b.result.reason) parts.push(b.result.reason);
  return parts.join(' · ');
}

/** Maps edge-frame (x, y) to drawn cell (column from the left, row from the top), turning by the game edge. */
function frame(b) {
  const C = b.columns;
  const R = b.rows;
  const edge = EDGES.includes(b.gameEdge) ? b.gameEdge : 'bottom';
  const turned = edge === 'left' || edge === 'right';
  const W = turned ? R : C;
  const H = turned ? C : R;
  const up = {
    bottom: (x, y) => [x, y],
    top: (x, y) => [C - 1 - x, R - 1 - y],
    left: (x, y) => [y, C - 1 - x],
    right: (x, y) => [R - 1 - y, x],
  }[edge];
  const at = (x, y) => {
    const [dx, dy] = up(x, y);
    return [M + dx * U, M + (H - 1 - dy) * U];
  };
  return { W, H, at, edge };
}

export function draw(container, view, ui) {
  const b = view.board;
  const f = frame(b);
  const svg = canvas(container, 2 * M + f.W * U, 2 * M + f.H * U, 'One Piece for Two board');
  s('rect', { x: M, y: M, width: f.W * U, height: f.H * U, fill: '#fbfaf7', stroke: '#9ca3af' }, svg);
  edges(svg, b, f, ui);
  for (let y = 0; y < b.rows; y++) {
    for (let x = 0; x < b.columns; x++) {
      element(svg, b, f, x, y, ui);
    }
  }
  const last = /([a-z]\d+)\/([a-z]\d+)$/.exec(b.lastMove || '');
  for (const piece of b.pieces) {
    domino(svg, piece, f, b.stage === 'relocation', ui, last && last[1] === piece.red && last[2] === piece.blue);
  }
}

function element(svg, b, f, x, y, ui) {
  const [px, py] = f.at(x, y);
  const key = name(x, y);
  const occupied = b.grid[y][x] !== '.';
  const cell = s('rect', { x: px + 1, y: py + 1, width: U - 2, height: U - 2, fill: '#ffffff', stroke: '#e5e1d8' }, svg);
  const line = { stroke: '#e9e4da', 'stroke-width': 1, 'pointer-events': 'none' };
  s('line', { ...line, x1: px + 4, y1: py + U / 2, x2: px + U - 4, y2: py + U / 2 }, svg);
  s('line', { ...line, x1: px + U / 2, y1: py + 4, x2: px + U / 2, y2: py + U - 4 }, svg);
  s('line', { ...line, x1: px + 8, y1: py + 8, x2: px + U - 8, y2: py + U - 8 }, svg);
  s('line', { ...line, x1: px + U - 8, y1: py + 8, x2: px + 8, y2: py + U - 8 }, svg);
  if (!occupied) {
    s('text', { x: px + 5, y: py + 13, 'font-size': 11, fill: '#9ca3af', 'pointer-events': 'none', text: key }, svg);
    clickable(cell, key, ui);
  }
}

function domino(svg, piece, f, relocating, ui, isLast) {
  const [rx, ry] = f.at(piece.redX, piece.redY);
  const [bx, by] = f.at(piece.blueX, piece.blueY);
  const x = Math.min(rx, bx);
  const y = Math.min(ry, by);
  const w = Math.abs(rx - bx) + U;
  const h = Math.abs(ry - by) + U;
  const body = s('rect', { x: x + 3, y: y + 3, width: w - 6, height: h - 6, rx: 9, fill: '#374151',
    stroke: isLast ? '#111' : 'none', 'stroke-width': isLast ? 3 : 0 }, svg);
  const key = relocating ? takeKey(piece.red, piece.blue) : piece.red;
  clickable(body, key, ui);
  for (const [hx, hy, colour] of [[rx, ry, RED], [bx, by, BLUE]]) {
    s('rect', { x: hx + 6, y: hy + 6, width: U - 12, height: U - 12, rx: 6, fill: colour, 'pointer-events': 'none' }, svg);
    s('circle', { cx: hx + U / 2, cy: hy + U / 2, r: U * 0.14, fill: '#f8fafc', stroke: '#1f2937',
      'stroke-width': 1.5, 'pointer-events': 'none' }, svg);
  }
  if (relocating && piece.removable) {
    s('circle', { cx: x + w - 9, cy: y + 9, r: 4, fill: '#fde68a', 'pointer-events': 'none' }, svg);
  }
}

/** The four board edges; the game edge is the thick one, and all four are clickable while it is being chosen. */
function edges(svg, b, f, ui) {
  const W = f.W * U;
  const H = f.H * U;
  const t = 12;
  const bands = {
    bottom: { x: M, y: M + H + 4, width: W, height: t },
    top: { x: M, y: M - 4 - t, width: W, height: t },
    left: { x: M - 4 - t, y: M, width: t, height: H },
    right: { x: M + W + 4, y: M, width: t, height: H },
  };
  for (const edge of EDGES) {
    const chosen = b.gameEdge === edge;
    const band = s('rect', { ...bands[edge], rx: 4, fill: chosen ? '#1f2937' : '#e5e7eb' }, svg);
    if (b.stage === 'edge') clickable(band, `edge:${edge}`, ui);
  }
  if (EDGES.includes(b.gameEdge)) {
    const r = bands[b.gameEdge];
    s('text', { x: r.x + r.width / 2, y: r.y + r.height / 2 + 1, 'font-size': 10, fill: '#fff',
      'text-anchor': 'middle', 'dominant-baseline': 'middle', 'pointer-events': 'none',
      transform: r.width < r.height ? `rotate(-90 ${r.x + r.width / 2} ${r.y + r.height / 2})` : null,
      text: 'game edge' }, svg);
  }
}
