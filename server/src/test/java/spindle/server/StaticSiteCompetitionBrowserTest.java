package spindle.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;

/**
 * The table companion's 3Will competition with no Spindle server (issue 40): the static site on a 390x844 phone with
 * a finger, the file server stopped once the service worker keeps the site. Two contenders start a competition at
 * one table, see the shared throw, each makes plays by taps on their own tab; a reload loses nothing (the throw,
 * every decision, the time banks); then both finish the round and the next throw comes, the same for both.
 */
class StaticSiteCompetitionBrowserTest extends StaticSiteBrowser {
    private static final String PANEL = "#competition .contender-board";

    /**
     * Taps the middle of the first element {@code selector} finds among those the page shows (the {@code pick}-th
     * of them, wrapping): found, scrolled into view and measured at once, since the competition redraws every second.
     */
    private boolean tap(String selector, int pick) {
        @SuppressWarnings("unchecked")
        Map<String, Number> c = (Map<String, Number>) js("const all = [...document.querySelectorAll(arguments[0])]"
                + ".filter((e) => e.getClientRects().length); if (!all.length) return null;"
                + "const e = all[arguments[1] % all.length]; e.scrollIntoView({block: 'center', inline: 'center'});"
                + "const r = e.getBoundingClientRect(); return {x: r.left + r.width / 2, y: r.top + r.height / 2};",
                selector, pick);
        if (c == null) {
            return false;
        }
        browser.tap(c.get("x").doubleValue(), c.get("y").doubleValue());
        return true;
    }

    /** What the page's API (answered by the engine in this browser) shows contender {@code name}. */
    @SuppressWarnings("unchecked")
    private Map<String, Object> contenderView(String name) {
        return (Map<String, Object>) ((JavascriptExecutor) driver).executeAsyncScript(
                "const done = arguments[arguments.length - 1];"
                + "const saved = JSON.parse(localStorage.getItem('spindle.table.competition'));"
                + "const token = saved.contenders.find((k) => k.name === arguments[0]).token;"
                + "import('/js/lib/api.js').then((api) => api.call('GET', `/api/competitions/${saved.id}/me?token=`"
                + " + encodeURIComponent(token))).then(done, (e) => done({error: e.message}));", name);
    }

    /** Contender {@code name}'s own part of their view: {@code you}. */
    @SuppressWarnings("unchecked")
    private Map<String, Object> me(String name) {
        Map<String, Object> view = contenderView(name);
        assertThat(view).doesNotContainKey("error");
        return (Map<String, Object>) view.get("you");
    }

    /** Whether contender {@code name} still has decisions to make in round 1. */
    @SuppressWarnings("unchecked")
    private boolean playingRoundOne(String name) {
        Map<String, Object> view = contenderView(name);
        return "playing".equals(((Map<String, Object>) view.get("you")).get("status"))
                && ((Number) ((Map<String, Object>) view.get("competition")).get("round")).intValue() == 1;
    }

    private long ply(String name) {
        return ((Number) me(name).get("ply")).longValue();
    }

    private String tabStatus(String name) {
        return driver.findElement(By.cssSelector(".contender-tabs [data-name='" + name + "']"))
                .getDomAttribute("data-status");
    }

    /**
     * One decision of {@code name} (whose tab is open) by taps: the end of the round's {@code continue}, a choice,
     * a piece and then a marked square, or a button.
     */
    private void decideByTaps(String name, Random random) {
        long before = ply(name);
        for (int step = 0; step < 12; step++) {
            boolean tapped = tap(PANEL + " .actions .move-button[data-move='continue']", 0)
                    || tap(PANEL + " .choices .move-button", 0)
                    || tap(PANEL + " .board .target", random.nextInt(100))
                    || tap(PANEL + " .actions .move-button:not([data-move='retire'])", random.nextInt(100));
            assertThat(tapped).as("%s has something to tap", name).isTrue();
            try {
                browser.waiting(2).until(d -> ply(name) != before);
                return;
            } catch (org.openqa.selenium.TimeoutException notYet) {
                // a piece was chosen: its squares are marked now
            }
        }
        throw new AssertionError("12 taps did not make a decision of " + name + " at ply " + before);
    }

    @Test
    void twoContendersAtOneTableWithNoServerAndAReloadLosesNothing() throws IOException {
        driver.manage().timeouts().scriptTimeout(Duration.ofSeconds(30));
        driver.get(site.url("/table/just-playing-a-round/"));
        browser.waiting(30).until(d -> Boolean.TRUE.equals(js("return !!navigator.serviceWorker.controller")));
        js("localStorage.clear()");
        site.stop();
        try {
            driver.navigate().refresh();
            browser.waiting(30).until(d -> !d.findElements(By.id("competition-mode")).isEmpty());
            assertThat(tap("#competition-mode", 0)).isTrue();
            browser.waiting(10).until(d -> !d.findElements(By.cssSelector("input[data-contender='2']")).isEmpty());
            driver.findElement(By.cssSelector("input[data-contender='1']")).sendKeys("Ann");
            driver.findElement(By.cssSelector("input[data-contender='2']")).sendKeys("Bob");
            browser.screenshot("static-site-competition-form-phone");
            assertThat(tap("#competition-start", 0)).isTrue();
            browser.waiting(30).until(d -> "running".equals(data("competition")));
            assertThat(driver.findElements(By.cssSelector(".contender-tabs [role='tab']"))).hasSize(2);
            assertThat(driver.findElements(By.cssSelector("#competition .round-dice .die"))).hasSize(5);
            assertThat(driver.findElement(By.id("says")).getText()).startsWith("Round 1: the throw is");
            browser.screenshot("static-site-competition-round1-phone");

            Random random = new Random(40);
            decideByTaps("Ann", random);
            decideByTaps("Ann", random);
            assertThat(tap(".contender-tabs [data-name='Bob']", 0)).isTrue();
            browser.waiting(5).until(d -> "true".equals(js("return document.querySelector("
                    + "\".contender-tabs [data-name='Bob'] .bank\").dataset.running")));
            decideByTaps("Bob", random);
            decideByTaps("Bob", random);
            browser.screenshot("static-site-competition-both-played-phone");
            Map<String, Map<String, Object>> before = Map.of("Ann", me("Ann"), "Bob", me("Bob"));
            Object dice = js("return document.querySelector('#competition .round-dice').textContent");

            driver.navigate().refresh();
            browser.waiting(30).until(d -> !d.findElements(By.id("competition-mode")).isEmpty());
            assertThat(driver.findElement(By.id("competition-mode")).getText()).startsWith("Continue the competition");
            assertThat(tap("#competition-mode", 0)).isTrue();
            browser.waiting(30).until(d -> "running".equals(data("competition")));
            browser.screenshot("static-site-competition-reloaded-phone");
            for (String name : List.of("Ann", "Bob")) {
                Map<String, Object> was = before.get(name);
                Map<String, Object> now = me(name);
                assertThat(now.get("moves")).as("%s's decisions", name).isEqualTo(was.get("moves"));
                assertThat(now.get("status")).isEqualTo("playing");
                assertThat(now.get("score")).isEqualTo(was.get("score"));
                long balance = ((Number) now.get("balanceMillis")).longValue();
                long kept = ((Number) was.get("balanceMillis")).longValue();
                assertThat(balance).as("%s's bank gave no time back", name).isLessThanOrEqualTo(kept)
                        .isGreaterThan(kept - 60_000);
            }
            assertThat(js("return document.querySelector('#competition .round-dice').textContent")).isEqualTo(dice);

            // both finish the round (each tab in turn), and the next throw is the same for both
            for (String name : List.of("Ann", "Bob")) {
                assertThat(tap(".contender-tabs [data-name='" + name + "']", 0)).isTrue();
                for (int i = 0; i < 8 && playingRoundOne(name); i++) {
                    decideByTaps(name, random);
                }
            }
            browser.waiting(15).until(d -> "2".equals(data("round")));
            assertThat(driver.findElement(By.id("says")).getText()).contains("Round 2: the throw is");
            List<?> annMoves = (List<?>) me("Ann").get("moves");
            List<?> bobMoves = (List<?>) me("Bob").get("moves");
            assertThat(annMoves.subList(annMoves.size() - 5, annMoves.size())).as("the shared throw of round 2")
                    .isEqualTo(bobMoves.subList(bobMoves.size() - 5, bobMoves.size()));
            assertThat(tabStatus("Ann")).isEqualTo("playing");
            assertThat(((Number) js("return document.documentElement.scrollWidth")).intValue())
                    .as("no sideways scrolling").isLessThanOrEqualTo(BoardPages.PHONE_W);
            browser.screenshot("static-site-competition-round2-phone");
        } finally {
            js("localStorage.clear()");
            site.serve();
        }
    }
}
