package spindle.server.pages;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import spindle.engine.Game;

/**
 * The rules page of a game: the full rules and rulings written for players (the {@code rules/<game id>.md}
 * resource, faithful to the team's rules document but without its engineering parts), as HTML, linked to the
 * game's How to play page and to a new game.
 */
public final class RulesPage {
    private RulesPage() {
    }

    public static String html(Game game) {
        String path = "/rules/" + game.id() + ".md";
        String body;
        try (InputStream in = RulesPage.class.getResourceAsStream(path)) {
            body = in == null
                    ? "<h1>" + MarkdownHtml.escape(game.name()) + "</h1>\n<p>"
                      + MarkdownHtml.escape(game.description()) + "</p>\n"
                    : MarkdownHtml.toHtml(new String(in.readAllBytes(), StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return "<!doctype html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
                + "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">"
                + "<title>" + MarkdownHtml.escape(game.name()) + " rules - Spindle</title>"
                + "<link rel=\"stylesheet\" href=\"/style.css\"><link rel=\"stylesheet\" href=\"/howto.css\"></head>\n"
                + "<body class=\"rules\">" + HowToPage.nav(game, "rules") + "\n<main class=\"doc\">\n"
                + body + "<p class=\"howto-next\"><a href=\"/howto/" + game.id() + "\">How to play, with pictures"
                + " and a guided game</a> · <a href=\"/?game=" + game.id() + "#new\">Play a game now</a></p>\n"
                + "</main></body></html>\n";
    }
}
