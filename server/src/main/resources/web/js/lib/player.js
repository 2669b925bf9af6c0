// Who this browser is: a player name picked once and the secret player key the server gave for it (there is no
// password: the key is the account). Kept in localStorage; sent as "player" when this browser creates or joins a
// game, used to claim the invite seats it opens, and shown in the page header with a link to My games.
import { call } from './api.js';
import { serverless } from './site.js';
import { h } from './dom.js';

const STORE = 'spindle.player';

export function current() {
  try {
    const p = JSON.parse(localStorage.getItem(STORE) || 'null');
    return p && typeof p.key === 'string' && typeof p.name === 'string' ? p : null;
  } catch (e) {
    return null;
  }
}

function keep(p) {
  localStorage.setItem(STORE, JSON.stringify({ id: p.id, name: p.name, key: p.key }));
  refreshHeader();
}

export function forget() {
  localStorage.removeItem(STORE);
  refreshHeader();
}

/** Makes a new player with this name (the server refuses a taken or malformed one with its reason). */
export async function create(name) {
  const p = await call('POST', '/api/players', { name: name.trim() });
  keep(p);
  return p;
}

/** Makes this browser the player whose key this is (a key moved from another device). */
export async function adopt(key) {
  const p = await call('GET', '/api/players/me', undefined, key.trim());
  keep({ ...p, key: key.trim() });
  return current();
}

export const api = {
  myGames: () => call('GET', '/api/players/me/games', undefined, current().key),
  claim: (game, seat, token) => call('POST', `/api/games/${game}/seats/${seat}/claim`,
    current() ? { token, player: current().key } : { token }),
  /** A new key for this browser's player: the old one (and every link that carried it) stops working. */
  rekey: async () => adopt((await call('POST', '/api/players/me/key', undefined, current().key)).key),
  ratings: (game, preset) => call('GET', `/api/ratings/${encodeURIComponent(game)}`
      + (preset ? `?preset=${encodeURIComponent(preset)}` : '')),
};

/** The name form: resolves with the player, or null when the person would rather stay anonymous. */
function nameForm(box, why, done) {
  const input = h('input', { id: 'player-name', type: 'text', maxlength: 24, autocomplete: 'nickname',
    placeholder: 'letters, digits, - or _', 'aria-label': 'your name' });
  const error = h('p', { class: 'error', id: 'player-error', role: 'alert' });
  box.append(h('form', { onsubmit: async (event) => {
    event.preventDefault();
    try {
      done(await create(input.value));
    } catch (e) {
      error.textContent = e.message;
    }
  } },
  h('h2', {}, 'Your name'),
  h('p', {}, why),
  input, error,
  h('div', { class: 'tools' }, h('button', { type: 'submit', id: 'player-save' }, 'Save'),
    h('button', { type: 'button', id: 'player-skip', onclick: () => done(null) }, 'Not now'))));
  return input;
}

/**
 * Asks for a name in a dialog over the page (once; a later call answers at once): resolves with the player, or
 * null when the person would rather stay anonymous. `why` says what the name is for.
 */
export function askName(why) {
  const known = current();
  if (known) return Promise.resolve(known);
  return new Promise((resolve) => {
    const dialog = h('dialog', { id: 'name-dialog', class: 'name-dialog' });
    const input = nameForm(dialog, why, (p) => { dialog.close(); dialog.remove(); resolve(p); });
    document.body.append(dialog);
    dialog.showModal();
    input.focus();
  });
}

/** The same question in the page, above `place`, without stopping the page (a game can go on meanwhile). */
function askInPage(place, why) {
  const known = current();
  if (known) return Promise.resolve(known);
  return new Promise((resolve) => {
    const box = h('section', { id: 'name-prompt', class: 'name-prompt' });
    nameForm(box, why, (p) => { box.remove(); resolve(p); });
    place.prepend(box);
  });
}

/** The key to send when creating a game: this browser's player's, asked for first when the game is rated. */
export async function keyForCreate(rated) {
  const p = rated ? await askName('A rated game counts for players with a name: pick yours.') : current();
  return p ? p.key : undefined;
}

/** Takes an open seat as this browser's player (anonymous without one); a rated game's seat asks for a name. */
export async function joinSeat(game, seat) {
  const p = current();
  try {
    return await call('POST', `/api/games/${game}/seats/${seat}/join`, p ? { player: p.key } : {});
  } catch (e) {
    if (e.status !== 401 || p) throw e;
    const named = await askName('This seat is in a rated game: pick a name to take it.');
    if (!named) throw e;
    return call('POST', `/api/games/${game}/seats/${seat}/join`, { player: named.key });
  }
}

/**
 * After this browser opened an invite link for `seat`: takes the seat at once (as this browser's player, or
 * anonymously) and resolves when it is taken; then offers a name to an anonymous holder, without holding the page
 * up. Each claim answers with a new token for the seat that only this browser gets, given to `onClaimed`: the
 * link's token, which its sender also had, stops acting for it. A rated game's seat is taken only with a name.
 */
export async function claimInvite(game, seat, token, rated, onClaimed) {
  let held = token;
  if (current() || !rated) {
    const claimed = await api.claim(game, seat, held);
    onClaimed(claimed);
    if (current()) return;
    held = claimed.token.token;
  }
  offerName(game, seat, held, rated, onClaimed);
}

async function offerName(game, seat, held, rated, onClaimed) {
  const place = document.getElementById('panel') || document.querySelector('main');
  const p = await askInPage(place, rated
    ? 'This is a rated game: pick a name so it counts for you.'
    : 'Pick a name so your opponent sees who you are and the game is in My games (or stay anonymous).');
  if (p) onClaimed(await api.claim(game, seat, held));
}

/** Adds the "Rated" choice to the new-game form, before `before`. */
export function ratedChoice(before) {
  const box = h('input', { id: 'rated', type: 'checkbox' });
  box.addEventListener('change', () => {
    // a rated game has a clock, so that a lost game cannot be left unfinished: 10+5 when none is chosen
    const control = document.getElementById('time-control');
    if (box.checked && control && control.value === '0') control.value = '2';
  });
  before.before(h('label', { class: 'row', id: 'rated-row', title: 'counts for the ratings: a named preset, '
    + 'a clock, players with a name or named AI levels, no undo' }, h('span', {}, 'Rated'), box));
  return () => box.checked;
}

/** Puts "Your name" (or the player's name, a link to My games) and a link to the ratings into the page header. */
export function header() {
  const nav = document.querySelector('nav.top');
  // names and ratings are the server's: with none, the page's offline note says so (offline.js)
  if (serverless || !nav || document.getElementById('me-link')) return;
  if (!document.querySelector('link[href="/players.css"]')) {
    document.head.append(h('link', { rel: 'stylesheet', href: '/players.css' }));
  }
  nav.append(h('a', { href: '/ratings', id: 'ratings-link' }, 'Ratings'),
    h('span', { class: 'me', id: 'me-box' }));
  refreshHeader();
}

function refreshHeader() {
  const box = document.getElementById('me-box');
  if (!box) return;
  const p = current();
  box.replaceChildren(p
    ? h('a', { href: '/me', id: 'me-link', title: 'My games' }, `${p.name} · my games`)
    : h('button', { type: 'button', id: 'name-button', class: 'name-button', onclick: () => askName(
      'Pick a name: your games are listed under it on this browser, and opponents see it. No password; '
        + 'the browser keeps a secret key.') }, 'Your name'));
}
