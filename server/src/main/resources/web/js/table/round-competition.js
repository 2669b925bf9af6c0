// Just Playing a Round's competition mode at one table (rules section 9): several contenders on one phone or tablet,
// each with a tab holding their own board and their time bank, the shared throw above them all, the ranking below.
// It is an ordinary 3Will competition of the server (docs/api.md, "compete"), or with no server of the engine in this
// browser, which answers the same API (js/local/competitions.js): the server throws the dice, keeps every
// contender's clock and checks every decision; this device holds the organiser's and every contender's token
// (in localStorage, so a reload or a locked phone loses nothing).
import { call } from '../lib/api.js';
import { h } from '../lib/dom.js';
import { boardFor } from '../boards/index.js';
import { withPaths, continuing, pick } from '../lib/picker.js';
import { showThrow, throwInWords } from './round-dice.js';
import { bankText } from '../lib/clock.js';

const KEY = 'spindle.table.competition';
const POLL_MILLIS = 1000;
const MAX_CONTENDERS = 8;

let saved = null; // {id, organiser, contenders: [{name, token}]}
let root = null;
let tell = () => {};
let views = {}; // contender name -> their view (`you`)
let competition = null;
let chosen = null; // the contender whose tab is open
let selected = [];
let readAt = 0;
let timer = null;
let ticker = null;
let heard = {}; // what was announced already: throws and endings
let diceBox = null; // kept from one drawing to the next, so a throw rolls once, when it is new
// the framed board, as on the game page: a tap anywhere on a target square (its pieces too) chooses it, and every
// place has its accessible name
let board = null;
let refusalBox = null; // what the board refused, cleared by the next play or tab

const api = {
  create: (request) => call('POST', '/api/competitions', request),
  join: (id, name) => call('POST', `/api/competitions/${id}/join`, { name }),
  start: (id, token) => call('POST', `/api/competitions/${id}/start`, { token }),
  competition: (id) => call('GET', `/api/competitions/${id}`),
  me: (id, token) => call('GET', `/api/competitions/${id}/me?token=${encodeURIComponent(token)}`),
  move: (id, token, move, ply) => call('POST', `/api/competitions/${id}/moves`, { token, move, ply }),
  hold: (id, token, name) => call('POST', `/api/competitions/${id}/hold`, { token, name }),
};

let holding = null; // the contender the server was told holds the device

/** Tells the server who holds the device now (the open tab): only their clock runs (rules section 9). */
function hold(name) {
  if (!name || holding === name || competition?.status !== 'running') return;
  holding = name;
  api.hold(saved.id, saved.organiser, name).catch(() => { holding = null; });
}

function load() {
  try {
    return JSON.parse(localStorage.getItem(KEY) || 'null');
  } catch (e) {
    return null;
  }
}


/**
 * Mounts the competition mode into `container`; `announce(text)` tells the table (big type, and speech where the
 * page has it on). Resumes the competition this device runs, if any, else shows the form to start one.
 */
export async function mountCompetition(container, announce) {
  root = container;
  board = board || await boardFor('just-playing-a-round', { controls: false });
  tell = announce || (() => {});
  saved = load();
  if (saved) {
    follow();
  } else {
    form();
  }
}

function form() {
  const names = h('div', { class: 'contender-names' });
  const addName = (value = '') => {
    if (names.children.length >= MAX_CONTENDERS) return;
    const i = names.children.length + 1;
    names.append(h('label', {}, `Contender ${i}`, h('input', { type: 'text', maxlength: 40, value, required: true,
      autocomplete: 'off', 'data-contender': i })));
  };
  addName('');
  addName('');
  const minutes = h('input', { id: 'allowance', type: 'number', min: '0.05', max: '180', step: 'any', value: '40' });
  const error = h('p', { class: 'error', role: 'alert' });
  const submit = async (e) => {
    e.preventDefault();
    const list = [...names.querySelectorAll('input')].map((i) => i.value.trim()).filter((n) => n);
    if (list.length < 2 || new Set(list).size !== list.length) {
      error.textContent = 'Give each contender a different name (two at least).';
      return;
    }
    try {
      await begin(list, Math.max(1, Math.round(Number(minutes.value) * 60)));
    } catch (err) {
      error.textContent = err.message;
    }
  };
  root.replaceChildren(h('form', { class: 'competition-form', onsubmit: submit },
    h('h2', {}, 'A competition at this table'),
    h('p', {}, 'Every contender plays the same throws on their own board, against their own time bank, which runs '
      + 'only while their tab is open: it is their own thinking time. Pass the '
      + 'device round: each contender makes the four plays of the round on their tab. Spindle throws the dice '
      + 'and keeps the clocks (rules section 9).'),
    names,
    h('button', { type: 'button', onclick: () => addName('') }, 'Add a contender'),
    h('label', {}, 'Time allowance per contender, in minutes (the rules: 40)', minutes),
    error,
    h('button', { type: 'submit', class: 'primary', id: 'competition-start' }, 'Start the competition')));
}

async function begin(names, allowanceSeconds) {
  const made = await api.create({ title: 'At the table', allowanceSeconds });
  saved = { id: made.id, organiser: made.organiserToken, contenders: [] };
  for (const name of names) {
    const joined = await api.join(made.id, name);
    saved.contenders.push({ name, token: joined.token });
  }
  localStorage.setItem(KEY, JSON.stringify(saved));
  await api.start(made.id, saved.organiser);
  follow();
}

function follow() {
  chosen = chosen || saved.contenders[0].name;
  refresh();
  clearInterval(ticker);
  ticker = setInterval(tick, 250);
}

async function refresh() {
  clearTimeout(timer);
  try {
    competition = await api.competition(saved.id);
    const all = await Promise.all(saved.contenders.map((c) => api.me(saved.id, c.token)));
    all.forEach((v, i) => { views[saved.contenders[i].name] = v.you; });
    readAt = performance.now();
    news();
    draw();
  } catch (e) {
    tell(`Cannot read the competition: ${e.message}`);
  }
  if (competition?.status !== 'finished') timer = setTimeout(refresh, POLL_MILLIS);
}

/** Says each new throw and each contender leaving the competition once. */
function news() {
  const c = competition;
  if (c.round && !heard[`throw${c.round}`]) {
    heard[`throw${c.round}`] = true;
    tell(`Round ${c.round}: the throw is ${throwInWords(c.throw)} (${c.throwKind}).`);
  }
  for (const r of c.standings) {
    if ((r.status === 'retired' || r.status === 'timed out') && !heard[`out${r.name}`]) {
      heard[`out${r.name}`] = true;
      tell(r.status === 'timed out' ? `${r.name}'s time bank is empty: ${r.name} retires with 0.`
        : `${r.name} retires with ${r.score}.`);
    }
  }
  const mine = views[chosen];
  if (mine && mine.status !== 'playing') {
    const next = saved.contenders.find((c2) => views[c2.name]?.status === 'playing');
    if (next) {
      chosen = next.name;
      selected = [];
    }
  }
}

function row(name) {
  return competition.standings.find((r) => r.name === name) || {};
}

function draw() {
  const c = competition;
  const you = views[chosen];
  hold(chosen);
  diceBox = diceBox || h('div', { class: 'round-dice' });
  const dice = diceBox;
  showThrow(dice, c.throw, c.throwKind);
  const tabs = h('div', { class: 'contender-tabs', role: 'tablist', 'aria-label': 'Contenders' },
    saved.contenders.map((k) => {
      const r = row(k.name);
      return h('button', { type: 'button', role: 'tab', 'aria-selected': String(k.name === chosen),
        'data-name': k.name, 'data-status': r.status, onclick: () => { chosen = k.name; selected = []; refuse(''); draw(); } },
      h('span', { class: 'tab-name' }, k.name),
      h('span', { class: 'bank', 'data-millis': r.balanceMillis, 'data-running': String(r.clockRunning) },
        bankText(r.balanceMillis)),
      h('span', { class: 'tab-status' }, `${r.status}, ${r.score}`));
    }));
  const panel = h('div', { class: 'contender-board', role: 'tabpanel' });
  refusalBox = refusalBox || h('p', { class: 'refusal', id: 'competition-refusal', role: 'alert' });
  root.replaceChildren(
    h('p', { class: 'round-line' }, c.status === 'finished' ? finished(c) : `Round ${c.round}: ${c.throwKind} throw`),
    dice, tabs, panel, standingsTable(c),
    h('button', { type: 'button', class: 'forget', onclick: forget }, c.status === 'finished'
      ? 'Start another competition' : 'Stop following this competition here'));
  document.body.dataset.round = c.round;
  document.body.dataset.competition = c.status;
  if (you) contenderBoard(panel, you);
}

function finished(c) {
  const first = c.standings.filter((r) => r.rank === 1).map((r) => r.name);
  return `Finished: ${first.join(' and ')} ${first.length > 1 ? 'share first place' : 'wins'}`;
}

function standingsTable(c) {
  return h('div', { class: 'standings-box' }, h('table', { class: 'standings' }, h('thead', {}, h('tr', {},
    ['#', 'Contender', 'Score', 'Time', 'Status'].map((t) => h('th', {}, t)))),
  h('tbody', {}, c.standings.map((r) => h('tr', { 'data-name': r.name },
    h('td', {}, r.rank), h('td', {}, r.name), h('td', {}, r.score),
    h('td', { class: 'bank', 'data-millis': r.balanceMillis, 'data-running': String(r.clockRunning) },
      bankText(r.balanceMillis)), h('td', {}, r.status))))));
}

function contenderBoard(panel, you) {
  const shown = { board: you.board, legalMoves: you.status === 'playing' ? you.legalMoves : [] };
  const moves = withPaths(board, shown);
  const { targets, complete } = continuing(moves, selected);
  const boardBox = h('div', { class: 'board' });
  panel.append(h('p', { class: 'you-line' }, youText(you)), refusalBox, boardBox,
    h('div', { class: 'choices' }, selected.length ? [...complete.map((m) => moveButton(m.move, you)),
      h('button', { type: 'button', onclick: () => { selected = []; draw(); } }, 'Cancel')] : []),
    h('div', { class: 'actions' }, moves.filter((m) => !m.path || !m.path.length).map((m) => moveButton(m.move, you))));
  if (you.board) {
    board.draw(boardBox, shown, { targets, selected, hinted: new Set(), click: (key) => click(moves, key) });
  }
}

function youText(you) {
  if (you.status === 'playing') return `${you.name}: your four plays, in any order (score ${you.score})`;
  if (you.status === 'done') return `${you.name} has played this round: pass the device on`;
  return you.result || `${you.name}: ${you.status}`;
}

function moveButton(move, you) {
  const label = move === 'bank' ? 'Bank the time instead of the free play' : move === 'continue' ? 'Next round'
    : move === 'retire' ? `Retire (final score ${you.score >= 6 ? you.score : 0})` : move;
  return h('button', { type: 'button', class: 'move-button', 'data-move': move, onclick: () => play(move) }, label);
}

function click(moves, key) {
  const result = pick(moves, selected, key);
  if (result.move) {
    play(result.move);
  } else if (result.selected) {
    selected = result.selected;
    draw();
  } else {
    refuse(selected.length ? 'That square is not a step of the piece chosen: tap a marked square, or Cancel.'
      : 'That piece cannot move now: the pieces this throw moves are marked.');
  }
}

/** Says what the board refused, beside it, until the next play or tab (an empty text clears it). */
function refuse(text) {
  if (refusalBox) refusalBox.textContent = text;
}

async function play(move) {
  const token = saved.contenders.find((c) => c.name === chosen).token;
  selected = [];
  try {
    views[chosen] = (await api.move(saved.id, token, move, views[chosen].ply)).you;
    refuse('');
    draw();
    refresh();
  } catch (e) {
    refuse(`${move}: ${e.message}`);
  }
}

/** The running time banks count down between reads. */
function tick() {
  const gone = performance.now() - readAt;
  root.querySelectorAll('.bank[data-running="true"]').forEach((e) => {
    e.textContent = bankText(Number(e.dataset.millis) - gone);
  });
}

function forget() {
  localStorage.removeItem(KEY);
  clearTimeout(timer);
  clearInterval(ticker);
  saved = null;
  holding = null;
  diceBox = null;
  views = {};
  heard = {};
  chosen = null;
  form();
}
