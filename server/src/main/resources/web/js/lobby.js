// The lobby: games with an open seat, refreshed every few seconds; taking a seat keeps its token in this browser.
import { api, seats } from './api.js';
import { h } from './dom.js';
import { header, joinSeat } from './player.js';

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

async function refresh() {
  try {
    const { games } = await api.lobby();
    list.replaceChildren(...games.map((g) => h('li', { class: 'lobby-game', 'data-id': g.id },
      h('strong', {}, g.name), ' ',
      h('small', {}, Object.entries(g.variant).map(([k, v]) => `${k}=${v}`).join(', ')), ' ',
      h('a', { href: `/game/${g.id}` }, 'watch'), ' ',
      ...g.openSeats.map((s) => h('button', { type: 'button', class: 'join', 'data-seat': s,
        onclick: () => take(g.id, s) }, `Take seat ${s + 1}`)))));
    if (!games.length) list.replaceChildren(h('li', {}, 'No open games right now.'));
    document.body.dataset.ready = 'true';
  } catch (e) {
    errorBox.textContent = `Cannot load the lobby: ${e.message}`;
  }
}

header();
refresh();
setInterval(refresh, 5000);
