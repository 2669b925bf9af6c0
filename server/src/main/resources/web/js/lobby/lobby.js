// The lobby: games with an open seat, refreshed when the lobby's WebSocket says it changed; taking a seat keeps its token in this browser.
import { api, seats } from '../lib/api.js';
import { h } from '../lib/dom.js';
import { header, joinSeat } from '../lib/player.js';

const list = document.getElementById('lobby');
const errorBox = document.getElementById('lobby-error');

async function take(id, seat) {
  try {
    const taken = await joinSeat(id, seat);
    seats.hold(id, seat, taken.token);
    window.location.href = `/game/${id}`;
  } catch (e) {
    errorBox.textContent = e.message;
    refresh();
  }
}

function render(games) {
  list.replaceChildren(...games.map((g) => h('li', { class: 'lobby-game', 'data-id': g.id },
      h('strong', {}, g.name), ' ',
      h('small', {}, Object.entries(g.variant).map(([k, v]) => `${k}=${v}`).join(', ')), ' ',
      h('a', { href: `/game/${g.id}` }, 'watch'), ' ',
      ...g.openSeats.map((s) => h('button', { type: 'button', class: 'join', 'data-seat': s,
        onclick: () => take(g.id, s) }, `Take seat ${s + 1}`)))));
  if (!games.length) list.replaceChildren(h('li', {}, 'No open games right now.'));
  document.body.dataset.ready = 'true';
}

async function refresh() {
  try {
    render((await api.lobby()).games);
  } catch (e) {
    errorBox.textContent = `Cannot load the lobby: ${e.message}`;
  }
}

header();
refresh();
// then live: challenges.js keeps the lobby's WebSocket and hands on every list it pushes
document.addEventListener('spindle:lobby', (e) => render(e.detail.games));
