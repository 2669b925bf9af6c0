// A decision in words for its button: "Switch", "Pass left of peg -1,1", "Red 3 steps north-east", with what it
// does. Shared by the game page, the analysis board and the table page, whose buttons are the same decisions.

/** A decision button in words, with what it does: {label, help}. */
export function decision(view, move) {
  const b = view.board || {};
  if (view.game.id === 'just-playing-a-round') {
    const said = roundPlay(move);
    if (said) return said;
    if (move === 'stop') return { label: 'Stop now', help: `Stop now: your result is −${b.round} (one point less for every round used; closer to 0 is better).` };
    if (move === 'continue' && b.phase === 'objective-met') return { label: 'Continue for points', help: 'Continue: play on in the extended game, starting with 3 points. You can retire at the end of any round; retiring below 6 points scores 0.' };
    if (move === 'continue') return { label: 'Play another round', help: `Play another round: your score is now ${b.score}.` };
    if (move === 'retire') return { label: 'Retire', help: `Retire now: your final score is ${b.score >= 6 ? b.score : 0} points${b.score < 6 ? ' (below 6 points scores 0)' : ''}.` };
    if (move === 'bank') return { label: 'Bank time', help: 'Bank: add time to your bank and play the pieces as a normal throw.' };
  }
  if (view.game.id === 'zero-one-two') return zeroOneTwo(move) || { label: move, help: '' };
  if (view.game.id === 'warp-and-weft') {
    if (move === 'switch') return { label: 'Switch', help: 'Switch between threading (claiming threads) and patching (claiming the small squares); it takes your turn.' };
    if (move === 'swap') return { label: 'Swap sides', help: 'Take over your opponent\'s side and their first piece.' };
  }
  if (view.game.id === 'one-piece-for-two' && (move === 'red' || move === 'blue')) {
    return { label: `Play ${move}`, help: `You will win with four ${move} halves in a row.` };
  }
  return { label: move, help: '' };
}

const DIE_COLOUR = { R: 'Red', G: 'Green', B: 'Blue', Y: 'Yellow', W: 'white director' };
const COMPASS = { N: 'north', NE: 'north-east', E: 'east', SE: 'south-east', S: 'south', SW: 'south-west', W: 'west',
  NW: 'north-west' };

/**
 * A play or a die of Just Playing a Round in words, {label, help}: "Red 1 steps north-east", "Red 4 and its group
 * step north-east" (a group move: the whole stack goes on top), "Red die: 5"; else null.
 */
function roundPlay(move) {
  const step = /^([RGBY])(\d) ([NESW]{1,2})( group)?$/.exec(move);
  if (step) {
    const piece = `${DIE_COLOUR[step[1]]} ${step[2]}`;
    const way = COMPASS[step[3]];
    return step[4] ? { label: `${piece} and its group step ${way}`,
      help: `Group move: the whole stack ${piece} stands in moves, in its order, on top of the pieces there. It is offered only where it makes a stack of three different colours (in the extended game: a stack that stays).` }
      : { label: `${piece} steps ${way}`, help: `${piece} steps ${way}: onto an occupied square it leaves its stack and lands on top alone; onto an empty one its stack goes with it.` };
  }
  const die = /^([RGBYW])(\d)$/.exec(move);
  return die ? { label: `${DIE_COLOUR[die[1]]} die: ${die[2]}`, help: '' } : null;
}

/**
 * A decision of 0-1-2 in the How-to's words (Place, Reposition, Weave, Self, Opp, reserve, "pass left / right of
 * peg 2,-4"), or null for one that has none.
 */
function zeroOneTwo(move) {
  // {#2+}: thread 2 passes the new peg on its left; [3,-4-]: the new jump passes the peg at 3,-4 on its right
  const sides = /^\{#(\d+)([+-])\}$/.exec(move) || /^\[(.+)([+-])\]$/.exec(move);
  if (sides) {
    const way = sides[2] === '+' ? 'left' : 'right';
    return move.startsWith('{')
      ? { label: `Thread ${sides[1]}: pass ${way} of the new peg`, help: `Thread ${sides[1]} passes the new peg on its ${way}.` }
      : { label: `Pass ${way} of peg ${sides[1]}`, help: `The thread passes the peg on ${sides[1]} on its ${way}.` };
  }
  const hole = /^(place|weave|jump|repo|to|peg) (-?\d+,-?\d+)$/.exec(move);
  if (hole) {
    const [, verb, at] = hole;
    return {
      place: { label: `Place a peg on ${at}`, help: 'Place: put a peg from your reserve on this hole.' },
      weave: { label: `Weave: jump to ${at}`, help: 'Weave: jump your thread from the spool to your peg here.' },
      jump: { label: `Jump to ${at}`, help: 'The next jump of the Weave ends on this peg.' },
      repo: { label: `Reposition the peg on ${at}`, help: 'Reposition: move this peg, which no thread has reached yet.' },
      to: { label: `Move it to ${at}`, help: 'The repositioned peg goes to this hole.' },
      peg: { label: `Peg on ${at}`, help: 'The peg goes on this hole.' },
    }[verb];
  }
  const words = {
    done: ['Done', 'Stop placing pegs; end the turn.'],
    stop: ['Stop', 'End the Weave here.'],
    self: ['Self', 'Self: take one peg from your tray into your reserve for every jump of the Weave.'],
    opp: ['Opp', 'Opp: your opponent puts one reserve peg back per jump of the Weave.'],
    recess: ['From the reserve', 'Use a peg from your reserve.'],
    nopeg: ['No peg', 'Build the Delta without a peg.'],
    pass: ['Pass', 'You have no other legal move.'],
  }[move];
  return words ? { label: words[0], help: words[1] } : null;
}
