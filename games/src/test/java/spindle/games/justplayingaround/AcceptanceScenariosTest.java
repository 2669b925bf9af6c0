package spindle.games.justplayingaround;

import static org.assertj.core.api.Assertions.assertThat;
import static spindle.games.justplayingaround.Arrange.legalMoves;
import static spindle.games.justplayingaround.Arrange.play;
import static spindle.games.justplayingaround.Arrange.stack;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import spindle.engine.GameState;
import spindle.engine.Position;
import spindle.engine.Variant;
import spindle.testkit.ConformanceSuite;
import java.util.SplittableRandom;

/** Every acceptance scenario of docs/rules/just-playing-a-round.md, one test each, numbered as there. */
class AcceptanceScenariosTest {
    private static final JustPlayingARound GAME = Arrange.GAME;

    private static RoundPosition setup(long code) {
        return GAME.newGame(Variant.parse(GAME, "setupCode=" + code));
    }

    /** The numbers of a colour on its home squares in its left-to-right order, e.g. "213456". */
    private static String homeRow(RoundPosition p, int colour) {
        StringBuilder s = new StringBuilder();
        for (int i = 0; i < 6; i++) {
            int sq = SetupCode.homeSquare(colour, i);
            assertThat(p.board.height(sq)).isEqualTo(1);
            int piece = p.board.piece(sq, 0);
            assertThat(Geometry.colourOf(piece)).isEqualTo(colour);
            s.append(Geometry.numberOf(piece));
        }
        return s.toString();
    }

    @Test
    void scenario01SetupCountAndCodes() {
        assertThat(SetupCode.COUNT).isEqualTo(268_738_560_000L);
        String[] diagram = {
            "8 . B6 B5 B4 B3 B2 B1 .", "7 G1 . . . . . . Y6", "6 G2 . . . . . . Y5", "5 G3 . . . . . . Y4",
            "4 G4 . . . . . . Y3", "3 G5 . . . . . . Y2", "2 G6 . . . . . . Y1", "1 . R1 R2 R3 R4 R5 R6 ."};
        List<String> rows = new ArrayList<>();
        for (String line : GAME.render(setup(0)).split("\n")) {
            if (line.matches("[1-8] .*")) {
                rows.add(line.trim().replaceAll("\\s+", " "));
            }
        }
        assertThat(rows).containsExactly(diagram);
        RoundPosition standard = setup(0);
        RoundPosition c120 = setup(120);
        assertThat(stack(c120, "b1")).isEqualTo("[R2]");
        assertThat(stack(c120, "c1")).isEqualTo("[R1]");
        for (int sq = 0; sq < 64; sq++) {
            String name = Geometry.squareName(sq);
            if (!name.equals("b1") && !name.equals("c1")) {
                assertThat(stack(c120, name)).as(name).isEqualTo(stack(standard, name));
            }
        }
        assertThat(homeRow(setup(719), 0)).isEqualTo("654321");
        assertThat(stack(setup(719), "b1")).isEqualTo("[R6]");
        assertThat(stack(setup(719), "g1")).isEqualTo("[R1]");
        RoundPosition last = setup(268_738_559_999L);
        for (int c = 0; c < 4; c++) {
            assertThat(homeRow(last, c)).isEqualTo("654321");
        }
        for (int rank = 0; rank < 720; rank++) {
            assertThat(SetupCode.rank(SetupCode.permutation(rank))).isEqualTo(rank);
        }
        SplittableRandom random = new SplittableRandom(3);
        for (int i = 0; i < 200; i++) {
            long code = random.nextLong(SetupCode.COUNT);
            RoundPosition p = setup(code);
            int[] ranks = new int[4];
            for (int c = 0; c < 4; c++) {
                ranks[c] = SetupCode.rank(homeRow(p, c).chars().map(ch -> ch - '0').toArray());
            }
            assertThat(SetupCode.encode(ranks[0], ranks[1], ranks[2], ranks[3])).isEqualTo(code);
        }
    }

    @Test
    void scenario02WrapBackwardChoice() {
        GameState s = ConformanceSuite.play(GAME, GAME.defaultVariant(), "R1", "G1", "B1", "Y2", "W4");
        assertThat(s.legalMoves()).containsExactlyInAnyOrder("R1 SW", "R1 S", "R1 SE");
        assertThat(s.format(s.parse("R1 a8"))).isEqualTo("R1 SW");
        assertThat(s.format(s.parse("R1 b8"))).isEqualTo("R1 S");
        assertThat(s.format(s.parse("R1 c8"))).isEqualTo("R1 SE");
        assertThat(s.format(s.parse("r1 back-left"))).isEqualTo("R1 SW");
    }

    @Test
    void scenario03WrapOtherEdges() {
        RoundPosition y = Arrange.position("", "a5:Y1 h5:", "R2 G3 B4 Y1 W1", 'Y');
        assertThat(legalMoves(y)).containsExactly("Y1 W");
        assertThat(stack(play(y, "Y1 W"), "h5")).isEqualTo("[Y1]");
        RoundPosition g = Arrange.position("", "h3:G1 a3:", "R2 G1 B4 Y5 W1", 'G');
        assertThat(stack(play(g, "G1 E"), "a3")).isEqualTo("[G1]");
        RoundPosition r = Arrange.position("", "h8:R1 a1:", "R1 G3 B4 Y5 W2", 'R');
        assertThat(stack(play(r, "R1 NE"), "a1")).isEqualTo("[R1]");
    }

    @Test
    void scenario04Chart() {
        DirectionChart chart = DirectionChart.CLOCKWISE;
        assertThat(chart.directions(1, 2)).isEqualTo(1 << 3); // G 2 -> SE
        assertThat(chart.directions(2, 6)).isEqualTo(1 << 3); // B 6 -> SE
        assertThat(chart.directions(3, 3)).isEqualTo(1 << 0); // Y 3 -> N
        assertThat(chart.directions(2, 4)).isEqualTo(1 << 1 | 1 << 0 | 1 << 7); // B 4 -> NE, N, NW
    }

    @Test
    void scenario05ThrowClasses() {
        assertThat(ThrowKind.of(3, 3, 3, 3, 3)).isEqualTo(ThrowKind.UNDIRECTED_FREE);
        assertThat(ThrowKind.of(3, 3, 3, 3, 5)).isEqualTo(ThrowKind.DIRECTED_FREE);
        assertThat(ThrowKind.of(3, 3, 3, 4, 3)).isEqualTo(ThrowKind.NORMAL);
        int[] counts = new int[3];
        for (int t = 0; t < 7776; t++) {
            int[] d = new int[5];
            for (int i = 0, v = t; i < 5; i++, v /= 6) {
                d[i] = v % 6 + 1;
            }
            counts[ThrowKind.of(d[0], d[1], d[2], d[3], d[4]).ordinal()]++;
        }
        assertThat(counts).containsExactly(7740, 30, 6);
        GameState undirected = ConformanceSuite.play(GAME, GAME.defaultVariant(), "R3", "G3", "B3", "Y3", "W3");
        assertThat(((RoundPosition) undirected.view()).throwKind()).isEqualTo(ThrowKind.UNDIRECTED_FREE);
        assertThat(undirected.legalMoves()).hasSize(6 * 8).contains("R6 NW", "R1 S");
        GameState directed = ConformanceSuite.play(GAME, GAME.defaultVariant(), "R3", "G3", "B3", "Y3", "W5");
        assertThat(directed.legalMoves()).containsExactly("R1 W", "R2 W", "R3 W", "R4 W", "R5 W", "R6 W");
    }

    @Test
    void scenario06WholeStackToAnEmptySquare() {
        RoundPosition p = Arrange.position("", "b2:R1,G2 b3:", "R1 G3 B4 Y5 W1", 'R');
        play(p, "R1 N");
        assertThat(stack(p, "b3")).isEqualTo("[R1, G2]");
        assertThat(stack(p, "b2")).isEqualTo("[]");
    }

    @Test
    void scenario07NormalStackLimit() {
        RoundPosition p = Arrange.position("", "c3:R2 c4:R5,G1", "R2 G1 B1 Y1 W1", 'R');
        play(p, "R2 N");
        assertThat(stack(p, "c3")).isEqualTo("[R5]");
        assertThat(stack(p, "c4")).isEqualTo("[G1, R2]");
        assertThat(p.objectiveMet()).isFalse();
        assertThat(legalMoves(p)).allMatch(m -> m.startsWith("G1"));
    }

    @Test
    void scenario08PermissiveWinAndStrict() {
        RoundPosition p = Arrange.position("", "e5:B3 e4:R1,G6", "R1 G1 B3 Y1 W1", 'B');
        play(p, "B3 S");
        assertThat(stack(p, "e4")).isEqualTo("[R1, G6, B3]");
        assertThat(p.objectiveMet()).isTrue();
        assertThat(legalMoves(p)).containsExactly("continue", "stop");
        RoundPosition strict = Arrange.position("objective=strict", "e5:B3 e4:R1,G6", "R1 G1 B3 Y1 W1", 'B');
        play(strict, "B3 S");
        assertThat(stack(strict, "e5")).isEqualTo("[R1]");
        assertThat(stack(strict, "e4")).isEqualTo("[G6, B3]");
        assertThat(strict.objectiveMet()).isFalse();
    }

    @Test
    void scenario09GroupException() {
        RoundPosition group = Arrange.position("", "b2:R1,G2 b3:Y5", "R1 G3 B4 Y5 W1", 'R');
        assertThat(legalMoves(group)).containsExactlyInAnyOrder("R1 N", "R1 N group");
        play(group, "R1 N group");
        assertThat(stack(group, "b3")).isEqualTo("[Y5, R1, G2]");
        assertThat(group.objectiveMet()).isTrue();
        RoundPosition single = Arrange.position("", "b2:R1,G2 b3:Y5", "R1 G3 B4 Y5 W1", 'R');
        play(single, "R1 N");
        assertThat(stack(single, "b3")).isEqualTo("[Y5, R1]");
        assertThat(stack(single, "b2")).isEqualTo("[G2]");
        assertThat(single.objectiveMet()).isFalse();
        RoundPosition red = Arrange.position("", "b2:R1,G2 b3:R4", "R1 G3 B4 Y5 W1", 'R');
        assertThat(red.isLegal(GAME.notation(null).parse(red, "R1 N group"))).isFalse();
        play(red, "R1 N");
        assertThat(stack(red, "b3")).isEqualTo("[R4, R1]");
        assertThat(stack(red, "b2")).isEqualTo("[G2]");
    }

    @Test
    void scenario10MidRoundEnd() {
        RoundPosition stop = Arrange.position("", "b4:G3 c4:R1,B2", "R5 G3 B4 Y2 W1", 'G');
        play(stop, "G3 E");
        assertThat(stop.objectiveMet()).isTrue();
        play(stop, "stop");
        assertThat(stop.isOver()).isTrue();
        assertThat(stop.hasPlayed(2)).isFalse();
        assertThat(stop.hasPlayed(3)).isFalse();
        assertThat(stop.payoff(0)).isEqualTo(-1.0);

        RoundPosition go = Arrange.position("", "b4:G3 c4:R1,B2", "R5 G3 B4 Y2 W1", 'G');
        play(go, "G3 E");
        play(go, "continue");
        assertThat(go.extended()).isTrue();
        assertThat(go.score()).isEqualTo(3);
        assertThat(BoardText.throwText(go)).isEqualTo("R5 G3 B4 Y2 W1");
        assertThat(legalMoves(go)).allMatch(m -> m.startsWith("B4 S"));
        play(go, "B4 S");
        assertThat(legalMoves(go)).allMatch(m -> m.startsWith("Y2 W"));
        play(go, legalMoves(go).get(0));
        assertThat(legalMoves(go)).containsExactly("continue", "retire");
    }

    @Test
    void scenario11ExtendedMultipleEjectionAndRipple() {
        RoundPosition p = Arrange.extended("", "d5:G2,R5,Y1 d4:R3,Y4 d3:R6 d2:", "R1 G1 B1 Y4 W3", 'Y', 3);
        assertThat(legalMoves(p)).containsExactly("Y4 N");
        play(p, "Y4 N");
        assertThat(stack(p, "d5")).isEqualTo("[Y4]");
        assertThat(stack(p, "d4")).isEqualTo("[Y1, G2, R3]");
        assertThat(stack(p, "d3")).isEqualTo("[R6]");
        assertThat(stack(p, "d2")).isEqualTo("[R5]");
        assertThat(p.score()).isEqualTo(6);
    }

    @Test
    void scenario12Scoring() {
        RoundPosition same = Arrange.extended("", "e6:B4 e5:R4,G4", "R1 G1 B4 Y1 W1", 'B', 3);
        play(same, "B4 S");
        assertThat(stack(same, "e5")).isEqualTo("[R4, G4, B4]");
        assertThat(same.score()).isEqualTo(3 + 6);
        RoundPosition mixed = Arrange.extended("", "e6:B4 e5:R4,G1", "R1 G1 B4 Y1 W1", 'B', 3);
        play(mixed, "B4 S");
        assertThat(mixed.score()).isEqualTo(3 + 3);
        RoundPosition four = Arrange.extended("", "e6:Y3 e5:R4,G1,B2", "R1 G1 B1 Y3 W5", 'Y', 3);
        play(four, "Y3 S");
        assertThat(stack(four, "e5")).isEqualTo("[R4, G1, B2, Y3]");
        assertThat(four.score()).isEqualTo(3 + 6);
        RoundPosition moved = Arrange.extended("", "e5:R4,G1,B2 f5:", "R2 G1 B3 Y4 W1", 'G', 3);
        play(moved, "G1 E");
        assertThat(stack(moved, "f5")).isEqualTo("[R4, G1, B2]");
        assertThat(moved.score()).isEqualTo(3);
    }

    @Test
    void scenario13Retirement() {
        for (int[] scoreAndFinal : new int[][] {{3, 0}, {6, 6}}) {
            RoundPosition p = Arrange.extended("", "a1:R1", "R2 G3 B4 Y1 W1", 'Y', scoreAndFinal[0]);
            play(p, legalMoves(p).get(0));
            assertThat(legalMoves(p)).containsExactly("continue", "retire");
            play(p, "retire");
            assertThat(p.isOver()).isTrue();
            assertThat(p.payoff(0)).isEqualTo(scoreAndFinal[1]);
        }
    }

    @Test
    void scenario14TimeBankDepositIsAGameDecision() {
        // The seconds are kept by spindle.match.compete; the game offers the deposit and then plays as normal.
        Variant competition = Variant.parse(GAME, "mode=competition");
        GameState s = ConformanceSuite.play(GAME, competition, "R3", "G3", "B3", "Y3", "W5");
        assertThat(s.legalMoves()).contains("bank", "R1 W", "R6 W", "G1 N", "Y6 S");
        s = s.apply("bank");
        RoundPosition p = (RoundPosition) s.view();
        assertThat(p.banked()).isTrue();
        assertThat(ThrowKind.DIRECTED_FREE.depositSeconds(20, 10)).isEqualTo(10);
        assertThat(ThrowKind.UNDIRECTED_FREE.depositSeconds(20, 10)).isEqualTo(20);
        assertThat(s.legalMoves()).containsExactlyInAnyOrder("R3 W", "G3 N", "B3 E", "Y3 S");
        GameState normal = ConformanceSuite.play(GAME, competition, "R3", "G3", "B3", "Y4", "W5");
        assertThat(normal.legalMoves()).doesNotContain("bank");
        Position afterPlay = s.apply("Y3 S").view();
        assertThat(afterPlay.isLegal(GAME.notation(competition).parse(afterPlay, "bank"))).isFalse();
    }
}
