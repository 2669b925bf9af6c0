package spindle.games.warpandweft;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import spindle.engine.GameState;
import spindle.engine.Notation;
import spindle.engine.Position;
import spindle.engine.Variant;

/**
 * Golden playthroughs: fixed seeded random games whose every move and result are pinned. A change here means the
 * rules, the action order or the random draw changed; say why in the commit.
 */
class WarpAndWeftGoldenTest {
    private static final WarpAndWeft GAME = new WarpAndWeft();

    @Test
    void defaultVariantSeed2026() {
        String record = "A11 E9 I7 A13 G9 switch K5 switch M11 G3 M3 C7 G1 M1 C1 A9 E3 K11 G13 E13 I3 A1 O1 G11 K1 E1 "
                + "E15 I13 M15 G15 E7 G7 I15 I9 A3 I1 C13 I5 C9 O7 switch K15 L4 A5 F6 O11 B10 C3 H4 O3 H2 switch N4 "
                + "D6 J14 F8 B12 J4 D12 J10 D2 D8 N14 H12 F10 J6 F4 B2 F12 switch J2 K3 H8 M13 B8 O15 L2 K7 F2 switch "
                + "N2 B6 F14 switch B14 M5 switch M9 E11 switch K13 N6 O9 L14 K9 L10 switch D4 switch H14 G5 L12 "
                + "switch J12 N8 H6 J8 L8 N10 D10 L6 switch D14 C15 switch E5 A15 C11 M7 switch O13 H10 switch N12";
        GameState end = assertGolden(GAME.defaultVariant(), record);
        assertThat(end.payoffs()).containsExactly(0.0, 1.0);
        assertThat(end.render())
                .contains("12    | X | X | X | X | X | X | X | O |   | O | X | O | X | O | X |     12")
                .contains(" 7    |   | O   O   O | X | O   O   O | X | O   O   O | X | O   O   O | 7")
                .contains("Weft (Player 2) wins by connecting left and right");
    }

    @Test
    void patchPrimarySize2Seed2026() {
        String record = "F2 D2 F6 F4 B6 D4 B2 B4 D6 switch switch switch G1 switch A7 A5 E7 E1 G5 C3 E3 E5 C5 switch "
                + "C1 switch A3 G3";
        GameState end = assertGolden(Variant.parse(GAME, "size=2,primary=patch"), record);
        assertThat(end.payoffs()).containsExactly(0.0, 1.0);
        assertThat(end.render()).contains(" 5| O   O   O | X | O   O   O | X |     5")
                .contains(" 1|           | X | O   O   O | X |     1");
    }

    /** Plays the seeded random game, checks it matches the record, and replays the record through GameState. */
    private static GameState assertGolden(Variant variant, String record) {
        Position p = GAME.newGame(variant);
        Notation notation = GAME.notation(variant);
        SplittableRandom random = new SplittableRandom(2026);
        int[] scratch = new int[p.maxActions()];
        List<String> moves = new ArrayList<>();
        while (!p.isOver()) {
            int action = p.randomAction(random, scratch);
            moves.add(notation.format(p, action));
            p.play(action);
        }
        assertThat(String.join(" ", moves)).isEqualTo(record);
        GameState replayed = GameState.replay(GAME, variant, List.of(record.split(" ")));
        assertThat(replayed.isOver()).isTrue();
        assertThat(replayed.view().hash()).isEqualTo(p.hash());
        return replayed;
    }
}
