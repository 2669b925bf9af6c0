package spindle.match.analysis;

import java.util.List;
import java.util.Locale;

/** Small SVG charts for the HTML report: no script, no external files. */
final class Svg {
    static final int WIDTH = 520;
    static final int HEIGHT = 220;
    private static final int LEFT = 48;
    private static final int BOTTOM = 28;
    private static final int TOP = 14;

    private Svg() {
    }

    /** Labelled bars in [0, 1] with optional interval whiskers (low/high may be null). */
    static String rateBars(List<String> labels, double[] values, double[] low, double[] high) {
        StringBuilder s = open();
        axis(s, 0, 1, true);
        int n = labels.size();
        double slot = (WIDTH - LEFT - 10.0) / Math.max(1, n);
        for (int i = 0; i < n; i++) {
            double x = LEFT + i * slot + slot * 0.2;
            double w = slot * 0.6;
            double y = yOf(values[i], 0, 1);
            s.append(f("<rect x='%.1f' y='%.1f' width='%.1f' height='%.1f' fill='#4a7bd0'><title>%s: %.1f%%</title>"
                    + "</rect>", x, y, w, HEIGHT - BOTTOM - y, esc(labels.get(i)), 100 * values[i]));
            if (low != null) {
                double cx = x + w / 2;
                s.append(f("<line x1='%.1f' x2='%.1f' y1='%.1f' y2='%.1f' stroke='#222' stroke-width='2'/>", cx, cx,
                        yOf(low[i], 0, 1), yOf(high[i], 0, 1)));
            }
            s.append(f("<text x='%.1f' y='%d' font-size='11' text-anchor='middle'>%s</text>", x + w / 2,
                    HEIGHT - 10, esc(labels.get(i))));
        }
        return s.append("</svg>").toString();
    }

    /** A histogram: bars at the given x starts with their counts. */
    static String histogram(List<Integer> starts, List<Integer> counts, int bucket, String xLabel) {
        StringBuilder s = open();
        int max = counts.stream().mapToInt(Integer::intValue).max().orElse(1);
        axis(s, 0, max, false);
        int lo = starts.isEmpty() ? 0 : starts.get(0);
        int hi = starts.isEmpty() ? 1 : starts.get(starts.size() - 1) + bucket;
        for (int i = 0; i < starts.size(); i++) {
            double x0 = xOf(starts.get(i), lo, hi);
            double x1 = xOf(starts.get(i) + bucket, lo, hi);
            double y = yOf(counts.get(i), 0, max);
            s.append(f("<rect x='%.1f' y='%.1f' width='%.1f' height='%.1f' fill='#5aa469' stroke='#fff'>"
                    + "<title>%d..%d: %d</title></rect>", x0, y, Math.max(1, x1 - x0), HEIGHT - BOTTOM - y,
                    starts.get(i), starts.get(i) + bucket - 1, counts.get(i)));
        }
        xLabels(s, lo, hi, xLabel);
        return s.append("</svg>").toString();
    }

    /** A line through y values at x = 0, 1, 2, ... */
    static String line(List<Double> ys, String xLabel) {
        StringBuilder s = open();
        double max = ys.stream().mapToDouble(Double::doubleValue).max().orElse(1);
        axis(s, 0, max, false);
        StringBuilder points = new StringBuilder();
        for (int i = 0; i < ys.size(); i++) {
            points.append(f("%.1f,%.1f ", xOf(i, 0, Math.max(1, ys.size() - 1)), yOf(ys.get(i), 0, max)));
        }
        s.append("<polyline fill='none' stroke='#c0504d' stroke-width='2' points='").append(points).append("'/>");
        xLabels(s, 0, Math.max(1, ys.size() - 1), xLabel);
        return s.append("</svg>").toString();
    }

    private static StringBuilder open() {
        return new StringBuilder(f("<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 %d %d' width='%d' "
                + "height='%d' font-family='sans-serif'>", WIDTH, HEIGHT, WIDTH, HEIGHT));
    }

    private static void axis(StringBuilder s, double lo, double hi, boolean percent) {
        for (int i = 0; i <= 4; i++) {
            double v = lo + (hi - lo) * i / 4;
            double y = yOf(v, lo, hi);
            s.append(f("<line x1='%d' x2='%d' y1='%.1f' y2='%.1f' stroke='#ddd'/>", LEFT, WIDTH - 8, y, y));
            s.append(f("<text x='%d' y='%.1f' font-size='10' text-anchor='end'>%s</text>", LEFT - 4, y + 3,
                    percent ? f("%.0f%%", 100 * v) : f("%.1f", v)));
        }
    }

    private static void xLabels(StringBuilder s, double lo, double hi, String label) {
        s.append(f("<text x='%d' y='%d' font-size='10'>%s</text>", LEFT, HEIGHT - 10, f("%.0f", lo)));
        s.append(f("<text x='%d' y='%d' font-size='10' text-anchor='end'>%s</text>", WIDTH - 8, HEIGHT - 10,
                f("%.0f", hi)));
        s.append(f("<text x='%d' y='%d' font-size='11' text-anchor='middle'>%s</text>", (LEFT + WIDTH) / 2,
                HEIGHT - 10, esc(label)));
    }

    private static double xOf(double v, double lo, double hi) {
        return LEFT + (WIDTH - LEFT - 10) * (v - lo) / (hi - lo);
    }

    private static double yOf(double v, double lo, double hi) {
        double span = hi - lo == 0 ? 1 : hi - lo;
        return TOP + (HEIGHT - BOTTOM - TOP) * (1 - (v - lo) / span);
    }

    static String esc(String text) {
        return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("'", "&#39;");
    }

    private static String f(String format, Object... args) {
        return String.format(Locale.ROOT, format, args);
    }
}
