// Who a seat is, in words: its name with its side and colour. Shared: the game page's turn line (words.js) and
// end (outcome.js), the analysis board and the table page all name seats this way.

const COLOUR_OF_SIDE = { warp: 'red', weft: 'blue' };

/** A seat as a player knows it: "Warp (red)", "Starter (blue)", "Blue"; the seat's name when there is no side. */
export function sideLabel(view, i) {
  const b = view.board || {};
  const name = view.seats[i] ? view.seats[i].name : 'chance';
  if (view.game.id === 'warp-and-weft') {
    const side = (b.sides || []).find((x) => x.seat === i);
    return side ? `${side.name} (${COLOUR_OF_SIDE[side.side] || side.side})` : name;
  }
  if (view.game.id === 'one-piece-for-two') {
    const p = (b.players || [])[i];
    return p && (p.colour === 'red' || p.colour === 'blue') ? `${name} (${p.colour})` : name;
  }
  return name;
}
