// Finds the board module of a game; a game without one is drawn by the fallback (text board + move buttons).
//
// The interface between a page and a board (kept small; game.js, the How-to-play pages and tests use only this):
//
//   const board = await boardFor(gameId, options?)   options: { controls: false } draws no flip/zoom buttons
//   board.draw(container, view, ui?)   view: a game view from the API (GET /api/games/ID);
//       ui: { targets: Set of click keys that continue the move being built, selected: [keys clicked so far],
//             hinted: Set of keys, click(key) }; all optional (a picture for a How-to page needs none).
//       Draws into `container` (it owns the container's children): the SVG board, its flip and zoom buttons and
//       a visually hidden description. Marks the last turn (data-last-move="<step>") and, at the end, the winning
//       elements (data-winning) named by the game's own board data; legal targets get a dot and a click anywhere
//       on them plays; arrow keys move between the legal targets and the occupied places (data-occupied on what
//       a board draws for a piece, peg or claimed place) and Enter plays the focused one.
//   board.path(move, view) -> [click keys] | null       (null: not on the board; the page offers a button)
//   board.prompt(view, selected) -> string | ''          what to click next, in words (for the page's status)
//   board.describe(view) -> string                       the position in words (screen readers)
//   board.name(key, view) -> string                     a place in words: what is on it (accessible names)
//   board.players(view), board.info(view), board.seatColour(view, i)   as before, optional
//
// Every clickable board element carries data-key (the click key); every element that a move or the end can mark
// carries data-at (space-separated names). The CSS is web/board.css (its --board-* properties are the palette).
import * as fallback from './fallback.js';
import { drawFramed } from './frame.js';

const MODULES = {
  'warp-and-weft': './warp-and-weft.js',
  'one-piece-for-two': './one-piece-for-two.js',
  'zero-one-two': './zero-one-two.js',
  'just-playing-a-round': './just-playing-a-round.js',
};

/** The board module with its draw framed (marks, targets, keys, flip, zoom); other functions as they are. */
function framed(inner, options) {
  return {
    ...inner,
    prompt: inner.prompt || (() => ''),
    describe: inner.describe || ((view) => view.text || ''),
    draw: (container, view, ui) => drawFramed(inner, container, view, ui, options),
  };
}

export async function boardFor(gameId, options = {}) {
  const path = MODULES[gameId];
  if (!path) return framed(fallback, options);
  try {
    return framed(await import(path), options);
  } catch (e) {
    console.warn(`no board for ${gameId}, using the text board`, e);
    return framed(fallback, options);
  }
}
