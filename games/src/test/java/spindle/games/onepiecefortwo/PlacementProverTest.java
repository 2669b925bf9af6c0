package spindle.games.onepiecefortwo;

import static org.assertj.core.api.Assertions.assertThat;
import static spindle.games.onepiecefortwo.Scenarios.GAME;
import static spindle.games.onepiecefortwo.Scenarios.legal;
import static spindle.games.onepiecefortwo.Scenarios.randomQuietAction;
import static spindle.games.onepiecefortwo.Scenarios.variant;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import spindle.engine.Position;
import spindle.engine.Prover;
import spindle.engine.Variant;

/**
 * The placement prover against a search over the rules themselves ({@link Position#legalActions}, {@link
 * Position#play}) with the same horizon: the end of the placement phase and the first relocation.
 */
class PlacementProverTest {
    private static final List<Variant> VARIANTS = List.of(GAME.defaultVariant(), variant("board=7x6"),
            variant("board=8x8"), variant("gameEdge=left,starterColour=blue"));
    private static final long UNBOUNDED = Long.MAX_VALUE;

    /** Seeded positions with {@code box} pieces left: random moves that do not end the game. */
    private static List<Position> positions(int count, int box, long seed) {
        List<Position> out = new ArrayList<>();
        SplittableRandom random = new SplittableRandom(seed);
        for (int g = 0; out.size() < count; g++) {
            Position p = GAME.newGame(VARIANTS.get(g % VARIANTS.size()));
            while (!p.isOver() && !(OnePiecePosition.of(p).stage == OnePiecePosition.STAGE_MOVE
                    && OnePiecePosition.of(p).box == box)) {
                p.play(randomQuietAction(p, random));
            }
            if (!p.isOver()) {
                out.add(p);
            }
        }
        return out;
    }

    /**
     * The value for the player to move over {@code depth} more placements: 1 if it can force four in a row by then
     * (or by the first relocation), -1 if the opponent can, 0 otherwise. A win at once is always seen.
     */
    private static int reference(Position p, int depth) {
        int me = p.toMove();
        int[] legal = legal(p);
        for (int a : legal) {
            Position c = p.copy();
            c.play(a);
            if (c.isOver() && c.payoff(me) == 1) {
                return 1;
            }
        }
        if (OnePiecePosition.of(p).box == 0 || depth == 0) {
            return 0;
        }
        int best = -1;
        for (int a : legal) {
            Position c = p.copy();
            c.play(a);
            int v = c.isOver() ? (c.payoff(me) == 0 ? -1 : 0) : -reference(c, depth - 1);
            best = Math.max(best, v);
            if (best == 1) {
                break;
            }
        }
        return best;
    }

    private static int proved(PlacementProver prover, Position p) {
        return proved(prover, p, UNBOUNDED);
    }

    private static int proved(PlacementProver prover, Position p, long nodes) {
        return value(prover.prove(p, nodes), p);
    }

    /** 1 if the proof says the player to move wins, -1 if it loses, 0 if nothing was proven. */
    private static int value(Prover.Proof proof, Position p) {
        double[] payoffs = proof.payoffs();
        if (payoffs == null) {
            return 0;
        }
        assertThat(payoffs[0] + payoffs[1]).isEqualTo(1.0);
        return payoffs[p.toMove()] == 1 ? 1 : -1;
    }

    @Test
    void provesExactlyTheForcedResultsOfTheLastPlacements() {
        int[] seen = new int[3];
        for (int box = 0; box <= 2; box++) {
            for (Position p : positions(box == 0 ? 200 : 60, box, 100 + box)) {
                int expected = reference(p, box);
                assertThat(proved(new PlacementProver(), p)).as("box %d:%n%s", box, GAME.render(p))
                        .isEqualTo(expected);
                seen[expected + 1]++;
            }
        }
        // Every value occurs, so the comparison is not vacuous.
        assertThat(seen).doesNotContain(0);
    }

    @Test
    void aDeeperProofIsRightToo() {
        int decided = 0;
        for (Position p : positions(6, 3, 7)) {
            int expected = reference(p, 3);
            assertThat(proved(new PlacementProver(), p)).as(GAME.render(p)).isEqualTo(expected);
            decided += expected != 0 ? 1 : 0;
        }
        assertThat(decided).isPositive();
    }

    @Test
    void aProofOutOfBudgetIsNoProofAndTheTableKeepsWhatWasProved() {
        int proofs = 0;
        for (Position p : positions(40, 6, 11)) {
            PlacementProver prover = new PlacementProver();
            Prover.Proof first = prover.prove(p, UNBOUNDED);
            int full = value(first, p);
            int bounded = proved(new PlacementProver(), p, 50);
            // A bounded search proves nothing false: what it finds, the unbounded one finds too.
            assertThat(bounded == 0 || bounded == full).as(GAME.render(p)).isTrue();
            if (full != 0) {
                proofs++;
                // Asked again, the prover answers from its table at once.
                Prover.Proof again = prover.prove(p, UNBOUNDED);
                assertThat(value(again, p)).isEqualTo(full);
                assertThat(again.nodes()).isLessThanOrEqualTo(2);
            }
        }
        assertThat(proofs).isPositive();
    }

    @Test
    void theThreatOnlyAttackProvesNothingThatTheFullSearchDoesNotProve() {
        int proofs = 0;
        for (int box = 7; box <= 9; box++) {
            for (Position p : positions(15, box, 40 + box)) {
                int threatsOnly = proved(new PlacementProver(), p, 2_000_000);
                if (threatsOnly != 0) {
                    proofs++;
                    assertThat(proved(new PlacementProver(OnePiecePosition.PIECES), p)).as(GAME.render(p))
                            .isEqualTo(threatsOnly);
                }
            }
        }
        assertThat(proofs).isPositive();
    }

    @Test
    void earlyInThePlacementsOnlyTheCheapThreatSearchRuns() {
        // Far from the end, the search is threats-only: it runs out of lines long before its nodes, which tells the
        // caller that more nodes would not help.
        for (Position p : positions(20, 18, 17)) {
            Prover.Proof proof = new PlacementProver().prove(p, 1_000_000);
            assertThat(proof.nodes()).as(GAME.render(p)).isLessThan(100_000);
        }
        Prover.Proof opening = new PlacementProver().prove(positions(1, 20, 1).get(0), 1_000_000);
        assertThat(opening.proven()).isFalse();
        assertThat(opening.nodes()).isLessThan(1_000);
    }

    @Test
    void provesNothingWhereTheMoveCapEndsTheGameFirst() {
        SplittableRandom random = new SplittableRandom(3);
        for (int found = 0; found < 5; ) {
            // Random placements down to two pieces in the box, remembered so they can be replayed under a cap.
            Position p = GAME.newGame(GAME.defaultVariant());
            List<Integer> actions = new ArrayList<>();
            while (!p.isOver() && OnePiecePosition.of(p).box > 2) {
                int[] legal = legal(p);
                int pick = legal[random.nextInt(legal.length)];
                actions.add(pick);
                p.play(pick);
            }
            if (p.isOver() || proved(new PlacementProver(), p) == 0) {
                continue;
            }
            found++;
            int moves = OnePiecePosition.of(p).moves;
            Position capped = GAME.newGame(variant("moveCap=" + (moves + 2)));
            for (int a : actions) {
                capped.play(a);
            }
            // The cap ends the game before the last placement, inside the prover's horizon.
            assertThat(new PlacementProver().prove(capped, UNBOUNDED).proven()).isFalse();
            Position roomy = GAME.newGame(variant("moveCap=" + (moves + 3)));
            for (int a : actions) {
                roomy.play(a);
            }
            assertThat(new PlacementProver().prove(roomy, UNBOUNDED).proven()).isTrue();
        }
    }
}
