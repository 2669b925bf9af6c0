package spindle.server;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import spindle.engine.Game;

/**
 * The rules page of a game: the project's summary of the rules and of the rulings the engine implements (the
 * {@code rules/<game id>.md} resource, a copy of the team's rules document), as HTML.
 */
final class RulesPage {
    private RulesPage() {
    }

    static String html(Game game) {
        String path = "/rules/" + game.id() + ".md";
        String body;
        try (InputStream in = RulesPage.class.getResourceAsStream(path)) {
            body = in == null
                    ? "<h1>" + Markdown.escape(game.name()) + "</h1>\n<p>" + Markdown.escape(game.description())
                      + "</p>\n<p>No rules summary is bundled for this game yet.</p>\n"
                    : Markdown.toHtml(new String(in.readAllBytes(), StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return "<!doctype html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
                + "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">"
                + "<title>" + Markdown.escape(game.name()) + " rules - Spindle</title>"
                + "<link rel=\"stylesheet\" href=\"/style.css\"></head>\n"
                + "<body class=\"rules\"><nav class=\"top\"><a href=\"/\">Spindle</a> <span>rules</span>"
                + " <a href=\"/?game=" + game.id() + "#new\">New game</a></nav>\n<main class=\"doc\">\n"
                + body + "</main></body></html>\n";
    }
}
