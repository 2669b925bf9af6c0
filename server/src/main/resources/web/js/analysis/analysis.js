// The analysis board (/analysis/<game>): a position set up in the editor or pasted as text, then a line tried from
// it: hot-seat, or against the computer at a chosen level, with the computer's three best moves drawn on the board.
// The server is stateless here (POST /api/positions...): this page holds the set-up and the line, and keeps them in
// its address, so a copied link opens the same board.
import { call } from '../lib/api.js';
import { h } from '../lib/dom.js';
import { boardFor } from '../boards/index.js';
import { withPaths, continuing, pick } from '../lib/picker.js';
import { readAddress, writeAddress, variantText } from '../lib/analysis-address.js';
import { showExplorer, wireExplorer } from './explorer.js';
import { drawEditor, clearedBoard } from './editor.js';
import { sideLabel } from '../lib/sides.js';
import { decision } from '../lib/decisions.js';

const el = (name) => document.getElementById(name);
const MAX_BUTTONS = 60;
const here = readAddress(window.location);

let spec = null; // GET /api/positions/<game>/editor
let board = null; // the game's board module
let setup = here.position; // the set-up position's text (null: the variant's start)
let variant = here.variant;
let line = here.moves; // the line tried from the set-up, in notation
let at = here.ply; // how many moves of the line are shown
let view = null; // the view of the step shown
let selected = []; // clicks of the move being built
let best = []; // the computer's best moves at the step shown
let editing = false;
let draft = null; // the editor's text while editing
let asking = 0; // requests in flight, so an older answer never overwrites a newer one

function say(text, kind = 'info') {
  el('message').textContent = text;
  el('message').dataset.kind = kind;
}

const request = (path, extra = {}) => call('POST', path, {
  game: here.game, variant, position: setup, moves: line.slice(0, at), ...extra,
});

async function show() {
  const mine = ++asking;
  try {
    const v = await request('/api/positions');
    if (mine !== asking) return;
    view = v;
    render();
    computerTurn();
  } catch (e) {
    if (mine !== asking) return;
    say(e.message, 'error');
  }
}

function address() {
  const path = writeAddress({ game: here.game, variant, position: setup, moves: line, ply: at });
  window.history.replaceState(null, '', path);
  return path;
}

function render() {
  address();
  const v = view;
  const moves = !editing && !v.over ? withPaths(board, v) : [];
  const { targets, complete } = continuing(moves, selected);
  const hinted = new Set(best.flatMap((b) => board.path(b.move, v) || []));
  board.draw(el('board'), v, { targets, selected, hinted, click, preview });
  document.body.dataset.ply = at;
  document.body.dataset.over = v.over;
  document.body.dataset.editing = editing;
  document.body.dataset.position = v.position || '';
  document.body.dataset.best = best.length;
  el('status').textContent = editing ? 'Setting up a position' : v.over ? v.result.text : v.chance ? 'Chance is to move: throw, or tap the outcome'
    : `${sideLabel(v, v.toMove)} to move`;
  el('prompt').textContent = editing ? '' : board.prompt(v, selected);
  el('choices').replaceChildren(...(selected.length ? [
    h('span', {}, complete.length ? 'Choose:' : 'Next: tap a highlighted place'),
    ...complete.map((m) => moveButton(m.move)),
    h('button', { type: 'button', class: 'cancel', onclick: () => { selected = []; render(); } }, 'Cancel')] : []));
  const buttons = moves.filter((m) => !m.path || !m.path.length);
  el('actions').replaceChildren(...buttons.slice(0, MAX_BUTTONS).map((m) => moveButton(m.move)),
    ...(v.chance && !editing ? [h('button', { id: 'throw', type: 'button', onclick: () => reply() }, 'Throw for me')] : []));
  el('line-ply').textContent = `move ${at} of ${line.length}`;
  el('line-first').disabled = at === 0;
  el('line-prev').disabled = at === 0;
  el('line-next').disabled = at >= line.length;
  el('line-last').disabled = at >= line.length;
  el('best').disabled = v.over || v.chance;
  el('moves').replaceChildren(...line.map((m, i) => h('li', { class: i + 1 === at ? 'current' : '', value: i + 1 },
    h('button', { type: 'button', class: 'link', onclick: () => step(i + 1) }, m))));
  if (document.activeElement !== el('position-text')) el('position-text').value = editing ? draft : v.position || '';
  el('text').textContent = v.text;
  el('variant').textContent = `${v.game.name}, ${v.variantText}`;
  el('best-list').replaceChildren(...best.map((b) => h('li', {},
    h('button', { type: 'button', onclick: () => play(b.move) }, b.move), ` ${b.text}`)));
  if (!editing) explore();
}

const explore = () => showExplorer({ game: here.game, variant: variantText(view.variant), position: view.position },
  play);

function moveButton(move) {
  const { label, help } = decision(view, move);
  return h('button', { type: 'button', class: 'move-button', 'data-move': move, title: help || null,
    'aria-label': label !== move ? `${label} (${move})` : null, onclick: () => play(move) }, label);
}

function click(key) {
  if (editing) return;
  if (view.over) {
    say('The game is over here: step back, or reset to the set-up.', 'error');
    return;
  }
  const result = pick(withPaths(board, view), selected, key);
  if (result.refused) {
    say('Nothing can be played there now: the places you can play are marked with a dot.', 'error');
    return;
  }
  if (result.move) {
    play(result.move);
    return;
  }
  selected = result.selected;
  say('');
  render();
}

function preview(key) {
  const result = pick(withPaths(board, view), selected, key);
  const place = board.name ? board.name(key, view) : key.replace(/^[a-z]+:/, '');
  return result.move ? `play ${result.move}` : `choose ${place}, then the next place`;
}

/** Plays `move` at the step shown: a new line from here replaces the rest of the old one. */
function play(move) {
  line = [...line.slice(0, at), move];
  at = line.length;
  selected = [];
  best = [];
  say('');
  show();
}

function step(ply) {
  at = Math.max(0, Math.min(line.length, ply));
  selected = [];
  best = [];
  show();
}

async function askBest() {
  // pressed while setting up: the best moves are those of the position set up, which becomes the board's set-up
  if (editing) {
    if (el('edit-done').disabled) {
      say('Set up a position the rules allow first: the best moves are for the position in the editor.', 'error');
      return;
    }
    playFromDraft();
  }
  say('The computer is thinking…');
  try {
    const answer = await request('/api/positions/hint');
    best = answer.choices;
    say(`Best moves for ${answer.mover}, best first, with the value for ${answer.mover}:`);
    render();
  } catch (e) {
    say(e.message, 'error');
  }
}

/** The computer's move (or the dice's throw at a chance node) at the end of the line. */
async function reply() {
  try {
    const answer = await request('/api/positions/reply', { level: el('level').value, seed: Date.now() % 1e9 });
    play(answer.move);
  } catch (e) {
    say(e.message, 'error');
  }
}

function computerTurn() {
  const side = el('computer-side').value;
  if (editing || !view || view.over || at !== line.length || side === '') return;
  if (view.chance || side === 'all' || String(view.toMove) === side) {
    say(view.chance ? 'Throwing…' : 'The computer is thinking…');
    reply();
  }
}

/** Editing: every change is checked by the server; the board below shows the position once it is one. */
async function edited(text) {
  draft = text;
  el('position-text').value = text;
  drawEditor(editorBoxes(true), spec.editor, draft, edited);
  const mine = ++asking;
  const checked = () => { document.body.dataset.checks = Number(document.body.dataset.checks || 0) + 1; };
  try {
    const v = await call('POST', '/api/positions', { game: here.game, variant, position: text });
    if (mine !== asking) return;
    checked();
    view = v;
    say(`A position the rules allow: ${v.over ? v.result.text : v.chance ? 'chance to move' : `${sideLabel(v, v.toMove)} to move`}.`);
    el('edit-done').disabled = false;
    render();
  } catch (e) {
    if (mine !== asking) return;
    checked();
    say(`Not a position yet: ${e.message.replace(/^position: /, '')}`, 'error');
    el('edit-done').disabled = true;
  }
}

function editorBoxes(keepFocus = false) {
  return { palette: el('palette'), grid: el('grid'), fields: el('fields'), keepFocus, game: here.game };
}

function mode(edit) {
  editing = edit;
  el('editor').hidden = !edit;
  el('mode-edit').setAttribute('aria-pressed', String(edit));
  el('mode-play').setAttribute('aria-pressed', String(!edit));
  el('line-bar').hidden = edit;
  if (edit) {
    draft = view.position || spec.start;
    drawEditor(editorBoxes(), spec.editor, draft, edited);
    say('Set up the position: choose a piece, tap places; set who is to move below.');
  }
  render();
}

/** Leaves the editor with its position as the new set-up, if it is one. */
function playFromDraft() {
  if (el('edit-done').disabled) return;
  setup = draft;
  line = [];
  at = 0;
  best = [];
  mode(false);
  show();
}

function wire() {
  el('mode-edit').addEventListener('click', () => mode(true));
  el('mode-play').addEventListener('click', () => (editing ? playFromDraft() : null));
  el('edit-done').addEventListener('click', playFromDraft);
  el('clear').addEventListener('click', () => edited(clearedBoard(draft, spec.editor.board)));
  el('initial').addEventListener('click', () => edited(spec.start));
  el('line-first').addEventListener('click', () => step(0));
  el('line-prev').addEventListener('click', () => step(at - 1));
  el('line-next').addEventListener('click', () => step(at + 1));
  el('line-last').addEventListener('click', () => step(line.length));
  el('best').addEventListener('click', askBest);
  wireExplorer(explore);
  el('reset').addEventListener('click', () => { line = []; at = 0; best = []; show(); });
  el('computer-side').addEventListener('change', computerTurn);
  el('copy-text').addEventListener('click', () => copy(el('position-text').value, 'Position text copied.'));
  el('copy-link').addEventListener('click', () => copy(window.location.origin + address(), 'Link copied: it opens this board.'));
  el('text-form').addEventListener('submit', (e) => {
    e.preventDefault();
    const text = el('position-text').value.trim();
    if (editing) {
      edited(text);
      return;
    }
    const before = [setup, line, at];
    setup = text || null;
    line = [];
    at = 0;
    best = [];
    call('POST', '/api/positions', { game: here.game, variant, position: setup })
      .then((v) => { view = v; say('Position pasted.'); render(); })
      .catch((err) => { [setup, line, at] = before; say(`Not pasted: ${err.message}`, 'error'); });
  });
  document.addEventListener('keydown', (e) => {
    if (editing || e.target.closest('input, textarea, select')) return;
    if (e.key === 'ArrowLeft' && e.altKey) step(at - 1);
    if (e.key === 'ArrowRight' && e.altKey) step(at + 1);
  });
}

/** Copies `text`, and says so beside the copy buttons, where the finger that pressed one is. */
async function copy(text, done) {
  try {
    await navigator.clipboard.writeText(text);
    el('copy-said').textContent = done;
  } catch (e) {
    el('position-text').value = text;
    el('position-text').select();
    el('copy-said').textContent = 'Select and copy the text in the box (this browser does not let the page copy).';
  }
}

/** The game's named variants; choosing one starts over from its start (a position belongs to its variant). */
function variantChoice() {
  const known = spec.presets.some((p) => p.variant === spec.variant);
  el('variant-choice').replaceChildren(...(known ? [] : [h('option', { value: spec.variant, selected: true },
    'this address\'s variant')]), ...spec.presets.map((p) => h('option', { value: p.variant,
    selected: p.variant === spec.variant }, p.name)));
  el('variant-choice').addEventListener('change', (e) => {
    window.location.assign(writeAddress({ game: here.game, variant: e.target.value, position: null, moves: [], ply: 0 }));
  });
}

async function init() {
  try {
    spec = await call('GET', `/api/positions/${encodeURIComponent(here.game)}/editor${variant ? `?variant=${encodeURIComponent(variant)}` : ''}`);
  } catch (e) {
    el('status').textContent = e.message;
    return;
  }
  board = await boardFor(here.game);
  document.title = `${spec.game.name}: analysis board`;
  el('game-heading').textContent = `${spec.game.name}: analysis board`;
  el('howto').href = `/howto/${here.game}`;
  el('rules').href = `/rules/${here.game}`;
  el('level').replaceChildren(...spec.levels.map((l) => h('option', { value: l, selected: l === 'medium' }, l)));
  variantChoice();
  wire();
  await show();
  if (!view) return;
  el('computer-side').replaceChildren(h('option', { value: '' }, 'nobody (hot-seat)'),
    ...view.seats.map((s) => h('option', { value: String(s.index) }, s.name)),
    ...(view.seats.length > 1 ? [h('option', { value: 'all' }, 'every side')] : []));
  document.body.dataset.ready = 'true';
}

init();
