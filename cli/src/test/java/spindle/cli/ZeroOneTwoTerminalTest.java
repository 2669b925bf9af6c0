package spindle.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** 0-1-2 at the terminal: a refused move says which rule of docs/rules/zero-one-two.md refuses it. */
class ZeroOneTwoTerminalTest {

    @Test
    void aMoveOfTheWrongKindNamesTheRuleAndWhatItAsksFor() {
        CliTest.Run r = CliTest.run("place 0,0\nquit\n", "play", "zero-one-two", "--vs", "random", "--seed", "3");
        assertThat(r.out()).contains("Not played: place 0,0 is not legal now: the rules do not allow that here: "
                + "expected setup and a Delta slot, e.g. setup DN(0,0) (rules section 5, Setup)");
    }

    @Test
    void aSetupPegOnTheBlackPegsHoleNamesTheSetupRule() {
        CliTest.Run r = CliTest.run("setup DN(0,0)\npeg 0,0\nquit\n", "play", "zero-one-two", "--vs", "random",
                "--seed", "3");
        assertThat(r.out()).contains("Not played: peg 0,0 is not legal now: ").contains("(rules section 5, Setup)");
    }

    @Test
    void helpShowsAnExampleOfEachDecisionAndExplainsThePrompts() {
        CliTest.Run r = CliTest.run("help\nquit\n", "play", "zero-one-two", "--vs", "random", "--seed", "3");
        assertThat(r.out()).contains("an example of each", "setup DN(0,0)", "place 1,0", "weave 1,0", "build UP(1,0)")
                .contains("self / opp        Supplying after a Weave of N Jumps: self makes N pegs of your tray")
                .contains("opp makes your opponent put N reserve pegs back in the tray")
                .contains("{#3+} / {#3-}     a peg was placed under thread #3: + the thread passes it on its left")
                .contains("[0,2+] / [0,2-]   your Jump passes exactly over the peg on 0,2");
    }

    @Test
    void theAgentsMovesAreSaidInWordsNextToTheNotation() {
        CliTest.Run r = CliTest.run("quit\n", "play", "zero-one-two", "--vs", "random", "--seat", "2", "--seed", "3");
        assertThat(r.out()).containsPattern("chance: first=(Blue|Red) \\((Blue|Red) sets up first\\)")
                .containsPattern("Blue \\(random\\) plays setup (UP|DN)\\(-?\\d+,-?\\d+\\) \\(Blue puts its Delta on slot ");
    }

    @Test
    void otherGamesHelpHasNoGuideAndTheirMovesNoWords() {
        CliTest.Run r = CliTest.run("help\nquit\n", "play", "warp-and-weft", "--size", "2", "--vs", "random",
                "--seat", "2", "--seed", "3");
        assertThat(r.out()).doesNotContain("an example of each").containsPattern("Player 1 \\(random\\) plays \\S+\\R");
    }
}
