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
}
