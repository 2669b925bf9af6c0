package spindle.server;

import static org.assertj.core.api.Assertions.assertThat;
import static spindle.server.WebFixture.data;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebDriver;

/**
 * A second phone joins a table (docs/table.md): the device that started the game shares it (QR code, link, code);
 * the other opens the join link and enters a move, which the first sees; the code typed on /table joins too; once
 * sharing stops, the code no longer works and the page says so.
 */
class TableJoinBrowserTest extends TwoBrowsers {
    private void open(Browser b, String path) {
        b.driver.get(web.server.url() + path);
        b.waiting(15).until(d -> "true".equals(data(d, "ready")));
    }

    private static int ply(WebDriver d) {
        String p = data(d, "ply");
        return p == null ? -1 : Integer.parseInt(p);
    }

    @Test
    void aSecondPhoneJoinsByTheLinkOrTheCodeAndEntersMovesUntilSharingStops() {
        alice.phone();
        bob.phone();
        open(alice, "table/zero-one-two?new");
        alice.driver.findElement(By.id("start-initial")).click();
        alice.waiting(10).until(d -> d.getCurrentUrl().contains("?id=") && ply(d) >= 0);
        int start = ply(alice.driver);
        String id = alice.driver.getCurrentUrl().replaceAll(".*\\?id=", "");
        alice.driver.findElement(By.id("share")).click();
        alice.waiting(5).until(d -> !d.findElements(By.id("join-code")).isEmpty());
        String code = alice.driver.findElement(By.id("join-code")).getText();
        String link = alice.driver.findElement(By.id("join-link")).getDomAttribute("href");
        assertThat(link).contains("/table/zero-one-two?id=" + id + "#join=" + code);
        assertThat(alice.driver.findElements(By.cssSelector("#share-box svg.qr"))).hasSize(1);
        ((org.openqa.selenium.JavascriptExecutor) alice.driver)
                .executeScript("document.getElementById('share-box').scrollIntoView()");
        alice.screenshot("table-join-shared-phone");

        // Bob opens the link: the game, every seat, and his move reaches Alice's page
        bob.driver.get(link);
        bob.waiting(15).until(d -> "true".equals(data(d, "ready")) && ply(d) == start);
        assertThat(bob.driver.getCurrentUrl()).doesNotContain("join=");
        JsonNode state = web.http.get("/api/games/" + id).json();
        String move = state.get("legalMoves").get(0).asText();
        bob.driver.findElement(By.id("move-input")).sendKeys(move);
        bob.driver.findElement(By.cssSelector("#typed button")).click();
        bob.waiting(5).until(d -> d.findElement(By.id("confirm-yes")).isDisplayed());
        bob.driver.findElement(By.id("confirm-yes")).click();
        alice.waiting(10).until(d -> ply(d) == start + 1);
        bob.screenshot("table-join-joined-phone");

        // the code typed on /table joins as well
        open(bob, "table");
        bob.driver.findElement(By.id("join-code")).sendKeys(code.toLowerCase());
        bob.driver.findElement(By.cssSelector("#join-form button")).click();
        bob.waiting(10).until(d -> d.getCurrentUrl().contains("?id=" + id) && ply(d) == start + 1);

        // Alice stops sharing: the code no longer works
        alice.driver.findElement(By.id("share-stop")).click();
        alice.waiting(5).until(d -> d.findElement(By.id("share-said")).getText().startsWith("Sharing stopped"));
        open(bob, "table");
        bob.driver.findElement(By.id("join-code")).sendKeys(code);
        bob.driver.findElement(By.cssSelector("#join-form button")).click();
        bob.waiting(5).until(d -> d.findElement(By.id("join-message")).getText().startsWith("no table has this join code"));
        bob.screenshot("table-join-revoked-phone");
    }
}
