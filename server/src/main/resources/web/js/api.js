// The JSON API (see README.md). Every call rejects with an Error carrying the server's message.

export async function call(method, path, body) {
  const options = { method, headers: {} };
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
  move: (id, move, ply) => call('POST', `/api/games/${id}/moves`, { move, ply }),
  undo: (id) => call('POST', `/api/games/${id}/undo`, {}),
  hint: (id) => call('GET', `/api/games/${id}/hint`),
  record: (id) => call('GET', `/api/games/${id}/record`),
};
