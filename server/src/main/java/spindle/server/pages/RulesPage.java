package spindle.server.pages;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import spindle.engine.Game;

/**
 * The rules page of a game: the full rules and rulings written for players (the {@code rules/<game id>.md}
 * resource, faithful to the team's rules document but without its engineering parts), as HTML, linked to the
 * game's How to play page and to a new game.
 */
final class RulesPage {
    private static final Template PAGE = Template.of("rules.html");

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
        return PAGE.fill(Map.of("name", MarkdownHtml.escape(game.name()), "id", game.id(),
                "nav", HowToPage.nav(game, "rules"), "body", body));
    }
}
