package spindle.server.pages;

import java.util.List;
import java.util.Set;
import java.util.function.Function;
import org.commonmark.Extension;
import org.commonmark.ext.gfm.tables.TablesExtension;
import org.commonmark.node.FencedCodeBlock;
import org.commonmark.node.Node;
import org.commonmark.parser.Parser;
import org.commonmark.renderer.NodeRenderer;
import org.commonmark.renderer.html.HtmlNodeRendererContext;
import org.commonmark.renderer.html.HtmlRenderer;
import org.commonmark.renderer.html.HtmlWriter;

/**
 * The Markdown of the rules and How to play pages as HTML (CommonMark with tables). Raw HTML in the Markdown is
 * shown as text, never passed through, and links to {@code javascript:} and the like are dropped: the pages must
 * keep working under the Content-Security-Policy and a bundled text must not be able to inject markup.
 */
final class MarkdownHtml {
    private static final List<Extension> EXTENSIONS = List.of(TablesExtension.create());
    private static final Parser PARSER = Parser.builder().extensions(EXTENSIONS).build();

    private MarkdownHtml() {
    }

    /** The HTML of {@code markdown}. */
    static String toHtml(String markdown) {
        return toHtml(markdown, null);
    }

    /**
     * The HTML of {@code markdown}, where each fenced block whose info string is {@code board} is replaced by what
     * {@code boards} makes of the block's text (already HTML; null: no such replacement).
     */
    static String toHtml(String markdown, Function<String, String> boards) {
        HtmlRenderer.Builder renderer = HtmlRenderer.builder().extensions(EXTENSIONS).escapeHtml(true)
                .sanitizeUrls(true);
        if (boards != null) {
            renderer.nodeRendererFactory(context -> new BoardBlocks(context, boards));
        }
        return renderer.build().render(PARSER.parse(markdown));
    }

    /** Escapes text for HTML element content and attribute values. */
    static String escape(String text) {
        StringBuilder out = new StringBuilder(text.length());
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '&' -> out.append("&amp;");
                case '<' -> out.append("&lt;");
                case '>' -> out.append("&gt;");
                case '"' -> out.append("&quot;");
                case '\'' -> out.append("&#39;");
                default -> out.append(c);
            }
        }
        return out.toString();
    }

    /** Renders {@code board} fences through the page's function and every other fence as usual. */
    private static final class BoardBlocks implements NodeRenderer {
        private final HtmlWriter html;
        private final Function<String, String> boards;

        BoardBlocks(HtmlNodeRendererContext context, Function<String, String> boards) {
            this.html = context.getWriter();
            this.boards = boards;
        }

        @Override
        public Set<Class<? extends Node>> getNodeTypes() {
            return Set.of(FencedCodeBlock.class);
        }

        @Override
        public void render(Node node) {
            FencedCodeBlock block = (FencedCodeBlock) node;
            html.line();
            if ("board".equals(block.getInfo())) {
                html.raw(boards.apply(block.getLiteral()));
            } else {
                html.tag("pre");
                html.tag("code");
                html.text(block.getLiteral());
                html.tag("/code");
                html.tag("/pre");
            }
            html.line();
        }
    }
}
