// Building a move click by click: each legal move has a click path on the board (its board module's
// path(move, view)); the clicks so far select the moves whose paths start with them, the next clicks are the places
// that continue one, and a move is played once the clicks name exactly one.

export function startsWith(path, prefix) {
  return prefix.every((k, i) => path[i] === k);
}

/** The legal moves of a view with their click paths (null: not a place on the board, offered as a button). */
export function withPaths(board, view) {
  return view.legalMoves.map((move) => ({ move, path: board.path(move, view) }));
}

/** The moves that the clicks so far can still become, and the places that continue them. */
export function continuing(moves, selected) {
  const matching = moves.filter((m) => m.path && m.path.length && startsWith(m.path, selected));
  const targets = new Set(matching.filter((m) => m.path.length > selected.length).map((m) => m.path[selected.length]));
  return { matching, targets, complete: matching.filter((m) => m.path.length === selected.length) };
}

/**
 * A click on `key` after the clicks `selected`: `{ move }` when it completes one move or leaves only one move to
 * make (a forced or only choice takes one tap: the rest of its path is implied), `{ selected }` with the clicks to
 * keep (a click that starts another move starts over), or `{ refused: true }`.
 */
export function pick(moves, selected, key) {
  const next = [...selected, key];
  const { matching, complete } = continuing(moves, next);
  if (!matching.length) {
    return selected.length && continuing(moves, [key]).matching.length ? pick(moves, [], key) : { refused: true };
  }
  return matching.length === 1 ? { move: matching[0].move } : { selected: next };
}
