package spindle.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.net.Inet4Address;
import java.net.InetAddress;
import java.net.NetworkInterface;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.Collections;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * {@code spindle serve --public-url http://<laptop-ip>:8080} lets the phones at a table reach a laptop's server
 * (docs/table.md): a public URL naming this machine's own address on the server's port opens that address too; a
 * name or another port (a reverse proxy in front) opens nothing beyond loopback.
 */
class LanServeTest {
    /** A non-loopback IPv4 address of this machine, if it has one. */
    private static Optional<String> ownAddress() throws IOException {
        for (NetworkInterface n : Collections.list(NetworkInterface.getNetworkInterfaces())) {
            for (InetAddress a : Collections.list(n.getInetAddresses())) {
                if (a instanceof Inet4Address && !a.isLoopbackAddress() && n.isUp()) {
                    return Optional.of(a.getHostAddress());
                }
            }
        }
        return Optional.empty();
    }

    private static int freePort() throws IOException {
        try (ServerSocket s = new ServerSocket(0)) {
            return s.getLocalPort();
        }
    }

    private static boolean answers(String host, int port) {
        try {
            new Socket(host, port).close();
            return true;
        } catch (IOException e) {
            return false;
        }
    }

    @Test
    void aPublicUrlOfThisMachinesAddressAndPortIsListenedOnAndTheTableShowsIt() throws IOException {
        Optional<String> own = ownAddress();
        assumeTrue(own.isPresent(), "this machine has no network address besides loopback");
        int port = freePort();
        String url = "http://" + own.get() + ":" + port;
        try (WebServer server = new WebServer(0).allowPublicUrl(url).start(port)) {
            assertThat(server.port()).isEqualTo(port);
            assertThat(answers(own.get(), port)).as("reachable on " + url).isTrue();
            assertThat(answers("127.0.0.1", port)).as("and on loopback").isTrue();
            Http lan = new Http(url);
            assertThat(lan.get("/api/table/address").json().get("url").asText()).isEqualTo(url + "/table");
            assertThat(lan.get("/table").status()).isEqualTo(200);
        }
    }

    @Test
    void aPublicUrlWithAnotherPortOrANameOpensNothingButLoopback() throws IOException {
        Optional<String> own = ownAddress();
        assumeTrue(own.isPresent(), "this machine has no network address besides loopback");
        int port = freePort();
        try (WebServer server = new WebServer(0).allowPublicUrl("http://" + own.get() + ":" + (port + 1))
                .allowPublicUrl("https://games.example.org").start(port)) {
            assertThat(answers("127.0.0.1", server.port())).isTrue();
            assertThat(answers(own.get(), server.port())).as("a proxy's port in front: not opened here").isFalse();
        }
    }
}
