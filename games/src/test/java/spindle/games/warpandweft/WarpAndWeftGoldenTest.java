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
        String record = "E7 O7 C5 I13 K5 E1 O13 switch E3 J14 K1 N6 K13 F2 C13 D2 M7 J12 G13 switch O5 E13 switch E9 J2 "
                + "G7 D14 switch F8 D12 L2 F6 F14 switch N4 I1 L4 switch D4 N8 F4 H12 switch switch I7 A5 A15 switch M11 "
                + "D8 A3 D10 G5 B6 E11 B4 M3 H14 G9 H8 I15 H2 switch F10 J8 switch H4 M1 N2 K3 H10 A13 D6 M9 J6 G15 B2 "
                + "G11 B12 C11 L12 O3 N10 O11 switch switch G1 B14 A11 J4 C1 L10 I3 B10 C9 L8 K9 F12 M15 H6 A7 switch O9 "
                + "G3 I11 A1 switch M5 J10 I9 L14 I5 B8 C3 L6 K11 N14 K15 N12 switch switch switch switch A9";
        GameState end = assertGolden(GAME.defaultVariant(), record);
        assertThat(end.payoffs()).containsExactly(0.0, 1.0);
        assertThat(GAME.endReason(end.view())).isEqualTo("connection");
        assertThat(end.render())
                .contains("12    | X | X | X | O | X | O | X | O | X | O | X | X | X | X | X |     12")
                .contains(" 7    | X |           | X | O   O   O | X |           | X | O   O   O | 7")
                .contains("Weft (Player 2) wins by connecting left and right");
    }

    @Test
    void patchPrimarySize2Seed2026EndsWithNoValidPlay() {
        String record = "D4 F4 F2 F6 D2 B2 switch switch C1 switch G1 B6 switch B4 switch D6 C5 switch switch switch "
                + "switch switch switch E5 switch A5 switch switch switch switch E3 A1";
        GameState end = assertGolden(Variant.parse(GAME, "size=2,primary=patch"), record);
        assertThat(end.payoffs()).containsExactly(0.0, 1.0);
        assertThat(GAME.endReason(end.view())).isEqualTo("no-valid-play");
        assertThat(end.render()).contains(" 2    |   | O | X | X | X | X | X |     2")
                .contains("Weft (Player 2) wins: Warp has no valid play");
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
