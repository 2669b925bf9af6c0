/**
 * Just Playing a Round (3Will solo, "3Will 3Up") by K. J. L. Percival: the single-player game of the 3Will series.
 *
 * <p>Rules in brief: four colour sets (R, G, B, Y) of six numbered stackable pieces start on the non-corner squares
 * of the four edges of an 8x8 torus (R south facing north, G west facing east, B north facing south, Y east facing
 * west). Each round throws five dice: an identifier per colour (which piece) and the white director (which way,
 * read through the colour's direction chart; a backward face lets the player pick one of three squares). The four
 * plays go in RGBY order. Five equal dice give an undirected free play (any piece, any direction), four equal
 * identifiers a directed one (any piece). A piece moving to an empty square takes its whole stack; onto an occupied
 * square it separates and lands on top, and a third piece ejects the lowest target piece to the bottom of the source
 * square. The normal game ends when a stack holds three (or four) different colours. The optional extended game
 * starts at 3 points and allows taller stacks that must keep all colours different: ejections repeat, ejected
 * pieces are injected at the source or ripple along the line beyond it, and new stable stacks of 3 or 4 score 3 or
 * 6, doubled when all numbers match. The player may retire at the end of a round (score 0 below 6 points).
 *
 * <p>Source: the published rules text "Just Playing a Round" (also at
 * sites.google.com/view/3will-3agent-3d/resources/solo-play-game); Figures 1 and 2 are missing there and are fixed
 * by the rulings of {@code docs/rules/just-playing-a-round.md}, the ground truth for every detail here.
 *
 * <p>Parameters: {@code setupCode} (0..720<sup>4</sup>-1, default 0) or {@code randomSetup=on} (four chance nodes
 * of 720 orders); {@code objective} permissive | strict; {@code extendedGroup} stable-only | always-group;
 * {@code directionLayout} clockwise | opposite-faces; {@code mode} solo | competition (a contender: own order of
 * plays, {@code bank} on free-play rounds, retirement at every round end). The competition's time bank, shared
 * throws and ranking live in {@code spindle.match.compete}.
 *
 * <p>Actions: five chance nodes per round (one die each, six outcomes), then plays {@code R3 NE} /
 * {@code R1 N group}, and the decisions {@code continue}, {@code stop}, {@code retire}, {@code bank}. Payoff: the
 * final extended-game score, or minus the rounds used when the player stops after meeting the normal objective.
 *
 * <p>Observation ({@code Game.observe}, layout in {@link spindle.engine.ObservationSpec}): 81 planes of 8 × 8, row y
 * and column x being square {@code y * 8 + x} (row 0 is rank 1, column 0 file a); one player, so no "theirs".
 * Board planes: 0-3 {@code count-R} .. {@code count-Y} (pieces of that colour in the stack / 6), 4-7
 * {@code top-R} .. {@code top-Y} (colour of the top piece), 8 {@code height} (stack height / 16), 9-32
 * {@code piece-R1} .. {@code piece-Y6} (1 on the square of that piece). Flags over the whole plane: 33-62 the
 * dice of the round one-hot, {@code die-R-1} .. {@code die-W-6} (all 0 for a die not yet thrown this round),
 * 63-66 {@code played-R} .. {@code played-Y}, 67-72 the phase ({@code setup}, {@code throw}, {@code play},
 * {@code won}, {@code round-end}, {@code finished}), 73-75 the throw kind ({@code normal}, {@code directed-free},
 * {@code undirected-free}; 0 while throwing), 76 {@code banked}, 77 {@code objective-met}, 78 {@code extended},
 * 79 {@code score} / 100, 80 {@code round} / 1000.
 */
package spindle.games.justplayingaround;
