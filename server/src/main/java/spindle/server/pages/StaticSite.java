package spindle.server.pages;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.stream.Stream;
import spindle.engine.Game;
import spindle.engine.Games;
import spindle.server.http.Json;
import spindle.webengine.view.StateView;

/**
 * Spindle as static files (docs/offline.md): the pages, the boards, How to play and the rules rendered once, and
 * the engine compiled for the browser, so that any static file host serves play against the computer, hot seat,
 * the analysis board and the table companion with no Java running. The pages then answer the API themselves
 * ({@code js/lib/site.js} says so) and a service worker keeps every file of {@code offline-files.json} for use
 * with no network.
 */
public final class StaticSite {
    /** The list of files the service worker keeps, for the site and for the server's own origin. */
    public static final String OFFLINE_FILES = "offline-files.json";

    private StaticSite() {
    }

    /** What {@link #write} wrote: the number of files and their bytes. */
    public record Written(int files, long bytes) {
    }

    /** Writes the site into {@code dir} (created if missing; files of the same names are replaced). */
    public static Written write(Path dir) throws IOException {
        Map<String, byte[]> files = new TreeMap<>(resources(true));
        files.computeIfPresent("js/lib/site.js", (path, bytes) -> text(bytes)
                .replace("export const serverless = false;", "export const serverless = true;")
                .getBytes(StandardCharsets.UTF_8));
        files.put("game/index.html", files.get("game.html"));
        files.put("table/index.html", files.get("table-start.html"));
        files.put("bench/index.html", files.get("bench.html"));
        files.put("howto/index.html", utf8(HowToPage.indexHtml()));
        for (Game game : Games.all()) {
            files.put("analysis/" + game.id() + "/index.html", files.get("analysis.html"));
            files.put("table/" + game.id() + "/index.html", files.get("table.html"));
            files.put("rules/" + game.id() + "/index.html", utf8(RulesPage.html(game)));
            if (HowTo.exists(game)) {
                HowTo howTo = HowTo.of(game);
                files.put("howto/" + game.id() + "/index.html", utf8(HowToPage.html(howTo)));
                files.put("data/howto/" + game.id() + ".json", Json.MAPPER.writeValueAsBytes(howTo.data()));
            }
        }
        List<String> offline = new ArrayList<>();
        for (String path : files.keySet()) {
            if (!path.equals("sw.js")) {
                offline.add("/" + (path.endsWith("index.html") ? path.substring(0, path.length() - 10) : path));
            }
        }
        files.put(OFFLINE_FILES, Json.MAPPER.writeValueAsBytes(offline));
        // a new worker (and so fresh caches) exactly when any file changed
        files.computeIfPresent("sw.js", (path, bytes) -> text(bytes)
                .replace("const VERSION = 'dev';", "const VERSION = '" + digest(files) + "';")
                .getBytes(StandardCharsets.UTF_8));
        long bytes = 0;
        for (Map.Entry<String, byte[]> f : files.entrySet()) {
            Path target = dir.resolve(f.getKey());
            Files.createDirectories(target.getParent());
            Files.write(target, f.getValue());
            bytes += f.getValue().length;
        }
        return new Written(files.size(), bytes);
    }

    /**
     * What the service worker keeps on the server's own origin: every static file, and the pages by the paths the
     * server answers them at.
     */
    public static List<String> serverOfflineFiles() {
        List<String> offline = new ArrayList<>();
        for (String path : resources(false).keySet()) { // names only: a server lists its files, reads none
            if (!path.equals("sw.js")) {
                offline.add("/" + path);
            }
        }
        offline.addAll(List.of("/", "/game", "/table", "/howto", "/bench"));
        for (Game game : Games.all()) {
            for (String page : List.of("analysis", "table", "rules")) {
                offline.add("/" + page + "/" + game.id());
            }
            if (HowTo.exists(game)) {
                offline.add("/howto/" + game.id());
            }
        }
        return offline;
    }

    private static byte[] utf8(String s) {
        return s.getBytes(StandardCharsets.UTF_8);
    }

    private static String text(byte[] bytes) {
        return new String(bytes, StandardCharsets.UTF_8);
    }

    private static String digest(Map<String, byte[]> files) {
        try {
            MessageDigest sha = MessageDigest.getInstance("SHA-256");
            files.forEach((path, bytes) -> {
                sha.update(utf8(path));
                sha.update(bytes);
            });
            return HexFormat.of().formatHex(sha.digest()).substring(0, 16);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every JVM has SHA-256", e);
        }
    }

    /**
     * Every file under {@code web/} of the server's classes and of the browser engine's (webengine/), by its path
     * under {@code web/}: from the class directories in a build, from the jars in a packaged Spindle. Without
     * {@code read}, each file's bytes are empty.
     */
    static Map<String, byte[]> resources(boolean read) {
        Map<String, byte[]> files = new TreeMap<>();
        for (Class<?> anchor : List.of(StaticSite.class, StateView.class)) {
            try {
                Path where = Path.of(anchor.getProtectionDomain().getCodeSource().getLocation().toURI());
                if (Files.isDirectory(where)) {
                    fromDirectory(where.resolve("web"), files, read);
                } else {
                    fromJar(where, files, read);
                }
            } catch (URISyntaxException e) {
                throw new IllegalStateException("the classes' location is no path", e);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return files;
    }

    private static final byte[] UNREAD = new byte[0];

    private static void fromDirectory(Path web, Map<String, byte[]> files, boolean read) throws IOException {
        if (!Files.isDirectory(web)) {
            return;
        }
        try (Stream<Path> walk = Files.walk(web)) {
            for (Path p : walk.filter(Files::isRegularFile).toList()) {
                files.put(web.relativize(p).toString().replace('\\', '/'), read ? Files.readAllBytes(p) : UNREAD);
            }
        }
    }

    private static void fromJar(Path jar, Map<String, byte[]> files, boolean read) throws IOException {
        try (JarFile j = new JarFile(jar.toFile())) {
            for (JarEntry e : Collections.list(j.entries())) {
                if (!e.isDirectory() && e.getName().startsWith("web/")) {
                    try (InputStream in = j.getInputStream(e)) {
                        files.put(e.getName().substring(4), read ? in.readAllBytes() : UNREAD);
                    }
                }
            }
        }
    }
}
