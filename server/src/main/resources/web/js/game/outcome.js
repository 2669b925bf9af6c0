// The end of a game in words: a headline (who won, with the score where the game has one) and how it ended.
// Built from the view the server sends (result, endReason, the game's board data); the server's own sentence is
// kept for endings this page does not know (resignation, agreed draw, time, games without a page of their own).
import { sideLabel } from '../lib/sides.js';

const MINUS = '\u2212';

function winnerNames(view) {
  return (view.result.winners || []).map((i) => sideLabel(view, i));
}

function signed(n) {
  return n < 0 ? `${MINUS}${-n}` : String(n);
}

function warpAndWeft(view) {
  const [winner] = winnerNames(view);
  const b = view.board;
  if (b.endReason === 'connection') {
    const side = b.sides.find((s) => s.seat === view.result.winners[0]);
    const edges = side && side.connects === 'top-bottom' ? 'the top and bottom edges' : 'the left and right edges';
    return { headline: `${winner} wins by connection`, why: 'by connection', how: `${winner} joined ${edges} with an unbroken chain of pieces.` };
  }
  if (b.endReason === 'no-valid-play') {
    return { headline: `${winner} wins`, why: '— one side had nothing left to claim', how: 'The other side had no piece left to claim, threading or patching.' };
  }
  return { headline: 'Draw', how: 'Too many turns in a row passed without a piece being placed (the optional switch limit).' };
}

function onePiece(view) {
  const reason = view.endReason || view.board.result.reason;
  if (reason === 'four-in-a-row') {
    const i = view.result.winners[0];
    const colour = (view.board.players[i] || {}).colour;
    return { headline: `${sideLabel(view, i)} wins with four in a row`, why: '— four in a row', how: `Four or more ${colour} halves stand in a line, and ${colour === 'red' ? 'blue' : 'red'} has no four.` };
  }
  const how = {
    'no-legal-move': 'The player to move had no legal move.',
    repetition: 'The same position came up for the third time.',
    'move-cap': `${view.board.moveCap} moves were played without a winner (the move limit).`,
  }[reason];
  return { headline: 'Draw', how: how || '' };
}

function zeroOneTwo(view) {
  const [a, b] = view.board.players;
  const black = `${a.captured}\u2013${b.captured}`;
  const tieBreak = a.captured === b.captured;
  const score = tieBreak ? `black pegs ${black}, colour pegs used ${a.used}\u2013${b.used}` : `black pegs ${black}`;
  const how = {
    'all-black-captured': 'Every black peg on the board was captured.',
    'all-pegs-used': 'A player had all 18 colour pegs on the board and used.',
    'two-passes': 'Both players passed, one after the other.',
    'anti-stall': 'Many turns in a row passed without a weave (the stall limit).',
  }[view.endReason] || '';
  const rule = ' The winner is who captured more black pegs; if equal, who used more colour pegs.';
  if (!view.result.winners.length) return { headline: `Draw, ${score}`, how: how + rule };
  // the score is said from the winner's side first: "Red wins 5–3"
  const w = view.result.winners[0];
  const [mine, theirs] = w === 0 ? [a, b] : [b, a];
  const own = tieBreak ? `on colour pegs: black pegs ${mine.captured}\u2013${theirs.captured}, colour pegs used ${mine.used}\u2013${theirs.used}`
    : `${mine.captured}\u2013${theirs.captured}`;
  return { headline: `${sideLabel(view, w)} wins ${own}`, why: `— black pegs ${a.name} ${a.captured}, ${b.name} ${b.captured}`, how: `${how} Black pegs captured: ${a.name} ${a.captured}, ${b.name} ${b.captured}.${rule}` };
}

function justPlayingARound(view) {
  const b = view.board;
  const payoff = view.result.payoffs[0];
  if (view.endReason === 'stopped') {
    return {
      headline: `Stopped with ${signed(payoff)}: three colours stacked in round ${b.round}`,
      how: `In the normal game your result is minus the rounds you needed: ${signed(payoff)} means ${b.round} round${b.round === 1 ? '' : 's'}. Closer to 0 is better.`,
    };
  }
  return {
    headline: `Retired with ${payoff} point${payoff === 1 ? '' : 's'}`,
    how: payoff > 0 ? 'The final score is what was scored in the extended game. Higher is better.'
      : 'Retiring below 6 points scores 0: play on until the score reaches 6 or more before retiring.',
  };
}

const BY_GAME = {
  'warp-and-weft': warpAndWeft,
  'one-piece-for-two': onePiece,
  'zero-one-two': zeroOneTwo,
  'just-playing-a-round': justPlayingARound,
};

/**
 * The outcome said to the player of this browser when it holds exactly one seat of several: "You won — four in a
 * row", "You lost on time", with its mood ('won', 'lost' or 'draw') so that a loss never looks like a win;
 * otherwise (hot seat, a watcher, a solo game) as it is, with no mood.
 */
export function forYou(said, view, held) {
  const mine = Object.keys(held).map(Number).filter((s) => s < view.seats.length);
  if (mine.length !== 1 || view.seats.length < 2 || !view.result) return said;
  if (!view.result.winners.length) return { ...said, mood: 'draw' };
  const won = view.result.winners.includes(mine[0]);
  const why = { time: 'on time', resigned: 'by resignation' }[view.endReason] || said.why || '';
  return { ...said, mood: won ? 'won' : 'lost', headline: `${won ? 'You won' : 'You lost'}${why ? ` ${why}` : ''}`,
    how: [said.headline, said.how].filter((t) => t).join('. ') };
}

/** {headline, how, why?} for a finished view (why: how it was won, to follow "You won"). */
export function outcome(view) {
  const r = view.result;
  if (!r) return { headline: '', how: '' };
  const winners = winnerNames(view);
  const won = winners.length ? `${winners.join(' and ')} win${winners.length === 1 ? 's' : ''}` : '';
  switch (view.endReason) {
    case 'resigned': return { headline: r.text, how: won ? `${won}: the opponent resigned.` : 'The game was resigned.' };
    case 'draw-agreed': return { headline: r.text, how: 'Both players agreed to a draw.' };
    case 'time': return { headline: r.text, how: won ? `${won} on time: the other clock ran out.` : 'A clock ran out.' };
    default: break;
  }
  const byGame = BY_GAME[view.game.id];
  if (!byGame) return { headline: r.text, how: '' };
  try {
    return byGame(view);
  } catch (e) {
    return { headline: r.text, how: '' }; // board data of another shape: the server's sentence still holds
  }
}
