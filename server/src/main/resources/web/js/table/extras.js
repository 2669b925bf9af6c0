// The place where a game's own table tools plug into the page: Just Playing a Round's dice (drawn big, or the
// table's own dice tapped in) and its competition mode (round-extras.js). The other games have none.
//
// The interface: extrasFor(gameId) -> null, or { show(container, view, context), setup(section) }: show is called
// below the board after every new state, with context { id, tokens, update(view), announce(lines) }; setup, where
// given, adds the game's own choices to the set-up panel before a game starts.
import * as round from './round-extras.js';

const EXTRAS = { 'just-playing-a-round': round }; // game id -> its extras module's exports

export function extrasFor(gameId) {
  return EXTRAS[gameId] || null;
}
