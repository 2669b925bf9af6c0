// Games kept in this browser, answering what the server's game API answers (docs/api.md) with the engine in the
// Web Worker: create, view, move, undo, hint, and the table companion's referee. The computer thinks in the
// worker while the page polls the view (game.js polls while `thinking`), so its answer never waits on the search.
import { engine } from './engine.js';
import * as store from './store.js';
import { variantText } from '../lib/analysis-address.js';

const views = new Map(); // id -> the latest live view
const thinking = new Map(); // id -> the computer's move under way
const opened = new Map(); // id -> the engine has the game (a promise, so two first calls restore it once)

function fail(status, message) {
  const e = new Error(message);
  e.status = status;
  throw e;
}


/** Keeps the record of `view`'s game and the view; starts the computer's move when it is to move. */
function kept(record, view) {
  record.moves = view.moves.map((m) => m.text);
  record.updated = Date.now();
  record.over = view.over;
  store.save(record);
  views.set(view.id, view);
  if (view.thinking && !thinking.has(view.id)) think(record);
  return view;
}

function think(record) {
  // off the list before the view is kept: the computer may be to move again (several decisions in one turn)
  const job = engine('gameThink', record.id).then((view) => {
    thinking.delete(record.id);
    kept(record, view);
  }, (e) => {
    thinking.delete(record.id);
    views.set(record.id, { ...views.get(record.id), thinking: false, error: e.message });
  });
  thinking.set(record.id, job);
}

/** The game in the engine: restored from its record after a reload (or a worker that dropped it). */
function open(id) {
  if (!opened.has(id)) {
    const record = store.load(id);
    if (!record) fail(404, `no game '${id}' in this browser (games without a server stay in the browser that played them)`);
    opened.set(id, engine('restoreGame', id, record.game, record.variant, record.position || '', record.seed,
      record.seats.join('\n'), record.tableDice, record.moves.join('\n'))
      .then((view) => kept(record, view))
      .catch((e) => {
        opened.delete(id);
        throw e;
      }));
  }
  return opened.get(id).then(() => store.load(id));
}

export async function create(request) {
  if (request.clock) fail(400, 'a game with a clock needs a server; without one, play without a clock');
  if (request.rated) fail(400, 'rated games need a server');
  const seats = (request.seats || []).map((s) => String(s).trim());
  const record = {
    id: store.newId(), game: request.game, variant: variantText(request.variant), position: request.position || '',
    seed: /^\d{1,15}$/.test(String(request.seed ?? '')) ? Number(request.seed) : store.newSeed(),
    seats, tableDice: request.dice === 'table', moves: [], created: Date.now(),
  };
  const view = await engine('createGame', record.id, record.game, record.variant, record.position, record.seed,
    seats.join('\n'), record.tableDice);
  opened.set(record.id, Promise.resolve(view));
  kept(record, view);
  const tokens = seats.map((s, seat) => ({ seat, kind: s === 'human' ? 'human' : 'ai', token: 'local' }))
    .filter((t) => t.kind === 'human');
  return { ...view, tokens };
}

export async function state(id, ply) {
  await open(id);
  const live = views.get(id);
  if (live.error) fail(500, `the computer could not move: ${live.error}`); // said, never a silent stop
  if (ply === null || ply === undefined) return live;
  return engine('gameView', id, Number(ply));
}

async function changed(id, call) {
  const record = await open(id);
  if (thinking.has(id)) fail(409, 'the computer is to move');
  return kept(record, await call());
}

export const move = (id, body) => changed(id, () => engine('gameMove', id, String(body.move ?? ''),
  Number.isInteger(body.ply) ? body.ply : -1));
export const undo = (id) => changed(id, () => engine('gameUndo', id));

export async function hint(id) {
  await open(id);
  return engine('gameHint', id);
}

export async function referee(id) {
  await open(id);
  return engine('refereeLast', id);
}

export async function preview(id, body) {
  await open(id);
  return engine('refereePreview', id, String(body.move ?? ''));
}
