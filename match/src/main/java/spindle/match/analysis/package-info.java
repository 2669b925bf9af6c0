/**
 * Game metrics for players and designers: seeded games between agents are traced ({@link
 * spindle.match.analysis.Tracer}), aggregated per variant ({@link spindle.match.analysis.VariantReport}) and
 * compared across variants ({@link spindle.match.analysis.Comparison}), then written as text, JSON or a
 * self-contained HTML page with SVG charts ({@link spindle.match.analysis.HtmlReport}). The game supplies the words:
 * {@code Game.decisionType} (what each decision was), {@code Game.events} (what it caused: 3Will ejections and
 * ripples, 0-1-2 Weave lengths and captures) and {@code Game.endReason} (how the game ended: 1♣42 repetition or no
 * legal move). Findings and the commands behind them: {@code docs/analysis.md}.
 */
package spindle.match.analysis;
