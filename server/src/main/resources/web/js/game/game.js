// The game page: draws the board through the game's renderer module, guides a move click by click (legal next
// steps highlighted), shows whose turn, each player's state, the move list and the result; undo, hint, and a
// replay that steps through the game. The server is the referee: every move is checked there, and only with the
// secret token of the seat to move (tokens live in localStorage; a seat's link carries its token in the #fragment).
// The game's WebSocket pushes every change, so moves of people elsewhere arrive without reloading.
import { computerName, nameNode } from '../lib/names.js';
import { api, seats, gameIdHere } from '../lib/api.js';
import { h } from '../lib/dom.js';
import { boardFor } from '../boards/index.js';
import { markPly, showAnalysis } from './analysis.js';
import { withPaths, continuing, pick } from '../lib/picker.js';
import { showActions } from './actions.js';
import { mountChat } from './chat.js';
import { showClocks } from '../lib/clock.js';
import { header, current } from '../lib/player.js';
import { takeLink, takeInvitedSeat } from './invite.js';
import { turnLine, youLine, prompt, decision, placedBy } from './words.js';
import { forYou, outcome } from './outcome.js';
import { announce } from './live.js';
import * as notify from './notify.js';
import { share } from './share.js';
import { writeAddress, variantText } from '../lib/analysis-address.js';

const id = gameIdHere();
const el = (name) => document.getElementById(name);
const MAX_BUTTONS = 60;

let view = null; // the live game
let shown = null; // what is drawn: the live game or a replay step
let board = null; // the renderer module of this game
let selected = []; // click keys of the move being built
let hinted = null; // the hinted move
let replayPly = null; // null while playing, else the ply shown
let pollTimer = null;

function say(text, kind = 'info') {
  const box = el('message');
  box.textContent = text;
  box.className = `message ${kind}`;
}

function seatName(v, i) {
  // -1 (or null while a game with the table's own dice waits for a throw): nobody's seat
  return i === null || i < 0 || !v.seats[i] ? 'chance' : v.seats[i].name;
}

let held = {}; // seat index -> token, for the seats this browser plays

function seatLabel(seat) {
  const mine = held[seat.index] !== undefined;
  switch (seat.kind) {
    case 'ai': return computerName(seat.agent);
    case 'record': return `recorded: ${seat.agent}`;
    case 'open': return seat.open ? 'open seat (lobby)' : (mine ? 'you' : 'a person elsewhere');
    case 'invite': return mine ? 'you' : 'invited person';
    default: return mine ? 'this browser' : 'a person elsewhere';
  }
}

function myTurn(v) {
  // a game played with the table's own dice waits at a throw for whoever holds a seat here to enter it
  const tableThrow = v.dice === 'table' && v.chance && Object.keys(held).length > 0;
  return v.live && !v.over && !v.thinking && (held[v.toMove] !== undefined || tableThrow);
}

const anyToken = () => Object.values(held)[0];

function interactive() {
  return replayPly === null && view && myTurn(view);
}

function render() {
  const v = shown;
  const moves = interactive() ? withPaths(board, v) : [];
  const { targets, complete } = continuing(moves, selected);
  const hintPath = hinted ? (board.path(hinted, v) || []) : [];
  board.draw(el('board'), v, { targets, selected, hinted: new Set(hintPath), click, preview,
    placedBy: placedBy(v, held) });

  document.body.dataset.ply = v.ply;
  document.body.dataset.over = v.over;
  document.body.dataset.thinking = v.thinking;
  document.body.dataset.replay = replayPly !== null;
  document.body.dataset.steps = selected.length;
  status(v);
  el('info').textContent = board.info ? board.info(v) : '';
  players(v);
  choices(complete);
  actions(moves.filter((m) => !m.path || !m.path.length));
  moveList();
  el('text').textContent = v.text;
  el('analyse').hidden = !v.position;
  if (v.position) {
    el('analyse').href = writeAddress({ game: v.game.id, variant: variantText(v.variant), position: v.position,
      moves: [], ply: 0 });
  }
  el('undo').disabled = !(replayPly === null && view.canUndo);
  el('hint').disabled = !interactive() || view.online;
  el('undo').hidden = view.online;
  el('hint').hidden = view.online;
  el('typed').hidden = !interactive();
  el('replay').disabled = replayPly !== null || view.plies === 0;
  el('replay-bar').hidden = replayPly === null;
  if (replayPly !== null) el('rp-ply').textContent = `move ${replayPly} of ${view.plies}`;
  showActions(el('game-actions'), el('offer'), view, held, update, say);
  // a game resigned before two plies has nothing to analyse; one kept in the browser has "Analyse from here"
  if (view.over && view.plies >= 2 && !view.local) showAnalysis(el('analysis'), id, view, step, anyToken());
  showClocks(view);
  markPly(replayPly);
}

function status(v) {
  const box = el('status');
  const line = turnLine(v, held);
  // one line under the turn: the next step on your move, else who you are (the box keeps its height)
  const next = interactive() ? prompt(v, selected) : '';
  el('prompt').textContent = next;
  el('you').textContent = replayPly === null && !next && !v.over ? youLine(v, held) : '';
  box.dataset.mine = line.mine;
  delete box.dataset.outcome;
  if (replayPly !== null) {
    box.dataset.state = 'replay';
    box.textContent = v.over ? `Replay: ${outcome(v).headline}` : `Replay: ${seatName(v, v.toMove)} to move`;
  } else if (v.over) {
    box.dataset.state = 'over';
    const { headline, how, mood } = forYou(outcome(v), v, held);
    box.dataset.outcome = mood || 'over';
    box.replaceChildren(h('strong', { class: 'result', id: 'result' }, headline),
      how ? h('span', { class: 'result-how', id: 'result-how' }, how) : null);
  } else if (v.thinking) {
    box.dataset.state = 'thinking';
    box.replaceChildren(h('span', { class: 'spinner', 'aria-hidden': 'true' }), line.text);
  } else {
    box.dataset.state = 'turn';
    box.textContent = line.text;
  }
}

function players(v) {
  const extra = board.players ? board.players(v) : [];
  el('players').replaceChildren(...v.seats.map((seat, i) => h('div', {
    class: `player${!v.over && v.toMove === i ? ' to-move' : ''}${v.over && v.result.winners.includes(i) ? ' winner' : ''}`,
  }, h('span', { class: `swatch p${i}`, style: board.seatColour ? { background: board.seatColour(v, i) } : null }),
  h('strong', {}, seat.name), ' — ', seat.player
    ? [nameNode(seat.player), held[i] !== undefined ? ' (you)' : ''] : seatLabel(seat),
  extra[i] ? h('div', { class: 'state' }, extra[i]) : null)));
}

function choices(complete) {
  const box = el('choices');
  if (!selected.length) return box.replaceChildren();
  const helps = complete.map((m) => decision(view, m.move).help).filter((t) => t); // what each choice does
  box.replaceChildren(h('span', {}, complete.length ? 'Choose:' : 'Next: click a highlighted place'),
    ...complete.map((m) => moveButton(m.move, 'move-button')),
    h('button', { type: 'button', class: 'cancel', onclick: () => { selected = []; render(); } }, 'Cancel'),
    helps.length ? h('ul', { class: 'decision-help' }, helps.map((t) => h('li', {}, t))) : null);
}

function actions(moves) {
  const shownMoves = moves.slice(0, MAX_BUTTONS);
  el('actions').replaceChildren(...shownMoves.map((m) => moveButton(m.move,
    `move-button${m.move === hinted ? ' hinted' : ''}`)));
  const helps = shownMoves.map((m) => decision(view, m.move).help).filter((t) => t);
  if (helps.length && helps.length <= 4) el('actions').append(h('ul', { class: 'decision-help' }, helps.map((t) => h('li', {}, t))));
  if (moves.length > MAX_BUTTONS) {
    el('actions').append(h('small', {}, `… and ${moves.length - MAX_BUTTONS} more: type one below`));
  }
  const list = el('legal-list') || document.body.appendChild(h('datalist', { id: 'legal-list' }));
  el('move-input').setAttribute('list', 'legal-list');
  list.replaceChildren(...(interactive() ? view.legalMoves.slice(0, 500) : []).map((m) => h('option', { value: m })));
}

/** A button that plays {@code move}, labelled in words where the game's decisions have words (the notation stays in data-move). */
function moveButton(move, cls) {
  const { label, help } = decision(view, move);
  return h('button', { type: 'button', class: cls, 'data-move': move, title: help || null,
    'aria-label': label !== move ? `${label} (${move})` : null, onclick: () => play(move) }, label);
}

function moveList() {
  const list = el('moves');
  list.replaceChildren(...view.moves.map((m) => h('li', {
    class: `${m.player < 0 ? 'chance' : `p${m.player}`}${replayPly !== null && m.ply === replayPly ? ' current' : ''}`,
    value: m.ply,
    onclick: () => (replayPly !== null ? step(m.ply) : null),
  }, h('span', { class: 'who' }, seatName(view, m.player)), ' ', // a play of the solo game in a sentence
  (view.game.id === 'just-playing-a-round' && m.words) || decision(view, m.text).label)));
  // only the list's own box scrolls: scrollIntoView would move the whole page on every move
  const current = list.querySelector('.current') || list.lastElementChild;
  if (current) list.scrollTop = Math.max(0, current.offsetTop - list.clientHeight + current.offsetHeight + 4);
}

function click(key) {
  if (replayPly !== null) {
    say('This is a replay: go back to the game to play.', 'error');
    return;
  }
  if (!interactive()) {
    say(view.over ? 'The game is over.' : `Wait: it is ${seatName(view, view.toMove)}'s turn.`, 'error');
    return;
  }
  const result = pick(withPaths(board, view), selected, key);
  if (result.refused) {
    refuse(key);
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

/**
 * A click on a place that is no target: nothing is sent (the page knows the move would be illegal), only said why.
 */
function refuse(key) {
  const place = key.replace(/^[a-z]+:/, '');
  say(selected.length ? `${place} does not continue this move: choose a place marked with a dot, or Cancel.`
    : `Nothing can be played on ${place} now: the places you can play are marked with a dot.`, 'error');
}

/** What a tap on target `key` would do, in words, for the board's preview (reach.js). */
function preview(key) {
  const result = pick(withPaths(board, view), selected, key);
  const place = board.name ? board.name(key, view) : key.replace(/^[a-z]+:/, '');
  if (!result.move) return `choose ${place}, then the next place`;
  const { label } = decision(view, result.move);
  return label !== result.move ? label : `play ${place}`;
}

async function play(move) {
  selected = [];
  try {
    update(await api.move(id, move, view.ply, held[view.toMove] ?? anyToken()));
    say('');
  } catch (e) {
    say(`${move}: ${e.message}`, 'error');
    render();
  }
}

function update(v) {
  // an older push overtaken by a newer reply, or the same version again (the socket's first state, the push that
  // follows a move's reply): drawing it again would only replace the board under the player's next click
  if (!view || v === view || v.version > view.version) {
    view = v;
    hinted = null;
    if (replayPly === null) shown = v;
    render();
    share(el('share'), v, say);
    announce(el('announce'), v, held);
    notify.turn(myTurn(v), `${v.game.name}: ${turnLine(v, held).text}`);
  }
  clearTimeout(pollTimer);
  if (view.thinking) pollTimer = setTimeout(refresh, 250); // polls on while the AI thinks, socket or not
}

async function refresh() {
  try {
    update(await api.state(id));
  } catch (e) {
    say(`Lost the game: ${e.message}`, 'error');
    pollTimer = setTimeout(refresh, 2000);
  }
}

async function step(ply) {
  const target = Math.max(0, Math.min(view.plies, ply));
  try {
    shown = await api.state(id, target);
    replayPly = target;
    render();
  } catch (e) {
    say(e.message, 'error');
  }
}

function wire() {
  el('typed').addEventListener('submit', (event) => {
    event.preventDefault();
    const text = el('move-input').value.trim();
    if (text) {
      el('move-input').value = '';
      play(text);
    }
  });
  el('undo').addEventListener('click', async () => {
    try {
      update(await api.undo(id, anyToken()));
      say('Move taken back.');
    } catch (e) {
      say(e.message, 'error');
    }
  });
  el('hint').addEventListener('click', async () => {
    el('hint').disabled = true;
    say('Looking for a good move…');
    try {
      const hint = await api.hint(id, held[view.toMove] ?? anyToken());
      if (hint.ply !== view.ply) return;
      hinted = hint.move;
      selected = [];
      render();
      say(`Hint: ${decision(view, hint.move).label} (${hint.text})`, 'hint');
    } catch (e) {
      say(e.message, 'error');
      render();
    }
  });
  el('replay').addEventListener('click', () => step(0));
  el('rp-first').addEventListener('click', () => step(0));
  el('rp-prev').addEventListener('click', () => step(replayPly - 1));
  el('rp-next').addEventListener('click', () => step(replayPly + 1));
  el('rp-last').addEventListener('click', () => step(view.plies));
  el('rp-exit').addEventListener('click', () => {
    replayPly = null;
    shown = view;
    render();
  });
  document.addEventListener('keydown', (event) => {
    if (replayPly === null || event.target.tagName === 'INPUT') return;
    if (event.key === 'ArrowLeft') step(replayPly - 1);
    if (event.key === 'ArrowRight') step(replayPly + 1);
  });
  // a previewed tap (reach.js) says in the status what the next tap will do
  el('board').addEventListener('board-preview', (event) => {
    el('prompt').textContent = event.detail.text || (interactive() ? prompt(view, selected) : '');
  });
  el('board').addEventListener('click', (event) => {
    if (event.target.closest('.cell')) return;
    if (selected.length) {
      selected = [];
      render();
    }
  });
}

let invited = null; // the seat whose link this page was opened with, taken by this browser

/** Every change arrives over the game's WebSocket; on (re)connecting the server sends the current state. */
function listen() {
  const socket = new WebSocket(`${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}/api/games/${id}/ws`);
  socket.onopen = () => {
    document.body.dataset.socket = 'open';
    // this browser's seats are at the table while the socket is open (an opponent who left can be claimed against)
    Object.values(held).forEach((token) => socket.send(JSON.stringify({ token })));
  };
  socket.onmessage = (event) => {
    const message = JSON.parse(event.data);
    if (message.type === 'state') update(message.state);
  };
  socket.onclose = () => {
    document.body.dataset.socket = 'closed';
    setTimeout(listen, 1000);
  };
}

async function init() {
  invited = takeLink(id);
  held = seats.tokens(id);
  wire();
  try {
    view = await api.state(id);
  } catch (e) {
    say(`Cannot load game '${id}': ${e.message}`, 'error');
    return;
  }
  board = await boardFor(view.game.id);
  notify.setTitle(`${view.game.name} - Spindle`);
  el('title').textContent = view.game.name;
  el('game-heading').textContent = view.game.name;
  el('howto').href = `/howto/${view.game.id}`;
  const mine = Object.keys(held).length;
  if (mine && mine < view.seats.length) notify.showToggles(el('notify')); // players with someone else to wait for
  el('variant').textContent = `${view.rated ? 'Rated game · ' : ''}Settings: ${Object.entries(view.variant)
    .map(([k, v]) => `${k} ${v}`).join(', ')}`;
  el('rules').href = `/rules/${view.game.id}`;
  document.body.classList.add(`game-${view.game.id}`);
  update(view);
  await takeInvitedSeat(id, invited, view, held, (claimed) => {
    view = claimed;
    update(claimed);
  }, say);
  header();
  if (!view.local) { // a game kept in this browser (js/local) has no socket and no chat
    listen();
    mountChat(el('chat-box'), id, held, () => (current() ? current().key : null));
  }
  const params = new URLSearchParams(window.location.search);
  const ply = params.get('ply');
  if (ply !== null && /^\d+$/.test(ply)) await step(Number(ply)); // a link to a moment of the game
  else if (params.has('replay')) step(0);
  document.body.dataset.ready = 'true';
}

init();
