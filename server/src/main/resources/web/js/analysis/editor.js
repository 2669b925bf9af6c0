// The set-up editor of the analysis board: edits a position text (docs/positions.md) field by field, as the game's
// editor spec says (Game.positionEditor on the server): the board field as a grid of places to tap with a piece
// chosen from a palette, the other fields as choices. It edits text only; the page asks the server after every
// change whether the text is a position (live validation) and draws the real board when it is.
import { h } from '../lib/dom.js';

/** The cells of one board row: tokens, with FEN-like digit runs expanded into empty cells where the spec has runs. */
export function cellsOf(row, board) {
  if (board.cells === 'comma') return row.split(',');
  const expanded = board.runs ? row.replace(/\d+/g, (n) => board.empty.repeat(Math.min(Number(n), 400))) : row;
  return [...expanded];
}

/** A board row back as text: the inverse of cellsOf. */
export function rowOf(cells, board) {
  if (board.cells === 'comma') return cells.join(',');
  const text = cells.join('');
  if (!board.runs) return text;
  const empty = board.empty.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return text.replace(new RegExp(`(${empty})+`, 'g'), (run) => String(run.length / board.empty.length));
}

/** The fields of a position text ('_' reads as a space, as in an address). */
export function fieldsOf(text) {
  return text.trim().split(/[ _]+/).filter((f) => f.length);
}

/** `text` with every place of its board field emptied (the places that are no cells stay as they are). */
export function clearedBoard(text, board) {
  const parts = fieldsOf(text);
  parts[board.field] = (parts[board.field] || '').split('/')
    .map((row) => rowOf(cellsOf(row, board).map((t) => (t === board.hole ? t : board.empty)), board)).join('/');
  return parts.join(' ');
}

/**
 * Draws the editor for `text` into the page's editor boxes; `change(text)` gets every edited text, `spec` is the
 * game's editor spec (null: the game has none, and only the position text box edits).
 */
export function drawEditor(boxes, spec, text, change) {
  const { palette, grid, fields } = boxes;
  if (!spec) {
    palette.replaceChildren(h('p', {}, 'This game has no board editor yet: edit the position text in the panel.'));
    grid.replaceChildren();
    fields.replaceChildren();
    return;
  }
  const parts = fieldsOf(text);
  const board = spec.board;
  const rows = (parts[board.field] || '').split('/').map((r) => cellsOf(r, board));
  // the editor's own eraser empties a place: a palette entry for the empty token would be a second one
  const items = [...spec.palette.filter((p) => p.token !== board.empty),
    { token: board.empty, label: 'Empty: remove what is there', stack: false }];
  const chosen = Math.min(Number(palette.dataset.chosen || 0), items.length - 1);
  // a piece's colour: the first colour its palette entry names (Warp's pieces red, Weft's blue, as on the boards),
  // else by the palette's order
  const tone = (token) => {
    const i = spec.palette.findIndex((p) => p.token === token);
    const first = (i >= 0 ? spec.palette[i] : spec.palette.find((p) => token.startsWith(p.token)) || {}).label || '';
    const colour = /\b(red|blue|green|yellow|warp|weft)\b/i.exec(first);
    if (colour) return `tone-${{ red: 0, warp: 0, blue: 1, weft: 1, green: 2, yellow: 3 }[colour[1].toLowerCase()]}`;
    return i >= 0 ? `tone-${i % 4}` : 'tone-x';
  };
  const emit = () => {
    parts[board.field] = rows.map((cells) => rowOf(cells, board)).join('/');
    change(parts.join(' '));
  };
  palette.replaceChildren(...items.map((item, i) => h('button', {
    type: 'button', 'aria-pressed': String(i === chosen), 'data-token': item.token,
    class: item.token === board.empty ? 'eraser' : tone(item.token),
    onclick: () => { palette.dataset.chosen = i; drawEditor(boxes, spec, text, change); },
  }, item.label)));
  const label = (token) => (token === board.empty ? 'empty'
    : (items.find((i) => i.token === token) || { label: token }).label);
  const put = (r, c) => {
    const item = items[chosen];
    const now = rows[r][c];
    rows[r][c] = item.stack && now !== board.empty ? now + item.token : item.token;
    grid.dataset.focus = `${r},${c}`;
    emit();
  };
  const layout = placesOf(rows, board, COORDINATES[boxes.game]);
  grid.style.setProperty('--tracks', layout.tracks);
  grid.style.setProperty('--narrowest', layout.narrowest);
  grid.style.setProperty('--min-half', `${24 / layout.narrowest}px`); // a place at least 24 px wide
  grid.replaceChildren(...layout.places.flatMap((place) => (place.label !== undefined
    ? [h('span', { class: 'grid-label', 'aria-hidden': 'true', style: place.style }, place.label)]
    : [h('button', {
      type: 'button', role: 'gridcell', class: `grid-cell${place.token === board.empty ? '' : ` filled ${tone(place.token)}`}`,
      style: place.style, 'data-r': place.r, 'data-c': place.c, title: label(place.token),
      'aria-label': `${place.name}: ${label(place.token)}`,
      tabindex: grid.dataset.focus === `${place.r},${place.c}` || (!grid.dataset.focus && place.first) ? '0' : '-1',
      onclick: () => put(place.r, place.c),
      onkeydown: (e) => arrow(grid, e, place.r, place.c),
    }, place.token === board.empty ? '' : place.token)])));
  const focus = grid.querySelector(`[data-r="${(grid.dataset.focus || '').split(',')[0]}"]`
    + `[data-c="${(grid.dataset.focus || '').split(',')[1]}"]`);
  if (focus && boxes.keepFocus) focus.focus();
  fields.replaceChildren(...(spec.fields || []).map((f) => field(f, parts, emit)));
}

/**
 * The coordinates a square board's game writes (its notation and its board's edges): the text's first row is the
 * board's top row. A game not named here (0-1-2's hex, whose text rows and places are not its q and r) has none,
 * and its places are named by row and place of the text.
 */
const COORDINATES = {
  'warp-and-weft': { file: (c) => String.fromCharCode(65 + c), rank: (r, rows) => String(rows - r) },
  'one-piece-for-two': { file: (c) => String.fromCharCode(97 + c), rank: (r, rows) => String(rows - r) },
  'just-playing-a-round': { file: (c) => String.fromCharCode(97 + c), rank: (r, rows) => String(rows - r) },
};

/**
 * Where each place of the grid goes, in half-place columns of a CSS grid, so that the grid fits a phone: a hex
 * board's row is half a place right of the one above; a place followed by a hole (a board whose places alternate
 * with holes) is two wide, bricks between the places of the rows beside it; the blank columns on the left that
 * every row shares are dropped. A square board has its game's coordinates on its edges.
 */
function placesOf(rows, board, coordinates) {
  const hex = board.shape === 'hex';
  const hole = (cells, c) => board.hole !== undefined && cells[c] === board.hole;
  const cells = [];
  rows.forEach((row, r) => row.forEach((token, c) => {
    if (hole(row, c)) return;
    const wide = c + 1 < row.length ? hole(row, c + 1) : c > 0 && hole(row, c - 1);
    cells.push({ r, c, token, x: 2 * c + (hex ? r : 0), span: wide ? 4 : 2 });
  }));
  const left = Math.min(...cells.map((p) => p.x));
  const tracks = Math.max(...cells.map((p) => p.x + p.span)) - left + 2;
  const at = (x, span, line) => ({ 'grid-column': `${x + 1} / span ${span}`, 'grid-row': String(line) });
  const top = !coordinates ? [] : (rows[0] || []).map((t, c) => ({ label: coordinates.file(c),
    style: at(2 * c - left + 2, (cells.find((p) => p.c === c) || { span: 2 }).span, 1) }));
  const numbers = !coordinates ? [] : rows.map((row, r) => {
    const first = cells.find((p) => p.r === r);
    return first ? { label: coordinates.rank(r, rows.length), style: at(first.x - left, 2, r + 2) } : null;
  }).filter((n) => n);
  const name = (p) => (coordinates ? `${coordinates.file(p.c)}${coordinates.rank(p.r, rows.length)}`
    : `row ${p.r + 1}, place ${p.c + 1}`);
  cells.forEach((p, i) => Object.assign(p, { first: i === 0, name: name(p), style: at(p.x - left + 2, p.span, p.r + 2) }));
  const narrowest = Math.min(...cells.map((p) => p.span));
  return { tracks, narrowest, places: [...top, ...numbers, ...cells] };
}

function field(f, parts, emit) {
  const value = parts[f.field] || '';
  const set = (v) => {
    const t = v.trim().replace(/\s+/g, '');
    if (t) { parts[f.field] = t; emit(); }
  };
  if (f.choices) {
    const known = f.choices.some((c) => c.value === value);
    return h('label', {}, f.label, h('select', { onchange: (e) => set(e.target.value) },
      ...(known ? [] : [h('option', { value, selected: true }, value)]),
      ...f.choices.map((c) => h('option', { value: c.value, selected: c.value === value }, c.label))));
  }
  return h('label', {}, f.label, h('input', { type: 'text', value, spellcheck: 'false', onchange: (e) => set(e.target.value) }));
}

/** Arrow keys move between the places of the grid (a roving tab stop); Enter and Space put, as buttons do. */
function arrow(grid, e, r, c) {
  const step = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] }[e.key];
  if (!step) return;
  e.preventDefault();
  for (let k = 1; k < 40; k++) {
    const next = grid.querySelector(`[data-r="${r + step[0] * k}"][data-c="${c + step[1] * k}"]`);
    if (next) {
      grid.querySelectorAll('.grid-cell').forEach((b) => b.setAttribute('tabindex', '-1'));
      next.setAttribute('tabindex', '0');
      grid.dataset.focus = `${r + step[0] * k},${c + step[1] * k}`;
      next.focus();
      return;
    }
  }
}
