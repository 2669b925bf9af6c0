/**
 * Game metrics for players and designers: seeded games between agents are traced ({@link
 * spindle.match.analysis.Tracer}), aggregated per variant ({@link spindle.match.analysis.VariantReport}) and
 * compared across variants ({@link spindle.match.analysis.Comparison}), then written as text, JSON or a
 * self-contained HTML page with SVG charts ({@link spindle.match.analysis.HtmlReport}).
 */
package spindle.match.analysis;
