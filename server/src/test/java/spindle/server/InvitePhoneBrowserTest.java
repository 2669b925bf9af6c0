package spindle.server;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;

/**
 * After "Invite a friend" on a 390x844 phone, the friend's link and its Copy button are on the first screen, under
 * the turn, not below the board and the panel.
 */
class InvitePhoneBrowserTest extends OneBrowser {
    @Test
    void theInviteLinkIsOnTheFirstScreen() {
        browser.phone();
        try {
            open("");
            click(driver.findElement(By.id("quick-invite-one-piece-for-two")));
            browser.waiting(15).until(d -> d.getCurrentUrl().contains("/game/") && "true".equals(data("ready")));
            double bottom = ((Number) ((JavascriptExecutor) driver).executeScript("window.scrollTo(0, 0); return"
                    + " document.querySelector('.invite-now .copy').getBoundingClientRect().bottom")).doubleValue();
            assertThat(bottom).as("the Copy link button without scrolling").isLessThanOrEqualTo(BoardPages.PHONE_H);
            assertThat(driver.findElement(By.id("invite-link-1")).getDomProperty("value")).contains("#token=");
            browser.screenshot("invite-phone-first-screen");
        } finally {
            browser.touch(false);
        }
    }
}
