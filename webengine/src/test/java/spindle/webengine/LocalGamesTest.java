package spindle.webengine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import spindle.engine.ChanceDraws;
import spindle.engine.GameState;
import spindle.engine.Games;

/**
 * The games a page keeps with no server (LocalGames, LocalTable): a hosted table's rules for the same things
 * (dice drawn from the seed per ply, the computer's move, undo back to a person's decision, checked moves with the
 * rules' words), and a game rebuilt from its stored moves after a reload is the same game.
 */
class LocalGamesTest {
    @SuppressWarnings("unchecked")
    private static List<String> moves(Map<String, Object> view) {
        return ((List<Map<String, Object>>) view.get("moves")).stream().map(m -> m.get("text").toString()).toList();
    }

    @SuppressWarnings("unchecked")
    private static String firstLegal(Map<String, Object> view) {
        return ((List<String>) view.get("legalMoves")).get(0);
    }

    @Test
    void theComputerAnswersUndoGoesBackToThePersonAndAReloadRebuildsTheSameGame() {
        Map<String, Object> v = LocalGames.create("local-t1", "warp-and-weft", "size=2", "", 42, "human\nai:mcts:easy",
                false);
        assertThat(v.get("thinking")).isEqualTo(false);
        int ply = (Integer) v.get("ply");
        v = LocalGames.move("local-t1", firstLegal(v), ply);
        assertThat(v.get("thinking")).as("the computer is to move").isEqualTo(true);
        assertThatThrownBy(() -> LocalGames.move("local-t1", "anything", -1)).hasMessageContaining("computer is to move");
        v = LocalGames.think("local-t1");
        assertThat((Integer) v.get("ply")).isEqualTo(ply + 2);
        assertThat(v.get("canUndo")).isEqualTo(true);
        Map<String, Object> before = v;

        Map<String, Object> restored = LocalGames.restore("local-t2", "warp-and-weft", "size=2", "", 42,
                "human\nai:mcts:easy", false, String.join("\n", moves(before)));
        assertThat(restored.get("position")).isEqualTo(before.get("position"));
        assertThat(restored.get("legalMoves")).isEqualTo(before.get("legalMoves"));
        assertThat(moves(restored)).isEqualTo(moves(before));

        Map<String, Object> undone = LocalGames.undo("local-t1");
        assertThat((Integer) undone.get("ply")).as("back to the person's decision, the reply taken back too")
                .isEqualTo(ply);
        assertThatThrownBy(() -> LocalGames.undo("local-t1")).hasMessageContaining("no move of a person");
    }

    @Test
    void theDiceComeFromTheSeedPerPlyAsOnTheServer() {
        Map<String, Object> v = LocalGames.create("local-d1", "just-playing-a-round", "", "", 77, "human", false);
        GameState server = ChanceDraws.settle(GameState.start(Games.byId("just-playing-a-round")), 77);
        assertThat(v.get("position")).isEqualTo(server.positionText());
        assertThat(moves(v)).isEqualTo(server.moves());
        // the table's own dice: nothing thrown for the players, the throw is theirs to enter
        Map<String, Object> table = LocalGames.create("local-d2", "just-playing-a-round", "", "", 77, "human", true);
        assertThat(table.get("chance")).isEqualTo(true);
        assertThat(table.get("toMove")).isNull();
        assertThat(table.get("dice")).isEqualTo("table");
    }

    @Test
    void movesAreCheckedWithTheRulesWordsAndStaleOnesRefused() {
        Map<String, Object> v = LocalGames.create("local-c1", "one-piece-for-two", "", "", 3, "human\nhuman", false);
        int ply = (Integer) v.get("ply");
        assertThatThrownBy(() -> LocalGames.move("local-c1", firstLegal(v), ply + 5))
                .hasMessageContaining("moved on");
        assertThatThrownBy(() -> LocalGames.move("local-c1", "no such move", ply)).isInstanceOf(RuntimeException.class)
                .hasMessageNotContaining("Exception");
        Map<String, Object> preview = LocalGames.refereePreview("local-c1", firstLegal(v));
        assertThat(preview.get("legal")).isEqualTo(true);
        assertThat(LocalGames.view("local-c1", -1).get("ply")).as("a preview plays nothing").isEqualTo(ply);
    }

    @Test
    void seatsOnlyAServerCanOfferAreRefusedInWords() {
        assertThatThrownBy(() -> LocalGames.create("local-s1", "warp-and-weft", "", "", 1, "human\ninvite", false))
                .hasMessageContaining("needs a server");
        assertThatThrownBy(() -> LocalGames.create("local-s2", "warp-and-weft", "", "", 1, "human", false))
                .hasMessageContaining("2 seats");
        assertThatThrownBy(() -> LocalGames.create("local-s3", "warp-and-weft", "", "", 1, "human\nai:nonsense",
                false)).isInstanceOf(RuntimeException.class);
    }

    @Test
    void thePageKeepsABoundedNumberOfGamesOpen() {
        for (int i = 0; i <= LocalGames.MOST; i++) {
            LocalGames.create("local-m" + i, "one-piece-for-two", "", "", i, "human\nhuman", false);
        }
        assertThatThrownBy(() -> LocalGames.view("local-m0", -1)).hasMessageContaining("no game 'local-m0'");
        assertThat(LocalGames.view("local-m" + LocalGames.MOST, -1).get("id")).isEqualTo("local-m" + LocalGames.MOST);
    }
}
