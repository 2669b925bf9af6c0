package spindle.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import spindle.server.limits.Limits;

/**
 * A table's join code (docs/table.md): made only by the device that holds every seat; it gives another device
 * every seat's token for that game and no other; it stops working when revoked, replaced or the game ends; a
 * wrong code learns nothing; joining is rated as joins are.
 */
class TableJoinApiTest {
    private WebServer server;
    private Http http;

    private void serve(Limits limits) {
        server = new WebServer(Stores.inMemory(), ServerConfig.of(20).withLimits(limits)).start(0);
        http = new Http("http://localhost:" + server.port());
    }

    @AfterEach
    void stop() {
        server.close();
    }

    private JsonNode table() {
        Http.Reply made = http.post("/api/games", "{\"game\":\"zero-one-two\",\"seats\":[\"human\",\"human\"],\"seed\":7}");
        assertThat(made.status()).as(made.body()).isEqualTo(201);
        return made.json();
    }

    private static String tokens(JsonNode created) {
        return "{\"tokens\":[\"" + Http.token(created, 0) + "\",\"" + Http.token(created, 1) + "\"]}";
    }

    private Http.Reply code(JsonNode created) {
        return http.post("/api/table/" + created.get("id").asText() + "/code", tokens(created));
    }

    private Http.Reply join(String code) {
        return http.post("/api/table/join", "{\"code\":\"" + code + "\"}");
    }

    @Test
    void aCodeGivesEverySeatOfItsGameUntilRevokedOrReplaced() {
        serve(Limits.defaults());
        JsonNode created = table();
        Http.Reply made = code(created);
        assertThat(made.status()).as(made.body()).isEqualTo(201);
        String code = made.json().get("code").asText();
        assertThat(code).matches("[A-Z0-9]{4}(-[A-Z0-9]{4}){4}");
        assertThat(made.json().get("link").asText())
                .isEqualTo("/table/zero-one-two?id=" + created.get("id").asText() + "#join=" + code);
        assertThat(made.json().get("qr").asText()).startsWith("<svg");

        // typed in lower case with spaces: the same code
        Http.Reply joined = join(code.toLowerCase().replace('-', ' '));
        assertThat(joined.status()).as(joined.body()).isEqualTo(200);
        assertThat(joined.json().get("id").asText()).isEqualTo(created.get("id").asText());
        assertThat(joined.json().get("tokens").get(0).asText()).isEqualTo(Http.token(created, 0));
        assertThat(joined.json().get("tokens").get(1).asText()).isEqualTo(Http.token(created, 1));

        // a new code replaces the old one
        String second = code(created).json().get("code").asText();
        assertThat(second).isNotEqualTo(code);
        assertThat(join(code).status()).isEqualTo(404);
        assertThat(join(second).status()).isEqualTo(200);

        // revoked: it stops working, and a guess gets the same answer as a revoked code
        Http.Reply revoked = http.post("/api/table/" + created.get("id").asText() + "/code/revoke", tokens(created));
        assertThat(revoked.status()).as(revoked.body()).isEqualTo(200);
        Http.Reply after = join(second);
        assertThat(after.status()).isEqualTo(404);
        assertThat(join("ABCD-EFGH-JKMN-PQRS-TVWX").body()).isEqualTo(after.body());
    }

    @Test
    void onlyTheDeviceHoldingEverySeatMakesOrRevokesACodeAndItWorksForItsGameOnly() {
        serve(Limits.defaults());
        JsonNode created = table();
        JsonNode other = table();
        String id = created.get("id").asText();
        String oneSeat = "{\"tokens\":[\"" + Http.token(created, 0) + "\",\"" + Http.token(other, 1) + "\"]}";
        assertThat(http.post("/api/table/" + id + "/code", oneSeat).status()).isEqualTo(403);
        assertThat(http.post("/api/table/" + id + "/code", tokens(other)).status()).isEqualTo(403);
        assertThat(http.post("/api/table/" + id + "/code", "{\"tokens\":[]}").status()).isEqualTo(400);
        String code = code(created).json().get("code").asText();
        assertThat(http.post("/api/table/" + id + "/code/revoke", tokens(other)).status()).isEqualTo(403);
        assertThat(join(code).status()).as("not revoked by a stranger").isEqualTo(200);
        // the other game's own code does not open this one
        String otherCode = code(other).json().get("code").asText();
        assertThat(join(otherCode).json().get("id").asText()).isEqualTo(other.get("id").asText());

        // the game ends: its code stops working
        assertThat(http.post("/api/games/" + id + "/resign", "{\"token\":\"" + Http.token(created, 0) + "\"}")
                .status()).isEqualTo(200);
        assertThat(join(code).status()).isEqualTo(404);
    }

    @Test
    void joiningIsRatedAsJoinsAre() {
        serve(Limits.defaults().with("joins", "2"));
        for (int i = 0; i < 2; i++) {
            assertThat(join("ABCD-EFGH-JKMN-PQRS-TVW" + i).status()).isEqualTo(404);
        }
        assertThat(join("ABCD-EFGH-JKMN-PQRS-TVWX").status()).isEqualTo(429);
    }
}
