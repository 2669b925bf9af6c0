package spindle.cli;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import java.util.zip.Deflater;
import java.util.zip.GZIPOutputStream;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;
import spindle.server.pages.StaticSite;

/** {@code spindle site DIR}: Spindle as static files that any file host serves, with no Java running. */
@Command(name = "site", mixinStandardHelpOptions = true,
        description = {"Writes Spindle as a static web site into DIR: play against the computer, hot seat, the "
                + "analysis board and the table companion, run by the engine compiled for the browser, offline "
                + "after the first visit (docs/offline.md).",
            "Serve DIR at the root of a host, e.g. cd DIR && python3 -m http.server 8000, then open "
                + "http://localhost:8000/."})
final class SiteCommand implements Runnable {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Parameters(index = "0", paramLabel = "DIR", description = "Where to write the site: a new or empty directory,"
            + " or a site written before (its files are replaced).")
    Path dir;

    @Override
    public void run() {
        try {
            if (Files.isDirectory(dir) && !Files.exists(dir.resolve(StaticSite.OFFLINE_FILES))) {
                try (Stream<Path> inside = Files.list(dir)) {
                    if (inside.findAny().isPresent()) {
                        throw new CommandLine.ParameterException(spec.commandLine(), dir + " is not empty and "
                                + "holds no Spindle site: choose a new or empty directory");
                    }
                }
            }
            StaticSite.Written written = StaticSite.write(dir);
            PrintWriter out = spec.commandLine().getOut();
            out.printf("wrote %d files, %,d bytes, to %s%n", written.files(), written.bytes(), dir.toAbsolutePath());
            out.printf("compressed (gzip -9): %,d bytes in all, of which the engine %,d%n", gzipped(dir),
                    gzipped(dir.resolve("engine")));
            out.println("serve it at the root of a host, e.g.: cd " + dir + " && python3 -m http.server 8000");
        } catch (IOException e) {
            throw new UncheckedIOException("could not write the site to " + dir + ": " + e.getMessage(), e);
        }
    }

    /** The bytes of every file under {@code root} each gzipped, as a file host that compresses sends them. */
    static long gzipped(Path root) throws IOException {
        long total = 0;
        try (Stream<Path> walk = Files.walk(root)) {
            for (Path p : walk.filter(Files::isRegularFile).toList()) {
                ByteArrayOutputStream bytes = new ByteArrayOutputStream();
                try (GZIPOutputStream gz = new GZIPOutputStream(bytes) {
                    {
                        def.setLevel(Deflater.BEST_COMPRESSION);
                    }
                }) {
                    gz.write(Files.readAllBytes(p));
                }
                total += bytes.size();
            }
        }
        return total;
    }
}
