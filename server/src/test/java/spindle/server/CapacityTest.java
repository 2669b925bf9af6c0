package spindle.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The bar: 100,000 stored games and 1,000 live ones in a 512 MB heap. A child JVM started with
 * {@code -Xmx512m} ({@link CapacityChild}) fills a SQLite database with 100,000 games, starts a server on it and
 * plays 1,000 games at once; it must neither run out of memory nor take long to start. Its figures are written to
 * {@code target/store-capacity.txt}.
 */
class CapacityTest {
    static final int STORED = 100_000;
    static final int LIVE = 1_000;
    static final int ROUNDS = 8;

    @TempDir
    Path dir;

    @Test
    void hundredThousandStoredAndAThousandLiveGamesFitIn512Megabytes() throws Exception {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Process p = new ProcessBuilder(java, "-Xmx512m", "-XX:+ExitOnOutOfMemoryError", "-cp",
                System.getProperty("java.class.path"), CapacityChild.class.getName(),
                dir.resolve("capacity.db").toString(), Integer.toString(STORED), Integer.toString(LIVE),
                Integer.toString(ROUNDS)).redirectError(dir.resolve("child.log").toFile()).start();
        String result = null;
        try (BufferedReader out = new BufferedReader(new InputStreamReader(p.getInputStream(),
                StandardCharsets.UTF_8))) {
            String line;
            while ((line = out.readLine()) != null) {
                if (line.startsWith("RESULT ")) {
                    result = line;
                }
            }
        }
        boolean ended = p.waitFor(5, TimeUnit.MINUTES);
        String log = Files.readString(dir.resolve("child.log"));
        assertThat(ended).as("the child ended").isTrue();
        assertThat(p.exitValue()).as("the child's exit (3: out of memory); its log:%n%s", log).isZero();
        assertThat(result).as("the child's figures; its log:%n%s", log).isNotNull();
        Files.createDirectories(Path.of("target"));
        Files.writeString(Path.of("target", "store-capacity.txt"), result + System.lineSeparator());
        Map<String, Long> figures = new HashMap<>();
        for (String pair : result.substring(7).split(" ")) {
            String[] kv = pair.split("=");
            figures.put(kv[0], Long.parseLong(kv[1]));
        }
        assertThat(figures.get("stored")).isEqualTo(STORED + LIVE);
        assertThat(figures.get("cached")).as("every live game stayed in memory").isEqualTo(LIVE);
        assertThat(figures.get("moves")).isGreaterThan(LIVE * 5L);
        assertThat(figures.get("answered")).isEqualTo(4);
        assertThat(figures.get("maxHeapMB")).isLessThanOrEqualTo(512);
        // generous: the figure itself is reported, not asserted (it is about a second on a 2-core machine)
        assertThat(figures.get("startMs")).as("time to open the store and start the server").isLessThan(30_000);
    }
}
