// The JSON API (see README.md). Every call rejects with an Error carrying the server's message. Without a server
// (a static site, or the network gone) the browser's own engine answers what it can (js/local/routes.js).
import { serverless } from './site.js';

let routes = null; // js/local/routes.js, loaded the first time it is needed: pages online never load the engine
const local = async () => {
  routes = routes || await import('../local/routes.js');
  return routes;
};

export async function call(method, path, body, token) {
  // a game or competition kept in this browser is answered here even where a server is
  if (serverless || /^\/api\/(games|competitions)\/local-/.test(path)) {
    return (await local()).answer(method, path, body);
  }
  try {
    return await callServer(method, path, body, token);
  } catch (e) {
    // no answer at all (offline, or the server stopped): what the engine here can answer, it does
    if (e instanceof TypeError) {
      window.dispatchEvent(new Event('spindle:unreachable')); // the page says so (offline.js)
      if ((await local()).answers(method, path)) return routes.answer(method, path, body);
    }
    throw e;
  }
}

async function callServer(method, path, body, token) {
  const options = { method, headers: {} };
  // hints and analyses need a token of the game, as a header (GET requests have no body)
  if (token) options.headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) {
    options.headers['Content-Type'] = 'application/json';
    options.body = JSON.stringify(body);
  }
  const response = await fetch(path, options);
  let data = null;
  try {
    data = await response.json();
  } catch (e) {
    data = null;
  }
  if (!response.ok) {
    const error = new Error((data && data.error) || `${response.status} ${response.statusText}`);
    error.status = response.status;
    throw error;
  }
  return data;
}

export const api = {
  catalog: () => call('GET', '/api/catalog'),
  seats: (game, variant) => call('GET', `/api/catalog/${encodeURIComponent(game)}/seats?`
      + new URLSearchParams(variant).toString()),
  create: (request) => call('POST', '/api/games', request),
  state: (id, ply) => call('GET', `/api/games/${id}` + (ply === undefined ? '' : `?ply=${ply}`)),
  move: (id, move, ply, token) => call('POST', `/api/games/${id}/moves`, { move, ply, token }),
  undo: (id, token) => call('POST', `/api/games/${id}/undo`, { token }),
  resign: (id, token) => call('POST', `/api/games/${id}/resign`, { token }),
  draw: (id, token, action) => call('POST', `/api/games/${id}/draw`, { token, action }),
  claimVictory: (id, token) => call('POST', `/api/games/${id}/claim-victory`, { token }),
  rematch: (id, token, action) => call('POST', `/api/games/${id}/rematch`, action ? { token, action } : { token }),
  join: (id, seat, player) => call('POST', `/api/games/${id}/seats/${seat}/join`, player ? { player } : {}),
  lobby: () => call('GET', '/api/lobby'),
  importRecord: (record) => call('POST', '/api/records', record),
  hint: (id, token) => call('GET', `/api/games/${id}/hint`, undefined, token),
  record: (id) => call('GET', `/api/games/${id}/record`),
  analysis: (id, token) => call('GET', `/api/games/${id}/analysis`, undefined, token),
  // the table companion: what the referee said about the last move, and what it would say about a move
  referee: (id) => call('GET', `/api/games/${id}/referee`),
  preview: (id, move) => call('POST', `/api/games/${id}/referee`, { move }),
  tableAddress: () => call('GET', '/api/table/address'),
};

/** The game page of game {@code id}: a game kept in this browser has a page any static host serves. */
export function gamePath(id) {
  return id.startsWith('local-') ? `/game/?id=${encodeURIComponent(id)}` : `/game/${id}`;
}

/** The id of the game this page shows (/game/ID, or /game/?id=ID for a game kept in this browser). */
export function gameIdHere() {
  return new URLSearchParams(window.location.search).get('id')
    || decodeURIComponent(window.location.pathname.split('/')[2] || '');
}

// The secret tokens of the seats this browser holds, per game ({ seat: token }), kept in localStorage so that a
// player can close the browser and come back days later. Links to hand out (invited seats) are kept the same way.
function load(key) {
  try {
    return JSON.parse(localStorage.getItem(key) || '{}');
  } catch (e) {
    return {};
  }
}

export const seats = {
  tokens: (id) => load(`spindle.tokens.${id}`),
  hold: (id, seat, token) => {
    const all = load(`spindle.tokens.${id}`);
    all[seat] = token;
    localStorage.setItem(`spindle.tokens.${id}`, JSON.stringify(all));
  },
  invites: (id) => load(`spindle.invites.${id}`),
  /** Keeps what the creator of a game got: tokens of this browser's seats, links of the invited ones. */
  created: (game) => {
    const invites = {};
    for (const t of game.tokens || []) {
      if (t.kind === 'human') seats.hold(game.id, t.seat, t.token);
      else invites[t.seat] = t.link;
    }
    localStorage.setItem(`spindle.invites.${game.id}`, JSON.stringify(invites));
  },
};
