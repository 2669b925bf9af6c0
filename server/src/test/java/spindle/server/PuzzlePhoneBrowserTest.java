package spindle.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.WebElement;
import spindle.match.puzzle.Puzzle;
import spindle.match.puzzle.PuzzleJson;

/**
 * The puzzle page on a 390x844 touch phone, for every game: the daily puzzle is solved by tapping its solution's
 * moves on the board (the opponent's replies come from the server) and the streak and rating go up; on the next
 * puzzle a wrong move is answered by its refutation on the board and the solution is shown.
 */
class PuzzlePhoneBrowserTest extends PhoneBrowser {
    private Object js(String script, Object... args) {
        return ((JavascriptExecutor) driver).executeScript(script, args);
    }

    private static Puzzle starter(String game, String id) throws Exception {
        try (InputStream in = Puzzle.class.getClassLoader().getResourceAsStream("spindle/puzzles/" + game + ".jsonl")) {
            return PuzzleJson.read(new InputStreamReader(in, StandardCharsets.UTF_8)).stream()
                    .filter(p -> p.id().equals(id)).findFirst().orElseThrow();
        }
    }

    /** Plays {@code move} as a finger does: the board's places of its path, or its button. */
    private void tap(Puzzle p, List<String> before, String move) {
        Object keys = ((JavascriptExecutor) driver).executeAsyncScript("const [game, variant, position, moves, move,"
                + " done] = arguments; fetch('/api/positions', {method: 'POST', headers: {'Content-Type':"
                + " 'application/json'}, body: JSON.stringify({game, variant, position, moves})}).then(r => r.json())"
                + ".then(async v => { const b = await (await import('/js/boards/index.js')).boardFor(game);"
                + " done(b.path(move, v) || []); }).catch(e => done(String(e)));",
                p.game(), p.variant(), p.position(), before, move);
        assertThat(keys).as("the path of " + move).isInstanceOf(List.class);
        String ply = data("ply");
        for (Object key : (List<?>) keys) {
            if (!data("ply").equals(ply) || !"solving".equals(data("state"))) {
                break; // the places tapped so far made the move already: the only one they can start
            }
            for (int attempt = 0; ; attempt++) { // the board is drawn again after each tap: find the place afresh
                try {
                    click(BoardPages.topTarget(driver, key.toString()));
                    break;
                } catch (StaleElementReferenceException redrawn) {
                    if (attempt == 3) {
                        throw redrawn;
                    }
                }
            }
        }
        List<WebElement> button = driver.findElements(By.cssSelector("[data-move='" + move + "']"));
        if (data("ply").equals(ply) && !button.isEmpty()) {
            click(button.get(0));
        }
        browser.waiting(30).until(d -> !data("ply").equals(ply) && !"waiting".equals(data("state")));
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"warp-and-weft", "one-piece-for-two", "zero-one-two", "just-playing-a-round"})
    void aPuzzleIsSolvedByTappingAndAWrongMoveIsRefuted(String game) throws Exception {
        js("localStorage.removeItem('spindle.puzzles')");
        open("puzzles/" + game);
        Puzzle p = starter(game, data("puzzle"));
        browser.screenshot("puzzles-phone-" + game);
        assertThat(((Number) js("return document.documentElement.scrollWidth")).intValue())
                .as("the page is no wider than the phone").isLessThanOrEqualTo(BoardPages.PHONE_W);
        while ("solving".equals(data("state"))) {
            int at = Integer.parseInt(data("ply"));
            tap(p, p.solution().subList(0, at), p.solution().get(at));
        }
        assertThat(data("state")).as(driver.findElement(By.id("message")).getText()).isEqualTo("solved");
        browser.waiting(5).until(d -> d.findElement(By.id("streak")).getText().equals("streak 1"));
        assertThat(driver.findElement(By.id("rating")).getText()).isNotEqualTo("Your rating 1500");
        browser.screenshot("puzzles-phone-solved-" + game);
        assertThat(driver.findElement(By.id("analysis-link")).getDomAttribute("href")).startsWith("/analysis/" + game);

        String solvedId = p.id();
        click(driver.findElement(By.id("next")));
        browser.waiting(10).until(d -> !solvedId.equals(data("puzzle")) && "solving".equals(data("state")));
        Puzzle next = starter(game, data("puzzle"));
        List<String> legal = legalMoves(next);
        String wrong = legal.stream().filter(m -> !m.equals(next.firstMove())).findFirst().orElseThrow();
        tap(next, List.of(), wrong);
        assertThat(data("state")).isEqualTo("failed");
        assertThat(driver.findElement(By.id("message")).getDomAttribute("data-kind")).isEqualTo("error");
        assertThat(driver.findElement(By.id("solution")).isDisplayed()).isTrue();
        assertThat(driver.findElement(By.id("streak")).getText()).isEqualTo("streak 0");
        browser.screenshot("puzzles-phone-refuted-" + game);
    }

    private List<String> legalMoves(Puzzle p) {
        @SuppressWarnings("unchecked")
        List<String> moves = (List<String>) ((JavascriptExecutor) driver).executeAsyncScript("const [game, variant,"
                + " position, done] = arguments; fetch('/api/positions', {method: 'POST', headers: {'Content-Type':"
                + " 'application/json'}, body: JSON.stringify({game, variant, position, moves: []})}).then(r => r.json())"
                + ".then(v => done(v.legalMoves.map(m => m.move || m)));", p.game(), p.variant(), p.position());
        return moves;
    }
}
