package spindle.match.analysis;

import java.util.List;
import java.util.Locale;

/** Small SVG charts for the HTML report: no script, no external files. */
final class Svg {
    static final int WIDTH = 520;
    static final int HEIGHT = 220;
    private static final int LEFT = 56;
    private static final int BOTTOM = 28;
    private static final int TOP = 14;

    private Svg() {
    }

    static final String[] COLOURS = {"#4a7bd0", "#c0504d", "#5aa469", "#8064a2", "#e08a1e", "#4bacc6"};

    /** One point of an interval chart: a value with optional whiskers, drawn in its series' colour. */
    record Point(String label, int series, double value, double low, double high, long n) {
    }

    /**
     * Points with 95% whiskers, side by side, coloured by series (a variant) with a legend: every variant on one
     * chart. Each point is labelled, with its sample count ({@code n}) under it when known.
     */
    static String intervals(List<Point> points, List<String> series, String yLabel, double lo, double hi) {
        StringBuilder s = open();
        axis(s, lo, hi, false);
        yTitle(s, yLabel);
        double slot = (WIDTH - LEFT - 10.0) / Math.max(1, points.size());
        for (int i = 0; i < points.size(); i++) {
            Point p = points.get(i);
            double cx = LEFT + (i + 0.5) * slot;
            String colour = COLOURS[p.series() % COLOURS.length];
            if (!Double.isNaN(p.low())) {
                s.append(f("<line x1='%.1f' x2='%.1f' y1='%.1f' y2='%.1f' stroke='%s' stroke-width='2'/>", cx, cx,
                        yOf(p.low(), lo, hi), yOf(p.high(), lo, hi), colour));
            }
            s.append(f("<circle cx='%.1f' cy='%.1f' r='4' fill='%s'><title>%s, %s: %.3f (n=%d)</title></circle>",
                    cx, yOf(p.value(), lo, hi), colour, esc(series.get(p.series())), esc(p.label()), p.value(),
                    p.n()));
            // many points: labels alternate between two rows so that they do not overlap
            int y0 = points.size() <= 4 || i % 2 == 0 ? HEIGHT - 16 : HEIGHT - 4;
            s.append(f("<text x='%.1f' y='%d' font-size='10' text-anchor='middle'>%s%s</text>", cx, y0,
                    esc(p.label()), p.n() > 0 ? f(" n=%d", p.n()) : ""));
        }
        legend(s, series);
        return s.append("</svg>").toString();
    }

    /** Lines through y values at x = 0, 1, 2, ..., one per series, with a legend. */
    static String lines(List<List<Double>> ys, List<Integer> xs0, List<String> series, String xLabel, String yLabel) {
        StringBuilder s = open();
        double max = ys.stream().flatMap(List::stream).mapToDouble(Double::doubleValue).max().orElse(1);
        int xMax = 1;
        for (int k = 0; k < ys.size(); k++) {
            xMax = Math.max(xMax, xs0.get(k) + ys.get(k).size() - 1);
        }
        axis(s, 0, max, false);
        yTitle(s, yLabel);
        for (int k = 0; k < ys.size(); k++) {
            StringBuilder points = new StringBuilder();
            for (int i = 0; i < ys.get(k).size(); i++) {
                points.append(f("%.1f,%.1f ", xOf(xs0.get(k) + i, 0, xMax), yOf(ys.get(k).get(i), 0, max)));
            }
            s.append(f("<polyline fill='none' stroke='%s' stroke-width='2' points='%s'/>",
                    COLOURS[k % COLOURS.length], points));
        }
        xLabels(s, 0, xMax, xLabel);
        legend(s, series);
        return s.append("</svg>").toString();
    }

    private static void legend(StringBuilder s, List<String> series) {
        for (int k = 0; k < series.size(); k++) {
            s.append(f("<rect x='%d' y='%d' width='10' height='10' fill='%s'/><text class='series' x='%d' y='%d' "
                    + "font-size='10'>%s</text>", WIDTH - 150, 4 + 13 * k, COLOURS[k % COLOURS.length], WIDTH - 136,
                    13 + 13 * k, esc(series.get(k))));
        }
    }

    private static void yTitle(StringBuilder s, String label) {
        s.append(f("<text x='12' y='%d' font-size='11' text-anchor='middle' transform='rotate(-90 12 %d)'>%s</text>",
                HEIGHT / 2, HEIGHT / 2, esc(label)));
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
                    percent ? f("%.0f%%", 100 * v) : tick(v)));
        }
    }

    /** An axis value with the decimals it needs (0.25, 1.5, 12), not rounded to one place (0.25 is not 0.3). */
    static String tick(double v) {
        return java.math.BigDecimal.valueOf(v).setScale(3, java.math.RoundingMode.HALF_UP).stripTrailingZeros()
                .toPlainString();
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
