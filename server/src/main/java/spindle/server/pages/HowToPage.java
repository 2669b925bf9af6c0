package spindle.server.pages;

import io.javalin.http.Context;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import spindle.engine.Game;
import spindle.engine.Games;
import spindle.engine.VariantException;
import spindle.server.game.GameStore;
import spindle.server.game.GameView;
import spindle.server.game.Table;
import spindle.server.http.ApiException;
import spindle.server.http.Tokens;

/**
 * The "How to play" page of a game ({@code /howto/<game>}) and the two API routes its script uses: the pictures'
 * positions and the guided game's script ({@code GET /api/howto/<game>}), and a new guided game on the prepared
 * position ({@code POST /api/howto/<game>/guided}, charged as a game creation). The page links to the rules page
 * and to a new game; the board pictures and the guided game are drawn by {@code /js/howto/howto.js}.
 */
final class HowToPage {
    private static final Template PAGE = Template.of("howto.html");
    private static final Template INDEX = Template.of("howto-index.html");
    private static final Template NAV = Template.of("nav.html");

    private final GameStore store;

    public HowToPage(GameStore store) {
        this.store = store;
    }

    /** A registered game, or a 404 that names the games (a page link, so not the API's 400). */
    public static Game game(Context ctx) {
        try {
            return Games.byId(ctx.pathParam("game"));
        } catch (VariantException e) {
            throw ApiException.notFound(e.getMessage());
        }
    }

    void page(Context ctx) {
        ctx.html(html(HowTo.of(game(ctx))));
    }

    /** {@code /howto}: the How to play page of every game that has one. */
    void index(Context ctx) {
        ctx.html(indexHtml());
    }

    static String indexHtml() {
        StringBuilder list = new StringBuilder();
        for (Game game : Games.all()) {
            if (HowTo.exists(game)) {
                list.append("<li><a href=\"/howto/").append(game.id()).append("\">")
                        .append(MarkdownHtml.escape(game.name())).append("</a></li>\n");
            }
        }
        return INDEX.fill(Map.of("list", list.toString()));
    }

    void data(Context ctx) {
        ctx.json(HowTo.of(game(ctx)).data());
    }

    /** Makes the guided game: every seat is this browser's, one token each, as {@code POST /api/games} answers. */
    void guided(Context ctx) {
        HowTo howTo = HowTo.of(game(ctx));
        List<String> tokens = new ArrayList<>();
        for (int i = 0; i < howTo.seats(); i++) {
            tokens.add(Tokens.newToken());
        }
        Table table = howTo.guidedStart(store.newId(), tokens);
        store.add(table);
        Map<String, Object> reply = GameView.live(table);
        List<Map<String, Object>> links = new ArrayList<>();
        for (int i = 0; i < tokens.size(); i++) {
            Map<String, Object> link = new LinkedHashMap<>();
            link.put("seat", i);
            link.put("kind", "human");
            link.put("token", tokens.get(i));
            links.add(link);
        }
        reply.put("tokens", links);
        reply.put("watch", "/game/" + table.id());
        ctx.status(201).header("Location", "/api/games/" + table.id()).json(reply);
    }

    /** After the title: a way straight to the guided game, for those who learn by playing. */
    private static String jumpLink(String html) {
        int end = html.indexOf("</h1>");
        return end < 0 ? html : html.substring(0, end + 5) + "\n<p class=\"howto-jump\"><a href=\"#guided\">"
                + "Rather learn by playing? Go to the guided first game</a></p>" + html.substring(end + 5);
    }

    static String html(HowTo howTo) {
        Game game = howTo.game();
        return PAGE.fill(Map.of("name", MarkdownHtml.escape(game.name()), "id", game.id(), "nav", nav(game, "howto"),
                "body", jumpLink(howTo.html())));
    }

    /**
     * The top bar of the How to play and rules pages: the way home, the game's name, and the links between its How
     * to play page, its rules page and a new game ({@code here} is the page shown: "howto" or "rules").
     */
    static String nav(Game game, String here) {
        String current = " aria-current=\"page\"";
        return NAV.fill(Map.of("name", MarkdownHtml.escape(game.name()), "id", game.id(),
                "howto-current", "howto".equals(here) ? current : "",
                "rules-current", "rules".equals(here) ? current : ""));
    }
}
