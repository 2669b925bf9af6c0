package spindle.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Requests to a real {@code spindle serve} ({@link ChildServer}) over raw sockets, as a hostile client sends them:
 * HTTP/1.1, one connection each, from a chosen source address (every address of 127.0.0.0/8 is this machine, and
 * the server counts each as its own client), with any {@code Host} and headers.
 */
final class RawClient {
    static final ObjectMapper JSON = new ObjectMapper();

    record Reply(int status, Map<String, String> headers, String body, long millis) {
        JsonNode json() {
            try {
                return JSON.readTree(body);
            } catch (IOException e) {
                throw new AssertionError("not JSON (" + status + "): " + body, e);
            }
        }

        String header(String name) {
            return headers.get(name.toLowerCase(Locale.ROOT));
        }

        @Override
        public String toString() {
            return status + " " + (body.length() > 300 ? body.substring(0, 300) + "..." : body);
        }
    }

    /** One request on its own connection from {@code source}; headers given replace the defaults (Host included). */
    static Reply send(ChildServer server, String source, String method, String path, Map<String, String> extra,
                      String body) throws IOException {
        long start = System.nanoTime();
        try (Socket socket = new Socket()) {
            socket.bind(new InetSocketAddress(source, 0));
            socket.connect(new InetSocketAddress("127.0.0.1", server.port), 5_000);
            socket.setSoTimeout(10_000);
            Map<String, String> headers = new LinkedHashMap<>();
            headers.put("Host", "127.0.0.1:" + server.port);
            headers.put("Connection", "close");
            byte[] content = body == null ? new byte[0] : body.getBytes(StandardCharsets.UTF_8);
            if (body != null) {
                headers.put("Content-Type", "application/json");
                headers.put("Content-Length", Integer.toString(content.length));
            }
            headers.putAll(extra);
            StringBuilder request = new StringBuilder(method + " " + path + " HTTP/1.1\r\n");
            headers.forEach((k, v) -> request.append(k).append(": ").append(v).append("\r\n"));
            OutputStream out = socket.getOutputStream();
            out.write(request.append("\r\n").toString().getBytes(StandardCharsets.UTF_8));
            out.write(content);
            out.flush();
            return parse(socket.getInputStream().readAllBytes(), (System.nanoTime() - start) / 1_000_000);
        } catch (SocketTimeoutException e) {
            throw new AssertionError("no answer within 10 s to " + method + " " + path + " from " + source, e);
        }
    }

    private static Reply parse(byte[] raw, long millis) {
        String text = new String(raw, StandardCharsets.ISO_8859_1);
        int end = text.indexOf("\r\n\r\n");
        if (end < 0) {
            throw new AssertionError("no HTTP answer: " + text);
        }
        String[] lines = text.substring(0, end).split("\r\n");
        Map<String, String> headers = new ConcurrentHashMap<>();
        for (int i = 1; i < lines.length; i++) {
            int colon = lines[i].indexOf(':');
            headers.merge(lines[i].substring(0, colon).trim().toLowerCase(Locale.ROOT),
                    lines[i].substring(colon + 1).trim(), (a, b) -> a + ", " + b);
        }
        byte[] body = Arrays.copyOfRange(raw, end + 4, raw.length);
        if ("chunked".equalsIgnoreCase(headers.get("transfer-encoding"))) {
            body = unchunk(body);
        }
        return new Reply(Integer.parseInt(lines[0].split(" ")[1]), headers, new String(body, StandardCharsets.UTF_8),
                millis);
    }

    private static byte[] unchunk(byte[] body) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        String text = new String(body, StandardCharsets.ISO_8859_1);
        int at = 0;
        while (true) {
            int eol = text.indexOf("\r\n", at);
            int size = Integer.parseInt(text.substring(at, eol).split(";")[0].trim(), 16);
            if (size == 0) {
                return out.toByteArray();
            }
            out.write(body, eol + 2, size);
            at = eol + 2 + size + 2;
        }
    }

    static Reply get(ChildServer server, String source, String path) throws IOException {
        return send(server, source, "GET", path, Map.of(), null);
    }

    static Reply post(ChildServer server, String source, String path, String body) throws IOException {
        return send(server, source, "POST", path, Map.of(), body);
    }

    /** A new game of two invited seats: its state with {@code tokens}. */
    static JsonNode create(ChildServer server, String source, String game, String variant, String seats)
            throws IOException {
        Reply r = post(server, source, "/api/games", "{\"game\":\"" + game + "\","
                + (variant.isEmpty() ? "" : "\"variant\":\"" + variant + "\",") + "\"seats\":" + seats + "}");
        assertThat(r.status()).as("creating %s: %s", game, r).isEqualTo(201);
        return r.json();
    }

    static String token(JsonNode created, int seat) {
        return created.get("tokens").get(seat).get("token").asText();
    }

    private RawClient() {
    }
}
