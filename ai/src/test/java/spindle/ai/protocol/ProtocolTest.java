package spindle.ai.protocol;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import spindle.ai.protocol.Message.EngineId;
import spindle.ai.protocol.Message.Failure;
import spindle.ai.protocol.Message.Go;
import spindle.ai.protocol.Message.Hello;
import spindle.ai.protocol.Message.Info;
import spindle.ai.protocol.Message.Move;
import spindle.ai.protocol.Message.NewGame;
import spindle.ai.protocol.Message.Ok;
import spindle.ai.protocol.Message.Quit;
import spindle.ai.protocol.Message.Result;
import spindle.ai.protocol.Message.SetPosition;
import spindle.engine.Game;
import spindle.engine.GameState;
import spindle.engine.Games;

class ProtocolTest {

    @Test
    void everyMessageReadsBackAsPrinted() {
        List<Message> all = List.of(new Hello(1), new EngineId(1, "spindle mcts:hard"),
                new NewGame("zero-one-two", "size=4,swap=on"), new NewGame("warp-and-weft", ""),
                new SetPosition(List.of()), new SetPosition(List.of("first=Red", "peg 0,1", "jump -1,2")),
                new SetPosition("ooo 2 take 7", List.of()), new SetPosition("r.b/... w 3", List.of("a1", "b 2")),
                new Go(500, 2, -7, List.of("C13", "switch")), new Go(100, 0, 0, List.of()),
                new Move("G5 NW group"), new Result(List.of(1.0, 0.0), "forfeit: engine timed out"),
                new Result(List.of(-12.5), "stop"), new Ok(), new Failure("no game yet"), new Info("depth 3"),
                new Quit());
        for (Message m : all) {
            assertThat(Protocol.parse(Protocol.format(m))).as(Protocol.format(m)).isEqualTo(m);
        }
        assertThat(Protocol.format(new Go(500, 2, 9, List.of("peg 0,1", "swap"))))
                .isEqualTo("go millis 500 seat 2 seed 9 legal peg 0,1;swap");
        assertThat(Protocol.format(new Result(List.of(1.0, 0.0), "connection"))).isEqualTo("result 1,0 connection");
        assertThat(Protocol.format(new SetPosition("r.b/... w 3", List.of("a1", "b 2"))))
                .isEqualTo("position text r.b/... w 3;a1;b 2");
    }

    @Test
    void goFieldsComeInAnyOrderAndUnknownOnesAreSkipped() {
        assertThat(Protocol.parse("go seed 3 depth 9 millis 250 legal a ; b"))
                .isEqualTo(new Go(250, 0, 3, List.of("a", "b")));
    }

    @Test
    void malformedLinesSayWhatWasExpected() {
        assertThatThrownBy(() -> Protocol.parse("hello there")).isInstanceOf(ProtocolException.class)
                .hasMessageContaining("not a message");
        assertThatThrownBy(() -> Protocol.parse("go seat 1")).hasMessageContaining("go millis <n>");
        assertThatThrownBy(() -> Protocol.parse("protocol one")).hasMessageContaining("whole number");
        assertThatThrownBy(() -> Protocol.parse("move")).hasMessageContaining("needs a move");
        assertThatThrownBy(() -> Protocol.parse("position a;;b")).hasMessageContaining("empty move");
        assertThatThrownBy(() -> Protocol.parse("position text")).hasMessageContaining("needs a position text");
        assertThatThrownBy(() -> Protocol.parse("position text ;a1")).hasMessageContaining("needs a position text");
        assertThatThrownBy(() -> Protocol.parse("result win")).hasMessageContaining("payoffs");
    }

    /** Lists of moves are joined by the separator, so no notation may use it: random games of every game. */
    @Test
    void noMoveOfAnyGameContainsTheSeparator() {
        for (Game game : Games.all()) {
            SplittableRandom random = new SplittableRandom(5);
            for (int g = 0; g < 3; g++) {
                GameState s = GameState.start(game);
                for (int ply = 0; !s.isOver() && ply < 400; ply++) {
                    assertThat(s.legalMoves()).noneMatch(m -> m.contains(Protocol.SEPARATOR) || m.isBlank());
                    int[] legal = s.legalActions();
                    s = s.apply(s.isChance() ? s.view().chance().sample(random) : legal[random.nextInt(legal.length)]);
                }
            }
        }
    }
}
