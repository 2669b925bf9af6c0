package spindle.games.zeroonetwo;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import spindle.engine.GameState;
import spindle.engine.Notation;

/**
 * 0-1-2's move features ({@link ThreadFeatures}) on the opening of {@link WeaveTest}: what a third Jump crosses and
 * captures, and the threads over a hole a peg is put on. (That they are the same followed move by move and read from
 * scratch, in range and never twice, is the conformance suite's.)
 */
class ThreadFeaturesTest {

    /** Each legal move's notation with its features, sorted. */
    private static Map<String, int[]> teams(GameState s) {
        ZeroOneTwoPosition p = WeaveTest.pos(s);
        ThreadFeatures f = new ThreadFeatures(ThreadFeatures.NAME);
        f.reset(p);
        Notation notation = s.game().notation(s.variant());
        int[] actions = new int[p.maxActions()];
        int[] team = new int[f.maxPerMove()];
        Map<String, int[]> out = new HashMap<>();
        for (int i = 0, n = p.legalActions(actions); i < n; i++) {
            int k = f.features(p, actions[i], team);
            int[] sorted = Arrays.copyOf(team, k);
            Arrays.sort(sorted);
            out.put(notation.format(p, actions[i]), sorted);
        }
        return out;
    }

    /**
     * After "weave -1,0" (crossing nothing) and "jump -1,3" (crossing one thread), both third Jumps end on a black
     * peg and so take the capture in hand, and stopping passes it up; "jump 0,0" crosses two threads, one more than
     * the Jump before, and what "jump 4,-2" crosses waits for the side chosen at Red's peg 0,2.
     */
    @Test
    void aThirdJumpTakesTheCaptureInHandAndKnowsWhatItCrosses() {
        Map<String, int[]> teams = teams(WeaveTest.play(WeaveTest.opening(), "weave -1,0", "jump -1,3"));
        assertThat(teams.keySet()).containsExactlyInAnyOrder("jump 0,0", "jump 4,-2", "stop");
        int thirdToBlack = ThreadFeatures.JUMP + 3 * 2 + 2;
        assertThat(teams.get("jump 0,0")).contains(ThreadFeatures.HAND, thirdToBlack, ThreadFeatures.EXCESS)
                .doesNotContain(ThreadFeatures.HAND + 1);
        assertThat(teams.get("jump 4,-2")).contains(ThreadFeatures.HAND, thirdToBlack, ThreadFeatures.EXCESS + 3);
        assertThat(teams.get("stop")).contains(ThreadFeatures.HAND + 1).doesNotContain(ThreadFeatures.HAND);
    }

    /** Without a capture in hand no move has either capture feature. */
    @Test
    void noCaptureInHandNoCaptureFeature() {
        Map<String, int[]> teams = teams(WeaveTest.play(WeaveTest.opening(), "weave -1,0"));
        assertThat(teams).isNotEmpty();
        teams.forEach((move, team) -> assertThat(team).as(move)
                .doesNotContain(ThreadFeatures.HAND, ThreadFeatures.HAND + 1));
    }

    /**
     * Putting a peg: its team names the threads over the hole, what a Jump to it will cross (0, 1, 2, 3 or more).
     * A few turns into a seeded game some holes lie under threads and some do not.
     */
    @Test
    void aPegPutUnderThreadsSaysHowMany() {
        GameState s = WeaveTest.play(WeaveTest.opening(), "weave -1,0", "jump -1,3", "jump 0,0", "self",
                "build UP(1,-1)", "peg 6,-3", "[4,-2+]");
        ZeroOneTwoPosition p = WeaveTest.pos(s);
        Map<String, int[]> teams = teams(s);
        Geometry geo = p.rules.geo();
        boolean[] seen = new boolean[4];
        for (int h = 0; h < geo.holes; h++) {
            String put = "place " + geo.pq[h] + "," + geo.pr[h];
            if (teams.containsKey(put)) {
                int over = Math.min(3, p.board.over(h));
                seen[over] = true;
                assertThat(teams.get(put)).as(put).contains(ThreadFeatures.OVER + over);
            }
        }
        assertThat(seen[0]).as("a hole under no thread").isTrue();
        assertThat(seen[1] || seen[2] || seen[3]).as("a hole under a thread").isTrue();
    }
}
