// A game's card on the home page: a picture of its board (drawn by the game's own board module from a stored
// position), one line about it, links to How to play and the rules, and one-click starts with the same defaults
// as the form: you take the first seat; "Play the computer" gives the other seats the easy AI at a normal pace,
// "Play a friend here" makes every seat this browser's (hot seat), "Invite a friend" makes the others invited seats.
import { api, seats, gamePath } from '../lib/api.js';
import { h } from '../lib/dom.js';
import { boardFor } from '../boards/index.js';
import { current } from '../lib/player.js';
import { serverless } from '../lib/site.js';

const PACE = 400;

function level(game) {
  return game.aiLevels.includes('mcts:easy') ? 'mcts:easy' : game.aiLevels[0];
}

/** The seats of a one-click start ('ai', 'here', 'invite', or 'solo' for a one-player game). */
export function quickSeats(game, how) {
  return game.seats.map((_, i) => {
    if (i === 0) return 'human';
    if (how === 'here') return 'human';
    if (how === 'invite') return 'invite';
    return `ai:${level(game)}`;
  });
}

async function start(game, how, button) {
  const errorBox = document.getElementById('quick-error');
  errorBox.textContent = '';
  button.disabled = true;
  try {
    const request = { game: game.id, seats: quickSeats(game, how), paceMillis: PACE };
    if (current()) request.player = current().key; // a named player's game goes to their My games
    const made = await api.create(request);
    seats.created(made);
    window.location.href = gamePath(made.id);
  } catch (e) {
    errorBox.textContent = `${game.name}: ${e.message}`;
    button.disabled = false;
  }
}

/** Draws the stored position of the game (a few moves in) into the card's picture box; nothing on failure. */
async function thumbnail(game, box) {
  try {
    const [board, view] = await Promise.all([boardFor(game.id, { controls: false }),
      fetch(`/thumbs/${game.id}.json`).then((r) => (r.ok ? r.json() : Promise.reject(new Error(r.status))))]);
    board.draw(box, view, { targets: new Set(), selected: [], hinted: new Set(), click: () => {} });
    const svg = box.querySelector('svg');
    if (svg) {
      svg.setAttribute('aria-label', `${game.name}: a board a few moves into a game`);
      svg.querySelectorAll('[tabindex]').forEach((e) => e.removeAttribute('tabindex'));
    }
    box.dataset.drawn = 'true';
  } catch (e) {
    box.hidden = true;
  }
}

function quick(game, how, label) {
  const b = h('button', { type: 'button', id: `quick-${how}-${game.id}`, 'data-quick': how,
    class: how === 'ai' || how === 'solo' ? 'primary' : null }, label);
  b.addEventListener('click', () => start(game, how, b));
  return b;
}

/** The card of one game; {@code onSetUp} opens the full form for it. */
export function quickCard(game, line, onSetUp) {
  const picture = h('div', { class: 'thumb', id: `thumb-${game.id}` });
  thumbnail(game, picture);
  const solo = game.seats.length === 1;
  const buttons = solo ? [quick(game, 'solo', 'Play')]
    : [quick(game, 'ai', 'Play the computer'), quick(game, 'here', 'Play a friend here'),
      serverless ? null : quick(game, 'invite', 'Invite a friend')]; // a friend elsewhere needs a server
  return h('article', { class: 'card', id: `card-${game.id}`, 'aria-labelledby': `card-title-${game.id}` },
    picture,
    h('h2', { id: `card-title-${game.id}`, class: 'card-title' }, game.name),
    h('p', { class: 'blurb' }, line),
    h('div', { class: 'quick' }, buttons),
    h('p', { class: 'links' },
      h('a', { href: `/howto/${game.id}`, class: 'howto-link' }, 'How to play'),
      h('a', { href: `/rules/${game.id}` }, 'Rules'),
      h('a', { href: `/analysis/${game.id}`, class: 'analysis-link' }, 'Analysis board'),
      serverless ? null : h('a', { href: `/puzzles/${game.id}`, class: 'puzzles-link' }, 'Puzzles'), // served by a server
      // the moves played in this server's games (a solo game's throws never repeat a position: none to show)
      serverless || solo ? null : h('a', { href: `/analysis/${game.id}#explorer`, class: 'explorer-link' },
        'Openings played'),
      h('a', { href: `/table/${game.id}`, class: 'table-link' }, 'At the table'),
      h('a', { href: '#new', 'data-game': game.id, class: 'play-link', onclick: onSetUp }, 'More ways to play')));
}
