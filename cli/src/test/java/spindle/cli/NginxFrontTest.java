package spindle.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The nginx front stops as a whole: no worker outlives the master, and nothing listens on its port afterwards. */
class NginxFrontTest {
    @Test
    void closingStopsTheMasterAndItsWorkersAndFreesThePort() throws Exception {
        assumeTrue(NginxFront.binary() != null, "SKIPPED: nginx is not installed (Debian: apt-get install nginx)");
        int nobody;
        try (ServerSocket s = new ServerSocket(0)) {
            nobody = s.getLocalPort(); // an upstream that refuses: nginx answers 502, through a worker
        }
        List<ProcessHandle> nginx;
        int port;
        try (NginxFront front = NginxFront.start(List.of(nobody))) {
            port = front.port;
            HttpResponse<String> r = HttpClient.newHttpClient().send(HttpRequest.newBuilder(
                    URI.create("http://127.0.0.1:" + port + "/")).build(), HttpResponse.BodyHandlers.ofString());
            assertThat(r.statusCode()).isEqualTo(502);
            nginx = front.processes();
            assertThat(nginx).as("nginx's master and its worker").hasSize(2).allMatch(ProcessHandle::isAlive);
        }
        assertThat(nginx).as("nginx processes left after close").noneMatch(ProcessHandle::isAlive);
        assertThatThrownBy(() -> new Socket("127.0.0.1", port).close()).as("a connection to the closed front")
                .isInstanceOf(IOException.class);
    }
}
