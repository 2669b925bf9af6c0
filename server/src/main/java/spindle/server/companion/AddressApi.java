package spindle.server.companion;

import io.javalin.http.Context;
import io.nayuki.qrcodegen.QrCode;
import java.util.Map;

/**
 * The address the phones at a table open, and its QR code as SVG (encoded by Nayuki's QR code generator). Only the
 * server's own address is drawn: its {@code --public-url} when one is set, else the address and port the request's
 * connection reached, never a header or text a client sends.
 */
final class AddressApi {
    /** White modules around the code, as the QR standard asks, so a camera finds its edges. */
    private static final int QUIET_ZONE = 4;

    private volatile String publicUrl;

    void publicUrl(String url) {
        if (publicUrl == null) {
            publicUrl = url.endsWith("/") ? url.substring(0, url.length() - 1) : url;
        }
    }

    /** {@code GET /api/table/address}: {@code {"url", "public"}}; public is false for the server's own address. */
    void address(Context ctx) {
        ctx.json(Map.of("url", tableUrl(ctx), "public", reachable()));
    }

    /** {@code GET /api/table/qr.svg}: the QR code of {@link #tableUrl}. */
    void qrCode(Context ctx) {
        ctx.header("Cache-Control", "no-store");
        ctx.contentType("image/svg+xml").result(qr(tableUrl(ctx)));
    }

    String tableUrl(Context ctx) {
        return url(ctx, "/table");
    }

    /** Whether other devices can reach the server: it was given its {@code --public-url}. */
    boolean reachable() {
        return publicUrl != null;
    }

    /** The server's own address followed by {@code path}: its {@code --public-url}, else the one reached. */
    String url(Context ctx, String path) {
        if (publicUrl != null) {
            return publicUrl + path;
        }
        String host = ctx.req().getLocalAddr();
        if (host.contains(":")) {
            host = "[" + host + "]"; // an IPv6 address in a URL
        }
        return ctx.scheme() + "://" + host + ":" + ctx.req().getLocalPort() + path;
    }

    /** The QR code of {@code url} as SVG. */
    static String qr(String url) {
        return svg(QrCode.encodeText(url, QrCode.Ecc.MEDIUM));
    }

    /** The code's dark modules as one path, black on white, with its quiet zone. */
    static String svg(QrCode qr) {
        int side = qr.size + 2 * QUIET_ZONE;
        StringBuilder path = new StringBuilder();
        for (int y = 0; y < qr.size; y++) {
            for (int x = 0; x < qr.size; x++) {
                if (qr.getModule(x, y)) {
                    path.append('M').append(x + QUIET_ZONE).append(',').append(y + QUIET_ZONE).append("h1v1h-1z");
                }
            }
        }
        return "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 " + side + " " + side
                + "\" shape-rendering=\"crispEdges\" role=\"img\" aria-label=\"QR code of the address\">"
                + "<rect width=\"100%\" height=\"100%\" fill=\"#fff\"/><path fill=\"#000\" d=\"" + path + "\"/></svg>";
    }
}
