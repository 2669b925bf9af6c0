package spindle.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Map;

/**
 * Plays the first legal move for whoever is to move until each seat has played {@code turns} turns (a turn is a run
 * of one seat's actions), waiting for an AI seat to answer: what a rated game needs before its result counts.
 */
public final class Turns {
    private Turns() {
    }

    /**
     * @param tokens the token of each person's seat (an AI seat has none: its moves are waited for)
     * @return the game's state after the last move
     */
    public static JsonNode play(Http http, String id, Map<Integer, String> tokens, int turns) throws InterruptedException {
        int[] played = new int[2];
        int last = -1;
        long deadline = System.nanoTime() + 30_000_000_000L;
        JsonNode state = http.get("/api/games/" + id).json();
        while (true) {
            assertThat(state.get("over").asBoolean()).as("the game is still on: " + state).isFalse();
            assertThat(System.nanoTime()).as("the game moves on: " + state).isLessThan(deadline);
            int seat = state.get("toMove").asInt();
            if (seat != last && Math.min(played[0], played[1]) >= turns) {
                break; // each seat has played its turns, and the last one is complete
            }
            String token = tokens.get(seat);
            JsonNode next;
            if (token == null) { // an AI seat: wait for its move
                Thread.sleep(20);
                next = http.get("/api/games/" + id).json();
                if (next.get("plies").asInt() == state.get("plies").asInt()) {
                    continue;
                }
            } else {
                Http.Reply r = http.post("/api/games/" + id + "/moves", "{\"move\":\""
                        + state.get("legalMoves").get(0).asText() + "\",\"ply\":" + state.get("plies").asInt()
                        + ",\"token\":\"" + token + "\"}");
                assertThat(r.status()).as(r.body()).isEqualTo(200);
                next = r.json();
            }
            if (seat != last) {
                played[seat]++;
                last = seat;
            }
            state = next;
        }
        return state;
    }
}
