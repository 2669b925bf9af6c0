package spindle.cli;

import java.io.BufferedInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * The load generator's HTTP/1.1 client: one keep-alive loopback connection per calling thread, requests written and
 * answers read synchronously. It exists because the JDK's {@code HttpClient} spent about as much CPU per request as
 * the server under test, on a machine whose two cores both share; this costs a fraction of that. It understands
 * only what {@code spindle serve} answers: a status line, headers, and a body framed by {@code Content-Length} or
 * chunks.
 */
final class BenchHttp implements AutoCloseable {
    record Answer(int status, String body) {
    }

    private final int port;
    private final int timeoutMillis;
    private final ThreadLocal<Connection> connection = new ThreadLocal<>();
    private final List<Connection> all = new CopyOnWriteArrayList<>();

    BenchHttp(int port, int timeoutMillis) {
        this.port = port;
        this.timeoutMillis = timeoutMillis;
    }

    /** POSTs a JSON body; an I/O error or timeout closes this thread's connection (the next request opens one). */
    Answer post(String path, String json) throws IOException {
        Connection c = connection.get();
        if (c == null || c.socket.isClosed()) {
            c = new Connection();
            connection.set(c);
            all.add(c);
        }
        try {
            Answer a = c.post(path, json);
            if (c.socket.isClosed()) {
                all.remove(c);
            }
            return a;
        } catch (IOException | RuntimeException e) {
            c.close();
            all.remove(c);
            throw e;
        }
    }

    @Override
    public void close() {
        all.forEach(Connection::close);
        all.clear();
    }

    private final class Connection {
        final Socket socket = new Socket();
        final InputStream in;
        final OutputStream out;

        Connection() throws IOException {
            socket.setTcpNoDelay(true);
            socket.connect(new InetSocketAddress("127.0.0.1", port), timeoutMillis);
            socket.setSoTimeout(timeoutMillis);
            in = new BufferedInputStream(socket.getInputStream(), 16_384);
            out = socket.getOutputStream();
        }

        Answer post(String path, String json) throws IOException {
            byte[] body = json.getBytes(StandardCharsets.UTF_8);
            String head = "POST " + path + " HTTP/1.1\r\nHost: 127.0.0.1:" + port
                    + "\r\nContent-Type: application/json\r\nContent-Length: " + body.length + "\r\n\r\n";
            byte[] h = head.getBytes(StandardCharsets.US_ASCII);
            byte[] request = new byte[h.length + body.length];
            System.arraycopy(h, 0, request, 0, h.length);
            System.arraycopy(body, 0, request, h.length, body.length);
            out.write(request);
            out.flush();
            String status = line();
            if (!status.startsWith("HTTP/1.")) {
                throw new IOException("not an HTTP answer: " + status);
            }
            int length = -1;
            boolean chunked = false;
            boolean close = false;
            for (String header; !(header = line()).isEmpty(); ) {
                String lower = header.toLowerCase(Locale.ROOT);
                if (lower.startsWith("content-length:")) {
                    length = Integer.parseInt(lower.substring(15).trim());
                } else if (lower.startsWith("transfer-encoding:") && lower.contains("chunked")) {
                    chunked = true;
                } else if (lower.startsWith("connection:") && lower.contains("close")) {
                    close = true;
                }
            }
            byte[] content;
            if (chunked) {
                ByteArrayOutputStream all = new ByteArrayOutputStream();
                for (int size; (size = Integer.parseInt(line().split(";")[0].trim(), 16)) > 0; ) {
                    all.write(in.readNBytes(size));
                    line();
                }
                line();
                content = all.toByteArray();
            } else if (length >= 0) {
                content = in.readNBytes(length);
            } else {
                content = in.readAllBytes();
                close = true;
            }
            if (close) {
                close();
            }
            return new Answer(Integer.parseInt(status.substring(9, 12)), new String(content, StandardCharsets.UTF_8));
        }

        private String line() throws IOException {
            StringBuilder b = new StringBuilder(64);
            for (int c; (c = in.read()) != '\n'; ) {
                if (c < 0) {
                    throw new IOException("the server closed the connection");
                }
                if (c != '\r') {
                    b.append((char) c);
                }
            }
            return b.toString();
        }

        void close() {
            try {
                socket.close();
            } catch (IOException e) {
                // already gone
            }
        }
    }
}
