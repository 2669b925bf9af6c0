package spindle.server.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The browser's ES modules (web/js) keep their folders: lib/, boards/ and local/ (the API answered in the browser)
 * are shared by the pages and import no page; each page has its own folder and imports no other page's; nothing imports in a circle (a circle of ES
 * modules runs one of them before its imports are set, which shows up only as an odd runtime error).
 */
class BrowserModulesTest {
    // the source tree: surefire runs in the server module's directory
    private static final Path WEB = Path.of("src", "main", "resources", "web");
    private static final Path JS = WEB.resolve("js");
    private static final Set<String> SHARED = Set.of("lib", "boards", "local");
    // the engine compiled for the browser: built by the webengine module, loaded by local/'s Web Worker only
    private static final String ENGINE_IMPORT = "../engine/";
    private static final Path ENGINE = Path.of("..", "webengine", "target", "classes", "web", "engine");
    // import/export ... from '...' and a bare import '...': the clause between holds only names, braces, * and commas
    private static final Pattern STATIC = Pattern.compile(
            "^\\s*(?:import|export)\\s[\\w$*{},\\s]*?from\\s*['\"]([^'\"]+)['\"]|^\\s*import\\s*['\"]([^'\"]+)['\"]",
            Pattern.MULTILINE);
    private static final Pattern DYNAMIC = Pattern.compile("\\bimport\\s*\\(\\s*([^)]*?)\\s*\\)");
    private static final Pattern LITERAL = Pattern.compile("^(['\"])([^'\"]+)\\1$");
    // a relative .js path written as a string anywhere in a module: what its computed import(path) can load
    private static final Pattern RELATIVE_JS = Pattern.compile("['\"](\\.\\.?/[^'\"]+\\.js)['\"]");
    // the modules allowed a computed import(...), and the folder everything it can load must be in
    private static final Map<String, String> COMPUTED = Map.of("boards/index.js", "boards/");
    private static final Pattern PAGE_SCRIPT = Pattern.compile("<script[^>]*\\ssrc=\"/js/([^\"]+)\"");

    private final Map<String, Set<String>> imports = readImports();

    @Test
    void everyImportIsAFileAndEveryModuleHasAFolder() {
        imports.forEach((from, targets) -> {
            assertThat(from).as("a module straight in js/ belongs in lib/, boards/ or its page's folder").contains("/");
            targets.forEach(to -> assertThat(to.startsWith(ENGINE_IMPORT) ? ENGINE.resolve(to.substring(
                    ENGINE_IMPORT.length())) : JS.resolve(to)).as(from + " imports " + to).isRegularFile());
        });
    }

    @Test
    void sharedFoldersImportNoPageAndNoPageImportsAnother() {
        imports.forEach((from, targets) -> targets.forEach(to -> {
            String mine = folder(from), theirs = folder(to);
            boolean allowed = SHARED.contains(theirs) || (!SHARED.contains(mine) && theirs.equals(mine))
                    || (to.startsWith(ENGINE_IMPORT) && mine.equals("local"));
            assertThat(allowed).as("%s imports %s: lib/, boards/ and local/ import only each other (local/ the"
                    + " compiled engine too), a page only its own folder and those", from, to).isTrue();
        }));
    }

    @Test
    void noImportCycle() {
        Map<String, Integer> state = new TreeMap<>(); // absent: not seen, 1: on the path, 2: done
        for (String start : imports.keySet()) {
            List<String> cycle = cycleFrom(start, state, new ArrayList<>());
            assertThat(cycle).as("import cycle: " + String.join(" -> ", cycle)).isEmpty();
        }
    }

    @Test // the How-to page is built in Java (HowToPage); HowToBrowserTest loads it
    void everyPageScriptIsAPageModule() throws IOException {
        List<String> scripts = new ArrayList<>();
        try (Stream<Path> pages = Files.list(WEB)) {
            for (Path html : pages.filter(p -> p.toString().endsWith(".html")).sorted().toList()) {
                Matcher m = PAGE_SCRIPT.matcher(Files.readString(html));
                while (m.find()) {
                    scripts.add(m.group(1));
                    assertThat(JS.resolve(m.group(1))).as(html + " loads /js/" + m.group(1)).isRegularFile();
                    assertThat(SHARED).as(html + " loads a shared module as its page").doesNotContain(folder(m.group(1)));
                }
            }
        }
        assertThat(scripts).as("the pages' scripts").contains("game/game.js", "home/home.js", "lobby/lobby.js");
    }

    /** The first cycle reachable from {@code at} (depth first), as the path that closes it; empty when none. */
    private List<String> cycleFrom(String at, Map<String, Integer> state, List<String> path) {
        if (state.getOrDefault(at, 0) == 2) return List.of();
        path.add(at);
        if (state.getOrDefault(at, 0) == 1) return path.subList(path.indexOf(at), path.size());
        state.put(at, 1);
        for (String next : imports.getOrDefault(at, Set.of())) {
            List<String> cycle = cycleFrom(next, state, path);
            if (!cycle.isEmpty()) return cycle;
        }
        state.put(at, 2);
        path.remove(path.size() - 1);
        return List.of();
    }

    private static String folder(String module) {
        return module.contains("/") ? module.substring(0, module.indexOf('/')) : "";
    }

    /** Every module (path under js/, with '/') to the modules it imports, statically or through import(). */
    private static Map<String, Set<String>> readImports() {
        try (Stream<Path> files = Files.walk(JS)) {
            Map<String, Set<String>> graph = new LinkedHashMap<>();
            for (Path file : files.filter(p -> p.toString().endsWith(".js")).sorted().toList()) {
                String module = name(JS.relativize(file));
                // whole-line comments go first: they mention imports and paths that are not code
                String code = Files.readAllLines(file).stream().filter(l -> !l.strip().matches("(//|/\\*|\\*).*"))
                        .collect(Collectors.joining("\n"));
                Set<String> targets = new TreeSet<>();
                Matcher m = STATIC.matcher(code);
                while (m.find()) targets.add(resolve(file, m.group(1) != null ? m.group(1) : m.group(2)));
                m = DYNAMIC.matcher(code);
                while (m.find()) {
                    Matcher literal = LITERAL.matcher(m.group(1));
                    if (literal.matches()) {
                        targets.add(resolve(file, literal.group(2)));
                        continue;
                    }
                    // import(path): only the module's own relative path strings can reach it; check them all
                    assertThat(COMPUTED).as(module + " has a computed import(" + m.group(1) + ")").containsKey(module);
                    List<String> reach = RELATIVE_JS.matcher(code).results().map(r -> resolve(file, r.group(1))).toList();
                    assertThat(reach).as("what %s's import(%s) can load", module, m.group(1)).isNotEmpty()
                            .allMatch(to -> to.startsWith(COMPUTED.get(module)));
                    targets.addAll(reach);
                }
                graph.put(module, targets);
            }
            return graph;
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    private static String resolve(Path from, String spec) {
        assertThat(spec).as(from + " imports " + spec + ": only relative paths, no build step").startsWith(".");
        return name(JS.relativize(from.getParent().resolve(spec).normalize()));
    }

    private static String name(Path relative) {
        return relative.toString().replace('\\', '/'); // module names as in import paths, whatever the OS
    }
}
