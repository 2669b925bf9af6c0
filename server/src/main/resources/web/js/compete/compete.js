// The 3Will competition page (/compete and /compete/{id}): the organiser's form and view (join link, start), the
// join form, and a contender's own board: the round's shared throw, the four plays in any order by clicking,
// deposits and end-of-round decisions as buttons, the time bank ticking, and the live standings. The server is the
// adjudicator: it keeps the clock and checks every decision. The competition's WebSocket pushes every change (a
// contender's page then reads its own board again); without the socket the page polls every second.
import { call } from '../lib/api.js';
import { h } from '../lib/dom.js';
import * as board from '../boards/just-playing-a-round.js';
import { withPaths, continuing, pick } from '../lib/picker.js';
import { bankText } from '../lib/clock.js';

const el = (name) => document.getElementById(name);
const id = decodeURIComponent(window.location.pathname.split('/')[2] || '');
// secret links carry their token in the #fragment, which the browser never sends with a page request
const fragment = new URLSearchParams(window.location.hash.slice(1));
const token = fragment.get('token');
const organiser = fragment.get('organiser');
const POLL_MILLIS = 1000; // without the WebSocket
const CHECK_MILLIS = 15000; // with it, a read now and then all the same

let view = null; // the competition (and, for a contender, `you`) as last read
let readAt = 0; // performance.now() when it was read: running clocks tick from there
let selected = [];
let shownPly = -1;
let drawn = ''; // what the board shows: it is redrawn only when that changes, so that a poll never eats a click
let pollTimer = null;
let socketOpen = false;

const api = {
  create: (request) => call('POST', '/api/competitions', request),
  competition: () => call('GET', `/api/competitions/${id}`),
  me: () => call('GET', `/api/competitions/${id}/me?token=${encodeURIComponent(token)}`),
  join: (name) => call('POST', `/api/competitions/${id}/join`, { name }),
  start: () => call('POST', `/api/competitions/${id}/start`, { token: organiser }),
  move: (move, ply) => call('POST', `/api/competitions/${id}/moves`, { token, move, ply }),
};

function say(text, kind = 'info') {
  el('message').textContent = text;
  el('message').className = `message ${kind}`;
}

function competition() {
  return token ? view.competition : view;
}


function liveBalance(millis, running) {
  return running ? millis - (performance.now() - readAt) : millis;
}

// ---- create ----

// the server takes numbers as numbers: a whole number goes as one, anything else as the text typed, which the
// server refuses with a sentence naming the field
function numberOrText(value) {
  const t = value.trim();
  if (t === '') return undefined;
  return /^-?\d+$/.test(t) && Number.isSafeInteger(Number(t)) ? Number(t) : t;
}

async function create(event) {
  event.preventDefault();
  el('create-error').textContent = '';
  const setup = el('c-setup').value.trim().toLowerCase();
  const variant = { objective: el('c-objective').value };
  if (setup === 'random') variant.randomSetup = 'on';
  else if (setup) variant.setupCode = setup;
  const request = {
    title: el('c-title').value.trim() || undefined,
    allowanceSeconds: numberOrText(el('c-allowance').value),
    undirectedDepositSeconds: numberOrText(el('c-undirected').value),
    directedDepositSeconds: numberOrText(el('c-directed').value),
    sharedSetup: el('c-shared').value === 'shared',
    maxContenders: numberOrText(el('c-max').value),
    seed: numberOrText(el('c-seed').value),
    variant,
  };
  try {
    const created = await api.create(request);
    window.location.href = created.organiserLink;
  } catch (e) {
    el('create-error').textContent = e.message;
  }
}

// ---- the competition ----

function settingsText(c) {
  const s = c.settings;
  return [`allowance ${s.allowanceSeconds} s`, `deposits ${s.undirectedDepositSeconds} s / ${s.directedDepositSeconds} s`,
    s.sharedSetup ? 'one shared setup' : 'a setup per contender', `objective ${s.variant.objective}`,
    `up to ${s.maxContenders} contenders`, c.seed === null ? null : `seed ${c.seed}`].filter(Boolean).join(' · ');
}

function statusText(c) {
  if (c.status === 'open') return `Open: ${c.contenders} joined, waiting for the organiser to start`;
  if (c.status === 'running') return `Round ${c.round}`;
  const first = c.standings.filter((r) => r.rank === 1);
  if (!first.length) return 'Finished';
  const names = first.map((r) => r.name).join(' and ');
  return `Finished: ${names} ${first.length > 1 ? 'share first place' : 'wins'} with ${first[0].score}`;
}

function standings(c) {
  el('round-line').textContent = c.round ? `Round ${c.round} · throw ${c.throw} (${c.throwKind})` : '';
  el('standings').tBodies[0].replaceChildren(...c.standings.map((r) => h('tr', {
    'data-name': r.name, 'data-status': r.status, class: r.name === view.you?.name ? 'me' : null,
  }, h('td', {}, r.rank), h('td', {}, r.name), h('td', { class: 'score' }, r.score),
  h('td', { class: 'balance', 'data-millis': r.balanceMillis, 'data-running': String(r.clockRunning) },
    bankText(r.balanceMillis)),
  h('td', {}, r.status), h('td', {}, r.rounds))));
}

function render() {
  const c = competition();
  document.title = `${c.title} - Spindle`;
  el('c-name').textContent = c.title;
  el('c-status').textContent = statusText(c);
  el('c-settings').textContent = settingsText(c);
  document.body.dataset.status = c.status;
  document.body.dataset.round = c.round;
  el('organiser').hidden = !organiser;
  if (organiser) {
    el('join-link').value = new URL(c.joinLink, window.location.href).href;
    el('share-text').textContent = c.status === 'open' ? 'Share this join link with the contenders:'
      : 'Joining is closed; anyone can follow the standings at:';
    el('start-button').hidden = c.status !== 'open';
    el('start-button').disabled = c.contenders === 0;
  }
  el('join').hidden = Boolean(token) || c.status !== 'open';
  el('contender').hidden = !token;
  if (token) contender(view.you, c);
  standings(c);
}

// ---- a contender's board ----

function contender(you, c) {
  document.body.dataset.you = you.status;
  document.body.dataset.ply = you.ply ?? 0;
  if (you.ply !== shownPly) {
    selected = [];
    shownPly = you.ply;
  }
  el('your-link').textContent = `You are ${you.name}. Keep this page's address: it is your key.`;
  if (!you.board) {
    el('board').replaceChildren(h('p', { class: 'hint' }, 'Your board appears when the organiser starts.'));
    el('you-status').textContent = 'Waiting for the organiser to start';
    return;
  }
  const shown = { board: you.board, legalMoves: you.legalMoves };
  el('you-status').textContent = youText(you, c);
  el('info').textContent = you.status === 'playing' ? board.info(shown) : `score ${you.score}`;
  const state = [you.ply, you.status, selected.join(' '), c.status].join('|');
  if (state === drawn) return;
  drawn = state;
  const moves = withPaths(board, shown);
  const { targets, complete } = continuing(moves, selected);
  board.draw(el('board'), shown, { targets, selected, hinted: new Set(), click: (key) => click(moves, key) });
  el('choices').replaceChildren(...(selected.length ? [h('span', {}, complete.length ? 'Choose:' : 'Next: click a highlighted square'),
    ...complete.map((m) => h('button', { type: 'button', class: 'move-button', onclick: () => play(m.move) }, m.move)),
    h('button', { type: 'button', class: 'cancel', onclick: () => { selected = []; render(); } }, 'Cancel')] : []));
  el('actions').replaceChildren(...moves.filter((m) => !m.path || !m.path.length).map((m) => h('button', {
    type: 'button', class: 'move-button', 'data-move': m.move, onclick: () => play(m.move),
  }, buttonText(m.move, you, c))));
  el('moves').replaceChildren(...movesByRound(you.moves).map((m) => h('li', { class: m.throw ? 'chance' : null },
    m.throw ? `throw ${m.text}` : m.text)));
  el('moves').lastElementChild?.scrollIntoView({ block: 'nearest' });
}

/** The moves with each round's five dice as one line. */
function movesByRound(moves) {
  const lines = [];
  for (let i = 0; i < moves.length; i++) {
    if (/^R[1-6]$/.test(moves[i]) && i + 4 < moves.length) {
      lines.push({ throw: true, text: moves.slice(i, i + 5).join(' ') });
      i += 4;
    } else {
      lines.push({ throw: false, text: moves[i] });
    }
  }
  return lines;
}

function youText(you, c) {
  switch (you.status) {
    case 'playing': return you.board.phase === 'round-end' ? `Round ${c.round}: plays made; next round or retire?`
      : `Round ${c.round}: make your plays in any order`;
    case 'done': {
      const waiting = c.standings.filter((r) => r.status === 'playing').length;
      return `Round ${c.round} done: waiting for ${waiting} other contender${waiting === 1 ? '' : 's'}`;
    }
    default: return you.result || you.status;
  }
}

function buttonText(move, you, c) {
  const s = c.settings;
  if (move === 'bank') {
    const seconds = c.throwKind === 'undirected-free' ? s.undirectedDepositSeconds : s.directedDepositSeconds;
    return `Bank ${seconds} s instead of the free play`;
  }
  if (move === 'continue') return 'Next round';
  if (move === 'retire') return `Retire (final score ${you.score >= 6 ? you.score : 0})`;
  return move;
}

function click(moves, key) {
  if (view.you.status !== 'playing') {
    say(view.you.status === 'done' ? 'Wait for the next throw.' : 'You are no longer playing.', 'error');
    return;
  }
  const result = pick(moves, selected, key);
  if (result.move) {
    play(result.move);
  } else if (result.selected) {
    selected = result.selected;
    say('');
    render();
  } else {
    say(`${key} is not a legal choice now.`, 'error');
  }
}

async function play(move) {
  selected = [];
  try {
    show(await api.move(move, view.you.ply));
    say('');
  } catch (e) {
    say(`${move}: ${e.message}`, 'error');
    render();
  }
}

// ---- polling and the ticking clocks ----

function show(v) {
  view = v;
  readAt = performance.now();
  render();
}

async function refresh() {
  clearTimeout(pollTimer);
  try {
    show(await (token ? api.me() : api.competition()));
  } catch (e) {
    say(`Cannot read the competition: ${e.message}`, 'error');
  }
  if (competition()?.status !== 'finished') pollTimer = setTimeout(refresh, socketOpen ? CHECK_MILLIS : POLL_MILLIS);
}

/** Every change arrives over the competition's WebSocket, the current view first on (re)connecting. */
function listen() {
  const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
  const socket = new WebSocket(`${scheme}://${window.location.host}/api/competitions/${id}/ws`);
  socket.onopen = () => {
    socketOpen = true;
    document.body.dataset.socket = 'open';
  };
  socket.onmessage = (event) => {
    const message = JSON.parse(event.data);
    if (message.type !== 'competition') return;
    if (token) refresh();
    else show(message.competition);
  };
  socket.onclose = () => {
    socketOpen = false;
    document.body.dataset.socket = 'closed';
    setTimeout(listen, 2000);
  };
}

function tick() {
  if (!view) return;
  for (const cell of document.querySelectorAll('#standings td.balance')) {
    cell.textContent = bankText(liveBalance(Number(cell.dataset.millis), cell.dataset.running === 'true'));
  }
  if (token) {
    const you = view.you;
    const left = liveBalance(you.balanceMillis, you.clockRunning);
    el('clock').textContent = bankText(left);
    el('clock').classList.toggle('running', you.clockRunning);
    el('clock').classList.toggle('low', left < 60_000);
  }
}

function wire() {
  el('create-form').addEventListener('submit', create);
  el('join').addEventListener('submit', async (event) => {
    event.preventDefault();
    try {
      const joined = await api.join(el('join-name').value);
      window.location.href = joined.link;
    } catch (e) {
      say(e.message, 'error');
    }
  });
  el('start-button').addEventListener('click', async () => {
    try {
      show(await api.start());
      say('Started: the first throw is out.');
    } catch (e) {
      say(e.message, 'error');
    }
  });
  el('copy-join').addEventListener('click', async () => {
    el('join-link').select();
    try {
      await navigator.clipboard.writeText(el('join-link').value);
      say('Join link copied.');
    } catch (e) {
      say('Select the link and copy it.', 'info');
    }
  });
}

async function init() {
  wire();
  // a secret link on this page (the link got by joining) changes only the fragment: read the page afresh
  window.addEventListener('hashchange', () => window.location.reload());
  if (!id) {
    el('create').hidden = false;
    document.body.dataset.ready = 'true';
    return;
  }
  el('competition').hidden = false;
  if (token) el('panel').append(el('standings-box'));
  await refresh();
  listen();
  setInterval(tick, 200);
  document.body.dataset.ready = 'true';
}

init();
