// Puzzles (/puzzles/<game>, docs/puzzles.md): find the one winning move by tapping the board as in a game. A right
// move is answered by the opponent's reply from the solution, a wrong one by its refutation on the board. The
// solver's Glicko-2 rating and streak are kept in this browser; the server rates the puzzle.
import { call } from '../lib/api.js';
import { h } from '../lib/dom.js';
import { boardFor } from '../boards/index.js';
import { withPaths, continuing, pick } from '../lib/picker.js';
import { writeAddress } from '../lib/analysis-address.js';
import { serverless } from '../lib/site.js';
import { decision } from '../lib/decisions.js';
import { sideLabel } from '../lib/sides.js';

const el = (name) => document.getElementById(name);
const game = decodeURIComponent(window.location.pathname.split('/')[2] || '');
const KEY = 'spindle.puzzles';
const MAX_BUTTONS = 60;

let board = null;
let puzzle = null; // the puzzle shown ({id, variant, position, themes, rating})
let moves = []; // the moves played from its position: the solver's and the replies
let view = null;
let selected = [];
let state = 'solving'; // solving | solved | failed | waiting
let failedOnce = false;

function stored() {
  try {
    return JSON.parse(localStorage.getItem(KEY)) || {};
  } catch (e) {
    return {};
  }
}

function store(changes) {
  const s = { ...stored(), ...changes };
  try {
    localStorage.setItem(KEY, JSON.stringify(s));
  } catch (e) { /* private mode: the rating lasts this visit */ }
  return s;
}

function say(text, kind = 'info') {
  el('message').textContent = text;
  el('message').dataset.kind = kind;
}

function score() {
  const s = stored();
  el('rating').textContent = `Your rating ${Math.round((s.rating && s.rating.r) || 1500)}`;
  el('streak').textContent = `streak ${s.streak || 0}`;
  el('puzzle-rating').textContent = puzzle ? `puzzle rated ${puzzle.rating}` : '';
}

async function show() {
  view = await call('POST', '/api/positions', { game, variant: puzzle.variant, position: puzzle.position, moves });
  render();
}

function render() {
  const v = view;
  const playable = state === 'solving' && !v.over && !v.chance;
  const options = playable ? withPaths(board, v) : [];
  const { targets, complete } = continuing(options, selected);
  board.draw(el('board'), v, { targets, selected, hinted: new Set(), click, preview });
  document.body.dataset.state = state;
  document.body.dataset.ply = moves.length;
  el('status').textContent = v.over ? v.result.text : state === 'solving' ? `${sideLabel(v, v.toMove)} to move: find the best move` : '';
  el('prompt').textContent = playable ? board.prompt(v, selected) : '';
  el('choices').replaceChildren(...(selected.length ? [
    h('span', {}, complete.length ? 'Choose:' : 'Next: tap a highlighted place'),
    ...complete.map((m) => moveButton(m.move)),
    h('button', { type: 'button', class: 'cancel', onclick: () => { selected = []; render(); } }, 'Cancel')] : []));
  const buttons = options.filter((m) => !m.path || !m.path.length);
  el('actions').replaceChildren(...buttons.slice(0, MAX_BUTTONS).map((m) => moveButton(m.move)));
  el('retry').hidden = state !== 'failed';
  el('analysis-link').href = writeAddress({ game, variant: puzzle.variant, position: puzzle.position, moves, ply: moves.length });
  score();
}

function moveButton(move) {
  const { label } = decision(view, move);
  return h('button', { type: 'button', class: 'move-button', 'data-move': move, onclick: () => play(move) }, label);
}

function click(key) {
  if (state !== 'solving') return;
  const result = pick(withPaths(board, view), selected, key);
  if (result.refused) {
    say('Nothing can be played there: the places you can play are marked.', 'error');
    return;
  }
  if (result.move) {
    play(result.move);
    return;
  }
  selected = result.selected;
  render();
}

function preview(key) {
  const result = pick(withPaths(board, view), selected, key);
  return result.move ? `play ${result.move}` : 'choose this place, then the next';
}

async function play(move) {
  selected = [];
  moves = [...moves, move];
  state = 'waiting';
  await show();
  const answer = await call('POST', `/api/puzzles/${encodeURIComponent(game)}/${puzzle.id}/moves`, { moves });
  if (!answer.correct) {
    const refutation = answer.refutation;
    moves = [...moves, ...refutation.moves];
    state = 'failed';
    say(refutation.moves.length ? `Not this one: ${refutation.moves.join(', ')} answers it (${refutation.text}). Try again, or see the solution.`
      : `Not this one: ${refutation.text}.`, 'error');
    solution(answer.solution, answer.values);
    await result(false);
    await show();
    return;
  }
  moves = [...moves, ...answer.replies];
  if (answer.done) {
    state = 'solved';
    say('Solved!', 'good');
    solution(answer.solution, answer.values);
    await result(true);
  } else {
    state = 'solving';
    say(answer.replies.length ? `Right. The reply: ${answer.replies.join(', ')}. Your move again.` : 'Right. Go on.', 'good');
  }
  await show();
}

/** Ends the attempt ({@code always}: even after a failure, to learn the solution); answers the server's reply. */
async function result(solved, always = false) {
  if (failedOnce && !always) return null; // only the first attempt at a puzzle counts
  const s = stored();
  const answer = await call('POST', `/api/puzzles/${encodeURIComponent(game)}/${puzzle.id}/result`,
    { solved, rating: s.rating || { r: 1500, rd: 350, sigma: 0.06 }, counted: !failedOnce });
  if (!failedOnce) store({ rating: answer.rating, streak: solved ? (s.streak || 0) + 1 : 0 });
  failedOnce = failedOnce || !solved;
  puzzle.rating = answer.puzzleRating;
  return answer;
}

/** The solution's moves; a solo puzzle's every play with its expectimax value (`values`), best first. */
function solution(list, values) {
  el('solution').replaceChildren(...(values || list.map((move) => ({ move }))).map((v) => h('li', {},
    v.value === undefined ? v.move : `${v.move}: expected ${v.value}`)));
  el('solution').hidden = false;
}

async function load(query) {
  const answer = await call('GET', `/api/puzzles/${encodeURIComponent(game)}${query}`);
  document.title = `${answer.game.name}: puzzles`;
  el('game-heading').textContent = `${answer.game.name}: puzzles`;
  const chosen = el('theme').value;
  el('theme').replaceChildren(h('option', { value: '' }, 'all themes'),
    ...answer.themes.map((t) => h('option', { value: t, selected: t === chosen }, t.replace(/-/g, ' '))));
  if (!answer.puzzle) {
    say('No puzzle of this theme yet.', 'error');
    return;
  }
  puzzle = answer.puzzle;
  moves = [];
  state = 'solving';
  failedOnce = false;
  el('solution').hidden = true;
  el('proof').textContent = `Themes: ${puzzle.themes.join(', ') || 'none'}; ${puzzle.proof === 'solved' ? 'proven by the solver' : puzzle.proof === 'searched' ? 'found by two searches that agree' : 'best by expectimax'}.`;
  document.body.dataset.puzzle = puzzle.id;
  say('');
  await show();
}

function wire() {
  el('next').addEventListener('click', () => run(() => load(`?after=${puzzle ? puzzle.id : ''}&theme=${encodeURIComponent(el('theme').value)}`)));
  el('daily').addEventListener('click', () => run(() => load('?daily=true')));
  el('theme').addEventListener('change', () => run(() => load(`?theme=${encodeURIComponent(el('theme').value)}`)));
  el('retry').addEventListener('click', () => { moves = []; state = 'solving'; say('Try again.'); run(show); });
  el('show-solution').addEventListener('click', () => run(async () => {
    const answer = await result(false, true);
    moves = answer.solution;
    state = 'failed';
    solution(answer.solution);
    say('The solution is played on the board.', 'info');
    await show();
  }));
}

async function run(action) {
  try {
    await action();
  } catch (e) {
    say(e.message, 'error');
  }
}

async function init() {
  el('howto').href = `/howto/${game}`;
  el('rules').href = `/rules/${game}`;
  if (serverless) {
    el('status').textContent = 'Puzzles need a Spindle server: run ./spindle serve and open this page there.';
    document.body.dataset.ready = 'true';
    return;
  }
  board = await boardFor(game);
  wire();
  await run(() => load('?daily=true'));
  document.body.dataset.ready = 'true';
}

init();
