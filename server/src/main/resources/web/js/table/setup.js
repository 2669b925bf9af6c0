// Starting a game at the table: from the initial position, from a position text (pasted, or copied from the
// analysis board's editor), or picking up a game this browser already holds the seats of. A new game is an ordinary
// hosted hot-seat game with every seat held by this browser, so it survives a reload, a locked phone and a restart.
import { api, seats } from '../lib/api.js';
import { h } from '../lib/dom.js';
import { timeControl, chosenClock } from '../lib/clock.js';

const el = (name) => document.getElementById(name);

function say(text) {
  el('setup-message').textContent = text;
  el('setup-message').className = text ? 'message error' : 'message';
}

/** The game id in a pasted link (/game/ID, /table/GAME?id=ID) or the id itself. */
export function gameIdIn(text) {
  const t = text.trim();
  const link = t.match(/\/game\/([A-Za-z0-9_-]+)/) || t.match(/[?&]id=([A-Za-z0-9_-]+)/);
  if (link) return link[1];
  return /^[A-Za-z0-9_-]+$/.test(t) ? t : null;
}

async function create(game, position) {
  const request = { game: game.id, seats: game.seats, seed: Math.floor(Math.random() * 2 ** 31) };
  if (position) request.position = position;
  const clock = chosenClock();
  if (clock) request.clock = clock;
  // a game's own choice from its extras (round-extras.js): the table throws its own dice and taps them in
  if (document.getElementById('own-dice')?.checked) request.dice = 'table';
  const made = await api.create(request);
  seats.created(made);
  return made.id;
}

/**
 * Shows the set-up panel for `game` ({ id, name, seats: ['human', ...] }); `started(id)` is called with the game to
 * play. `last` is the id of this browser's last game here, offered to continue when it is not over.
 */
export async function showSetup(game, last, started) {
  el('setup').hidden = false;
  el('setup-heading').textContent = `${game.name}: new game at the table`;
  el('editor-link').href = `/analysis/${encodeURIComponent(game.id)}`;
  el('clock-choice').replaceChildren(timeControl());
  const run = async (work) => {
    say('');
    try {
      await work();
    } catch (e) {
      say(e.message);
    }
  };
  el('start-initial').onclick = () => run(async () => started(await create(game, null)));
  el('position-form').onsubmit = (event) => {
    event.preventDefault();
    const text = el('position-text').value.trim();
    if (!text) {
      say('Paste a position text first (the analysis board shows it under the board).');
      return;
    }
    run(async () => started(await create(game, text)));
  };
  el('pickup-form').onsubmit = (event) => {
    event.preventDefault();
    run(async () => started(await pickUp(game, el('pickup-text').value)));
  };
  await offerResume(last, started);
}

async function pickUp(game, text) {
  const id = gameIdIn(text);
  if (!id) throw new Error('Paste the game\'s link (…/game/…) or its id.');
  const view = await api.state(id);
  if (view.game.id !== game.id) {
    throw new Error(`That is a game of ${view.game.name}: open it from /table/${view.game.id}.`);
  }
  if (Object.keys(seats.tokens(id)).length < view.seats.length) {
    throw new Error('This device has not joined that game: on the device that started it, tap Share this table,'
      + ' then scan its code or type its join code on the /table page.');
  }
  return id;
}

async function offerResume(last, started) {
  const box = el('resume');
  box.hidden = true;
  if (!last) return;
  try {
    const view = await api.state(last);
    if (view.over) return;
    box.replaceChildren(h('button', { id: 'resume-last', class: 'big primary', type: 'button',
      onclick: () => started(last) }, `Continue the game under way (${view.moves.filter((m) => m.player >= 0).length} moves played)`));
    box.hidden = false;
  } catch (e) {
    // the last game is gone (a server without its database): nothing to continue
  }
}
