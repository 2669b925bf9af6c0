// The live part of the lobby page: the lobby's WebSocket (no polling), the seeks with a button to play each, a form
// to seek a game, and the challenges to and from this browser's player (accept / decline). Every message of the
// socket is also handed to the rest of the page as the event 'spindle:lobby' ({ games, seeks }).
import { api, call, seats } from '../lib/api.js';
import { h } from '../lib/dom.js';
import { nameNode } from '../lib/names.js';
import { current } from '../lib/player.js';

// the browser's player key (players without passwords); absent: the page offers seeks and open seats only
const key = () => (current() ? current().key : null);

const box = document.getElementById('challenges');
const errorBox = h('p', { class: 'error', role: 'alert' });
const seekList = h('ul', { class: 'lobby seeks', id: 'seeks' });
const inList = h('ul', { class: 'lobby challenges-in', id: 'challenges-in' });
let socketId = null;
let lastSeeks = [];

function variantText(v) {
  return v ? (typeof v === 'string' ? v : Object.entries(v).map(([k, x]) => `${k}=${x}`).join(', ')) : '';
}

function clockText(c) {
  if (!c) return 'no clock';
  if (c.daysPerMove) return `${c.daysPerMove} days a move`;
  return `${Math.round((c.initialSeconds || 0) / 60)}+${c.incrementSeconds || 0}`;
}

async function act(promise, then) {
  try {
    errorBox.textContent = '';
    then(await promise);
  } catch (e) {
    errorBox.textContent = e.message;
  }
}

function openGame(reply) {
  seats.hold(reply.id, reply.token.seat, reply.token.token);
  window.location.href = `/game/${reply.id}`;
}

function renderSeeks(list) {
  lastSeeks = list;
  seekList.replaceChildren(...list.map((s) => h('li', { class: 'seek', 'data-id': s.id },
    nameNode(s.player), ' ', h('strong', {}, s.game), ' ', h('small', {}, variantText(s.variant)), ' ',
    h('small', {}, clockText(s.clock)), s.ratingRange ? h('small', {}, ` rated ${s.ratingRange.join('–')}`) : null,
    h('button', { type: 'button', class: 'accept-seek', onclick: () => act(
      call('POST', `/api/seeks/${s.id}/accept`, undefined, key()), openGame) }, 'Play'))));
  if (!list.length) seekList.replaceChildren(h('li', {}, 'No seeks right now.'));
}

async function renderChallenges() {
  if (!key()) return;
  try {
    const { in: incoming } = await call('GET', '/api/challenges', undefined, key());
    const waiting = incoming.filter((c) => c.status === 'created');
    inList.replaceChildren(...waiting.map((c) => h('li', { class: 'challenge', 'data-id': c.id },
      nameNode(c.challenger), ' challenges you: ', h('strong', {}, c.game), ' ', h('small', {}, variantText(c.variant)),
      ' ', h('small', {}, clockText(c.clock)),
      h('button', { type: 'button', class: 'accept-challenge', onclick: () => act(
        call('POST', `/api/challenge/${c.id}/accept`, undefined, key()), openGame) }, 'Accept'),
      h('button', { type: 'button', class: 'decline-challenge', onclick: () => act(
        call('POST', `/api/challenge/${c.id}/decline`, {}, key()), renderChallenges) }, 'Decline'))));
    if (!waiting.length) inList.replaceChildren(h('li', {}, 'No challenges to you.'));
  } catch (e) {
    errorBox.textContent = `Cannot load your challenges: ${e.message}`;
  }
}

/** The seek form: a list of the games by name (their ids stay in the values), filled from the catalogue. */
function seekForm() {
  const game = h('select', { name: 'game', id: 'seek-game' }, h('option', { value: 'warp-and-weft' }, 'Warp and Weft'));
  api.catalog().then((catalog) => game.replaceChildren(...catalog.games.map((g) => h('option', { value: g.id }, g.name))))
    .catch(() => { /* the one game above stays: seeking still works */ });
  return h('form', { class: 'seek-form', onsubmit: (e) => {
    e.preventDefault();
    act(call('POST', '/api/seeks', { socket: socketId, game: game.value }, key() || undefined), () => { });
  } }, h('label', { for: 'seek-game' }, 'Seek a game of '), game, ' ', h('button', { type: 'submit' }, 'Seek'));
}

function connect() {
  const ws = new WebSocket(`${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/api/lobby/ws`);
  ws.onmessage = (e) => {
    const m = JSON.parse(e.data);
    if (m.type === 'hello') socketId = m.socket;
    if (m.type === 'seekAccepted') openGame({ id: m.game, token: m.token });
    if (m.type === 'lobby') {
      renderSeeks(m.seeks);
      renderChallenges();
      document.dispatchEvent(new CustomEvent('spindle:lobby', { detail: { games: m.games, seeks: m.seeks } }));
      box.dataset.live = 'true';
    }
  };
  ws.onclose = () => {
    box.dataset.live = 'false';
    setTimeout(connect, 2000); // the server restarted or the network blinked: reconnect (seeks went with the socket)
  };
}

if (box) {
  box.hidden = false;
  box.replaceChildren(h('h2', {}, 'Seeks'), seekList, seekForm(),
    key() ? h('h2', {}, 'Challenges to you') : null, key() ? inList : null, errorBox);
  renderSeeks(lastSeeks);
  connect();
}
