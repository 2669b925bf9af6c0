/**
 * Warp and Weft, a two-player connection game by Phil Bordelon (August 2004), first implemented by Cameron Browne
 * for pbmserv. Source: the pbmserv help page "Warp and Weft"
 * (https://jpneto.github.io/world_abstract_games/rognlie/warpandweft.html). The full rules with every ruling (W1 to
 * W15) and the acceptance scenarios are in {@code docs/rules/warp-and-weft.md}; that file is the ground truth.
 *
 * <p>Rules in brief. The board of size N is S × S cells, S = 4N - 1, woven from three-cell threads and one-cell
 * patches (topologically the 4.8.8 tiling). Warp owns the vertical threads and connects top to bottom; Weft owns
 * the horizontal threads and connects left to right; patches go to whoever claims them. Each side is Threading or
 * Patching. A turn either claims a piece allowed by the mover's state or switches state (always legal; there is no
 * pass). Thread-Primary (default): both start Threading; Threading claims any own thread, Patching any patch next
 * to an own thread. Patch-Primary: both start Patching; Patching claims any patch, Threading an own thread next to
 * an own patch. Warp moves first. With the swap rule the second player may, on their first turn, swap sides: they
 * take over Warp as it stands and Weft (now the first player) moves next. A player who connects their two edges
 * wins; a player who, at the start of their turn, has no placement in either state loses. There are no draws.
 *
 * <p>Notation: a thread is written as its centre cell ({@code C13}), any of its cells is accepted ({@code C12});
 * a patch is its cell ({@code D14}); {@code switch}; {@code swap}. Columns are letters from the left, rows numbers
 * from the bottom.
 *
 * <p>Parameters: {@code size} 2..6 (default 4); {@code primary} {@code thread} (default; also {@code -thread},
 * {@code -threads}) or {@code patch} ({@code -patch}, {@code -patches}); {@code swap} on (default) or off;
 * {@code compact} (display only); {@code switchLimit} off (default) or K ≥ 2: not a published rule, a draw after K
 * turns in a row without a placement (ruling W11). Players are seats 0 and 1; a swap changes which seat controls
 * which side, so {@code toMove()} and the payoffs are per seat.
 *
 * <p>Implementation: {@code Geometry} holds the shared, immutable per-size tables (classification, adjacency
 * masks, edges, Zobrist keys); {@code WarpAndWeftPosition} the rules on two-word bit sets, with {@code UnionFind}
 * for the connection and {@code Bits} for drawing a random move without listing; {@code WarpAndWeftNotation},
 * {@code BoardText} (render), {@code BoardData} (describe) and {@code Refusal} (why a move is illegal) read it.
 *
 * <p>Observation ({@code Game.observe}, layout in {@link spindle.engine.ObservationSpec}): 9 planes of S × S, row
 * y = board row y + 1 (row 0 at the bottom), column x = column x + 1 (column A first), seen by the side the
 * observing seat controls (after a swap, the other side). Board planes: 0 {@code mine} (cells of the pieces my side
 * owns), 1 {@code theirs}, 2 {@code my-threads} (cells of the threads running in my side's direction, claimed or
 * not), 3 {@code patches} (patch cells). Flags, 1 or 0 over the whole plane: 4 {@code to-move}, 5 {@code warp}
 * (my side is Warp), 6 {@code patching} (my side is Patching), 7 {@code their-patching}, 8 {@code swap-available}.
 * The action mask is over the piece codes, then {@code switch} and {@code swap}.
 */
package spindle.games.warpandweft;
