// The game page's sentences: whose turn it is, what a seat is after, what the next click of a move should be, what
// a decision button does, and a move said aloud. Only words: the board modules draw; who a seat is is in sides.js.
import { sideLabel } from '../lib/sides.js';
import { outcome } from './outcome.js';

/** What a seat is trying to do, in one short clause. */
export function goal(view, i) {
  const b = view.board || {};
  switch (view.game.id) {
    case 'warp-and-weft': {
      const side = (b.sides || []).find((x) => x.seat === i);
      if (!side) return '';
      return side.connects === 'top-bottom' ? 'join the top edge to the bottom edge' : 'join the left edge to the right edge';
    }
    case 'one-piece-for-two': {
      const p = (b.players || [])[i];
      return p && (p.colour === 'red' || p.colour === 'blue') ? `make four ${p.colour} halves in a row` : 'make four of your colour in a row';
    }
    case 'zero-one-two': return 'capture more black pegs than your opponent';
    case 'just-playing-a-round': return 'stack three pieces of different colours on one square';
    default: return '';
  }
}

function kindWords(seat, held) {
  if (seat.kind === 'ai') return 'the computer';
  if (held[seat.index] !== undefined) return 'you';
  if (seat.kind === 'open' && seat.open) return 'an open seat: anyone from the lobby can take it';
  if (seat.kind === 'invite') return 'your invited friend';
  return 'a person elsewhere';
}

/**
 * Who placed a piece, for the board's accessible names, to a player holding one seat: "you", "your opponent" or
 * "the computer"; null to a visitor or at a hot seat.
 */
export function placedBy(view, held) {
  const mine = heldSeats(view, held);
  if (mine.length !== 1) return () => null;
  return (i) => (i === mine[0] ? 'you' : view.seats[i] && view.seats[i].kind === 'ai' ? 'the computer' : 'your opponent');
}

function heldSeats(view, held) {
  return Object.keys(held).map(Number).filter((s) => s < view.seats.length);
}

/**
 * The turn line: {text, mine}. "Your turn — Warp (red)" when this browser plays only that seat; with every seat
 * here (hot seat) the seat is named, "Player 2 to play — Weft (blue)"; otherwise whose turn it is and who that is.
 */
export function turnLine(view, held) {
  if (view.over) return { text: outcome(view).headline, mine: false };
  const i = view.toMove;
  if (i === null || i === undefined || i < 0 || !view.seats[i]) return { text: 'Dice and chance are moving…', mine: false };
  const label = sideLabel(view, i);
  const seat = view.seats[i];
  const mine = held[i] !== undefined;
  const solo = view.seats.length === 1;
  if (view.thinking) return { text: 'The computer is thinking…', mine: false };
  if (mine && (solo || heldSeats(view, held).length === 1)) {
    return { text: solo ? 'Your turn' : `${swapped(view, held)}Your turn — ${label}`, mine: true };
  }
  if (mine) return { text: label.startsWith(seat.name) ? `${label} to play` : `${seat.name} to play — ${label}`, mine: true };
  if (heldSeats(view, held).length) return { text: `Waiting for ${label}`, mine: false };
  return { text: `${label} to play (${kindWords(seat, held)})`, mine: false };
}

/**
 * "The computer swapped: it now plays Warp (red). " when the opponent's last move was a swap (Warp and Weft), so the
 * player hears that the sides changed hands; otherwise empty.
 */
function swapped(view, held) {
  const moves = view.moves || [];
  const last = moves[moves.length - 1];
  if (!last || last.text !== 'swap' || last.player < 0 || held[last.player] !== undefined) return '';
  const computer = view.seats[last.player] && view.seats[last.player].kind === 'ai';
  return `${computer ? 'The computer swapped: it now plays' : 'Your opponent swapped: they now play'} ${sideLabel(view, last.player)}. `;
}

/** The line under the turn: who you are and what you are after (empty for spectators and hot seat). */
export function youLine(view, held) {
  const mine = heldSeats(view, held);
  if (mine.length !== 1) return mine.length > 1 ? 'You play every seat here: take turns at this screen.' : 'You are watching.';
  const i = mine[0];
  const aim = goal(view, i);
  if (view.seats.length === 1) return aim ? `Your aim: ${aim}.` : '';
  return `You play ${sideLabel(view, i)}${aim ? `: ${aim}` : ''}.`;
}

const ZOT_PHASE = {
  'setup-delta': 'Setup: click one of the highlighted triangles around the Hex to add your Delta.',
  'setup-black': 'Setup: place your black peg on your Delta.',
  'setup-peg': 'Setup: place your first colour peg on the Hex; your thread starts there.',
  'turn-start': 'Place a peg, Reposition one of your pegs no thread has reached, or Weave: jump your thread from the spool to one of your pegs.',
  place: 'Place another peg from your reserve, or click Done.',
  reposition: 'Click the hole where the peg goes.',
  weave: 'Jump again — this jump must cross more threads than the last one — or press Stop.',
  supply: 'Choose Self (take pegs from your tray into your reserve) or Opp (your opponent puts reserve pegs back).',
  'supply-black': 'Place the black peg you drew.',
  'build-delta': 'Build: add a new Delta (a triangle of holes) to the edge of the board.',
  'build-source': 'Build: choose the peg that goes on the new Delta.',
  'build-peg': 'Build: place the peg on the new Delta; your thread jumps to it.',
  'thread-sides': 'A thread runs exactly over the new peg: choose which side of the peg it passes.',
  'jump-sides': 'Your thread runs exactly over a peg: choose which side of that peg it passes.',
};

function onePieceStep(view, selected) {
  const moves = view.legalMoves;
  if (moves.includes('red')) return 'You start: choose your colour. Every domino is half red and half blue; you win with four halves of your colour in a row.';
  if (moves.includes('bottom')) return 'Choose the game edge: click a side of the board. Dominoes drop in from that side.';
  if (!selected.length) {
    return view.board.stage === 'relocation'
      ? 'The box is empty: click a domino on the board to move it.'
      : 'Click where the red half of your domino goes.';
  }
  if (selected[0].startsWith('take:')) {
    return selected.length === 1 ? 'Now click where its red half goes.' : 'Now choose where the second half (blue) goes.';
  }
  return 'Now choose where the second half (blue) goes: click a highlighted cell next to it.';
}

function roundStep(view, selected) {
  const b = view.board;
  if (b.phase === 'objective-met') {
    return `You made a stack of three colours in round ${b.round}! Stop now and finish with −${b.round}, or continue to play for points.`;
  }
  if (b.phase === 'round-end') {
    return `End of round ${b.round}: continue, or retire with ${b.score >= 6 ? b.score : 0} points.`;
  }
  if (selected.length) return 'Now click the highlighted square where it goes (the board wraps around at the edges).';
  return b.toPlay ? `Play the ${colourName(b.toPlay)} piece: click it, then the square it steps to.` : '';
}

function colourName(letters) {
  const names = { R: 'red', G: 'green', B: 'blue', Y: 'yellow' };
  return letters.split(' or ').map((l) => names[l] || l).join(' or ');
}

/** What the next click should be, in plain words (empty when it is not this browser's turn). */
export function prompt(view, selected) {
  switch (view.game.id) {
    case 'one-piece-for-two': return onePieceStep(view, selected);
    case 'just-playing-a-round': return roundStep(view, selected);
    case 'zero-one-two': return ZOT_PHASE[view.board.phase] || '';
    case 'warp-and-weft': {
      const side = (view.board.sides || []).find((x) => x.seat === view.toMove);
      const swap = view.board.swapAvailable ? ' You may also swap: take over your opponent\'s side and first piece.' : '';
      if (!side) return '';
      return side.state === 'patching'
        ? `You are patching: click a small square to claim it, or switch back to threading.${swap}`
        : `You are threading: click one of your threads to claim it, or switch to patching.${swap}`;
    }
    default: return selected.length ? 'Now click the next highlighted place.' : '';
  }
}

export { decision } from '../lib/decisions.js';

/** A move said aloud for the live region: "Weft (blue) played E13." (a chance move: "The dice: R6"). */
export function spoken(view, move, held) {
  if (move.player < 0) return `Chance: ${move.text}.`;
  const who = held[move.player] !== undefined && heldSeats(view, held).length === 1 ? 'You' : sideLabel(view, move.player);
  return `${who} played ${move.text}.`;
}
