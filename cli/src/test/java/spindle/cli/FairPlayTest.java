package spindle.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static spindle.cli.RawClient.get;
import static spindle.cli.RawClient.post;
import static spindle.cli.RawClient.send;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import spindle.cli.RawClient.Reply;

/**
 * The fair-play attacks (issue 31) against a real {@code spindle serve} process with its default limits: a seat's
 * credential after a claim, bodies stored or relayed as sent, ratings moved by throwaway or zero-move games, hints in
 * a rated game, and competitions' names and listings. Each test speaks from addresses of its own (127.0.0.x), which
 * the server counts as different clients. The pools' shares are in {@link FairPoolsTest}.
 */
class FairPlayTest {
    static final String CLOCK = "\"clock\":{\"initialSeconds\":600,\"incrementSeconds\":5}";
    private static ChildServer server;

    @BeforeAll
    static void start() {
        server = ChildServer.start(List.of(), null, List.of());
    }

    @AfterAll
    static void stop() {
        if (server != null) {
            server.close();
        }
    }

    static String player(ChildServer server, String source, String name) throws IOException {
        Reply r = post(server, source, "/api/players", "{\"name\":\"" + name + "\"}");
        assertThat(r.status()).as(r.toString()).isEqualTo(201);
        return r.json().get("key").asText();
    }

    private static Reply as(String source, String path, String token) throws IOException {
        return send(server, source, "GET", path, Map.of("Authorization", "Bearer " + token), null);
    }

    @Test
    void theCreatorOfAnInviteCannotActForTheSeatOnceItIsClaimed() throws IOException {
        String ann = player(server, "127.0.0.41", "fpAnn");
        String bob = player(server, "127.0.0.42", "fpBob");
        Reply made = post(server, "127.0.0.41", "/api/games", "{\"game\":\"one-piece-for-two\",\"seats\":[\"human\","
                + "\"invite\"],\"rated\":true,\"player\":\"" + ann + "\"," + CLOCK + "}");
        assertThat(made.status()).as(made.toString()).isEqualTo(201);
        String id = made.json().get("id").asText();
        String annToken = RawClient.token(made.json(), 0);
        String link = RawClient.token(made.json(), 1); // what Ann sends Bob, and still has
        Reply claimed = post(server, "127.0.0.42", "/api/games/" + id + "/seats/1/claim", "{\"token\":\"" + link
                + "\",\"player\":\"" + bob + "\"}");
        assertThat(claimed.status()).as(claimed.toString()).isEqualTo(200);
        String bobToken = claimed.json().get("token").get("token").asText();
        assertThat(bobToken).isNotEqualTo(link);

        JsonNode state = get(server, "127.0.0.41", "/api/games/" + id).json();
        String move = "{\"move\":\"" + state.get("legalMoves").get(0).asText() + "\",\"ply\":0,\"token\":\"";
        assertThat(post(server, "127.0.0.41", "/api/games/" + id + "/moves", move + annToken + "\"}").status())
                .isEqualTo(200);
        state = get(server, "127.0.0.41", "/api/games/" + id).json();
        String next = "{\"move\":\"" + state.get("legalMoves").get(0).asText() + "\",\"ply\":" + state.get("ply")
                + ",\"token\":\"";
        // Ann with the link's token: no move, no chat in Bob's name, no resignation, no second claim
        assertThat(post(server, "127.0.0.41", "/api/games/" + id + "/moves", next + link + "\"}").status())
                .isEqualTo(403);
        assertThat(post(server, "127.0.0.41", "/api/games/" + id + "/chat", "{\"channel\":\"players\",\"text\":\"gg\","
                + "\"token\":\"" + link + "\"}").status()).isEqualTo(403);
        assertThat(post(server, "127.0.0.41", "/api/games/" + id + "/resign", "{\"token\":\"" + link + "\"}").status())
                .isEqualTo(403);
        assertThat(post(server, "127.0.0.41", "/api/games/" + id + "/seats/1/claim", "{\"token\":\"" + link
                + "\",\"player\":\"" + ann + "\"}").status()).isEqualTo(403);
        // Bob with his own
        assertThat(post(server, "127.0.0.42", "/api/games/" + id + "/moves", next + bobToken + "\"}").status())
                .isEqualTo(200);
        // no hint or analysis while the rated game is on, for either player
        assertThat(as("127.0.0.42", "/api/games/" + id + "/hint", bobToken).status()).isEqualTo(409);
        assertThat(as("127.0.0.41", "/api/games/" + id + "/analysis", annToken).status()).isEqualTo(409);

        // an anonymous invite: opening the link takes the seat, and the link's token stops working
        Reply casual = post(server, "127.0.0.43", "/api/games", "{\"game\":\"one-piece-for-two\",\"seats\":"
                + "[\"human\",\"invite\"]}");
        String casualLink = RawClient.token(casual.json(), 1);
        String path = "/api/games/" + casual.json().get("id").asText() + "/seats/1/claim";
        assertThat(post(server, "127.0.0.44", path, "{\"token\":\"" + casualLink + "\"}").status()).isEqualTo(200);
        assertThat(post(server, "127.0.0.43", path, "{\"token\":\"" + casualLink + "\"}").status()).isEqualTo(403);
    }

    @Test
    void challengesAndSeeksKeepOnlyCheckedValues() throws IOException {
        String ann = player(server, "127.0.0.45", "fpCarol");
        player(server, "127.0.0.45", "fpDave");
        String padded = "{\"game\":\"one-piece-for-two\",\"clock\":{\"initialSeconds\":60,\"pad\":\"" + "x".repeat(2000)
                + "\"}}";
        Reply pad = send(server, "127.0.0.45", "POST", "/api/challenge/fpDave", Map.of("Authorization", "Bearer "
                + ann), padded);
        assertThat(pad.status()).as(pad.toString()).isEqualTo(400);
        assertThat(pad.json().get("error").asText()).contains("pad");
        Reply huge = send(server, "127.0.0.45", "POST", "/api/challenge/fpDave", Map.of("Authorization", "Bearer "
                + ann), "{\"game\":\"one-piece-for-two\",\"clock\":{\"initialSeconds\":60,\"pad\":\""
                + "x".repeat(240_000) + "\"}}");
        assertThat(huge.status()).as(huge.toString()).isEqualTo(413);
        Reply late = send(server, "127.0.0.45", "POST", "/api/challenge/fpDave", Map.of("Authorization", "Bearer "
                + ann), "{\"game\":\"one-piece-for-two\",\"clock\":{\"initialSeconds\":0}}");
        assertThat(late.status()).as("an invalid clock is refused when the challenge is made").isEqualTo(400);
        Reply unclocked = send(server, "127.0.0.45", "POST", "/api/challenge/fpDave", Map.of("Authorization",
                "Bearer " + ann), "{\"game\":\"one-piece-for-two\",\"rated\":true}");
        assertThat(unclocked.status()).isEqualTo(400);
        assertThat(unclocked.json().get("error").asText()).contains("needs a clock");
        Reply ok = send(server, "127.0.0.45", "POST", "/api/challenge/fpDave", Map.of("Authorization", "Bearer "
                + ann), "{\"game\":\"one-piece-for-two\",\"variant\":{\"board\":\"8x7\"},\"clock\":{\"initialSeconds\":"
                + "60.0,\"incrementSeconds\":0}}");
        assertThat(ok.status()).as(ok.toString()).isEqualTo(400); // 60.0 is not a whole number of seconds
        ok = send(server, "127.0.0.45", "POST", "/api/challenge/fpDave", Map.of("Authorization", "Bearer " + ann),
                "{\"game\":\"one-piece-for-two\",\"clock\":{\"initialSeconds\":60}}");
        assertThat(ok.status()).as(ok.toString()).isEqualTo(201);
        assertThat(ok.json().get("clock").toString())
                .isEqualTo("{\"initialSeconds\":60,\"incrementSeconds\":0}");
        // a rated game without a clock is refused at creation: a losing player could leave it unfinished
        Reply rated = post(server, "127.0.0.45", "/api/games", "{\"game\":\"one-piece-for-two\",\"seats\":[\"human\","
                + "\"ai:mcts:easy\"],\"rated\":true,\"player\":\"" + ann + "\"}");
        assertThat(rated.status()).isEqualTo(400);
    }

    @Test
    void aDeclineReasonIsCleanedBeforeTheChallengerSeesIt() throws IOException {
        String erin = player(server, "127.0.0.46", "fpErin");
        String finn = player(server, "127.0.0.47", "fpFinn");
        Reply c = send(server, "127.0.0.46", "POST", "/api/challenge/fpFinn", Map.of("Authorization", "Bearer "
                + erin), "{\"game\":\"one-piece-for-two\"}");
        assertThat(c.status()).as(c.toString()).isEqualTo(201);
        Reply declined = send(server, "127.0.0.47", "POST", "/api/challenge/" + c.json().get("id").asText()
                + "/decline", Map.of("Authorization", "Bearer " + finn), "{\"reason\":\"not\\u0000 now\\u202e!\"}");
        assertThat(declined.status()).as(declined.toString()).isEqualTo(200);
        assertThat(declined.json().get("declineReason").asText()).isEqualTo("not now!");
    }

    @Test
    void competitionNamesAreCleanedAndLookAlikesCannotJoinTwice() throws IOException {
        Reply made = post(server, "127.0.0.48", "/api/competitions", "{\"title\":\"Spring\\u0000 cup\\u202e\"}");
        assertThat(made.status()).as(made.toString()).isEqualTo(201);
        assertThat(made.json().get("competition").get("title").asText()).isEqualTo("Spring cup");
        String join = "/api/competitions/" + made.json().get("id").asText() + "/join";
        assertThat(post(server, "127.0.0.48", join, "{\"name\":\"alpha\"}").status()).isEqualTo(201);
        for (String twin : List.of("alpha\\u200b", "alpha\\u2060", "ALPHA", "\\u0430lpha")) { // the last: a Cyrillic a
            Reply r = post(server, "127.0.0.48", join, "{\"name\":\"" + twin + "\"}");
            assertThat(r.status()).as(twin + " " + r).isEqualTo(409);
        }
        for (String bad : List.of("\"\\u200b\\u200b\"", "\"\\u0000\\u001b\"", "5", "null")) {
            assertThat(post(server, "127.0.0.48", join, "{\"name\":" + bad + "}").status()).as(bad).isEqualTo(400);
        }
        Reply named = post(server, "127.0.0.48", join, "{\"name\":\"be\\nta\\u001b[31m\"}");
        assertThat(named.status()).as(named.toString()).isEqualTo(201);
        assertThat(get(server, "127.0.0.48", "/api/competitions/" + made.json().get("id").asText()).body())
                .contains("\"be ta[31m\"").doesNotContain("\\u001b");
        assertThat(post(server, "127.0.0.48", "/api/competitions", "{\"maxContenders\":1.5}").status())
                .isEqualTo(400);
    }

    @Test
    void competitionsAreListedAPageAtATimeAndOneClientOpensAFewOnly() throws IOException {
        int made = 0;
        Reply r;
        do {
            r = post(server, "127.0.0.49", "/api/competitions", "{}");
            made += r.status() == 201 ? 1 : 0;
        } while (r.status() == 201 && made < 20);
        assertThat(r.status()).as(r.toString()).isEqualTo(429);
        assertThat(made).isEqualTo(5);
        assertThat(post(server, "127.0.0.50", "/api/competitions", "{}").status()).isEqualTo(201);
        JsonNode page = get(server, "127.0.0.50", "/api/competitions").json();
        assertThat(page.get("competitions").size()).isLessThanOrEqualTo(50);
        assertThat(page.get("page").asInt()).isEqualTo(1);
        assertThat(get(server, "127.0.0.50", "/api/competitions?page=0").status()).isEqualTo(400);
    }

    @Test
    void aNewKeySignsOutEveryDeviceThatHadTheOldLink() throws IOException {
        String old = player(server, "127.0.0.61", "fpMia");
        Reply renewed = send(server, "127.0.0.61", "POST", "/api/players/me/key", Map.of("Authorization", "Bearer "
                + old), null);
        assertThat(renewed.status()).as(renewed.toString()).isEqualTo(200);
        String key = renewed.json().get("key").asText();
        assertThat(as("127.0.0.61", "/api/players/me", old).status()).isEqualTo(401);
        assertThat(as("127.0.0.61", "/api/players/me", key).json().get("name").asText()).isEqualTo("fpMia");
    }
}
