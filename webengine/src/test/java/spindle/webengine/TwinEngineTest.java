package spindle.webengine;

import static org.assertj.core.api.Assertions.assertThat;

import com.sun.net.httpserver.HttpServer;
import java.io.File;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.support.ui.WebDriverWait;
import spindle.engine.Game;
import spindle.engine.GameState;
import spindle.engine.Games;

/**
 * One engine: the compiled engine in headless Chromium (Debian's, as the browser tests use) and the JVM's play the
 * same seeded random games, every preset of every game, 200 each, and agree at every ply on the position text, the
 * sorted legal moves, the move, the referee's sentences, and at the end on the result and payoffs
 * ({@link Transcript}); a hint at a fixed node budget picks the same move in both. Also prints the playouts per
 * second of each, measured one after the other in this run (a figure, not a bar: timing targets are benchmarks').
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class TwinEngineTest {
    private static final String CHROMIUM = "/usr/bin/chromium";
    private static final String CHROMEDRIVER = "/usr/bin/chromedriver";
    private static final int GAMES = 200;
    /** Games per call into the page: a call is synchronous, and each must end within the script timeout. */
    private static final int CHUNK = 20;
    private HttpServer files;
    private WebDriver driver;

    @BeforeAll
    void start() throws IOException {
        Assumptions.assumeTrue(new File(CHROMIUM).canExecute() && new File(CHROMEDRIVER).canExecute(),
                "needs chromium and chromium-driver (apt-get install chromium chromium-driver)");
        Path web = Paths.get("target/classes/web");
        Path page = Paths.get("target/test-classes/twin.html");
        files = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        files.createContext("/", exchange -> {
            String path = exchange.getRequestURI().getPath();
            Path file = path.equals("/twin.html") ? page : web.resolve(path.substring(1)).normalize();
            if (!file.startsWith(web) && !file.equals(page) || !Files.isRegularFile(file)) {
                exchange.sendResponseHeaders(404, -1);
                exchange.close();
                return;
            }
            byte[] body = Files.readAllBytes(file);
            String name = file.getFileName().toString();
            exchange.getResponseHeaders().set("Content-Type", name.endsWith(".wasm") ? "application/wasm"
                    : name.endsWith(".js") ? "text/javascript" : "text/html; charset=utf-8");
            exchange.sendResponseHeaders(200, body.length);
            try (OutputStream out = exchange.getResponseBody()) {
                out.write(body);
            }
        });
        files.start();
        Logger.getLogger("org.openqa.selenium").setLevel(Level.SEVERE);
        ChromeOptions options = new ChromeOptions();
        options.setBinary(CHROMIUM);
        options.addArguments("--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                "--no-first-run", "--disable-background-networking");
        ChromeDriverService service = new ChromeDriverService.Builder()
                .usingDriverExecutable(new File(CHROMEDRIVER)).usingAnyFreePort().build();
        driver = new ChromeDriver(service, options);
        driver.manage().timeouts().scriptTimeout(Duration.ofMinutes(2));
        driver.get("http://127.0.0.1:" + files.getAddress().getPort() + "/twin.html");
        new WebDriverWait(driver, Duration.ofSeconds(60)).until(d -> !d.findElement(
                org.openqa.selenium.By.id("status")).getText().startsWith("loading"));
        assertThat(driver.findElement(org.openqa.selenium.By.id("status")).getText()).isEqualTo("ready");
    }

    @AfterAll
    void stop() {
        if (driver != null) {
            driver.quit();
        }
        if (files != null) {
            files.stop(0);
        }
    }

    private Object call(String script, Object... args) {
        return ((JavascriptExecutor) driver).executeScript(script, args);
    }

    @Test
    void everyPresetsSeededGamesAreTheSameInTheBrowserAndOnTheJvm() {
        int compared = 0;
        for (Game game : Games.all()) {
            for (Game.Preset preset : game.presets()) {
                String variant = preset.variant().toString();
                for (int from = 1; from <= GAMES; from += CHUNK) {
                    String browser = (String) call("return window.engine.transcripts(arguments[0], arguments[1], "
                            + "arguments[2], arguments[3]);", game.id(), variant, from, CHUNK);
                    String jvm = EngineApi.transcripts(game.id(), variant, from, CHUNK);
                    if (!browser.equals(jvm)) {
                        assertThat(firstDifference(game, variant, from)).isEmpty();
                    }
                    assertThat(browser).as(game.id() + " " + preset.name() + " games " + from + "..").isEqualTo(jvm);
                    compared += CHUNK;
                }
            }
        }
        assertThat(compared).isGreaterThanOrEqualTo(GAMES * 4);
    }

    /** The first line where the two engines' transcripts of games {@code from}.. part, or empty. */
    private String firstDifference(Game game, String variant, int from) {
        for (int seed = from; seed < from + CHUNK; seed++) {
            String[] browser = ((String) call("return window.engine.transcript(arguments[0], arguments[1], "
                    + "arguments[2]);", game.id(), variant, seed)).split("\n");
            String[] jvm = EngineApi.transcript(game.id(), variant, seed).split("\n");
            for (int i = 0; i < Math.max(browser.length, jvm.length); i++) {
                String b = i < browser.length ? browser[i] : "(nothing)";
                String j = i < jvm.length ? jvm[i] : "(nothing)";
                if (!b.equals(j)) {
                    return game.id() + " " + variant + " seed " + seed + " line " + (i + 1) + "\n  browser: " + b
                            + "\n  jvm:     " + j;
                }
            }
        }
        return "";
    }

    @Test
    void aHintAtAFixedNodeBudgetPicksTheSameMoveInBoth() {
        for (Game game : Games.all()) {
            String position = lineAfter(game, 12);
            String[] hints = hintsInBoth(game, position);
            assertThat(hints[0]).as(game.id() + " at " + position).contains("\"move\"").isEqualTo(hints[1]);
        }
    }

    /** The hint at 1,500 iterations and seed 3 at {@code position}: in the browser, then on the JVM. */
    private String[] hintsInBoth(Game game, String position) {
        String script = "const o = JSON.parse(window.engine.open(arguments[0], '', arguments[1]));"
                + "const h = window.engine.hint(o.id, 0, 1500, 3, 1); window.engine.close(o.id); return h;";
        String browser = (String) call(script, game.id(), position);
        int id = Integer.parseInt(EngineApi.open(game.id(), "", position).replaceAll(".*\"id\":(\\d+).*", "$1"));
        String jvm = EngineApi.hint(id, 0, 1500, 3, 1);
        EngineApi.close(id);
        return new String[] {browser, jvm};
    }

    /**
     * The levels of One Piece for Two, 0-1-2 and Warp and Weft play with their shipped learned models, which TeaVM
     * compiles into the module ({@code ShippedModels}): at a position where the models change the hint, the browser's
     * hint is the JVM's.
     */
    @Test
    void theShippedModelsPlayInTheBrowserToo() {
        // a position of each game, a few decisions in, where the models change the hint
        String[][] positions = {{"one-piece-for-two", "4"}, {"zero-one-two", "12"}, {"warp-and-weft", "6"}};
        for (String[] at : positions) {
            String id = at[0];
            Game game = Games.byId(id);
            String position = lineAfter(game, Integer.parseInt(at[1]));
            GameState state = GameState.from(game, game.defaultVariant(), position);
            spindle.ai.Budget budget = spindle.ai.Budget.iterations(1500, 3);
            var off = ((spindle.ai.SearchAgent) spindle.ai.Agents.create("mcts:1500it:learned=off", game))
                    .analyse(state, budget);
            var on = ((spindle.ai.SearchAgent) spindle.ai.Agents.create("mcts:1500it", game)).analyse(state, budget);
            assertThat(on.value()).as(id + ": the models change this hint").isNotEqualTo(off.value());
            String[] hints = hintsInBoth(game, position);
            assertThat(hints[1]).contains("\"value\":" + on.value());
            assertThat(hints[0]).as(id).isEqualTo(hints[1]);
        }
    }

    /** The first position text at or after {@code plies} plies of seeded game 7 where a player decides. */
    private static String lineAfter(Game game, int plies) {
        String[] lines = EngineApi.transcript(game.id(), "", 7).split("\n");
        for (int i = plies; i < lines.length - 1; i++) {
            String position = lines[i].split("\\|")[1];
            if (!GameState.from(game, game.defaultVariant(), position).isChance()) {
                return position;
            }
        }
        throw new AssertionError("game 7 of " + game.id() + " has no decision after ply " + plies);
    }

    @Test
    void printsThePlayoutsPerSecondOfBothInOneRun() {
        List<String> rows = new ArrayList<>();
        for (Game game : Games.all()) {
            EngineApi.playoutsPerSecond(game.id(), 300);
            double jvm = EngineApi.playoutsPerSecond(game.id(), 1000);
            call("return window.engine.playoutsPerSecond(arguments[0], 300);", game.id());
            double browser = ((Number) call("return window.engine.playoutsPerSecond(arguments[0], 1000);",
                    game.id())).doubleValue();
            assertThat(browser).as(game.id()).isPositive();
            rows.add(String.format(Locale.ROOT, "%-22s %,12.0f %,12.0f %6.2f", game.id(), browser, jvm,
                    browser / jvm));
        }
        System.out.println("random playouts/s, one thread, wall clock:\ngame                    browser (wasm)"
                + "          jvm  ratio\n" + String.join("\n", rows));
    }
}
