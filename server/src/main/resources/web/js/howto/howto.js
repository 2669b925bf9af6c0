// The How to play page: draws each board picture with the game's own board renderer from the real position the
// server replayed, then runs the guided first game: a real game on the server, made from a prepared position,
// where the page says what to click and why, lets only the scripted move through (a wrong click is explained),
// and plays the scripted opponent's answers with the opponent seat's token (this browser holds every seat).
import { api, call, seats, gamePath } from '../lib/api.js';
import { h } from '../lib/dom.js';
import { boardFor } from '../boards/index.js';

const game = document.body.dataset.game;
const el = (name) => document.getElementById(name);
const QUIET = { targets: new Set(), selected: [], hinted: new Set(), click: () => {} };
const OPPONENT_PAUSE_MS = 900;

let board = null;
let script = null;
const g = { id: null, view: null, tokens: {}, step: 0, clicks: [], busy: false, theirs: [] };

/** A view as a still picture: nothing offered, so the renderer draws no choices. */
function still(view) {
  return { ...view, legalMoves: [] };
}

function drawPictures(positions) {
  document.querySelectorAll('figure.howto-board').forEach((figure) => {
    const position = positions[Number(figure.dataset.position)];
    if (!position) return;
    board.draw(figure.querySelector('.board'), still(position.view), QUIET);
    figure.dataset.ply = position.view.ply;
    figure.dataset.drawn = 'true';
  });
}

function step() {
  return script.steps[g.step];
}

function say(text) {
  el('g-say').textContent = text || '';
}

function note(text, kind = 'info') {
  el('g-note').textContent = text || '';
  el('g-note').className = `g-note ${kind}`;
}

/** The click keys of the expected move (null: it is a button, not a place on the board). */
function expectedPath() {
  const s = step();
  return s && s.you ? board.path(s.you, g.view) : null;
}

function drawGuided() {
  const path = expectedPath();
  const targets = new Set(path && g.clicks.length < path.length ? [path[g.clicks.length]] : []);
  board.draw(el('g-board'), g.view, { targets, selected: g.clicks, hinted: new Set(), click });
  document.body.dataset.guidedStep = g.step;
  document.body.dataset.guidedClicks = g.clicks.length;
  document.body.dataset.expect = targets.size ? [...targets][0] : '';
  buttons();
}

function buttons() {
  const s = step();
  const box = el('g-buttons');
  if (!s || !s.you || expectedPath()) {
    box.replaceChildren();
    return;
  }
  box.replaceChildren(h('button', { type: 'button', class: 'primary g-move', 'data-move': s.you,
    onclick: () => play() }, s.button || s.you));
}

/**
 * 3Will: a square and the pieces standing on it are one place to click (the pieces cover most of a square), so a
 * click on either counts for the other.
 */
function sameSpot(key, wanted) {
  const stacks = g.view.board && g.view.board.stacks;
  if (!stacks) return false;
  const files = 'abcdefgh';
  const square = (st) => `${files[st.x]}${st.y + 1}`;
  const holds = (st, piece) => st.pieces.some((p) => p.piece === piece);
  return stacks.some((st) => (square(st) === wanted && holds(st, key)) || (square(st) === key && holds(st, wanted)));
}

function click(key) {
  const s = step();
  if (g.busy || !s || !s.you) return;
  const path = expectedPath();
  if (!path) {
    wrong(s, 'This step is not played on the board: use the button above it.');
    return;
  }
  const wanted = path[g.clicks.length];
  if (key !== wanted && !sameSpot(key, wanted)) {
    wrong(s, s.wrong);
    return;
  }
  g.clicks.push(wanted);
  note('');
  if (g.clicks.length === path.length) {
    play();
    return;
  }
  const prompts = s.clicks || [];
  say(prompts[g.clicks.length] || `${s.say} Now click the highlighted place.`);
  drawGuided();
}

function wrong(s, why) {
  document.body.dataset.wrong = String(Number(document.body.dataset.wrong || 0) + 1);
  note(`Not that one. ${why || 'Click the highlighted place.'}`, 'error');
}

async function play() {
  const s = step();
  g.busy = true;
  try {
    g.view = await api.move(g.id, s.you || s.them, g.view.ply, g.tokens[g.view.toMove]);
  } catch (e) {
    note(`The server refused ${s.you || s.them}: ${e.message}`, 'error');
    g.busy = false;
    g.clicks = [];
    drawGuided();
    return;
  }
  log(s.you ? 'you' : 'them', s.you ? (s.done || s.say) : s.say);
  // what the opponent just did stays in view above the board until the player's next move
  g.theirs = s.you ? [] : [...g.theirs, s.say];
  note(g.theirs.join(' '), 'them');
  g.step += 1;
  g.clicks = [];
  g.busy = false;
  next();
}

function log(who, text) {
  if (!text) return;
  el('g-log').append(h('li', { class: who }, text));
}

function next() {
  const s = step();
  drawGuided();
  if (!s) {
    finish();
    return;
  }
  if (s.them) {
    g.busy = true;
    say(s.wait || 'Your opponent is moving…');
    setTimeout(play, OPPONENT_PAUSE_MS);
    return;
  }
  say((s.clicks && s.clicks[0]) || s.say);
}

function finish() {
  document.body.dataset.guided = 'done';
  const result = g.view.result ? g.view.result.text : '';
  say(`${script.end || ''}${result ? ` Result: ${result}.` : ''}`);
  el('g-buttons').replaceChildren(
    h('a', { class: 'button primary', href: `/?game=${game}#new`, id: 'g-play-now' }, 'Play a real game now'),
    h('button', { type: 'button', onclick: start }, 'Play the guided game again'),
    h('a', { class: 'button', href: gamePath(g.id), id: 'g-game-page' }, 'See this game on the game page'));
}

async function start() {
  el('g-start').disabled = true;
  note('');
  try {
    const made = await call('POST', `/api/howto/${game}/guided`, {});
    seats.created(made);
    g.id = made.id;
    g.view = made;
    g.tokens = {};
    made.tokens.forEach((t) => { g.tokens[t.seat] = t.token; });
    g.step = 0;
    g.clicks = [];
    g.theirs = [];
    el('g-log').replaceChildren();
    el('g-play').hidden = false;
    el('g-start').hidden = true;
    document.body.dataset.guided = 'playing';
    next();
  } catch (e) {
    note(`Could not start the guided game: ${e.message}`, 'error');
    el('g-start').disabled = false;
  }
}

async function main() {
  board = await boardFor(game);
  let data;
  try {
    data = await call('GET', `/api/howto/${game}`);
  } catch (e) {
    note(`Could not load the pictures: ${e.message}`, 'error');
    return;
  }
  drawPictures(data.positions);
  script = data.guided;
  el('g-intro').textContent = script.intro || '';
  el('g-play').append(h('h3', {}, 'What happened so far'), h('ol', { id: 'g-log', class: 'g-log' }));
  el('g-start').addEventListener('click', start);
  document.body.dataset.ready = 'true';
}

main();
