package spindle.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.stream.Stream;

/** The temporary folders the commands make for their child servers and databases. */
final class TempDirs {
    private TempDirs() {
    }

    /** Deletes {@code dir} and everything in it, as far as it can: a temporary folder left behind is harmless. */
    static void delete(Path dir) {
        try (Stream<Path> files = Files.walk(dir)) {
            files.sorted(Comparator.reverseOrder()).forEach(f -> f.toFile().delete());
        } catch (IOException e) {
            // left behind
        }
    }
}
