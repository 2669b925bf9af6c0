package spindle.server.pages;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import spindle.engine.Games;
import spindle.server.Http;
import spindle.server.game.Table;

/**
 * Every How to play position and every guided game replays legally through the rules, and the guided game ends
 * with the game over (a first game the player finishes, won by the player when there is an opponent).
 */
class HowToTest {
    @ParameterizedTest
    @ValueSource(strings = {"warp-and-weft", "one-piece-for-two", "zero-one-two", "just-playing-a-round"})
    void everyPictureIsALegalPositionAndTheGuidedGameIsAFinishedGame(String id) {
        HowTo howTo = HowTo.of(Games.byId(id));
        @SuppressWarnings("unchecked")
        List<Map<String, Object>> positions = (List<Map<String, Object>>) howTo.data().get("positions");
        assertThat(positions).hasSizeGreaterThanOrEqualTo(3);
        assertThat(howTo.html()).contains("data-position=\"" + (positions.size() - 1) + "\"");
        // the last picture shows how a game ends
        assertThat(positions.get(positions.size() - 1).get("view")).extracting("over").isEqualTo(true);

        List<String> tokens = java.util.Collections.nCopies(howTo.seats(), "t");
        Table table = howTo.guidedStart("g", tokens);
        for (String move : howTo.guidedSteps()) {
            assertThat(table.over()).as("the game ends only with the script's last step").isFalse();
            table = table.play(move, "t");
        }
        assertThat(table.over()).isTrue();
        if (howTo.seats() > 1) {
            assertThat(table.payoffs()[0]).as("the player (seat 1) wins the guided game").isEqualTo(1.0);
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"warp-and-weft", "one-piece-for-two", "zero-one-two", "just-playing-a-round"})
    void everyStepOfThePlayerSaysWhatToDo(String id) throws Exception {
        var script = Http.JSON.valueToTree(HowTo.of(Games.byId(id)).data().get("guided"));
        assertThat(script.path("intro").asText()).isNotBlank();
        assertThat(script.path("end").asText()).isNotBlank();
        for (var step : script.path("steps")) {
            assertThat(step.path("say").asText()).as(step.toString()).isNotBlank();
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"[\"a1/a2\", \"a1/a2\"]", "[\"z9/z10\"]"})
    void anIllegalMoveInAPositionFailsTheLoadingAndNamesIt(String moves) throws Exception {
        var spec = Http.JSON.readTree("{\"moves\": " + moves + "}");
        List<String> list = Http.JSON.convertValue(spec.get("moves"),
                new com.fasterxml.jackson.core.type.TypeReference<List<String>>() { });
        assertThatThrownBy(() -> HowTo.replay("x", Games.byId("one-piece-for-two"), spec,
                java.util.stream.Stream.concat(java.util.stream.Stream.of("red", "bottom"), list.stream()).toList(),
                null)).isInstanceOf(IllegalStateException.class).hasMessageContaining("is not legal");
    }
}
