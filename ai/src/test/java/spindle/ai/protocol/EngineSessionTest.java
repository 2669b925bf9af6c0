package spindle.ai.protocol;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.StringReader;
import java.io.StringWriter;
import java.util.List;
import org.junit.jupiter.api.Test;
import spindle.engine.Game;
import spindle.engine.GameState;
import spindle.engine.Games;
import spindle.engine.Variant;
import spindle.engine.VariantException;

/** The engine side of the protocol, driven line by line as {@code spindle engine} is. */
class EngineSessionTest {

    @Test
    void answersAWholeConversation() throws IOException {
        Game game = Games.byId("warp-and-weft");
        Variant variant = Variant.parse(game, "size=4");
        GameState s = GameState.start(game, variant);
        String a = s.legalMoves().get(0);
        s = s.apply(a);
        List<String> out = talk("warp-and-weft", "random", "protocol 1", "", "game warp-and-weft size=4",
                "position " + a, "go millis 200 seat 2 seed 5", "result 1,0 connection", "quit", "protocol 1");
        assertThat(out).hasSize(5); // nothing after quit
        assertThat(out.get(0)).isEqualTo("engine 1 spindle random");
        assertThat(out.subList(1, 3)).containsOnly("ok");
        assertThat(out.get(3)).startsWith("move ");
        String move = out.get(3).substring("move ".length());
        assertThat(s.legalMoves()).contains(move);
        assertThat(out.get(4)).isEqualTo("ok");
        assertThat(talk("warp-and-weft", "random", "game warp-and-weft size=4", "position " + a,
                "go millis 200 seat 2 seed 5")).last().as("the seed decides").isEqualTo("move " + move);
    }

    @Test
    void hintsAsTheTerminalAndTheServerDo() throws IOException {
        List<String> out = talk("warp-and-weft", "random", "game warp-and-weft size=2,swap=off", "position",
                "hint millis 200", "hint");
        assertThat(out.get(2)).matches("advice [A-G]\\d;Warp \\(you, Player 1\\) wins in 19");
        assertThat(out.get(3)).startsWith("error 'hint' needs a time budget");
        assertThat(Protocol.parse(out.get(2))).isInstanceOf(Message.Advise.class);
    }

    /**
     * The heaviest variant of each game, at its first decision: {@code hint millis M} and a move of {@code go millis
     * M} (the search of AI seats with {@code --think-ms M}) each end within 1.2 M + 0.5 s.
     */
    @Test
    void aHintAndAMoveEndWithinTheirTimeOnTheHeaviestVariantOfEachGame() throws IOException {
        String[][] heaviest = {{"warp-and-weft", "size=6"}, {"zero-one-two", "n=12"},
            {"one-piece-for-two", "board=26x26"}, {"just-playing-a-round", "objective=strict"}};
        long millis = 500;
        for (String[] g : heaviest) {
            Game game = Games.byId(g[0]);
            GameState s = GameState.start(game, Variant.parse(game, g[1]));
            List<String> throwsFirst = new java.util.ArrayList<>();
            while (s.isChance()) {
                throwsFirst.add(s.legalMoves().get(0));
                s = s.apply(throwsFirst.get(throwsFirst.size() - 1));
            }
            String position = "position" + (throwsFirst.isEmpty() ? "" : " " + String.join(Protocol.SEPARATOR,
                    throwsFirst));
            for (String ask : List.of("hint millis " + millis, "go millis " + millis + " seat " + (s.toMove() + 1))) {
                long began = System.nanoTime();
                List<String> out = talk(g[0], "mcts:hard", "game " + g[0] + " " + g[1], position, ask);
                long took = (System.nanoTime() - began) / 1_000_000;
                assertThat(out.get(2)).as(g[0] + ": " + ask).startsWith(ask.startsWith("hint") ? "advice " : "move ");
                assertThat(took).as("%s %s: %s took %d ms", g[0], g[1], ask, took).isLessThan(millis * 12 / 10 + 500);
            }
        }
    }

    @Test
    void refusesWhatItCannotDoAndGoesOn() throws IOException {
        List<String> out = talk("zero-one-two", "mcts:200it", "protocol 2", "go millis 100", "game warp-and-weft",
                "position", "game zero-one-two", "hello", "position", "go millis 100",
                "position nonsense", "engine 1 me", "game zero-one-two size=99", "protocol 1");
        assertThat(out.get(0)).isEqualTo("error protocol 2 is not spoken here; this engine speaks protocol 1");
        assertThat(out.get(1)).startsWith("error no game yet");
        assertThat(out.get(2)).startsWith("error this engine plays zero-one-two only");
        assertThat(out.get(3)).startsWith("error no game yet");
        assertThat(out.get(4)).isEqualTo("ok");
        assertThat(out.get(5)).startsWith("error 'hello' is not a message");
        assertThat(out.get(6)).isEqualTo("ok");
        assertThat(out.get(7)).startsWith("error a chance outcome is due"); // who starts 0-1-2 is drawn
        assertThat(out.get(8)).startsWith("error ply 1 'nonsense'");
        assertThat(out.get(9)).startsWith("error 'engine' is what an engine sends");
        assertThat(out.get(10)).startsWith("error ").contains("size");
        assertThat(out.get(11)).isEqualTo("engine 1 spindle mcts:200it");
    }

    @Test
    void checksTheSeatAndTheAgentSpec() throws IOException {
        assertThat(talk("warp-and-weft", "random", "game warp-and-weft", "position", "go millis 100 seat 2"))
                .last().isEqualTo("error seat 2 is not to move; seat 1 is");
        assertThatThrownBy(() -> new EngineSession(Games.byId("warp-and-weft"), "deep-blue"))
                .isInstanceOf(VariantException.class);
    }

    @Test
    void takesAGameSetUpFromAPositionText() throws IOException {
        Game game = Games.byId("warp-and-weft");
        Variant variant = Variant.parse(game, "size=4");
        GameState s = GameState.start(game, variant);
        for (int i = 0; i < 6; i++) {
            s = s.apply(s.legalMoves().get(i % s.legalMoves().size()));
        }
        GameState set = GameState.from(game, variant, s.positionText());
        String a = set.legalMoves().get(0);
        GameState after = set.apply(a);
        List<String> out = talk("warp-and-weft", "random", "game warp-and-weft size=4",
                "position text " + s.positionText() + ";" + a, "go millis 100 seed 3",
                "position text " + s.positionText().replace('/', '!'));
        assertThat(out.get(1)).isEqualTo("ok");
        assertThat(after.legalMoves()).as("the engine plays on from the text and the move after it")
                .contains(out.get(2).substring("move ".length()));
        assertThat(out.get(3)).startsWith("error ").contains("position text");
    }

    private static List<String> talk(String gameId, String spec, String... lines) throws IOException {
        StringWriter out = new StringWriter();
        new EngineSession(Games.byId(gameId), spec)
                .run(new BufferedReader(new StringReader(String.join("\n", lines) + "\n")), out);
        return out.toString().lines().toList();
    }
}
