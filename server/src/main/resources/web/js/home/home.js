// Home page: the games with their descriptions and rules links, and the new-game form built from each game's
// typed parameters (with their defaults) and seats (this browser, an AI, an invited person or an open seat), and a
// form that imports a game record (the server checks every action) to watch it in the replay view.
import { api, seats, gamePath } from '../lib/api.js';
import { showKept } from './kept.js';
import { serverless } from '../lib/site.js';
import { h } from '../lib/dom.js';
import { timeControl, chosenClock } from '../lib/clock.js';
import { header, keyForCreate, ratedChoice } from '../lib/player.js';
import { blurb, words, seatChoice } from './params.js';
import { quickCard } from './quick.js';

const form = document.getElementById('new-game');
const gameSelect = document.getElementById('game');
const presetSelect = document.getElementById('preset');
const paramsBox = document.getElementById('parameters');
const seatsBox = document.getElementById('seats');
const errorBox = document.getElementById('form-error');
let games = [];
const rated = serverless ? () => false : ratedChoice(errorBox); // ratings are a server's

function current() {
  return games.find((g) => g.id === gameSelect.value);
}

function cards() {
  document.getElementById('games').replaceChildren(...games.map((g) => quickCard(g, blurb(g), () => choose(g.id))));
}

function parameterInput(p, value) {
  const id = `param-${p.name}`;
  const said = words(current().id, p);
  const help = `${id}-help`;
  let input;
  if (p.type === 'choice' || p.type === 'flag') {
    const values = p.type === 'flag' ? ['on', 'off'] : p.values;
    input = h('select', { id, name: p.name, 'aria-describedby': help },
      values.map((v) => h('option', { value: v, selected: v === value }, said.values[v] || v)));
  } else if (p.type === 'int' && !p.offAllowed) {
    input = h('input', { id, name: p.name, type: 'number', min: p.min, max: p.max, value, 'aria-describedby': help });
  } else {
    input = h('input', { id, name: p.name, type: 'text', value, 'aria-describedby': help });
  }
  input.addEventListener('change', refreshSeats);
  return h('label', { class: 'row', title: `${p.name}: ${p.allowed}` },
    h('span', {}, said.label), input, h('small', { id: help, class: 'help' }, said.help));
}

function parameters(values) {
  const g = current();
  paramsBox.replaceChildren(h('legend', {}, 'Rules of this game'),
    ...g.parameters.map((p) => parameterInput(p, values[p.name] ?? p.default)));
  paramsBox.hidden = g.parameters.length === 0;
}

function variantValues() {
  const values = {};
  for (const p of current().parameters) values[p.name] = document.getElementById(`param-${p.name}`).value;
  return values;
}

function seatRows(names) {
  const g = current();
  const old = [...seatsBox.querySelectorAll('select')].map((s) => s.value);
  // the same defaults as the one-click "Play the computer": you take the first seat, the computer (easy) the others
  const fallback = g.aiLevels.includes('mcts:easy') ? 'mcts:easy' : g.aiLevels[0];
  seatsBox.replaceChildren(h('legend', {}, 'Who plays'), ...names.map((name, i) => {
    const chosen = old[i] ?? (i === 0 ? 'human' : `ai:${fallback}`);
    // people elsewhere (an invitation, an open seat) need a server
    const values = ['human', ...g.aiLevels.map((l) => `ai:${l}`), ...(serverless ? [] : ['invite', 'open'])];
    const options = values.map((v) => h('option', { value: v, selected: chosen === v }, seatChoice(v)));
    return h('label', { class: 'row' }, h('span', {}, name), h('select', { id: `seat-${i}`, name: `seat-${i}` }, options));
  }));
}

async function refreshSeats() {
  errorBox.textContent = '';
  try {
    const answer = await api.seats(current().id, variantValues());
    seatRows(answer.seats);
  } catch (e) {
    errorBox.textContent = e.message;
  }
}

function choose(id) {
  gameSelect.value = id;
  const g = current();
  presetSelect.replaceChildren(...g.presets.map((p, i) => h('option', { value: i }, p.name)));
  document.getElementById('preset-row').hidden = g.presets.length < 2;
  parameters({});
  seatsBox.replaceChildren();
  seatRows(g.seats);
}

presetSelect.addEventListener('change', () => {
  parameters(current().presets[presetSelect.value].variant);
  refreshSeats();
});
gameSelect.addEventListener('change', () => choose(gameSelect.value));

form.addEventListener('submit', async (event) => {
  event.preventDefault();
  errorBox.textContent = '';
  const request = {
    game: current().id,
    variant: variantValues(),
    seats: [...seatsBox.querySelectorAll('select')].map((s) => s.value),
    paceMillis: Number(document.getElementById('pace').value),
  };
  if (chosenClock()) request.clock = chosenClock();
  const seed = document.getElementById('seed').value.trim();
  if (seed !== '') {
    if (!/^-?\d+$/.test(seed)) {
      errorBox.textContent = 'The seed must be a whole number (or empty for a random one).';
      return;
    }
    request.seed = seed;
  }
  request.player = await keyForCreate(rated());
  if (rated()) request.rated = true;
  try {
    const game = await api.create(request);
    seats.created(game);
    window.location.href = gamePath(game.id);
  } catch (e) {
    errorBox.textContent = e.message;
  }
});

document.getElementById('import').addEventListener('submit', async (event) => {
  event.preventDefault();
  const box = document.getElementById('import-error');
  box.textContent = '';
  const file = document.getElementById('record-file').files[0];
  if (!file) {
    box.textContent = 'Choose a record file (JSON) first.';
    return;
  }
  try {
    const game = await api.importRecord(JSON.parse(await file.text()));
    window.location.href = `/game/${game.id}?replay`;
  } catch (e) {
    box.textContent = e.message;
  }
});

async function init() {
  try {
    games = (await api.catalog()).games;
  } catch (e) {
    errorBox.textContent = `Cannot load the games: ${e.message}`;
    return;
  }
  cards();
  showKept(games);
  // a game's clock is chosen with its players, not hidden under More options
  if (!serverless) document.getElementById('seats').after(timeControl()); // a clock needs a server
  gameSelect.replaceChildren(...games.map((g) => h('option', { value: g.id }, g.name)));
  const wanted = new URLSearchParams(window.location.search).get('game');
  choose(games.some((g) => g.id === wanted) ? wanted : games[0].id);
  document.body.dataset.ready = 'true';
}

header();
init();
