// The table companion (/table/<game>): a phone or tablet beside a game played with real pieces. Each move made on
// the table is tapped on the board (the game page's tap model: boards/*.js and lib/picker.js) or typed; the referee
// previews it (what it does, what to do with the pieces) and it is sent only once confirmed. An illegal move gets
// the sentence of the rule that refuses it. The game is an ordinary hosted hot-seat game whose seats this browser
// holds (?id= in the address, the tokens in localStorage), so a reload, a locked phone or a restart loses nothing.
import { api, seats, gamePath } from '../lib/api.js';
import { h } from '../lib/dom.js';
import { boardFor } from '../boards/index.js';
import { withPaths, continuing, pick, startsWith } from '../lib/picker.js';
import { showClocks } from '../lib/clock.js';
import { announce, speakToggle, keepAwake, sentence } from './announce.js';
import { showSetup } from './setup.js';
import { extrasFor } from './extras.js';
import { sideLabel } from '../lib/sides.js';
import { decision } from '../lib/decisions.js';
import { shareButton, revoke, join, codeInAddress } from './share.js';

const gameId = decodeURIComponent(window.location.pathname.split('/')[2] || '');
const LAST_KEY = `spindle.table.${gameId}`;
const el = (name) => document.getElementById(name);

let game = null; // { id, name, seats }
let board = null;
let id = null;
let view = null;
let held = {};
let selected = [];
let pending = null; // { move, says, view } previewed, waiting for Confirm (view: the game as it would be)
const extras = extrasFor(gameId);

function seatName(v, i) {
  return i !== null && i >= 0 && v.seats[i] ? sideLabel(v, i) : 'the dice';
}

/** The turn line while chance is to move: the table's own dice wait for their values, the server's are thrown. */
function chanceLine(v) {
  if (v.toMove !== null && v.toMove >= 0) return '';
  return v.dice === 'table' ? 'Throw the dice, then tap each value below the board.' : 'The dice are being thrown.';
}

function interactive() {
  return view && !view.over && !pending && view.toMove >= 0 && held[view.toMove] !== undefined;
}

/** Shows what the referee refuses, in view: the tap that caused it may be far down a phone's screen. */
function refusal(text) {
  el('refusal').textContent = text;
  document.body.dataset.refused = text ? 'true' : 'false';
  if (text) el('refusal').scrollIntoView({ block: 'nearest' });
}

function render() {
  const v = view;
  const moves = interactive() ? withPaths(board, v) : [];
  const { targets, complete } = continuing(moves, selected);
  // while a move waits for Confirm, the board shows it made (a Jump's thread laid), marked as the last move
  board.draw(el('board'), pending ? pending.view : v, { targets, selected, hinted: new Set(), click,
    preview: tapPreview });
  el('board').classList.toggle('previewing', !!pending);
  document.body.dataset.ply = v.ply;
  document.body.dataset.over = v.over;
  document.body.dataset.steps = selected.length;
  el('turn-line').hidden = v.over;
  el('turn-who').textContent = v.over ? '' : chanceLine(v) || `${seatName(v, v.toMove)} to move.`;
  // never a bare "Red to move.": what to do, where the board has no words of its own for this step
  el('turn-prompt').textContent = v.over || chanceLine(v) ? '' : board.prompt(v, selected)
    || 'Make the move with the pieces, then tap it on the board here, or type it below.';
  el('turn-line').dataset.seat = v.over ? '' : v.toMove;
  choices(complete, moves.filter((m) => !m.path || !m.path.length));
  players(pending ? pending.view : v);
  showClocks(v);
  // the clocks go up beside the turn, where the table reads them (lib/clock.js puts them above the players)
  const clocks = el('clocks');
  if (clocks && clocks.parentElement !== el('clock-slot')) el('clock-slot').append(clocks);
  el('undo').disabled = !v.canUndo || !!pending;
  el('typed').hidden = !interactive();
  ending(v);
  keepAwake(!v.over);
  if (extras) extras.show(el('extras'), v, { id, tokens: held, update: shown, announce });
}

/** Buttons for moves that are no place on the board (a switch, a swap) and for a tap that names several moves. */
function choices(complete, offBoard) {
  const button = (move) => {
    const { label, help } = decision(view, move);
    return h('button', { type: 'button', class: 'big move-button', 'data-move': move, title: help || null,
      'aria-label': label !== move ? `${label} (${move})` : null, onclick: () => ask(move) }, label);
  };
  const parts = [...complete.map((m) => button(m.move)), ...(selected.length ? [] : offBoard.map((m) => button(m.move)))];
  if (selected.length) {
    parts.push(h('button', { type: 'button', class: 'big', onclick: () => { selected = []; render(); } }, 'Start the move again'));
  }
  // what each choice does, where the game says it (a group move of Just Playing a Round)
  const helps = complete.map((m) => decision(view, m.move).help).filter((t) => t);
  if (helps.length) parts.push(h('ul', { class: 'decision-help' }, helps.map((t) => h('li', {}, t))));
  el('choices').replaceChildren(...parts);
}

function players(v) {
  const extra = board.players ? board.players(v) : [];
  el('players').replaceChildren(...v.seats.map((seat, i) => h('div', {
    class: `player${!v.over && v.toMove === i ? ' to-move' : ''}`,
  }, h('span', { class: `swatch p${i}`, style: board.seatColour ? { background: board.seatColour(v, i) } : null }),
  h('strong', {}, seat.name), extra[i] ? h('div', { class: 'state' }, extra[i]) : null)));
}

function ending(v) {
  el('end').hidden = !v.over;
  if (!v.over) return;
  el('end').replaceChildren(h('p', { class: 'result', id: 'result' }, v.result.text),
    h('div', { class: 'end-links' },
      h('a', { class: 'big-link', id: 'record-link', href: `/api/games/${id}/record`, download: `spindle-${id}.json` }, 'The record'),
      h('a', { class: 'big-link', id: 'game-link', href: gamePath(id) }, 'Game page and analysis')));
}

function click(key) {
  refusal('');
  if (pending) {
    refusal('First Confirm or Cancel the move above.');
    return;
  }
  if (!interactive()) {
    refusal(view.over ? 'The game is over.' : `Wait for ${seatName(view, view.toMove)}.`);
    return;
  }
  const result = pick(withPaths(board, view), selected, key);
  if (result.refused) refuse(key);
  else if (result.move) ask(result.move);
  else {
    selected = result.selected;
    render();
  }
}

/** What a tap on target `key` would do, for the boards' finger-sized preview (reach.js). */
function tapPreview(key) {
  const result = pick(withPaths(board, view), selected, key);
  return result.move ? `play ${result.move}` : `choose ${key.replace(/^[a-z]+:/, '')}, then the next place`;
}

/** The move a tap on `key` would be, made like the legal moves tapped at the same step: the referee can name it. */
function moveAt(key) {
  const place = key.replace(/^[a-z]+:/, '');
  for (const m of withPaths(board, view)) {
    const p = m.path;
    if (!p || p.length !== selected.length + 1 || !startsWith(p, selected)) continue;
    const theirs = p[selected.length].replace(/^[a-z]+:/, '');
    if (m.move.includes(theirs)) return m.move.replace(theirs, place);
  }
  return null;
}

/** A tap on a place that is no target: the rule that refuses the move it would be, where it names one. */
async function refuse(key) {
  const place = key.replace(/^[a-z]+:/, '');
  const fallback = selected.length ? `${place} does not continue this move: tap a place marked with a dot, or start again.`
    : `Nothing can be played on ${place} now: the places you can play are marked with a dot.`;
  const move = moveAt(key);
  if (!move) {
    refusal(fallback);
    return;
  }
  try {
    const r = await api.preview(id, move);
    refusal(r.legal ? fallback : r.why);
  } catch (e) {
    refusal(fallback);
  }
}

/** Asks the referee about `move`; a legal one waits for Confirm, an illegal one gets its rule. */
async function ask(move) {
  refusal('');
  selected = [];
  try {
    const r = await api.preview(id, move);
    if (!r.legal) {
      refusal(r.why);
      render();
      return;
    }
    pending = { move: r.move, says: r.says, view: r.view };
    const asked = `${seatName(view, view.toMove)}: ${decision(view, r.move).label}?`; // words, not notation
    el('confirm-says').replaceChildren(...(r.says.length ? r.says.map(sentence) : [asked]).map((t) => h('p', {}, t)));
    el('confirm').hidden = false;
    document.body.dataset.pending = r.move;
    render();
    el('confirm').scrollIntoView({ block: 'nearest' });
    el('confirm-yes').focus({ preventScroll: true });
  } catch (e) {
    // a 400 is text the game cannot read as a move at all; anything else is the server's trouble, not the move's
    refusal(e.status === 400 ? `"${move}" is not a move of ${game.name}. ${e.message}`
      : `The move could not be checked: ${e.message}. Try again.`);
    render();
  }
}

function closeConfirm() {
  pending = null;
  el('confirm').hidden = true;
  delete document.body.dataset.pending;
}

async function confirm() {
  const { move, says } = pending;
  const before = view;
  try {
    const after = await api.move(id, move, before.ply, held[before.toMove]);
    closeConfirm();
    const r = await api.referee(id);
    // chance (the solo game's dice) may have moved since: what the move did, then the throw
    const lines = r.ply === before.ply + 1 ? r.says : [...says, ...r.says];
    shown(after);
    announce(lines.length ? lines : [`${seatName(before, before.toMove)} played ${move}.`]);
    el('turn-line').scrollIntoView({ block: 'nearest' }); // whose turn, then what the referee said
  } catch (e) {
    closeConfirm();
    refusal(e.message);
    await refresh();
  }
}

function shown(v) {
  if (view && v.version < view.version) return;
  view = v;
  render();
}

async function refresh() {
  shown(await api.state(id));
}

async function undo() {
  const last = view.moves[view.moves.length - 1];
  try {
    const v = await api.undo(id, Object.values(held)[0]);
    shown(v);
    announce([`Taken back: ${last ? last.text : 'the last move'}. Put the pieces back as they were.`,
      v.over ? '' : `${seatName(v, v.toMove)} to move.`].filter((t) => t), 'undo');
  } catch (e) {
    refusal(e.message);
  }
}

/** The game's socket: a clock's flag fall, or a move made on another device, arrives without a reload. */
function listen() {
  const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
  const socket = new WebSocket(`${scheme}://${window.location.host}/api/games/${id}/ws`);
  socket.onmessage = (event) => {
    const message = JSON.parse(event.data);
    if (message.type === 'state' && message.state.version > view.version) shown(message.state);
  };
  socket.onclose = () => setTimeout(listen, 2000);
}

async function open(gameToOpen) {
  id = gameToOpen;
  held = seats.tokens(id);
  const v = await api.state(id);
  if (Object.keys(held).length < v.seats.length) {
    throw new Error('This device has not joined that game: on the device that started it, tap Share this table,'
      + ' then scan its code or type its join code here.');
  }
  view = v;
  window.history.replaceState(null, '', `/table/${encodeURIComponent(gameId)}?id=${encodeURIComponent(id)}`);
  localStorage.setItem(LAST_KEY, id);
  el('setup').hidden = true;
  el('play').hidden = false;
  if (!v.over && !v.local) shareButton(el('share-slot'), id, v.seats.length); // sharing is the server's
  const r = await api.referee(id);
  const played = view.moves.filter((m) => m.player >= 0).length; // a throw of the dice is no one's move
  const start = played ? `Picked up after ${played} move${played === 1 ? '' : 's'}.`
    : (view.from ? 'The game starts from the position set up on the table.' : 'The game begins.');
  announce(view.over ? [] : (r.says.length ? r.says : [start]), 'start');
  render();
  listen();
  document.body.dataset.ready = 'true';
}

function wire() {
  el('typed').addEventListener('submit', (event) => {
    event.preventDefault();
    const text = el('move-input').value.trim();
    el('move-input').value = '';
    if (text) ask(text);
  });
  el('confirm-yes').addEventListener('click', confirm);
  el('confirm-no').addEventListener('click', () => {
    closeConfirm();
    announce(['Cancelled: nothing was played.'], 'undo');
    render();
  });
  el('undo').addEventListener('click', undo);
  el('new-game').addEventListener('click', async () => {
    if (id && view) await revoke(id, view.seats.length); // a new game: the old one's join code stops working
    window.location.href = `/table/${encodeURIComponent(gameId)}?new`;
  });
  speakToggle(el('speak'));
  // back from a locked phone or another app: the game may have moved (a clock, another device)
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible' && id) refresh().catch(() => {});
  });
}

async function init() {
  const found = (await api.catalog()).games.find((g) => g.id === gameId);
  if (!found) {
    el('setup').hidden = false;
    el('setup-message').textContent = `There is no game '${gameId}' here: choose one on the table page.`;
    document.body.dataset.ready = 'true';
    return;
  }
  game = { id: found.id, name: found.name, seats: Array(found.minPlayers).fill('human') };
  document.title = `${game.name} at the table - Spindle`;
  el('title').textContent = game.name;
  el('rules').href = `/rules/${game.id}`;
  document.body.classList.add(`game-${game.id}`);
  board = await boardFor(game.id);
  wire();
  const params = new URLSearchParams(window.location.search);
  const code = codeInAddress();
  if (code) {
    try {
      await join(code);
    } catch (e) {
      el('setup-message').textContent = e.message;
    }
  }
  const start = async (chosen) => {
    try {
      await open(chosen);
    } catch (e) {
      el('setup-message').textContent = e.message;
    }
  };
  if (params.get('id')) {
    await start(params.get('id'));
    if (view) return;
  }
  if (extras && extras.setup) extras.setup(el('setup'));
  await showSetup(game, params.has('new') ? null : localStorage.getItem(LAST_KEY), start);
  document.body.dataset.ready = 'true';
}

init();
