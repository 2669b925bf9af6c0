package spindle.server;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Turns the project's rules documents (a small, regular subset of Markdown: headings, paragraphs, nested lists,
 * pipe tables, fenced code, {@code `code`}, {@code **bold**} and links) into HTML for the rules pages. Anything else
 * passes through as escaped text, so the output is always safe to serve.
 */
final class Markdown {
    private static final Pattern ITEM = Pattern.compile("^(\\s*)([-*]|\\d+\\.)\\s+(.*)$");
    private static final Pattern HEADING = Pattern.compile("^(#{1,6})\\s+(.*)$");
    private static final Pattern LINK = Pattern.compile("\\[([^\\]]+)\\]\\((https?://[^)\\s]+)\\)");
    private static final Pattern URL = Pattern.compile("(?<![\"=>])\\b(https?://[^\\s<)]+[^\\s<).,;])");

    private final StringBuilder out = new StringBuilder();
    private final Deque<int[]> lists = new ArrayDeque<>(); // {indent, ordered ? 1 : 0}
    private final StringBuilder paragraph = new StringBuilder();

    private Markdown() {
    }

    static String toHtml(String markdown) {
        Markdown md = new Markdown();
        md.convert(markdown.replace("\r\n", "\n").split("\n", -1));
        return md.out.toString();
    }

    private void convert(String[] lines) {
        int i = 0;
        while (i < lines.length) {
            String line = lines[i];
            String trimmed = line.strip();
            Matcher item = ITEM.matcher(line);
            Matcher heading = HEADING.matcher(line);
            if (trimmed.startsWith("```")) {
                flushParagraph();
                i = code(lines, i);
                continue;
            }
            if (trimmed.isEmpty()) {
                flushParagraph();
            } else if (heading.matches()) {
                closeBlocks();
                int level = heading.group(1).length();
                out.append("<h").append(level).append('>').append(inline(heading.group(2)))
                        .append("</h").append(level).append(">\n");
            } else if (trimmed.startsWith("|")) {
                closeBlocks();
                i = table(lines, i);
                continue;
            } else if (item.matches()) {
                flushParagraph();
                item(item.group(1).length(), !item.group(2).matches("[-*]"), item.group(3));
            } else if (!lists.isEmpty() && Character.isWhitespace(line.charAt(0))) {
                out.append(' ').append(inline(trimmed));
            } else {
                closeLists();
                paragraph.append(paragraph.length() == 0 ? "" : " ").append(trimmed);
            }
            i++;
        }
        closeBlocks();
    }

    private void item(int indent, boolean ordered, String text) {
        while (!lists.isEmpty() && lists.peek()[0] > indent) {
            closeList();
        }
        if (!lists.isEmpty() && lists.peek()[0] == indent) {
            if ((lists.peek()[1] == 1) != ordered) {
                closeList();
            } else {
                out.append("</li>\n");
            }
        }
        if (lists.isEmpty() || lists.peek()[0] < indent) {
            out.append(ordered ? "<ol>\n" : "<ul>\n");
            lists.push(new int[] {indent, ordered ? 1 : 0});
        }
        out.append("<li>").append(inline(text));
    }

    private int code(String[] lines, int start) {
        int indent = lines[start].indexOf("```");
        out.append("<pre>");
        int i = start + 1;
        for (; i < lines.length && !lines[i].strip().startsWith("```"); i++) {
            String l = lines[i];
            int cut = 0;
            while (cut < indent && cut < l.length() && l.charAt(cut) == ' ') {
                cut++;
            }
            out.append(escape(l.substring(cut))).append('\n');
        }
        out.append("</pre>\n");
        return i + 1;
    }

    private int table(String[] lines, int start) {
        out.append("<table>\n");
        int i = start;
        boolean header = true;
        for (; i < lines.length && lines[i].strip().startsWith("|"); i++) {
            String row = lines[i].strip();
            if (row.matches("\\|[\\s:|-]+\\|?")) {
                header = false;
                continue;
            }
            String[] cells = row.replace("\\|", "\u0000").replaceAll("^\\||\\|$", "").split("\\|", -1);
            String tag = header && i == start ? "th" : "td";
            out.append("<tr>");
            for (String cell : cells) {
                out.append('<').append(tag).append('>').append(inline(cell.strip().replace('\u0000', '|')))
                        .append("</").append(tag).append('>');
            }
            out.append("</tr>\n");
        }
        out.append("</table>\n");
        return i;
    }

    private void flushParagraph() {
        if (paragraph.length() > 0) {
            out.append("<p>").append(inline(paragraph.toString())).append("</p>\n");
            paragraph.setLength(0);
        }
    }

    private void closeList() {
        out.append("</li>\n").append(lists.pop()[1] == 1 ? "</ol>\n" : "</ul>\n");
    }

    private void closeLists() {
        while (!lists.isEmpty()) {
            closeList();
        }
    }

    private void closeBlocks() {
        flushParagraph();
        closeLists();
    }

    /** Inline markup of one line of text: code spans first, so that nothing inside them is interpreted. */
    static String inline(String text) {
        StringBuilder s = new StringBuilder();
        String[] parts = text.split("`", -1);
        for (int k = 0; k < parts.length; k++) {
            boolean code = k % 2 == 1 && k < parts.length - 1;
            if (code) {
                s.append("<code>").append(escape(parts[k])).append("</code>");
            } else {
                String e = escape(k % 2 == 1 ? "`" + parts[k] : parts[k]);
                e = e.replaceAll("\\*\\*(.+?)\\*\\*", "<strong>$1</strong>");
                e = LINK.matcher(e).replaceAll("<a href=\"$2\">$1</a>");
                e = URL.matcher(e).replaceAll("<a href=\"$1\">$1</a>");
                s.append(e);
            }
        }
        return s.toString();
    }

    static String escape(String text) {
        return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }
}
