/**
 * Game metrics for players and designers: seeded games between agents are traced ({@link
 * spindle.match.analysis.Tracer}), aggregated per variant ({@link spindle.match.analysis.VariantReport}) and
 * compared across variants ({@link spindle.match.analysis.Comparison}), then written as text, JSON or a
 * self-contained HTML page with SVG charts ({@link spindle.match.analysis.HtmlReport}). The game supplies the words:
 * {@code Game.decisionType} (what each decision was), {@code Game.events} (what it caused: 3Will ejections and
 * ripples, 0-1-2 Weave lengths and captures) and {@code Game.endReason} (how the game ended: 1♣42 repetition or no
 * legal move). The designer's metrics after Ludii's ({@link spindle.match.analysis.DesignerMetrics}: decisiveness,
 * drama, lead changes from a searching agent's value trace; {@link spindle.match.analysis.Coverage}; the first-move
 * balance by skill) and one Holm correction over every comparison ({@link spindle.match.analysis.Holm}).
 * {@code docs/analysis.md} is written by {@code scripts/analysis.sh} from {@code spindle analyze} output.
 */
package spindle.match.analysis;
