package spindle.games.zeroonetwo;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import spindle.engine.Notation;
import spindle.engine.Position;
import spindle.engine.Variant;

/** 0-1-2's moves in words: every decision random games meet is said in words, naming its player and its hole. */
class MoveWordsTest {
    private static final ZeroOneTwo GAME = new ZeroOneTwo();

    @Test
    void everyDecisionOfRandomGamesHasWordsThatNameItsHoleOrCell() {
        Variant v = GAME.defaultVariant();
        Notation notation = GAME.notation(v);
        Set<String> kinds = new HashSet<>();
        for (int seed = 0; seed < 20; seed++) {
            SplittableRandom random = new SplittableRandom(seed);
            Position p = GAME.newGame(v);
            int[] buffer = new int[p.maxActions()];
            for (int ply = 0; ply < 300 && !p.isOver(); ply++) {
                int a = p.toMove() == Position.CHANCE ? p.chance().sample(random) : p.randomAction(random, buffer);
                String text = notation.format(p, a);
                String words = GAME.inWords(p, a).orElseThrow(() -> new AssertionError("no words for " + text));
                String kind = text.split("[ =]")[0].replaceAll("\\d", "");
                kinds.add(kind);
                String place = text.replaceAll("^[a-z]+[ =]", "");
                if (text.matches("(place|peg|repo|to|weave|jump|setup|build|black=|from=).*")) {
                    assertThat(words).as(text).contains(place);
                }
                if (p.toMove() != Position.CHANCE) {
                    assertThat(words).as(text).containsAnyOf("Blue", "Red", "thread #", "the Jump");
                }
                p.play(a);
            }
        }
        assertThat(kinds).contains("setup", "place", "weave", "self", "opp");
    }

    @Test
    void sidesAreLeftForPlusAndRightForMinus() {
        assertThat(MoveWords.of("{#3+}", "Blue", "Red")).isEqualTo("thread #3 passes the peg just placed under it "
                + "on its left (+)");
        assertThat(MoveWords.of("[0,2-]", "Blue", "Red")).isEqualTo("the Jump passes the peg on 0,2 on its right (-)");
        assertThat(MoveWords.of("opp", "Blue", "Red")).isEqualTo("Blue chooses Opp: Red puts as many reserve "
                + "pegs back in its tray as Blue Jumped");
    }
}
