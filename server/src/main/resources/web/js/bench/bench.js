// The bench page (/bench): the engine compiled for the browser, measured here in its Web Worker. Each row is one
// game: random playouts per second for two seconds, then the computer's answer at the easy and the medium level,
// timed at three moments of a game. The figures are also left on the rows (data-*) for the browser tests.
import { engine } from '../local/engine.js';
import { h } from '../lib/dom.js';

const MEASURE_MS = 2000;
const AFTER_PLIES = [0, 10, 20]; // a decision at the start, and two later in the game

const el = (name) => document.getElementById(name);

/** The slowest answer at `spec` in `game` after 0, 10 and 20 plies of seeded random play, in ms. */
async function answerMillis(game, spec) {
  let slowest = 0;
  for (const plies of AFTER_PLIES) {
    let s = await engine('open', game, '', '');
    const { id } = s;
    let seed = 7;
    for (let p = 0; (p < plies || s.toMove === -1) && !s.over; p++) {
      seed += 1;
      s = s.toMove === -1 ? await engine('roll', id, seed) : await engine('play', id, s.legalMoves[(seed * 7919) % s.legalMoves.length]);
    }
    if (!s.over) {
      const t0 = performance.now();
      await engine('reply', id, spec, 1, 0);
      slowest = Math.max(slowest, performance.now() - t0);
    }
    await engine('close', id);
  }
  return slowest;
}

async function run() {
  el('run').disabled = true;
  document.body.dataset.done = 'false';
  const body = el('figures').querySelector('tbody');
  body.replaceChildren();
  try {
    const { games } = await engine('gameCatalog');
    for (const game of games) {
      el('state').textContent = `Measuring ${game.name}…`;
      const playouts = await engine('playoutsPerSecond', game.id, MEASURE_MS);
      const easy = await answerMillis(game.id, 'mcts:easy');
      const medium = await answerMillis(game.id, 'mcts:medium');
      body.append(h('tr', { 'data-game': game.id, 'data-playouts': Math.round(playouts), 'data-easy-ms': Math.round(easy),
        'data-medium-ms': Math.round(medium) }, h('th', { scope: 'row' }, game.name),
      h('td', {}, Math.round(playouts).toLocaleString()), h('td', {}, `${Math.round(easy)} ms`),
      h('td', {}, `${Math.round(medium)} ms`)));
    }
    el('state').textContent = 'Done: each level\'s slowest answer of three, at the start and after 10 and 20 plies.';
  } catch (e) {
    el('state').textContent = `The engine failed: ${e.message}`;
  }
  el('run').disabled = false;
  document.body.dataset.done = 'true';
}

el('run').addEventListener('click', run);
document.body.dataset.ready = 'true';
