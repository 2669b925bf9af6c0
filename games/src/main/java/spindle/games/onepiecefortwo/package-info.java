/**
 * One Piece for Two (1♣42), an abstract game for two by nolandahoy.com.
 *
 * <p><b>Rules in brief.</b> 20 identical dominoes, each with a red and a blue half, are dropped into an upright
 * grid from the game edge: a piece covers two empty neighbouring elements in one of four orientations, with no
 * empty element between the game edge and either half (a horizontal piece may not overhang). Before the first
 * move the starter (seat 0) assigns the colours and the other player (seat 1) chooses the game edge; then the
 * starter moves first and the players alternate. Once the box is empty, a move takes any piece with nothing on top
 * of it and places it again, not overlapping where it was, with every piece still supported. After each move the
 * runs through the new red half (red) and the new blue half (blue) are counted in the four lines: if exactly one
 * colour has four or more, that colour's player wins, whoever moved. The engine adds draws: no legal move,
 * threefold repetition, and an optional move cap.
 *
 * <p><b>Source.</b> The published rules "One Piece for Two" at www.nolandahoy.com; the board size, draws, notation
 * and every ruling are in {@code docs/rules/one-piece-for-two.md}.
 *
 * <p><b>Parameters.</b> {@code board} (as drawn with the game edge at the bottom, {@code 8x7} by default, presets
 * {@code 7x6} and {@code 8x8}, sides 4..26 with at least 42 elements); {@code gameEdge} and {@code starterColour}
 * ({@code choose} by default: the choice is an action of the right player; a fixed value skips it);
 * {@code moveCap} (200 moves by default, {@code off}). Who sits in seat 0 (ruling P6: the youngest, the previous
 * loser, the previous non-starter after a draw) is decided outside the game.
 *
 * <p><b>Engine.</b> The board is kept in the edge frame (game edge at the bottom) as ints per column: the
 * occupied elements of a column always run up from the edge, so a height and the bits where pieces start describe
 * it; masks of the columns where a vertical or horizontal piece fits make counting and drawing placements bit
 * counts; each colour is also kept as bit words along all four lines, so the win check is one load per line.
 * Threefold repetition compares 64-bit Zobrist hashes of the pieces since the last placement. Notation:
 * {@code red/blue} (e.g. {@code c1/d1}), relocation {@code a5-a6>b5/b6}, and the words {@code red}, {@code blue},
 * {@code bottom}, {@code top}, {@code left}, {@code right} for the choices.
 *
 * <p><b>Observation</b> ({@code Game.observe}, layout in {@link spindle.engine.ObservationSpec}): 10 planes of M ×
 * M, M = max(width, height) of the board as drawn, in the edge frame: row 0 is the game edge (pieces rest towards
 * it), column 0 the first column seen from that edge, so both frames fit one shape. Board planes: 0 {@code mine}
 * (elements of the observer's colour), 1 {@code theirs} (both 0 until the colours are chosen), 2 {@code inside}
 * (the elements of the board in this frame; none before the edge is chosen). Flags over the whole plane: 3
 * {@code to-move}, 4 {@code choosing-colours}, 5 {@code choosing-edge}, 6 {@code relocating} (the box is empty or
 * no placement exists), 7 {@code box} (pieces left in the box / 20), 8 {@code red} (the observer plays red), 9
 * {@code move-cap} (moves / cap, 0 without a cap).
 */
package spindle.games.onepiecefortwo;
