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
  grid.replaceChildren(...rows.map((cells, r) => h('div', {
    class: 'grid-row', role: 'row',
    style: board.shape === 'hex' ? { 'margin-left': `${r * 23}px` } : null,
  }, cells.map((token, c) => (board.hole !== undefined && token === board.hole
    ? h('span', { class: 'grid-gap', 'aria-hidden': 'true' })
    : h('button', {
      type: 'button', role: 'gridcell', class: `grid-cell${token === board.empty ? '' : ` filled ${tone(token)}`}`,
      'data-r': r, 'data-c': c, 'aria-label': `row ${r + 1}, place ${c + 1}: ${label(token)}`, title: label(token),
      tabindex: grid.dataset.focus === `${r},${c}` || (!grid.dataset.focus && r === 0 && c === 0) ? '0' : '-1',
      onclick: () => put(r, c),
      onkeydown: (e) => arrow(grid, e, r, c),
    }, token === board.empty ? '' : token))))));
  const focus = grid.querySelector(`[data-r="${(grid.dataset.focus || '').split(',')[0]}"]`
    + `[data-c="${(grid.dataset.focus || '').split(',')[1]}"]`);
  if (focus && boxes.keepFocus) focus.focus();
  fields.replaceChildren(...(spec.fields || []).map((f) => field(f, parts, emit)));
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
