// The table companion's 3Will competitions on one device without a server, answering what the server's
// competition API answers (docs/api.md, "compete") with the engine in the Web Worker (LocalCompetitions.java): the
// throws, the clocks, the decisions and the views are the server's own Java. This file only keeps each
// competition's settings and steps (joins, start, decisions, who holds the device, each with its time) in
// localStorage, and has the engine replay them after a reload, as games.js does for games.
import { engine } from './engine.js';
import { newId, newSeed } from './store.js';

const PREFIX = 'spindle.local.competition.';
const INDEX = 'spindle.local.competitions';
const MOST = 8; // as many as the engine keeps (LocalCompetitions.MOST); the oldest go first
const opened = new Map(); // id -> the engine has it (a promise, so two first calls restore it once)

function read(key, fallback) {
  try {
    return JSON.parse(localStorage.getItem(key)) ?? fallback;
  } catch (e) {
    return fallback;
  }
}

function save(record) {
  const index = read(INDEX, []).filter((id) => id !== record.id);
  index.push(record.id);
  while (index.length > MOST) localStorage.removeItem(PREFIX + index.shift());
  localStorage.setItem(PREFIX + record.id, JSON.stringify(record));
  localStorage.setItem(INDEX, JSON.stringify(index));
}

/** The competition in the engine: rebuilt from its record after a reload (or a worker that dropped it). */
function open(id) {
  if (!opened.has(id)) {
    const r = read(PREFIX + id, null);
    if (!r) {
      const e = new Error(`no competition '${id}' in this browser (without a server it stays where it began)`);
      e.status = 404;
      throw e;
    }
    opened.set(id, engine('competitionRestore', id, r.title, r.variant, r.allowanceSeconds, r.seed, r.steps.join('\n'))
      .catch((e) => {
        opened.delete(id);
        throw e;
      }));
  }
  return opened.get(id).then(() => read(PREFIX + id, null));
}

/** A step that changes the competition: answered by the engine, then its steps kept. */
async function changed(id, fn, ...args) {
  const record = await open(id);
  const answer = await engine(fn, id, ...args);
  record.steps = await engine('competitionSteps', id);
  save(record);
  return answer;
}

/** POST /api/competitions; `variant` is name=value,... text. */
export async function create(body) {
  const record = {
    id: newId(), title: String(body.title ?? ''), variant: body.variant || '',
    allowanceSeconds: Number.isSafeInteger(body.allowanceSeconds) ? body.allowanceSeconds : 2400,
    seed: Number.isSafeInteger(body.seed) && body.seed >= 0 ? body.seed : newSeed(), steps: [],
  };
  const made = engine('competitionCreate', record.id, record.title, record.variant, record.allowanceSeconds,
    record.seed);
  opened.set(record.id, made);
  const answer = await made.catch((e) => {
    opened.delete(record.id);
    throw e;
  });
  save(record);
  return answer;
}

export const join = (id, body) => changed(id, 'competitionJoin', String(body.name ?? ''));
export const start = (id, body) => changed(id, 'competitionStart', String(body.token ?? ''));
export const hold = (id, body) => changed(id, 'competitionHold', String(body.token ?? ''), String(body.name ?? ''));
export const move = (id, body) => changed(id, 'competitionMove', String(body.token ?? ''), String(body.move ?? ''),
  Number.isInteger(body.ply) ? body.ply : -1);

export async function view(id) {
  await open(id);
  return engine('competitionView', id);
}

export async function me(id, token) {
  await open(id);
  return engine('competitionMe', id, String(token ?? ''));
}
