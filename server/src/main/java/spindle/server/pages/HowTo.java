package spindle.server.pages;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import spindle.engine.Game;
import spindle.engine.GameState;
import spindle.engine.SpindleException;
import spindle.engine.Variant;
import spindle.server.game.GameView;
import spindle.server.game.Seat;
import spindle.server.game.Table;
import spindle.server.http.ApiException;
import spindle.server.http.Json;
import spindle.server.http.Tokens;

/**
 * The "How to play" of one game, read from the bundled {@code howto/<game id>.md} and
 * {@code howto/<game id>.guided.json}. The page's board pictures are {@code board} fences in the Markdown, each a
 * JSON object naming a position by its moves from the start ({@code {"moves": [...], "caption": "...",
 * "variant": {...}, "seed": 1}}); they are replayed through the game's rules here, so every picture is a real
 * position that the browser draws with the game's own board renderer. The guided game's script names its starting
 * position the same way, then its steps: a move for the player ({@code you}) or for the scripted opponent
 * ({@code them}), each with what the page says. A move that does not replay fails the loading, and so the test.
 */
final class HowTo {
    private static final ObjectMapper JSON = Json.MAPPER;
    /** One entry per registered game at most: {@link #of} is only called with games of {@code Games.byId}. */
    private static final Map<String, HowTo> LOADED = new ConcurrentHashMap<>();

    private final Game game;
    private final String html;
    private final List<Map<String, Object>> positions;
    private final JsonNode guided;

    private HowTo(Game game, String html, List<Map<String, Object>> positions, JsonNode guided) {
        this.game = game;
        this.html = html;
        this.positions = positions;
        this.guided = guided;
    }

    /** The How to play of {@code game}, loaded and checked once; a 404 when none is bundled. */
    /** Whether the game has a How to play page. */
    static boolean exists(Game game) {
        return HowTo.class.getResource("/howto/" + game.id() + ".md") != null;
    }

    static HowTo of(Game game) {
        return LOADED.computeIfAbsent(game.id(), id -> load(game));
    }

    Game game() {
        return game;
    }

    /** The page's text as HTML, with a {@code figure.howto-board} where each picture goes. */
    String html() {
        return html;
    }

    /** What the page's script gets: each picture's caption and game view, and the guided game's script. */
    Map<String, Object> data() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("game", Map.of("id", game.id(), "name", game.name()));
        m.put("positions", positions);
        m.put("guided", guided);
        return m;
    }

    /** The guided game's starting position, as a new game whose seats are all people holding {@code tokens}. */
    Table guidedStart(String id, List<String> tokens) {
        return replay(id, game, guided, moves(guided.get("moves")), tokens);
    }

    /** The moves of the guided game's steps in order (the player's and the scripted opponent's). */
    List<String> guidedSteps() {
        List<String> moves = new ArrayList<>();
        for (JsonNode step : guided.path("steps")) {
            moves.add(step.has("you") ? step.get("you").asText() : step.path("them").asText());
        }
        return moves;
    }

    /** How many seats the guided game has (its starting position's players). */
    int seats() {
        return replay("howto", game, guided, List.of(), null).state().view().players();
    }

    private static HowTo load(Game game) {
        String markdown = resource("/howto/" + game.id() + ".md");
        String script = resource("/howto/" + game.id() + ".guided.json");
        if (markdown == null || script == null) {
            throw ApiException.notFound("there is no How to play page for " + game.name() + " yet");
        }
        List<Map<String, Object>> positions = new ArrayList<>();
        String html = MarkdownHtml.toHtml(markdown, fence -> figure(game, fence, positions));
        JsonNode guided = parse(game, script);
        HowTo howTo = new HowTo(game, html, List.copyOf(positions), guided);
        List<String> all = new ArrayList<>(moves(guided.get("moves")));
        all.addAll(howTo.guidedSteps());
        replay("howto", game, guided, all, null); // fails the loading if the script is not a legal game
        return howTo;
    }

    /** Replays a {@code board} fence's position and gives the figure that stands in for it on the page. */
    private static String figure(Game game, String fence, List<Map<String, Object>> positions) {
        JsonNode spec = parse(game, fence);
        Table table = replay("howto", game, spec, moves(spec.get("moves")), null);
        String caption = spec.path("caption").asText("");
        Map<String, Object> position = new LinkedHashMap<>();
        position.put("caption", caption);
        position.put("view", GameView.live(table));
        int index = positions.size();
        positions.add(position);
        return "<figure class=\"howto-board\" data-position=\"" + index + "\"><div class=\"board\"></div>"
                + "<figcaption>" + MarkdownHtml.escape(caption) + "</figcaption></figure>\n";
    }

    /**
     * The game after {@code moves} from the start of {@code spec}'s variant and seed (default 1; the seed settles
     * the dice). Every seat is a person; with {@code tokens} null they all hold one throwaway token.
     */
    static Table replay(String id, Game game, JsonNode spec, List<String> moves, List<String> tokens) {
        JsonNode variantNode = spec.get("variant");
        Map<String, String> values = new LinkedHashMap<>();
        if (variantNode != null) {
            variantNode.fields().forEachRemaining(e -> values.put(e.getKey(), e.getValue().asText()));
        }
        Variant variant = values.isEmpty() ? game.defaultVariant() : Variant.of(game, values);
        int players = GameState.start(game, variant).view().players();
        List<String> held = tokens != null ? tokens : Collections.nCopies(players, Tokens.newToken());
        List<Seat> seats = new ArrayList<>();
        for (int i = 0; i < players; i++) {
            seats.add(Seat.human().withTokenHash(Tokens.hash(held.get(i))));
        }
        Table table = Table.create(id, game, variant, seats, spec.path("seed").asLong(1), 0);
        for (int i = 0; i < moves.size(); i++) {
            try {
                table = table.play(moves.get(i), held.get(table.state().toMove()));
            } catch (SpindleException | ApiException e) {
                throw new IllegalStateException(game.id() + " How to play: move " + (i + 1) + " '" + moves.get(i)
                        + "' of " + moves + " is not legal: " + e.getMessage(), e);
            }
        }
        return table;
    }

    private static List<String> moves(JsonNode node) {
        List<String> moves = new ArrayList<>();
        if (node != null) {
            node.forEach(m -> moves.add(m.asText()));
        }
        return moves;
    }

    private static JsonNode parse(Game game, String json) {
        try {
            return JSON.readTree(json);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(game.id() + " How to play: bad JSON: " + e.getOriginalMessage(), e);
        }
    }

    private static String resource(String path) {
        try (InputStream in = HowTo.class.getResourceAsStream(path)) {
            return in == null ? null : new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
