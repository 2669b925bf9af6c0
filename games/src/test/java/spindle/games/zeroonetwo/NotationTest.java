package spindle.games.zeroonetwo;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static spindle.games.zeroonetwo.WeaveTest.GAME;
import static spindle.games.zeroonetwo.WeaveTest.opening;
import static spindle.games.zeroonetwo.WeaveTest.play;

import org.junit.jupiter.api.Test;
import spindle.engine.GameState;
import spindle.engine.NotationException;
import spindle.testkit.ConformanceSuite;

/** Notation: canonical text, case and spacing, bare holes where unambiguous, and helpful refusals. */
class NotationTest {

    @Test
    void inputIgnoresCaseAndSpacing() {
        GameState s = GameState.start(GAME, WeaveTest.variant("P1"));
        assertThat(s.format(s.parse("SETUP dn( 0 , 0 )"))).isEqualTo("setup DN(0,0)");
        assertThat(s.format(s.parse("dn(0,0)"))).isEqualTo("setup DN(0,0)");
        s = s.apply("setup DN(0,0)");
        assertThat(s.format(s.parse("  (0, 1) "))).as("a bare hole in the setup").isEqualTo("peg 0,1");
        assertThat(s.format(s.parse("Peg 0,1"))).isEqualTo("peg 0,1");
    }

    @Test
    void everyDecisionHasCanonicalText() {
        GameState s = opening();
        assertThat(s.legalMoves()).contains("place 1,1", "weave -1,0", "repo -1,3");
        assertThat(s.format(s.parse("jump -1,0"))).as("the first Jump reads weave").isEqualTo("weave -1,0");
        s = play(s, "weave -1,0");
        assertThat(s.format(s.parse("-1,3"))).as("a bare hole is the next Jump").isEqualTo("jump -1,3");
        s = play(s, "jump -1,3", "jump 0,0");
        assertThat(s.legalMoves()).containsExactly("self", "opp");
        s = play(s, "OPP");
        assertThat(s.legalMoves()).contains("build UP(1,0)", "build DN(0,-2)");
        s = play(s, "build UP(1,0)");
        assertThat(s.legalMoves()).contains("peg 6,2");
        assertThat(s.moves()).endsWith("weave -1,0", "jump -1,3", "jump 0,0", "opp", "build UP(1,0)");
    }

    @Test
    void repositionReadsRepoThenTo() {
        GameState s = play(opening(), "repo -1,3");
        assertThat(s.legalMoves()).contains("to 1,1").doesNotContain("to -1,3");
        assertThat(s.format(s.parse(">1,1"))).isEqualTo("to 1,1");
        s = s.apply("to 1,1");
        assertThat(s.toMove()).isEqualTo(1);
    }

    @Test
    void refusalsSayWhatIsExpected() {
        GameState s = opening();
        assertThatThrownBy(() -> s.parse("1,1")).isInstanceOf(NotationException.class)
                .hasMessageContaining("place 1,1, weave 1,1 or repo 1,1");
        assertThatThrownBy(() -> s.parse("place 99,0")).isInstanceOf(NotationException.class)
                .hasMessageContaining("no board of this game can reach hole 99,0");
        assertThatThrownBy(() -> s.parse("build XY(1,0)")).isInstanceOf(NotationException.class)
                .hasMessageContaining("super-cell");
        assertThatThrownBy(() -> s.parse("{#2+}")).isInstanceOf(NotationException.class)
                .hasMessageContaining("no thread side is asked for now");
        assertThatThrownBy(() -> s.parse("first=green")).isInstanceOf(NotationException.class)
                .hasMessageContaining("Blue or Red");
        assertThatThrownBy(() -> s.parse("fly 1,1")).isInstanceOf(NotationException.class)
                .hasMessageContaining("expected place q,r, repo q,r, weave q,r or pass");
    }

    @Test
    void sideTokensNameTheirThreadOrPeg() {
        GameState s = ConformanceSuite.play(GAME, WeaveTest.variant("P1"), "setup DN(0,0)", "peg 0,1",
                "setup DN(-2,0)", "peg 0,2", "place -4,3");
        assertThat(s.format(s.parse("+"))).isEqualTo("{#2+}");
        assertThat(s.format(s.parse("{ #2 - }"))).isEqualTo("{#2-}");
        assertThatThrownBy(() -> s.parse("{#1-}")).isInstanceOf(NotationException.class)
                .hasMessageContaining("thread #2");
        GameState j = ConformanceSuite.play(GAME, WeaveTest.variant("P1"), "setup DN(0,0)", "peg 0,1",
                "setup DN(-2,0)", "peg 0,2", "place 0,-1", "place 0,-3", "place 2,-2", "done", "weave 0,-3");
        assertThat(j.format(j.parse("[0,0+]"))).isEqualTo("[0,0+]");
        assertThat(j.format(j.parse("-"))).isEqualTo("[0,0-]");
        assertThatThrownBy(() -> j.parse("[1,1+]")).isInstanceOf(NotationException.class)
                .hasMessageContaining("peg on 0,0");
    }
}
