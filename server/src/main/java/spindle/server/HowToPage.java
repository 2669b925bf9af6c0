package spindle.server;

import io.javalin.http.Context;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import spindle.engine.Game;
import spindle.engine.Games;
import spindle.engine.VariantException;

/**
 * The "How to play" page of a game ({@code /howto/<game>}) and the two API routes its script uses: the pictures'
 * positions and the guided game's script ({@code GET /api/howto/<game>}), and a new guided game on the prepared
 * position ({@code POST /api/howto/<game>/guided}, charged as a game creation). The page links to the rules page
 * and to a new game; the board pictures and the guided game are drawn by {@code /js/howto.js}.
 */
final class HowToPage {
    private final GameStore store;

    HowToPage(GameStore store) {
        this.store = store;
    }

    /** A registered game, or a 404 that names the games (a page link, so not the API's 400). */
    static Game game(Context ctx) {
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
        StringBuilder list = new StringBuilder();
        for (Game game : Games.all()) {
            if (HowTo.class.getResource("/howto/" + game.id() + ".md") != null) {
                list.append("<li><a href=\"/howto/").append(game.id()).append("\">")
                        .append(MarkdownHtml.escape(game.name())).append("</a></li>\n");
            }
        }
        ctx.html("<!doctype html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
                + "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">"
                + "<title>How to play - Spindle</title><link rel=\"stylesheet\" href=\"/style.css\">"
                + "<link rel=\"stylesheet\" href=\"/howto.css\"></head>\n<body class=\"howto\"><nav class=\"top\">"
                + "<a href=\"/\">Spindle</a> <span>how to play</span></nav>\n<main class=\"doc howto-doc\">"
                + "<h1>How to play</h1>\n<ul>\n" + list + "</ul></main></body></html>\n");
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
        String name = MarkdownHtml.escape(game.name());
        String id = game.id();
        return "<!doctype html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
                + "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">"
                + "<title>How to play " + name + " - Spindle</title>"
                + "<link rel=\"stylesheet\" href=\"/style.css\"><link rel=\"stylesheet\" href=\"/howto.css\">"
                + "<script type=\"module\" src=\"/js/howto/howto.js\"></script></head>\n"
                + "<body class=\"howto\" data-game=\"" + id + "\">" + nav(game, "howto") + "\n"
                + "<main class=\"doc howto-doc\">\n" + jumpLink(howTo.html())
                + "<section id=\"guided\" class=\"guided\">\n<h2>Your first game, step by step</h2>\n"
                + "<p id=\"g-intro\"></p>\n"
                + "<p><button type=\"button\" id=\"g-start\" class=\"primary\">Start the guided game</button></p>\n"
                + "<div id=\"g-play\" hidden>\n<p id=\"g-say\" class=\"g-say\" aria-live=\"polite\"></p>\n"
                + "<p id=\"g-note\" class=\"g-note\" aria-live=\"assertive\"></p>\n"
                + "<div id=\"g-buttons\" class=\"g-buttons\"></div>\n<div id=\"g-board\" class=\"board\"></div>\n"
                + "</div>\n</section>\n"
                + "<p class=\"howto-next\"><a href=\"/rules/" + id + "\">Full rules and rulings</a>"
                + " · <a href=\"/?game=" + id + "#new\">Play a game now</a></p>\n"
                + "</main></body></html>\n";
    }

    /**
     * The top bar of the How to play and rules pages: the way home, the game's name, and the links between its How
     * to play page, its rules page and a new game ({@code here} is the page shown: "howto" or "rules").
     */
    static String nav(Game game, String here) {
        String id = game.id();
        return "<nav class=\"top\"><a href=\"/\">Spindle</a> <span>" + MarkdownHtml.escape(game.name()) + "</span>"
                + link("/howto/" + id, "nav-howto", "How to play", "howto".equals(here))
                + link("/rules/" + id, "nav-rules", "Rules", "rules".equals(here))
                + " <a href=\"/?game=" + id + "#new\" id=\"nav-play\">Play now</a></nav>";
    }

    private static String link(String href, String id, String text, boolean current) {
        return " <a href=\"" + href + "\" id=\"" + id + "\"" + (current ? " aria-current=\"page\"" : "") + ">" + text
                + "</a>";
    }
}
