package spindle.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code spindle site DIR}: the static site, with every page a static host needs, the engine, a stamped service
 * worker and its offline list; within issue 40's 1.5 MB compressed for everything a first visit downloads; and a
 * folder that holds something else is refused, not overwritten.
 */
class SiteCommandTest {
    /** Issue 40: what the first visit downloads (the service worker keeps every file) stays within 1.5 MB. */
    private static final long MOST_COMPRESSED = 1_500_000;

    @TempDir
    Path dir;

    @Test
    void writesEveryPageTheEngineAndTheOfflineListWithinTheSizeBar() throws IOException {
        Path site = dir.resolve("site");
        CliTest.Run run = CliTest.run("", "site", site.toString());
        assertThat(run.exit()).as(run.err()).isZero();
        Matcher size = Pattern.compile("compressed \\(gzip -9\\): ([\\d,]+) bytes in all").matcher(run.out());
        assertThat(size.find()).as(run.out()).isTrue();
        assertThat(Long.parseLong(size.group(1).replace(",", ""))).isPositive().isLessThanOrEqualTo(MOST_COMPRESSED);
        for (String page : new String[] {"index.html", "game/index.html", "table/index.html",
            "table/zero-one-two/index.html", "analysis/warp-and-weft/index.html", "rules/one-piece-for-two/index.html",
            "howto/just-playing-a-round/index.html", "bench/index.html", "engine/spindle-engine.wasm",
            "js/local/worker.js", "manifest.webmanifest", "icons/icon-512.png", "data/howto/zero-one-two.json"}) {
            assertThat(site.resolve(page)).as(page).isRegularFile();
        }
        assertThat(Files.readString(site.resolve("js/lib/site.js"))).contains("serverless = true");
        assertThat(Files.readString(site.resolve("sw.js"))).doesNotContain("VERSION = 'dev'");
        assertThat(Files.readString(site.resolve("offline-files.json"))).contains("\"/engine/spindle-engine.wasm\"",
                "\"/game/\"", "\"/table/zero-one-two/\"").doesNotContain("sw.js");
        assertThat(Files.readString(site.resolve("rules/zero-one-two/index.html"))).contains("<h1");
        // written again over itself: replaced
        assertThat(CliTest.run("", "site", site.toString()).exit()).isZero();
    }

    @Test
    void aFolderHoldingSomethingElseIsRefused() throws IOException {
        Files.writeString(dir.resolve("notes.txt"), "mine");
        CliTest.Run run = CliTest.run("", "site", dir.toString());
        assertThat(run.exit()).isEqualTo(2);
        assertThat(run.err()).contains("is not empty and holds no Spindle site").doesNotContain("Exception");
        assertThat(Files.readString(dir.resolve("notes.txt"))).isEqualTo("mine");
    }
}
