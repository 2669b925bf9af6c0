package spindle.server;

import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.logging.Level;
import java.util.logging.Logger;
import java.util.stream.Stream;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.TakesScreenshot;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * Debian's headless Chromium driven through its chromedriver (both from apt: {@code chromium},
 * {@code chromium-driver}); nothing is downloaded. {@link #start()} returns null with {@link #whyNot} set when the
 * browser cannot be started, so that tests can skip with that reason.
 */
public final class Browser implements AutoCloseable {
    static final String CHROMIUM = "/usr/bin/chromium";
    static final String CHROMEDRIVER = "/usr/bin/chromedriver";
    static final Path SCREENSHOTS = Path.of("target", "screenshots");

    static String whyNot;

    /** Kept so the setting survives: Selenium's logger warns about every new Chromium's DevTools version. */
    private static final Logger SELENIUM_LOG = Logger.getLogger("org.openqa.selenium");

    final WebDriver driver;
    private final Path profile;

    private Browser(WebDriver driver, Path profile) {
        this.driver = driver;
        this.profile = profile;
    }

    static Browser start() {
        SELENIUM_LOG.setLevel(Level.SEVERE);
        if (!new File(CHROMIUM).canExecute() || !new File(CHROMEDRIVER).canExecute()) {
            whyNot = CHROMIUM + " or " + CHROMEDRIVER + " is missing (apt-get install chromium chromium-driver)";
            return null;
        }
        Path profile;
        try {
            profile = Files.createTempDirectory("spindle-chromium");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        ChromeOptions options = new ChromeOptions();
        options.setBinary(CHROMIUM);
        options.addArguments("--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update",
                "--disable-sync", "--user-data-dir=" + profile.toAbsolutePath(), "--window-size=1280,900");
        ChromeDriverService service = new ChromeDriverService.Builder()
                .usingDriverExecutable(new File(CHROMEDRIVER)).usingAnyFreePort().build();
        try {
            return new Browser(new ChromeDriver(service, options), profile);
        } catch (RuntimeException e) {
            whyNot = "chromium could not be started: " + e.getMessage().lines().findFirst().orElse("");
            service.stop();
            delete(profile);
            return null;
        }
    }

    WebDriverWait waiting(long seconds) {
        WebDriverWait wait = new WebDriverWait(driver, Duration.ofSeconds(seconds), Duration.ofMillis(50));
        wait.ignoring(StaleElementReferenceException.class); // the page was replaced under the check: look again
        return wait;
    }

    void size(int width, int height) {
        driver.manage().window().setSize(new Dimension(width, height));
    }

    /** A finger instead of a mouse ({@code on}), or the mouse again: Chromium's touch emulation. */
    void touch(boolean on) {
        ((ChromeDriver) driver).executeCdpCommand("Emulation.setTouchEmulationEnabled",
                Map.of("enabled", on, "maxTouchPoints", on ? 5 : 1));
    }

    /** A finger's tap at (x, y) CSS px of the window, as Chromium's touch events send it. */
    void tap(double x, double y) {
        ChromeDriver chrome = (ChromeDriver) driver;
        chrome.executeCdpCommand("Input.dispatchTouchEvent", Map.of("type", "touchStart",
                "touchPoints", List.of(Map.of("x", x, "y", y))));
        chrome.executeCdpCommand("Input.dispatchTouchEvent", Map.of("type", "touchEnd", "touchPoints", List.of()));
    }

    /** A phone held upright, used with a finger. */
    void phone() {
        device("phone");
    }

    /** {@code phone}: upright, 390 x 844, with a finger; anything else a tablet, 820 x 1180, with the mouse. */
    void device(String device) {
        boolean phone = device.equals("phone");
        size(phone ? BoardPages.PHONE_W : 820, phone ? BoardPages.PHONE_H : 1180);
        touch(phone);
    }

    /** The colour scheme the pages see ({@code prefers-color-scheme}): "light" or "dark". */
    void scheme(String value) {
        ((ChromeDriver) driver).executeCdpCommand("Emulation.setEmulatedMedia",
                Map.of("features", List.of(Map.of("name", "prefers-color-scheme", "value", value))));
    }

    /** Saves a PNG of the page under {@code target/screenshots/}, for people to look at. */
    Path screenshot(String name) {
        try {
            Files.createDirectories(SCREENSHOTS);
            Path file = SCREENSHOTS.resolve(name + ".png");
            File shot = ((TakesScreenshot) driver).getScreenshotAs(OutputType.FILE);
            Files.copy(shot.toPath(), file, StandardCopyOption.REPLACE_EXISTING);
            return file;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public void close() {
        try {
            driver.quit();
        } finally {
            delete(profile);
        }
    }

    private static void delete(Path dir) {
        try (Stream<Path> files = Files.walk(dir)) {
            files.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        } catch (IOException e) {
            // a leftover temp profile is harmless
        }
    }
}
