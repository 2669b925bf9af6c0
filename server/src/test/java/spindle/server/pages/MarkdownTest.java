package spindle.server.pages;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class MarkdownTest {
    @Test
    void headingsParagraphsListsAndTables() {
        String html = MarkdownHtml.toHtml("# Title\n\nSome **bold** and `a<b` text.\n\n1. one\n   - a\n2. two\n\n"
                + "| a | b |\n|---|---|\n| \\|S\\| | [x](http://e.org) |\n");
        assertThat(html).contains("<h1>Title</h1>")
                .contains("<p>Some <strong>bold</strong> and <code>a&lt;b</code> text.</p>")
                .contains("<ol>\n<li>one\n<ul>\n<li>a</li>\n</ul>\n</li>\n<li>two</li>\n</ol>")
                .contains("<table>").contains("<th>a</th>").contains("<td>|S|</td>")
                .contains("<td><a rel=\"nofollow\" href=\"http://e.org\">x</a></td>");
    }

    @Test
    void rawHtmlIsShownAsTextAndScriptLinksAreDropped() {
        String html = MarkdownHtml.toHtml("<script>alert(1)</script>\n\nhi <img src=x onerror=alert(1)> "
                + "[click](javascript:alert(1))\n");
        assertThat(html).doesNotContain("<script").doesNotContain("<img").doesNotContain("javascript:")
                .contains("&lt;script&gt;alert(1)&lt;/script&gt;").contains("&lt;img src=x onerror=alert(1)&gt;");
    }

    @Test
    void boardFencesAreHandedToThePageAndOtherFencesStayCode() {
        String html = MarkdownHtml.toHtml("```board\n{\"moves\": []}\n```\n\n```\na < b\n```\n",
                fence -> "<figure data-fence=\"" + MarkdownHtml.escape(fence.trim()) + "\"></figure>");
        assertThat(html).contains("<figure data-fence=\"{&quot;moves&quot;: []}\"></figure>")
                .contains("<pre><code>a &lt; b\n</code></pre>");
    }
}
