package spindle.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import spindle.server.limits.Limits;

/**
 * Each client's share of the searches over HTTP: two clients flooding hints on the heaviest boards, one of them with
 * a long analysis running, leave a third client's hint, the analysis board's reply and a move answering within 2 s;
 * a client whose searches used their CPU time of the minute is refused with 429 and {@code Retry-After}.
 */
class SearchSharesApiTest extends LimitsRig {
    private static final Logger LOG = LoggerFactory.getLogger(SearchSharesApiTest.class);
    private static final String HEAVY = "{\"game\":\"warp-and-weft\",\"variant\":\"size=6\","
            + "\"seats\":[\"human\",\"human\"]}";

    @Test
    void twoClientsFloodingHintsAndAnAnalysisLeaveAThirdClientsHintReplyAndMoveWithinTwoSeconds() throws Exception {
        serve(Limits.defaults().withoutRates().with("hints-per-client", "1"), 0);
        String a = "10.3.0.1";
        String b = "10.3.0.2";
        String c = "10.3.0.3";
        Reply longGame = post(a, "/api/games", "{\"game\":\"warp-and-weft\",\"variant\":\"size=6\","
                + "\"seats\":[\"ai:random\",\"ai:random\"],\"seed\":3}");
        assertThat(longGame.status()).as(longGame.body()).isEqualTo(201);
        String longId = longGame.json().get("id").asText();
        awaitOver(a, longId);
        assertThat(get(a, "/api/games/" + longId + "/analysis?iterations=5000", null).status()).isEqualTo(200);

        String reply = "{\"game\":\"zero-one-two\",\"variant\":\"n=12,firstPlayer=P1\",\"level\":\"hard\"}";
        assertThat(post(c, "/api/positions/reply", reply).status()).as("once before, to load its classes")
                .isEqualTo(200);
        AtomicBoolean flooding = new AtomicBoolean(true);
        AtomicInteger answered = new AtomicInteger();
        List<Thread> flood = new ArrayList<>();
        for (String client : List.of(a, b)) {
            JsonNode game = post(client, "/api/games", HEAVY).json();
            String path = "/api/games/" + game.get("id").asText() + "/hint";
            for (int i = 0; i < 3; i++) { // more at once than the client's share
                Thread t = new Thread(() -> {
                    while (flooding.get()) {
                        if (get(client, path, Http.token(game, 0)).status() == 200) {
                            answered.incrementAndGet();
                        }
                    }
                });
                t.start();
                flood.add(t);
            }
        }
        try {
            Thread.sleep(500);
            JsonNode heavy = post(c, "/api/games", HEAVY).json();
            JsonNode vsAi = post(c, "/api/games", "{\"game\":\"windy-nim\",\"variant\":\"wind=off\","
                    + "\"seats\":[\"human\",\"ai:random\"],\"seed\":1}").json();
            long worst = 0;
            for (int round = 0; round < 3; round++) {
                long start = System.nanoTime();
                Reply hint = get(c, "/api/games/" + heavy.get("id").asText() + "/hint", Http.token(heavy, 0));
                worst = Math.max(worst, assertWithinTwoSeconds(hint, start, "hint"));
                start = System.nanoTime();
                worst = Math.max(worst, assertWithinTwoSeconds(post(c, "/api/positions/reply", reply), start,
                        "reply"));
                JsonNode s = get(c, "/api/games/" + vsAi.get("id").asText(), null).json();
                if (!s.get("over").asBoolean() && s.get("toMove").asInt() == 0) {
                    start = System.nanoTime();
                    Reply moved = post(c, "/api/games/" + vsAi.get("id").asText() + "/moves",
                            GameApiTest.moveBody("take1", s.get("ply").asInt(), Http.token(vsAi, 0)));
                    worst = Math.max(worst, assertWithinTwoSeconds(moved, start, "move"));
                }
                Thread.sleep(300);
            }
            assertThat(get(a, "/api/games/" + longId + "/analysis?iterations=5000", null).json().get("status")
                    .asText()).as("the long analysis").isEqualTo("running");
            LOG.info("a third client's hint, reply and move took at most {} ms while two clients flooded hints"
                    + " ({} of theirs answered)", worst, answered.get());
        } finally {
            flooding.set(false);
            for (Thread t : flood) {
                t.join(TimeUnit.SECONDS.toMillis(10));
            }
        }
    }

    private static long assertWithinTwoSeconds(Reply r, long start, String what) {
        long millis = (System.nanoTime() - start) / 1_000_000;
        assertThat(r.status()).as(what + ": " + r.body()).isEqualTo(200);
        assertThat(millis).as(what + " took " + millis + " ms").isLessThan(2_000);
        return millis;
    }

    @Test
    void aClientWhoseSearchesUsedTheirCpuTimeIsRefusedWhileAnotherGoesOn() {
        serve(Limits.defaults().withoutRates().with("search-ms", "100"), 800);
        String a = "10.4.0.1";
        JsonNode game = post(a, "/api/games", HEAVY).json();
        String path = "/api/games/" + game.get("id").asText() + "/hint";
        assertThat(get(a, path, Http.token(game, 0)).status()).isEqualTo(200);
        Reply refused = get(a, path, Http.token(game, 0));
        assertThat(refused.status()).as(refused.body()).isEqualTo(429);
        assertThat(refused.json().get("error").asText()).contains("search-ms");
        assertThat(Long.parseLong(refused.retryAfter())).as("until the hint's CPU time is paid back").isPositive();
        assertThat(get("10.4.0.2", path, Http.token(game, 0)).status()).as("another client").isEqualTo(200);
    }
}
