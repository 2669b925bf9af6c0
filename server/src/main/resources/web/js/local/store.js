// The games this browser keeps without a server, in localStorage so that a reload, a closed tab or a restarted
// phone finds them again: per game its record (game, variant, start position, seats, seed, table dice) and the
// moves so far in notation. The engine replays a record to get the game back (games.js). The oldest records go
// past MOST, so storage does not grow with every game ever played.
const INDEX = 'spindle.local.index';
const MOST = 40;

function read(key, fallback) {
  try {
    return JSON.parse(localStorage.getItem(key)) ?? fallback;
  } catch (e) {
    return fallback;
  }
}

export function newId() {
  const random = crypto.getRandomValues(new Uint32Array(2));
  return `local-${random[0].toString(36)}${random[1].toString(36)}`;
}

/** A seed the engine takes exactly (JavaScript numbers are exact up to 2^53). */
export function newSeed() {
  const random = crypto.getRandomValues(new Uint32Array(2));
  return (random[0] % 0x200000) * 0x100000000 + random[1];
}

export function load(id) {
  return read(`spindle.local.game.${id}`, null);
}

export function save(record) {
  const index = read(INDEX, []).filter((id) => id !== record.id);
  index.push(record.id);
  while (index.length > MOST) localStorage.removeItem(`spindle.local.game.${index.shift()}`);
  localStorage.setItem(`spindle.local.game.${record.id}`, JSON.stringify(record));
  localStorage.setItem(INDEX, JSON.stringify(index));
}

/** The records kept here, newest first. */
export function all() {
  return read(INDEX, []).map(load).filter((r) => r).reverse();
}
