// Finds the board module of a game; a game without one is drawn by the fallback (text board + move buttons).
import * as fallback from './fallback.js';

const MODULES = {
  'warp-and-weft': './warp-and-weft.js',
  'one-piece-for-two': './one-piece-for-two.js',
  'zero-one-two': './zero-one-two.js',
  'just-playing-a-round': './just-playing-a-round.js',
};

export async function boardFor(gameId) {
  const path = MODULES[gameId];
  if (!path) return fallback;
  try {
    return await import(path);
  } catch (e) {
    console.warn(`no board for ${gameId}, using the text board`, e);
    return fallback;
  }
}
