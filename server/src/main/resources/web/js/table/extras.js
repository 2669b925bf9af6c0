// The place where a game's own table tools plug into the page, below the board: Just Playing a Round's dice
// master (throwing five dice, or the table's dice tapped in) and its competition mode come here. Until then the
// solo game is played with the server's dice, like any hosted game, and no game has extras.
//
// The interface: extrasFor(gameId) -> null, or { show(container, view, context) } called after every new state,
// where context is { id, tokens, update(view), announce(lines) }.

const EXTRAS = {}; // game id -> its extras module's exports

export function extrasFor(gameId) {
  return EXTRAS[gameId] || null;
}
