package spindle.server.http;

import io.javalin.http.ContentType;
import io.javalin.http.Context;
import io.javalin.http.Handler;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/** Serves a page of the browser UI, a static file in the jar, at an address of its own ({@code /game/{id}}). */
public final class HtmlPage {
    private HtmlPage() {
    }

    /** A handler that answers with the resource {@code resource} ({@code /web/game.html}) as HTML. */
    public static Handler of(String resource) {
        return ctx -> serve(ctx, resource);
    }

    private static void serve(Context ctx, String resource) {
        try (InputStream in = HtmlPage.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw ApiException.notFound("missing page " + resource);
            }
            ctx.contentType(ContentType.TEXT_HTML).result(new String(in.readAllBytes(), StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
