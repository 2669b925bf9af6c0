package spindle.match.rating;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import spindle.match.rating.Glicko2.Rating;
import spindle.match.rating.Glicko2.Result;

class Glicko2Test {
    private final Glicko2 glicko = new Glicko2(0.5);

    /** Glickman, "Example of the Glicko-2 system", section "Example calculation". */
    @Test
    void matchesTheWorkedExampleOfGlickmansPaper() {
        Rating player = new Rating(1500, 200, 0.06);
        Rating after = glicko.update(player, List.of(
                new Result(new Rating(1400, 30, 0.06), 1),
                new Result(new Rating(1550, 100, 0.06), 0),
                new Result(new Rating(1700, 300, 0.06), 0)));
        assertEquals(1464.06, after.r(), 0.01);
        assertEquals(151.52, after.rd(), 0.01);
        assertEquals(0.05999, after.sigma(), 0.00001);
    }

    @Test
    void aPeriodWithoutGamesOnlyWidensTheDeviation() {
        Rating player = new Rating(1500, 200, 0.06);
        Rating after = glicko.update(player, List.of());
        assertEquals(1500, after.r());
        assertEquals(Math.sqrt(200 * 200 + Math.pow(0.06 * Glicko2.SCALE, 2)), after.rd(), 1e-9);
        assertEquals(after.rd(), Glicko2.idle(player, 1).rd(), 1e-9);
        assertEquals(Glicko2.MAX_RD, Glicko2.idle(player, 1e12).rd(), 1e-9);
        assertEquals(player, Glicko2.idle(player, 0));
    }

    /** Whoever they are, the winner of one game never loses rating and the loser never gains (fixed seed). */
    @Test
    void theWinnerOfAGameNeverDrops() {
        Random random = new Random(20261124);
        for (int i = 0; i < 20_000; i++) {
            Rating a = new Rating(100 + random.nextDouble() * 3000, 20 + random.nextDouble() * 330,
                    0.01 + random.nextDouble() * 0.2);
            Rating b = new Rating(100 + random.nextDouble() * 3000, 20 + random.nextDouble() * 330,
                    0.01 + random.nextDouble() * 0.2);
            Rating winner = glicko.update(a, List.of(new Result(b, 1)));
            Rating loser = glicko.update(b, List.of(new Result(a, 0)));
            assertTrue(winner.r() >= a.r(), () -> a + " beat " + b + " and became " + winner);
            assertTrue(loser.r() <= b.r(), () -> b + " lost to " + a + " and became " + loser);
            assertTrue(winner.rd() <= Glicko2.MAX_RD && loser.rd() > 0);
        }
    }

    @Test
    void aDrawMovesBothTowardsEachOther() {
        Rating strong = new Rating(1800, 80, 0.06);
        Rating weak = new Rating(1400, 80, 0.06);
        assertTrue(glicko.update(strong, List.of(new Result(weak, 0.5))).r() < 1800);
        assertTrue(glicko.update(weak, List.of(new Result(strong, 0.5))).r() > 1400);
        assertEquals(0.5, Glicko2.expected(strong, strong), 1e-12);
        assertTrue(Glicko2.expected(strong, weak) > 0.85);
    }
}
