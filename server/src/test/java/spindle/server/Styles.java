package spindle.server;

import java.util.List;
import java.util.Map;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebDriver;

/**
 * Colours as the browser computed them, for tests of what a player can see: the colour a CSS custom property
 * resolves to, and the WCAG contrast of an element's text against the background it is actually drawn on (the
 * first ancestor with an opaque background).
 */
final class Styles {
    /** JS: {@code colour(value)} resolves any CSS colour to "rgb(r, g, b)"; {@code background(el)} finds the backdrop. */
    private static final String HELPERS = "const colour = (value) => { const p = document.createElement('i');"
            + " p.style.color = value; document.body.append(p); const c = getComputedStyle(p).color; p.remove();"
            + " return c; };"
            + "const background = (el) => { for (let e = el; e; e = e.parentElement) {"
            + " const c = getComputedStyle(e).backgroundColor; if (c && !/rgba\\(.*, 0\\)$/.test(c)"
            + " && c !== 'transparent') return c; } return colour('Canvas'); };";

    private Styles() {
    }

    private static Object js(WebDriver driver, String script, Object... args) {
        return ((JavascriptExecutor) driver).executeScript(HELPERS + script, args);
    }

    /** The colour the custom property {@code name} (e.g. "--board-last") has on the page's root, as "rgb(…)". */
    static String property(WebDriver driver, String name) {
        return (String) js(driver, "return colour(getComputedStyle(document.documentElement)"
                + ".getPropertyValue(arguments[0]).trim());", name);
    }

    /**
     * For every visible element matching {@code css} that holds text of its own: its text, colour and backdrop
     * ({@code text}, {@code fg}, {@code bg}).
     */
    @SuppressWarnings("unchecked")
    static List<Map<String, String>> texts(WebDriver driver, String css) {
        return (List<Map<String, String>>) js(driver, "return [...document.querySelectorAll(arguments[0])]"
                + ".filter(e => e.getClientRects().length && [...e.childNodes].some(n => n.nodeType === 3"
                + " && n.textContent.trim()))"
                + ".map(e => ({text: e.textContent.trim().slice(0, 40), fg: getComputedStyle(e).color,"
                + " bg: background(e)}));", css);
    }

    /** WCAG 2 contrast ratio of two "rgb(…)"/"rgba(…)" colours (alpha ignored: only opaque colours are compared). */
    static double contrast(String a, String b) {
        double la = luminance(a);
        double lb = luminance(b);
        return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
    }

    private static double luminance(String rgb) {
        String[] p = rgb.replaceAll("[^0-9,.]", "").split(",");
        double[] c = new double[3];
        for (int i = 0; i < 3; i++) {
            double v = Double.parseDouble(p[i]) / 255;
            c[i] = v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4);
        }
        return 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2];
    }
}
