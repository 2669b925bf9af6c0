package spindle.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebElement;

/**
 * Just Playing a Round's competition mode on /table/just-playing-a-round, on a phone and a tablet: two contenders on
 * one device, the shared throw's dice, a tab each with its ticking time bank; one contender plays the round, the
 * other's bank runs out, and the page says so and ranks them. Screenshots under {@code target/screenshots/}.
 */
class TableCompetitionBrowserTest extends OneBrowser {

    private Object js(String script, Object... args) {
        return ((JavascriptExecutor) driver).executeScript(script, args);
    }

    private WebElement tab(String name) {
        return driver.findElement(By.cssSelector(".contender-tabs [data-name='" + name + "']"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"phone", "tablet"})
    void twoContendersOneBankRunsOut(String device) {
        browser.device(device);
        js("localStorage.clear()");
        open("table/just-playing-a-round?new");
        click(driver.findElement(By.id("competition-mode")));
        browser.waiting(5).until(d -> !d.findElements(By.cssSelector("input[data-contender='2']")).isEmpty());
        driver.findElement(By.cssSelector("input[data-contender='1']")).sendKeys("Ann");
        driver.findElement(By.cssSelector("input[data-contender='2']")).sendKeys("Bob");
        WebElement allowance = driver.findElement(By.id("allowance"));
        allowance.clear();
        allowance.sendKeys("0.2"); // 12 seconds each
        browser.screenshot("table-competition-form-" + device);
        click(driver.findElement(By.id("competition-start")));
        browser.waiting(15).until(d -> "running".equals(data("competition")));
        assertThat(driver.findElements(By.cssSelector(".contender-tabs [role='tab']"))).hasSize(2);
        assertThat(driver.findElements(By.cssSelector("#competition .round-dice .die"))).hasSize(5);
        assertThat(driver.findElement(By.id("says")).getText()).startsWith("Round 1: the throw is");
        browser.screenshot("table-competition-round1-" + device);

        // Ann plays her round at once (through the API with the token this device holds); Bob dawdles
        JsonNode saved = Http.JSON.valueToTree(js("return JSON.parse(localStorage.getItem('spindle.table.competition'))"));
        String id = saved.get("id").asText();
        String ann = saved.get("contenders").get(0).get("token").asText();
        Http http = web.http;
        for (int i = 0; i < 6; i++) {
            JsonNode you = http.get("/api/competitions/" + id + "/me?token=" + ann).json().get("you");
            if (!you.get("status").asText().equals("playing")) {
                break;
            }
            List<String> legal = new java.util.ArrayList<>();
            you.get("legalMoves").forEach(m -> legal.add(m.asText()));
            String move = legal.contains("continue") ? "continue" : legal.get(0);
            Http.Reply r = http.post("/api/competitions/" + id + "/moves", Http.JSON.createObjectNode()
                    .put("token", ann).put("move", move).toString());
            assertThat(r.status()).as(r.body()).isEqualTo(200);
        }
        browser.waiting(30).until(d -> "timed out".equals(tab("Bob").getDomAttribute("data-status")));
        assertThat(driver.findElement(By.id("says")).getText()).contains("Bob's time bank is empty");
        assertThat(tab("Bob").getText()).contains("0:00");
        assertThat(tab("Ann").getDomAttribute("data-status")).isIn("playing", "done");
        List<WebElement> rows = driver.findElements(By.cssSelector(".standings tbody tr"));
        assertThat(rows).hasSize(2);
        assertThat(rows.get(0).getDomAttribute("data-name")).isEqualTo("Ann");
        @SuppressWarnings("unchecked")
        List<Number> small = (List<Number>) js("return [...document.querySelectorAll('#competition button')]"
                + ".filter(e => e.getClientRects().length).map(e => Math.min(e.getBoundingClientRect().width,"
                + " e.getBoundingClientRect().height))");
        assertThat(small).allSatisfy(s -> assertThat(s.doubleValue()).isGreaterThanOrEqualTo(43.5));
        assertThat(((Number) js("return document.documentElement.scrollWidth")).intValue())
                .as("no sideways scrolling: %s", js("return [...document.querySelectorAll('body *')].filter(e =>"
                        + " e.getBoundingClientRect().right > innerWidth + 1).slice(0, 4).map(e => e.tagName + '.'"
                        + " + e.className + ' ' + Math.round(e.getBoundingClientRect().right)).join('; ')"))
                .isLessThanOrEqualTo(device.equals("phone") ? BoardPages.PHONE_W : 820);
        browser.screenshot("table-competition-timeout-" + device);
        js("localStorage.clear()");
    }

    @ParameterizedTest
    @ValueSource(strings = {"phone", "tablet"})
    void theTablesOwnDiceAreTappedInOneByOne(String device) {
        browser.device(device);
        js("localStorage.clear()");
        open("table/just-playing-a-round?new");
        click(driver.findElement(By.id("own-dice")));
        click(driver.findElement(By.id("start-initial")));
        browser.waiting(10).until(d -> d.getCurrentUrl().contains("?id="));
        String[] faces = {"R3", "G5", "B1", "Y6", "W4"};
        for (String face : faces) {
            browser.waiting(10).until(d -> !d.findElements(By.cssSelector(".die-value[data-move='" + face + "']"))
                    .isEmpty());
            assertThat(driver.findElement(By.cssSelector(".tap-dice")).getText()).startsWith("Throw the ");
            if (face.equals("R3")) {
                browser.screenshot("table-own-dice-" + device);
            }
            click(driver.findElement(By.cssSelector(".die-value[data-move='" + face + "']")));
        }
        browser.waiting(10).until(d -> d.findElements(By.cssSelector(".die-value")).isEmpty()
                && d.findElements(By.cssSelector("#round-dice .die")).size() == 5);
        String id = driver.getCurrentUrl().replaceAll(".*\\?id=", "");
        JsonNode state = web.http.get("/api/games/" + id).json();
        assertThat(state.get("dice").asText()).isEqualTo("table");
        assertThat(state.get("board").get("throw").asText()).isEqualTo("R3 G5 B1 Y6 W4");
        assertThat(state.get("toMove").asInt()).as("the player plays the throw").isZero();
        assertThat(driver.findElement(By.id("says")).getText()).isNotBlank();
        browser.screenshot("table-own-dice-thrown-" + device);
    }
}
