// The part of the server's JSON API (docs/api.md) that this browser answers itself when there is no server: the
// catalog, games against the computer or at one screen, the analysis board and the table companion's referee.
// Anything else (people elsewhere, ratings, the lobby, chat) says plainly that it needs a server.
import { engine } from './engine.js';
import * as games from './games.js';
import * as competitions from './competitions.js';
import { variantText } from '../lib/analysis-address.js';

const lines = (list) => (Array.isArray(list) ? list.map(String).join('\n') : '');
const position = (body) => [body.game, variantText(body.variant), body.position || '', lines(body.moves)];

/** How to play's pictures and guided game: written as a file by `spindle site` (there is no server to ask). */
async function howTo(game) {
  const response = await fetch(`/data/howto/${encodeURIComponent(game)}.json`);
  if (!response.ok) throw Object.assign(new Error(`no How to play for '${game}' here`), { status: 404 });
  return response.json();
}

/** The guided first game: every seat a person here, the script's variant and seed, its moves played. */
async function guided(game) {
  const { guided: script } = await howTo(game);
  const variant = variantText(script.variant);
  const { seats } = await engine('seats', game, variant);
  let made = await games.create({ game, variant, seed: script.seed ?? 1, seats: seats.map(() => 'human') });
  for (const move of script.moves || []) made = { ...await games.move(made.id, { move }), tokens: made.tokens };
  return made;
}

const ROUTES = [
  ['GET', /^\/api\/howto\/([^/]+)$/, ([game]) => howTo(game)],
  ['POST', /^\/api\/howto\/([^/]+)\/guided$/, ([game]) => guided(game)],
  ['GET', /^\/api\/catalog$/, () => engine('gameCatalog')],
  ['GET', /^\/api\/catalog\/([^/]+)\/seats$/, ([game], body, query) => engine('seats', game,
    [...query.entries()].map(([k, v]) => `${k}=${v}`).join(','))],
  ['POST', /^\/api\/games$/, (m, body) => games.create(body)],
  ['GET', /^\/api\/games\/(local-[\w-]+)$/, ([id], body, query) => games.state(id, query.get('ply'))],
  ['POST', /^\/api\/games\/(local-[\w-]+)\/moves$/, ([id], body) => games.move(id, body)],
  ['POST', /^\/api\/games\/(local-[\w-]+)\/undo$/, ([id]) => games.undo(id)],
  ['GET', /^\/api\/games\/(local-[\w-]+)\/hint$/, ([id]) => games.hint(id)],
  ['GET', /^\/api\/games\/(local-[\w-]+)\/referee$/, ([id]) => games.referee(id)],
  ['POST', /^\/api\/games\/(local-[\w-]+)\/referee$/, ([id], body) => games.preview(id, body)],
  ['POST', /^\/api\/positions$/, (m, body) => engine('positionView', ...position(body))],
  ['POST', /^\/api\/positions\/hint$/, (m, body) => engine('positionHint', ...position(body),
    Number.isInteger(body.best) ? body.best : 3)],
  ['POST', /^\/api\/positions\/reply$/, (m, body) => engine('positionReply', ...position(body),
    body.level || 'medium', Number.isSafeInteger(Number(body.seed)) ? Number(body.seed) : 0)],
  ['GET', /^\/api\/positions\/([^/]+)\/editor$/, ([game], body, query) => engine('positionEditor', game,
    query.get('variant') || '')],
  ['POST', /^\/api\/competitions$/, (m, body) => competitions.create({ ...body, variant: variantText(body.variant) })],
  ['GET', /^\/api\/competitions\/(local-[\w-]+)$/, ([id]) => competitions.view(id)],
  ['GET', /^\/api\/competitions\/(local-[\w-]+)\/me$/, ([id], body, query) => competitions.me(id, query.get('token'))],
  ['POST', /^\/api\/competitions\/(local-[\w-]+)\/join$/, ([id], body) => competitions.join(id, body)],
  ['POST', /^\/api\/competitions\/(local-[\w-]+)\/start$/, ([id], body) => competitions.start(id, body)],
  ['POST', /^\/api\/competitions\/(local-[\w-]+)\/moves$/, ([id], body) => competitions.move(id, body)],
  ['POST', /^\/api\/competitions\/(local-[\w-]+)\/hold$/, ([id], body) => competitions.hold(id, body)],
];

function route(method, path) {
  const url = new URL(path, 'http://local');
  for (const [m, pattern, answer] of ROUTES) {
    const match = m === method && url.pathname.match(pattern);
    if (match) return { answer, params: match.slice(1).map(decodeURIComponent), query: url.searchParams };
  }
  return null;
}

/** Whether this browser can answer the request itself. */
export function answers(method, path) {
  return route(method, path) !== null;
}

/** The answer to a request, as the server's JSON; an Error with the reason (and a status) when refused. */
export async function answer(method, path, body) {
  const found = route(method, path);
  if (!found) {
    const e = new Error('this needs a Spindle server, as online play, ratings, the lobby, chat and the analysis of '
      + 'a whole game do');
    e.status = 503;
    throw e;
  }
  return found.answer(found.params, body || {}, found.query);
}
