// One Piece for Two (1♣42): the upright grid in the edge frame (the game edge always at the bottom, files a, b, …
// from the left; top versus bottom only changes the display, rules P2), the shared red/blue dominoes and the box.
// Flipped, it turns half a turn. A placement is two clicks (red half, then blue half: ghost halves show where the
// blue half may go); a relocation is three (the piece, then its new red and blue halves); before the first move
// the game edge is chosen by clicking one of the four edges.
import { s, canvas, clickable } from '../lib/dom.js';

const U = 56;
const M = 42;
const RED = '#d4382c';
const BLUE = '#2563eb';
const EDGES = ['bottom', 'top', 'left', 'right'];

export function path(move) {
  if (EDGES.includes(move)) return [`edge:${move}`];
  if (move === 'red' || move === 'blue') return [`colour:${move}`];
  const relocation = /^([a-z]\d+)-([a-z]\d+)>([a-z]\d+)\/([a-z]\d+)$/.exec(move);
  if (relocation) return [takeKey(relocation[1], relocation[2]), relocation[3], relocation[4]];
  const placement = /^([a-z]\d+)\/([a-z]\d+)$/.exec(move);
  return placement ? [placement[1], placement[2]] : null;
}

function takeKey(a, b) {
  return `take:${[a, b].sort().join('-')}`;
}

function cellName(x, y) {
  return String.fromCharCode(97 + x) + (y + 1);
}

/** A place in words for screen readers: "d1: red half of the piece d1/d2", "e4: empty". */
export function name(key, view) {
  const piece = view.board.pieces.find((p) => p.red === key || p.blue === key || takeKey(p.red, p.blue) === key);
  if (!piece) return /^[a-z]\d+$/.test(key) ? `${key}: empty` : key.replace(/^[a-z]+:/, '');
  const half = piece.blue === key ? 'blue' : 'red';
  return `${half === 'red' ? piece.red : piece.blue}: ${half} half of the piece ${piece.red}/${piece.blue}`;
}

export function players(view) {
  return view.board.players.map((p) => `${p.role}; colour: ${p.colour}`);
}

export function seatColour(view, i) {
  const colour = view.board.players[i].colour;
  return colour === 'red' ? RED : colour === 'blue' ? BLUE : '#9ca3af';
}

/** What lies on the board was placed there by a player (frame.js names who in the places' names). */
export const places = true;

/** A placement marks its piece; a relocation its piece and the two elements it left; an edge choice the edge. */
export function marks(move, view) {
  if (EDGES.includes(move)) return [`edge:${move}`];
  const relocation = /^([a-z]\d+)-([a-z]\d+)>([a-z]\d+\/[a-z]\d+)$/.exec(move);
  if (relocation) return [relocation[3], relocation[1], relocation[2]];
  return /^[a-z]\d+\/[a-z]\d+$/.test(move) ? [move] : [];
}

/** The four (or more) in a row, as the rules found them. */
export function winning(view) {
  return view.board.winning || [];
}

export function prompt(view, selected = []) {
  const b = view.board;
  switch (b.stage) {
    case 'colours': return 'Starter: choose the colour you play; the other player gets the other one.';
    case 'edge': return 'Click the board edge the pieces will rest on (the game edge).';
    case 'placement':
      return selected.length ? 'Now click where the blue half goes: the pale pieces show the choices.'
        : 'Click the element for the red half of a piece; its blue half goes next to it.';
    case 'relocation':
      return ['Click a piece with a dot to move it.', 'Click the element for its red half.',
        'Click where its blue half goes: the pale pieces show the choices.'][Math.min(selected.length, 2)];
    default: return '';
  }
}

export function describe(view) {
  const b = view.board;
  const pieces = b.pieces.map((p) => `red ${p.red} blue ${p.blue}`);
  if (!b.columns) return `One Piece for Two, an empty board ${b.width} by ${b.height}; ${prompt(view)}`;
  return `One Piece for Two, ${b.columns} columns (a to ${cellName(b.columns - 1, 0)[0]}) by ${b.rows} rows; `
    + `game edge ${b.gameEdge}, drawn at the bottom, row 1 along it. Pieces: ${pieces.join('; ') || 'none'}. `
    + `${info(view)}.`;
}

export function info(view) {
  const b = view.board;
  const cap = b.moveCap > 0 ? ` / cap ${b.moveCap}` : '';
  const parts = [`${b.stage}`, `game edge: ${b.gameEdge}`, `box: ${b.box} piece${b.box === 1 ? '' : 's'}`,
    `moves: ${b.moves}${cap}`];
  if (b.result.over && b.result.reason) parts.push(b.result.reason);
  return parts.join(' · ');
}

/** Where element (x, y) of the edge frame is drawn (its top-left corner): game edge down, or up when flipped. */
function frame(b, flipped) {
  // before the game edge is chosen there is no edge frame yet: the board as set up, width x height
  const W = b.columns || b.width;
  const H = b.rows || b.height;
  const at = flipped ? (x, y) => [M + (W - 1 - x) * U, M + y * U] : (x, y) => [M + x * U, M + (H - 1 - y) * U];
  return { W, H, at, flipped };
}

export function draw(container, view, ui, opts = {}) {
  const b = view.board;
  const f = frame(b, !!opts.flipped);
  const svg = canvas(container, 2 * M + f.W * U, 2 * M + f.H * U, 'One Piece for Two board');
  s('rect', { x: M, y: M, width: f.W * U, height: f.H * U, fill: '#fbfaf7', stroke: '#9ca3af',
    class: 'board-surface' }, svg);
  edges(svg, b, f, ui);
  coordinates(svg, b, f);
  for (let y = 0; y < f.H; y++) {
    for (let x = 0; x < f.W; x++) {
      element(svg, b, f, x, y, ui);
    }
  }
  for (const piece of b.pieces) {
    domino(svg, piece, f, b.stage === 'relocation', ui);
  }
  ghosts(svg, b, f, ui);
  if (b.stage === 'colours') colourChoice(svg, f, ui);
}

/** The starter's colour choice, drawn on the board: two large tiles, "I play red" and "I play blue". */
function colourChoice(svg, f, ui) {
  const w = Math.min(3.4 * U, (f.W * U) / 2 - 16);
  const h = 1.6 * U;
  const y = M + (f.H * U) / 2 - h / 2;
  const cx = M + (f.W * U) / 2;
  s('text', { x: cx, y: y - 18, 'font-size': 15, 'font-weight': 700, fill: '#1f2937', 'text-anchor': 'middle',
    'pointer-events': 'none', text: 'Starter: which colour do you play?' }, svg);
  [['red', RED, cx - w - 8], ['blue', BLUE, cx + 8]].forEach(([colour, fill, x]) => {
    const tile = s('rect', { x, y, width: w, height: h, rx: 10, fill: '#ffffff', stroke: fill, 'stroke-width': 3,
      class: 'colour-choice', 'data-colour': colour, 'data-no-dot': 'true' }, svg);
    clickable(tile, `colour:${colour}`, ui);
    s('rect', { x: x + 10, y: y + (h - U * 0.8) / 2, width: U * 0.8, height: U * 0.8, rx: 6, fill,
      'pointer-events': 'none' }, svg);
    s('text', { x: x + 20 + U * 0.8, y: y + h / 2, 'font-size': 15, 'font-weight': 700, fill: '#1f2937',
      'dominant-baseline': 'middle', 'pointer-events': 'none', text: `I play ${colour}` }, svg);
  });
}

function element(svg, b, f, x, y, ui) {
  const [px, py] = f.at(x, y);
  const key = cellName(x, y);
  const occupied = b.grid.length > y && b.grid[y][x] !== '.';
  const cell = s('rect', { x: px + 1, y: py + 1, width: U - 2, height: U - 2, fill: '#ffffff', stroke: '#e5e1d8',
    class: 'element', 'data-at': occupied ? null : key }, svg);
  const line = { stroke: '#e9e4da', 'stroke-width': 1, 'pointer-events': 'none' };
  s('line', { ...line, x1: px + 4, y1: py + U / 2, x2: px + U - 4, y2: py + U / 2 }, svg);
  s('line', { ...line, x1: px + U / 2, y1: py + 4, x2: px + U / 2, y2: py + U - 4 }, svg);
  s('line', { ...line, x1: px + 8, y1: py + 8, x2: px + U - 8, y2: py + U - 8 }, svg);
  s('line', { ...line, x1: px + U - 8, y1: py + 8, x2: px + 8, y2: py + U - 8 }, svg);
  if (!occupied && b.columns) {
    s('text', { x: px + 5, y: py + 13, 'font-size': 11, fill: '#9ca3af', 'pointer-events': 'none', text: key,
      class: 'coord' }, svg);
    clickable(cell, key, ui);
  }
}

/** Files along the game edge and rows up from it, as the notation names them. */
function coordinates(svg, b, f) {
  if (!b.columns) return; // no names before the game edge is chosen: they count from it
  const style = { 'font-size': 14, fill: '#6b7280', 'text-anchor': 'middle', 'dominant-baseline': 'middle',
    'pointer-events': 'none', class: 'coord' };
  const edgeY = f.flipped ? M - 31 : M + f.H * U + 31;
  for (let x = 0; x < f.W; x++) {
    const [px] = f.at(x, 0);
    s('text', { ...style, x: px + U / 2, y: edgeY, text: cellName(x, 0)[0] }, svg);
  }
  for (let y = 0; y < f.H; y++) {
    const [, py] = f.at(0, y);
    s('text', { ...style, x: M - 30, y: py + U / 2, text: y + 1 }, svg);
    s('text', { ...style, x: M + f.W * U + 30, y: py + U / 2, text: y + 1 }, svg);
  }
}

function domino(svg, piece, f, relocating, ui) {
  const [rx, ry] = f.at(piece.redX, piece.redY);
  const [bx, by] = f.at(piece.blueX, piece.blueY);
  const x = Math.min(rx, bx);
  const y = Math.min(ry, by);
  const w = Math.abs(rx - bx) + U;
  const h = Math.abs(ry - by) + U;
  const body = s('rect', { x: x + 3, y: y + 3, width: w - 6, height: h - 6, rx: 9, fill: '#374151',
    'data-at': `${piece.red}/${piece.blue}`, class: 'domino', 'data-occupied': 'true' }, svg);
  const key = relocating ? takeKey(piece.red, piece.blue) : piece.red;
  clickable(body, key, ui);
  for (const [hx, hy, colour, at] of [[rx, ry, RED, piece.red], [bx, by, BLUE, piece.blue]]) {
    s('rect', { x: hx + 6, y: hy + 6, width: U - 12, height: U - 12, rx: 6, fill: colour, 'pointer-events': 'none',
      'data-at': at }, svg);
    s('circle', { cx: hx + U / 2, cy: hy + U / 2, r: U * 0.14, fill: '#f8fafc', stroke: '#1f2937',
      'stroke-width': 1.5, 'pointer-events': 'none' }, svg);
  }
  if (relocating && piece.removable) {
    s('circle', { cx: x + w - 10, cy: y + 10, r: 5, fill: '#fde68a', stroke: '#1f2937', 'stroke-width': 1,
      'pointer-events': 'none', class: 'removable' }, svg);
  }
}

/** After the red half is chosen: a pale red half there, and a pale blue half on every place the blue may go. */
function ghosts(svg, b, f, ui) {
  const redAt = b.stage === 'placement' ? ui.selected[0] : b.stage === 'relocation' ? ui.selected[1] : null;
  const m = /^([a-z])(\d+)$/.exec(redAt || '');
  if (!m) return;
  const [rx, ry] = f.at(m[1].charCodeAt(0) - 97, Number(m[2]) - 1);
  const g = s('g', { class: 'ghost', 'pointer-events': 'none' }, svg);
  for (const key of ui.targets) {
    const t = /^([a-z])(\d+)$/.exec(key);
    if (!t) continue;
    const [bx, by] = f.at(t[1].charCodeAt(0) - 97, Number(t[2]) - 1);
    s('rect', { x: Math.min(rx, bx) + 3, y: Math.min(ry, by) + 3, width: Math.abs(rx - bx) + U - 6,
      height: Math.abs(ry - by) + U - 6, rx: 9, fill: 'none', stroke: '#374151', 'stroke-width': 2,
      'stroke-dasharray': '6 4', opacity: 0.7 }, g);
    s('rect', { x: bx + 6, y: by + 6, width: U - 12, height: U - 12, rx: 6, fill: BLUE, opacity: 0.35 }, g);
  }
  s('rect', { x: rx + 6, y: ry + 6, width: U - 12, height: U - 12, rx: 6, fill: RED, opacity: 0.6 }, g);
}

/**
 * The four edges. While the game edge is chosen they are the real edges (flipped: turned) and clickable; once
 * chosen, the board is drawn in the edge frame, so the game edge is the bottom band (the top one when flipped).
 */
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
  const turn = { bottom: 'top', top: 'bottom', left: 'right', right: 'left' };
  const chosen = EDGES.includes(b.gameEdge);
  for (const edge of EDGES) {
    const place = f.flipped ? turn[edge] : edge;
    const isGame = chosen && edge === 'bottom';
    const band = s('rect', { ...bands[place], rx: 4, fill: isGame ? '#1f2937' : '#e5e7eb',
      class: isGame ? 'game-edge' : 'edge', 'data-at': isGame ? `edge:${b.gameEdge}` : null }, svg);
    if (b.stage === 'edge') {
      band.setAttribute('data-at', `edge:${edge}`);
      clickable(band, `edge:${edge}`, ui);
      if (ui.targets.has(`edge:${edge}`)) wideEdge(svg, bands[place], edge, ui);
    }
  }
  if (chosen) {
    const r = bands[f.flipped ? 'top' : 'bottom'];
    s('text', { x: r.x + r.width / 2, y: r.y + r.height / 2 + 1, 'font-size': 10, fill: '#fff',
      'text-anchor': 'middle', 'dominant-baseline': 'middle', 'pointer-events': 'none',
      text: `game edge (${b.gameEdge})` }, svg);
  }
}

/** While choosing, an edge is a finger-wide band reaching into the margin. */
function wideEdge(svg, band, edge, ui) {
  const grow = 14;
  const r = { ...band };
  if (band.width > band.height) {
    r.height += grow;
    if (edge === 'top' || band.y < M) r.y -= grow;
  } else {
    r.width += grow;
    if (band.x < M) r.x -= grow;
  }
  clickable(s('rect', { ...r, fill: 'transparent' }, svg), `edge:${edge}`, ui);
}
