// The home page's words for each game: a one-line description, and every variant parameter's label, help and
// value names, so that the form reads like a game box rather than a config file. The catalog's own descriptions
// (written for the command line) are the fallback for a game or parameter missing here.

const GAMES = {
  'warp-and-weft': {
    blurb: 'Claim threads and patches of a woven board to join your two edges. Two players.',
    params: {
      size: ['Board size', 'Threads along each edge: 4 is the standard board; 2 is a quick game, 6 a long one.'],
      primary: ['Starting state', 'Whether both players start by claiming threads or by claiming patches.',
        { thread: 'Threading first', patch: 'Patching first' }],
      swap: ['Swap rule', 'The second player may take over the first player\'s opening piece instead of moving. Keeps the first move fair.'],
      compact: ['Compact text board', 'Only changes the text drawing of the board.'],
      switchLimit: ['Draw after idle turns', 'Not a published rule: a draw after this many turns in a row without a placement. "off" for the real game.'],
    },
  },
  'one-piece-for-two': {
    blurb: 'Drop shared red-and-blue dominoes into a grid; four of your colour in a row wins. Two players.',
    params: {
      board: ['Board size', 'Width x height with the game edge at the bottom; 8x7 is the standard board.'],
      gameEdge: ['Game edge', 'The side the dominoes drop in from. "choose" lets the second player pick it before the first move.'],
      starterColour: ['Starter\'s colour', '"choose" lets the starting player pick red or blue before the first move.'],
      moveCap: ['Move limit', 'A draw after this many moves without a winner; "off" for no limit.'],
    },
  },
  'zero-one-two': {
    blurb: 'Weave one thread from peg to peg, crossing more threads each jump, to capture black pegs. Two players.',
    params: {
      n: ['Board size', 'Side of the hexagon in holes (even, 4 to 12); 4 is the standard board.'],
      firstPlayer: ['Who starts', 'Which colour sets up and plays first.', { random: 'Random', P1: 'Blue', P2: 'Red' }],
      strictSides: ['No side choices', 'Simpler: threads may not run exactly over a peg, so you never choose a side.'],
      twoPassEnd: ['End after two passes', 'The game ends when both players pass one after the other.'],
      antiStallTurns: ['Stall limit', 'The game ends after this many turns in a row without a weave; "off" for no limit.'],
    },
  },
  'just-playing-a-round': {
    blurb: 'A solo dice puzzle: step pieces on a wrapping 8x8 board until three colours share a square.',
    params: {
      setupCode: ['Starting order', 'The order of the numbers 1 to 6 on the home edges. 0 is 1 to 6 from left to right for every colour; any number up to 268738559999 gives another order.'],
      randomSetup: ['Random starting order', 'Deal a random order instead of the number above.'],
      objective: ['Winning stack', 'Which stacks of three colours win the normal game.',
        { permissive: 'Any stack of three colours', strict: 'Only by moving a group' }],
      extendedGroup: ['Moving stacks (points game)', 'After the first win you may play on for points; this says when a whole stack moves together.',
        { 'stable-only': 'By choice, onto a stable stack', 'always-group': 'Always, when the square is taken' }],
      directionLayout: ['Direction die', 'How the white die\'s faces give the direction of a step.',
        { clockwise: 'Clockwise faces', 'opposite-faces': 'Opposite faces' }],
      mode: ['Mode', 'Competition: you choose the order of your plays, may bank time instead of a free play, and may retire at every round end.',
        { solo: 'Solo', competition: 'As in a competition' }],
    },
  },
};

/** One line about the game: ours, else the catalog description's first sentence. */
export function blurb(game) {
  const ours = GAMES[game.id];
  if (ours) return ours.blurb;
  const first = /^.*?[.!?](\s|$)/.exec(game.description || '');
  return first ? first[0].trim() : game.description || '';
}

/** {label, help, values: {value: words}} for a parameter of a game. */
export function words(gameId, p) {
  const ours = (GAMES[gameId] || { params: {} }).params[p.name];
  const flags = p.type === 'flag' ? { on: 'Yes', off: 'No' } : {};
  if (!ours) {
    const label = p.name.replace(/([A-Z])/g, ' $1').replace(/^./, (c) => c.toUpperCase());
    return { label, help: `${p.description} (${p.allowed})`, values: flags };
  }
  return { label: ours[0], help: ours[1], values: { ...flags, ...(ours[2] || {}) } };
}

/** A seat option in words. */
export function seatChoice(value) {
  if (value === 'human') return 'You (this browser)';
  if (value === 'invite') return 'A friend, with a link to send';
  if (value === 'open') return 'Anyone, from the lobby';
  const level = value.replace(/^ai:/, '').replace(/^mcts:/, '');
  return level === 'random' ? 'Computer: random moves' : `Computer: ${level}`;
}
