// My games: the games of this browser's player (their move first, then their other unfinished games, then the
// finished ones with the result), and moving the player to another device with a link that carries the key.
import { h } from '../lib/dom.js';
import { computerName } from '../lib/names.js';
import { current, adopt, askName, forget, header, api } from '../lib/player.js';

const el = (name) => document.getElementById(name);

function say(text, kind = 'info') {
  el('me-message').textContent = text;
  el('me-message').className = `message ${kind}`;
}

/** A link /me#key=... opened on another device: this browser becomes that player. */
async function takeKey() {
  const key = new URLSearchParams(window.location.hash.slice(1)).get('key');
  if (!key) return;
  window.history.replaceState(null, '', '/me'); // the key leaves the address bar (and the history)
  const before = current();
  try {
    const p = await adopt(key);
    say(before && before.id !== p.id ? `This browser is now ${p.name} (it was ${before.name}).`
      : `This browser is now ${p.name}.`);
  } catch (e) {
    say(`That link holds no player key this server knows: ${e.message}`, 'error');
  }
}

function opponents(g) {
  const names = g.players.map((p, i) => (i === g.seat ? null
    : p ? p.name + (p.bot ? ' (bot)' : '') : seatName(g.seats ? g.seats[i] : '')))
    .filter((n) => n !== null);
  return names.length ? `vs ${names.join(', ')}` : '';
}

function seatName(spec) {
  if (spec && spec.startsWith('ai:')) return computerName(spec);
  if (spec === 'open') return 'an open seat';
  return 'someone without a name';
}

const OUTCOME = { won: 'You won', lost: 'You lost', draw: 'Draw' };

function item(g) {
  const state = g.yourMove ? 'your-move' : g.over ? 'over' : 'waiting';
  return h('li', { class: state, 'data-id': g.id, 'data-state': state },
    h('a', { class: 'game-link', href: `/game/${g.id}` }, g.name),
    h('span', { class: 'vs' }, opponents(g)),
    h('small', {}, `${g.rated ? 'rated · ' : ''}move ${g.ply}`),
    g.over ? h('span', { class: `outcome ${g.outcome || ''}` }, OUTCOME[g.outcome] || 'Over')
      : h('span', { class: 'outcome' }, g.yourMove ? 'Your move' : 'Their move'));
}

function section(title, id, games) {
  if (!games.length) return [];
  return [h('h2', {}, title), h('ul', { class: 'my-games', id }, games.map(item))];
}

async function games() {
  const p = current();
  if (!p) {
    el('me-games').replaceChildren(h('h1', {}, 'My games'),
      h('p', {}, 'This browser has no name yet. Pick one: the games you then create, join or are invited to are '
        + 'listed here, and your opponents see your name.'),
      h('button', { type: 'button', id: 'pick-name', onclick: async () => { if (await askName(
        'Pick a name (letters, digits, - or _). No password: this browser keeps a secret key.')) show(); } },
      'Pick a name'));
    return;
  }
  const { games: list } = await api.myGames();
  const mine = list.filter((g) => g.yourMove);
  const waiting = list.filter((g) => !g.yourMove && !g.over);
  const over = list.filter((g) => g.over);
  el('me-games').replaceChildren(h('h1', { id: 'me-name' }, `${p.name}'s games`),
    ...section('Your move', 'your-move', mine),
    ...section('Waiting for others', 'waiting', waiting),
    ...section('Finished', 'finished', over),
    ...(list.length ? [] : [h('p', {}, 'No games yet: start one from the home page or take a seat in the lobby.')]));
  document.title = mine.length ? `(${mine.length}) My games - Spindle` : 'My games - Spindle';
}

function device() {
  const p = current();
  const paste = h('input', { id: 'key-input', type: 'text', placeholder: 'a link /me#key=… or the key',
    'aria-label': 'a player link or key from another device' });
  const use = h('form', { id: 'use-key', onsubmit: async (event) => {
    event.preventDefault();
    const text = paste.value.trim();
    const key = text.includes('#key=') ? text.slice(text.indexOf('#key=') + 5) : text;
    try {
      const q = await adopt(key);
      say(`This browser is now ${q.name}.`);
      show();
    } catch (e) {
      say(e.message, 'error');
    }
  } }, h('label', { class: 'row' }, h('span', {}, 'Have a link from another device?'), paste),
  h('button', { type: 'submit' }, 'Use it here'));
  const parts = [h('h2', {}, 'Use on another device'), use];
  if (p) {
    const link = h('input', { id: 'transfer-link', type: 'text', readonly: true, hidden: true,
      value: `${window.location.origin}/me#key=${p.key}` });
    parts.splice(1, 0,
      h('p', { class: 'warning' }, 'This link IS your account: whoever opens it plays as you, on every game of '
        + 'yours. Open it only on your own devices, and never post it.'),
      h('button', { type: 'button', id: 'show-transfer', onclick: () => { link.hidden = false; link.select(); } },
        'Show my link'),
      link,
      h('p', {}, h('button', { type: 'button', id: 'rekey', onclick: async () => {
        if (!window.confirm('Make a new link? Every other device, and anyone who has your old link, is signed out.')) {
          return;
        }
        try {
          await api.rekey();
          say('Your old link no longer works. Show your new link to use it on your other devices.');
          show();
        } catch (e) {
          say(e.message, 'error');
        }
      } }, 'Sign out every other device (a new link)')),
      h('p', {}, h('button', { type: 'button', id: 'forget', onclick: () => {
        if (window.confirm(`Forget ${p.name} on this browser? Without the link you cannot come back as ${p.name}.`)) {
          forget();
          show();
        }
      } }, 'Forget this name on this browser')));
  }
  el('me-device').replaceChildren(h('div', { class: 'transfer' }, parts));
}

async function show() {
  try {
    await games();
  } catch (e) {
    say(`Cannot load your games: ${e.message}`, 'error');
  }
  device();
  document.body.dataset.ready = 'true';
}

header();
takeKey().then(show);
