package spindle.server;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class MarkdownTest {
    @Test
    void headingsParagraphsAndInlineMarkup() {
        String html = Markdown.toHtml("# Title\n\nSome **bold** and `a<b` text,\nsee https://example.org/x.\n");
        assertThat(html).contains("<h1>Title</h1>")
                .contains("<p>Some <strong>bold</strong> and <code>a&lt;b</code> text, see "
                        + "<a href=\"https://example.org/x\">https://example.org/x</a>.</p>");
    }

    @Test
    void nestedListsAndCodeInsideThem() {
        String html = Markdown.toHtml("1. one\n   - a\n   - b\n2. two\n   ```\n   x  y\n   ```\n\nafter\n");
        assertThat(html).isEqualTo("<ol>\n<li>one<ul>\n<li>a</li>\n<li>b</li>\n</ul>\n</li>\n<li>two"
                + "<pre>x  y\n</pre>\n</li>\n</ol>\n<p>after</p>\n");
    }

    @Test
    void tablesWithEscapedPipes() {
        String html = Markdown.toHtml("| a | b |\n|---|---|\n| \\|S\\| | [x](http://e.org) |\n");
        assertThat(html).isEqualTo("<table>\n<tr><th>a</th><th>b</th></tr>\n"
                + "<tr><td>|S|</td><td><a href=\"http://e.org\">x</a></td></tr>\n</table>\n");
    }
}
