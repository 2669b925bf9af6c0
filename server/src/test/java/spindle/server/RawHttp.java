package spindle.server;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/**
 * HTTP/1.1 over a plain socket, for requests the JDK's client will not send: any {@code Host}, any
 * {@code Origin}, WebSocket handshakes, bodies of invalid UTF-8. One request per connection.
 */
public final class RawHttp {
    private RawHttp() {
    }

    /** A response: status, headers (names in lower case, the last value of each) and body. */
    record Response(int status, Map<String, String> headers, String body) {
        String header(String name) {
            return headers.get(name.toLowerCase(Locale.ROOT));
        }

        /** The JSON body, or null when it is not JSON. */
        JsonNode json() {
            try {
                return Http.JSON.readTree(body);
            } catch (IOException e) {
                return null;
            }
        }

        @Override
        public String toString() {
            return status + " " + headers + " " + (body.length() > 300 ? body.substring(0, 300) + "..." : body);
        }
    }

    /** {@code headers} may set {@code Host}; without one, {@code Host: 127.0.0.1:port} is sent. */
    static Response send(int port, String method, String path, Map<String, String> headers, byte[] body) {
        Map<String, String> all = new LinkedHashMap<>();
        all.put("Host", "127.0.0.1:" + port);
        all.putAll(headers);
        all.putIfAbsent("Connection", "close");
        if (body != null) {
            all.put("Content-Length", String.valueOf(body.length));
        }
        StringBuilder head = new StringBuilder(method + " " + path + " HTTP/1.1\r\n");
        all.forEach((k, v) -> {
            if (v != null) {
                head.append(k).append(": ").append(v).append("\r\n");
            }
        });
        head.append("\r\n");
        try (Socket socket = new Socket("127.0.0.1", port)) {
            socket.setSoTimeout(30_000);
            OutputStream out = socket.getOutputStream();
            out.write(head.toString().getBytes(StandardCharsets.ISO_8859_1));
            if (body != null) {
                out.write(body);
            }
            out.flush();
            return read(socket.getInputStream(), method.equals("HEAD") || all.containsKey("Sec-WebSocket-Key"));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static Response get(int port, String path, Map<String, String> headers) {
        return send(port, "GET", path, headers, null);
    }

    static Response postJson(int port, String path, Map<String, String> headers, String body) {
        Map<String, String> h = new LinkedHashMap<>();
        h.put("Content-Type", "application/json");
        h.putAll(headers);
        return send(port, "POST", path, h, body.getBytes(StandardCharsets.UTF_8));
    }

    /** Reads the status line and headers, then the body (by length, chunks or to the end; none for a 101). */
    private static Response read(InputStream in, boolean headOnly) throws IOException {
        String statusLine = line(in);
        String[] parts = statusLine.split(" ", 3);
        if (parts.length < 2) {
            throw new IOException("no HTTP status line but '" + statusLine + "'");
        }
        int status = Integer.parseInt(parts[1]);
        Map<String, String> headers = new LinkedHashMap<>();
        for (String l = line(in); !l.isEmpty(); l = line(in)) {
            int colon = l.indexOf(':');
            headers.put(l.substring(0, colon).strip().toLowerCase(Locale.ROOT), l.substring(colon + 1).strip());
        }
        if (headOnly && status == 101 || status == 204 || status == 304) {
            return new Response(status, headers, "");
        }
        ByteArrayOutputStream body = new ByteArrayOutputStream();
        String length = headers.get("content-length");
        if (length != null) {
            body.write(in.readNBytes(Integer.parseInt(length)));
        } else if ("chunked".equalsIgnoreCase(headers.get("transfer-encoding"))) {
            for (int size = Integer.parseInt(line(in).split(";")[0].strip(), 16); size > 0;
                 size = Integer.parseInt(line(in).split(";")[0].strip(), 16)) {
                body.write(in.readNBytes(size));
                line(in);
            }
        } else {
            body.write(in.readAllBytes());
        }
        return new Response(status, headers, body.toString(StandardCharsets.UTF_8));
    }

    private static String line(InputStream in) throws IOException {
        ByteArrayOutputStream b = new ByteArrayOutputStream();
        for (int c = in.read(); c != '\n'; c = in.read()) {
            if (c < 0) {
                break;
            }
            if (c != '\r') {
                b.write(c);
            }
        }
        return b.toString(StandardCharsets.ISO_8859_1);
    }
}
