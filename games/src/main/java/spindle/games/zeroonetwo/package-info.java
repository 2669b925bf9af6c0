/**
 * 0-1-2: A Thread Game (Spotted Dog Gaming, rules dated 06/11/2024), game id {@code zero-one-two}.
 *
 * <h2>Rules in brief</h2>
 * Two players, Blue and Red, on a triangular lattice of holes that starts as a hexagon (the Hex, side n) and grows
 * by triangular Deltas of the same side. Each player strings one thread from peg to peg. Setup: each attaches a
 * Delta to the Hex, puts the starting peg at its apex, a black peg in the middle of the opposite Hex edge, and one
 * colour peg inside the Hex, then Jumps to it. A turn is one of:
 * <ul>
 *   <li><b>Place</b> one or more available pegs on valid holes (unoccupied, not on the board's edge), or the next
 *       tray peg when none is available;</li>
 *   <li><b>Reposition</b> one own unused peg;</li>
 *   <li><b>Weave</b> up to three Jumps from the spool to own pegs, each crossing zero or an odd number of threads
 *       of each colour and more threads in total than the Jump before; only a third Jump may end on a black peg,
 *       which captures it. Then <b>Supply</b> (that many pegs made available, or the opponent returns that many),
 *       and after two or more Jumps <b>Build</b> (a Delta, a peg on it, and a free Jump to that peg);</li>
 *   <li><b>Pass</b>, only when nothing else is legal.</li>
 * </ul>
 * The game ends when every black peg on the board is captured or a player has all 18 colour pegs on the board and
 * used (and, as added safeguards, after two passes in a row or 40 turns without a Weave). Most captures wins, then
 * most used colour pegs; otherwise a draw.
 *
 * <h2>Source</h2>
 * The published text is "0-1-2: A Thread Game" (06/11/2024); the exact geometry, crossing rules and every ruling
 * (Z1 to Z38) are in {@code docs/rules/zero-one-two.md}, which this package implements.
 *
 * <h2>Parameters</h2>
 * {@code n} (even, 4 to 12, default 4), {@code firstPlayer} (random, P1 = Blue, P2 = Red), {@code strictSides}
 * (no Jump over a peg and no peg under a thread), {@code twoPassEnd} (default on), {@code antiStallTurns} (off or
 * 1 to 100, default 40).
 *
 * <h2>Implementation</h2>
 * All geometry is exact integer arithmetic ({@link spindle.games.zeroonetwo.Lattice}). Each decision of a turn is
 * one action: a hole index of the largest board the variant can grow to (putting a peg, Jumping, lifting a peg), a
 * super-cell (Delta), or a word (done, stop, self, opp, recess, nopeg, pass, a side +/-); side choices for a Jump
 * over pegs or a peg under threads are one decision each, offered only when they keep the move legal. Notation is
 * described in {@link spindle.games.zeroonetwo.ZeroOneTwoNotation}; the text board in
 * {@link spindle.games.zeroonetwo.BoardText}.
 *
 * <h2>Observation</h2>
 * {@code Game.observe} (layout in {@link spindle.engine.ObservationSpec}) writes 44 planes. The holes lie on a
 * triangular lattice with axial coordinates (q, r), the six neighbours of a hole being (q ± 1, r), (q, r ± 1),
 * (q + 1, r - 1) and (q - 1, r + 1); the square grid embeds hole (q, r) at column q - minQ, row r - minR, the minima
 * and the grid's size taken over every hole any game of that n can reach (the Hex grown by all 18 Deltas), so the
 * shape depends on n only (81 × 81 for n = 4, 121 × 121 for n = 6) and grid points that are no hole are 0 in every
 * board plane. Board planes: 0 {@code mine}, 1 {@code theirs} (colour pegs), 2 {@code my-used}, 3
 * {@code their-used}, 4 {@code black} (uncaptured), 5 {@code black-captured-by-me}, 6
 * {@code black-captured-by-them}, 7 {@code present} (hole on the board), 8 {@code interior}, 9 {@code valid}
 * (a valid location), 10 {@code threads-over} (threads over the hole / 8, at most 1), 11 {@code my-spool}, 12
 * {@code their-spool}. Flags over the whole plane: 13 {@code to-move}, 14 {@code i-started}, 15-16 captures / 9,
 * 17-18 colour pegs on the board / 18, 19-20 used pegs / 18, 21-22 pegs in the recess / 18, 23-24 the tray's front
 * slot / 20 (mine, then theirs each time), 25 {@code deltas-left} / 18, 26 {@code weave-jumps} / 3, 27
 * {@code quiet-turns} / 100; 28-43 the phase one-hot ({@code phase-first-player}, {@code phase-setup-delta}, ...,
 * {@code phase-over}, the order of {@code describe}'s phases).
 */
package spindle.games.zeroonetwo;
