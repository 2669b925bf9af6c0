// The opening explorer beside the best moves: the moves played from the position shown, in the games finished on
// this server (GET /api/explorer/<game>), people's or the computer's, with how often and how their players scored.
// Tapping a move plays it on the board. A static site has no games to show: the section is not offered there.
import { call } from '../lib/api.js';
import { h } from '../lib/dom.js';
import { serverless } from '../lib/site.js';

const el = (name) => document.getElementById(name);
let shown = null; // the question last asked, so a tap that changes nothing asks nothing
let asking = 0; // so an older answer never overwrites a newer one

const percent = (score) => `${Math.round(score * 100)}%`;

/** Shows what was played at {game, variant (text), position (text)}; play(move) plays one on the board. */
export async function showExplorer(here, play) {
  const box = el('explorer');
  if (!box || serverless) return;
  const players = el('explorer-players').value;
  const question = JSON.stringify({ ...here, players });
  if (question === shown) return;
  shown = question;
  const mine = ++asking;
  const query = new URLSearchParams({ players });
  if (here.variant) query.set('variant', here.variant);
  if (here.position) query.set('position', here.position);
  try {
    const answer = await call('GET', `/api/explorer/${encodeURIComponent(here.game)}?${query}`);
    if (mine === asking) draw(answer, play);
  } catch (e) {
    if (mine !== asking) return;
    shown = null; // ask again next time
    el('explorer-said').textContent = `The explorer did not answer: ${e.message}`;
    el('explorer-moves').hidden = true;
  }
}

function draw(answer, play) {
  const who = answer.players === 'computers' ? 'the computer' : 'people';
  document.body.dataset.explored = answer.games;
  el('explorer-said').textContent = answer.games === 0
    ? `No finished game by ${who} on this server has reached this position yet.`
    : `${answer.games} finished game${answer.games === 1 ? '' : 's'} by ${who} reached this position`
      + ' (or its mirror image). Score: how the player who chose the move did, a win counting 1 and a draw ½.';
  el('explorer-moves').hidden = answer.games === 0;
  el('explorer-moves').tBodies[0].replaceChildren(...answer.moves.map((m) => h('tr', {},
    h('td', {}, h('button', { type: 'button', class: 'explored-move', 'data-move': m.move,
      onclick: () => play(m.move) }, m.move)),
    h('td', {}, String(m.games)),
    h('td', {}, percent(m.score)),
    h('td', {}, m.averageRating === null ? '–' : String(m.averageRating)))));
}

/** Asks again when the choice of players changes. */
export function wireExplorer(again) {
  const players = el('explorer-players');
  if (players) players.addEventListener('change', again);
}
