// The games this browser keeps without a server (js/local/store.js) that are not over, newest first: a way back to
// a game after the tab was closed or the phone restarted.
import { all } from '../local/store.js';
import { gamePath } from '../lib/api.js';
import { h } from '../lib/dom.js';

const SHOWN = 5;

/** Fills the home page's "on this device" list; `games` is the catalog's list, for the games' names. */
export function showKept(games) {
  const going = all().filter((r) => !r.over).slice(0, SHOWN);
  const box = document.getElementById('kept');
  if (!box || !going.length) return;
  const name = (id) => (games.find((g) => g.id === id) || { name: id }).name;
  document.getElementById('kept-list').replaceChildren(...going.map((r) => h('li', {},
    h('a', { href: gamePath(r.id), class: 'kept-game' }, name(r.game)),
    ` · ${r.moves.length} ${r.moves.length === 1 ? 'move' : 'moves'} · ${new Date(r.updated).toLocaleString()}`)));
  box.hidden = false;
}
