// The leaderboards: one tab per game of two or more players, a preset choice, the top 100 by Glicko-2 rating.
import { api as main } from '../lib/api.js';
import { h } from '../lib/dom.js';
import { header, api } from '../lib/player.js';

const el = (name) => document.getElementById(name);
let games = [];
let chosen = null;

function tabs() {
  el('game-tabs').replaceChildren(...games.map((g) => h('button', { type: 'button', role: 'tab',
    id: `tab-${g.id}`, 'aria-selected': g.id === chosen.id ? 'true' : 'false', onclick: () => choose(g) }, g.name)));
}

function choose(g, preset) {
  chosen = g;
  tabs();
  el('preset').replaceChildren(...g.presets.map((p) => h('option', { value: p.name, selected: p.name === preset },
    p.name)));
  el('preset-row').hidden = g.presets.length < 2;
  const params = new URLSearchParams({ game: g.id });
  if (preset) params.set('preset', preset);
  window.history.replaceState(null, '', `/ratings?${params}`);
  load();
}

function row(r) {
  return h('tr', { 'data-party': r.party },
    h('td', { class: 'num' }, r.rank ?? '–'),
    h('td', {}, h('span', { class: 'player-name' }, r.ai ? `AI ${r.name.replace(/^ai:/, '')}` : r.name),
      r.ai ? h('span', { class: 'ai-label' }, 'AI level') : null),
    h('td', { class: 'num rating' }, `${r.rating}${r.provisional ? '?' : ''}`),
    h('td', { class: 'num' }, `±${r.rd}`),
    h('td', { class: 'num' }, r.games));
}

async function load() {
  el('ratings-error').textContent = '';
  try {
    const board = await api.ratings(chosen.id, el('preset').value);
    const head = () => h('thead', {}, h('tr', {}, h('th', { class: 'num' }, '#'), h('th', {}, 'Player'),
      h('th', { class: 'num' }, 'Rating'), h('th', { class: 'num' }, 'Deviation'), h('th', { class: 'num' }, 'Games')));
    const established = board.ratings.filter((r) => !r.provisional);
    const settling = board.ratings.filter((r) => r.provisional);
    const parts = [];
    if (established.length) {
      parts.push(h('table', { class: 'board-table', id: 'leaderboard' }, head(), h('tbody', {}, established.map(row))));
    }
    if (settling.length) {
      parts.push(h('h2', { id: 'provisional-heading' }, 'Provisional ratings'),
        h('p', { class: 'note' }, 'Too few rated games to rank yet: a rating marked ? is still settling.'),
        h('table', { class: 'board-table', id: 'provisional' }, head(), h('tbody', {}, settling.map(row))));
    }
    el('board').replaceChildren(...(parts.length ? parts
      : [h('p', { id: 'no-ratings' }, `No rated games of ${chosen.name} (${board.preset}) yet.`)]));
    document.body.dataset.ready = 'true';
  } catch (e) {
    el('ratings-error').textContent = e.message;
  }
}

el('preset').addEventListener('change', () => choose(chosen, el('preset').value));

async function init() {
  header();
  try {
    games = (await main.catalog()).games.filter((g) => g.maxPlayers === undefined || g.maxPlayers > 1);
  } catch (e) {
    el('ratings-error').textContent = `Cannot load the games: ${e.message}`;
    return;
  }
  const params = new URLSearchParams(window.location.search);
  const g = games.find((x) => x.id === params.get('game')) || games[0];
  choose(g, params.get('preset') || undefined);
}

init();
